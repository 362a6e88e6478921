import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Runs the CLI as a user would (src/cli/bin.ts, through tsx), to completion. */
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
