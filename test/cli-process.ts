import { fileURLToPath } from 'node:url';
import type { Env } from '../common/options.js';
import { main } from '../cli/main.js';
import { cliBundle } from './cli-bundle.js';
import { run, startServer, type Finished as ProcessFinished } from './processes.js';

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

/** Runs the CLI as a user would (built JavaScript, test/cli-bundle.ts, in a process of its own), to completion. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<ProcessFinished> {
  return run(process.execPath, [cliBundle(), ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
}

export interface ServeProcess {
  readonly base: string;
  readonly output: () => string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `serve` on 127.0.0.1 port 0 in a child process and waits for the URLs it prints. */
export async function startServeProcess(args: string[]): Promise<ServeProcess> {
  const started = await startServer(process.execPath, [cliBundle(), 'serve', '--port', '0', ...args], {
    cwd: projectRoot,
  });
  return {
    base: started.base,
    output: started.output,
    stop: async (signal = 'SIGTERM') => {
      started.child.kill(signal);
      return (await started.exited).code;
    },
  };
}
