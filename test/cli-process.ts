import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Env } from '../conformance/options.js';
import { main } from '../src/cli/main.js';

/**
 * The command line in tests: in-process through `main(argv, io)`, as bin.ts runs it on the process, and, for the
 * few tests that are about the process itself (signals, exit codes of a failed start, the vitest project), in a
 * child process.
 */

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface Finished {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one command line in-process to completion, with only the environment given, and keeps what it prints. */
export async function runMain(args: string[], env: Env = {}): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    out: (text) => void (stdout += text),
    err: (text) => void (stderr += text),
    tty: false,
    env,
  });
  return { code, stdout, stderr };
}

export interface Serving {
  readonly base: string;
  /** Everything printed so far, stdout and stderr. */
  readonly output: () => string;
  /** Stops it, as a signal does in bin.ts, and resolves with main's exit code. */
  stop(): Promise<number>;
}

/** Starts `serve` in-process on 127.0.0.1 port 0 and waits for the URLs it prints. */
export async function startServe(args: string[], env: Env = {}): Promise<Serving> {
  const stopper = new AbortController();
  let out = '';
  let listening = (): void => {};
  const printed = new Promise<void>((resolve) => (listening = resolve));
  const done = main(['serve', '--port', '0', ...args], {
    out: (text) => {
      out += text;
      if (/registry:\s+http:/.test(out)) listening();
    },
    err: (text) => void (out += text),
    tty: false,
    env,
    signal: stopper.signal,
  });
  const ended = await Promise.race([printed.then(() => null), done]);
  if (ended !== null) throw new Error(`serve ended with ${ended} before it listened: ${out}`);
  return {
    base: /registry:\s+(http:\/\/\S+)/.exec(out)?.[1] ?? '',
    output: () => out,
    stop: () => {
      stopper.abort();
      return done;
    },
  };
}

/** Runs the CLI as a user would (src/cli/bin.ts, through tsx, in a process of its own), to completion. */
export function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServeProcess {
  readonly child: ChildProcessWithoutNullStreams;
  readonly base: string;
  readonly output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `serve` on 127.0.0.1 port 0 in a child process and waits for the URLs it prints. */
export function startServeProcess(args: string[]): Promise<ServeProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'serve', '--port', '0', ...args], {
      cwd: projectRoot,
    });
    let out = '';
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /registry:\s+(http:\/\/\S+)/.exec(out);
      if (found) {
        resolve({
          child,
          base: found[1] as string,
          output: () => out,
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    void exited.then((code) => reject(new Error(`serve exited with ${String(code)} before it listened: ${out}`)));
  });
}
