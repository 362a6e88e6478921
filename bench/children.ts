/**
 * The benchmark's child processes: the simulator under test, the bare replay server, the other benchmarks. Each is
 * started here and killed when the benchmark ends, fails or is interrupted, so that none is left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const running = new Set<ChildProcess>();
const killAll = (): void => {
  for (const child of running) child.kill('SIGKILL');
};
process.on('exit', killAll);
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    process.stderr.write(`\nbench: ${signal} received, killing ${running.size} child process(es)\n`);
    killAll();
    process.exit(code);
  });
}

/** A server that exited, or printed no URL in time: a result about the server, said in its row, not a crash. */
export class ServerRefused extends Error {
  override readonly name = 'ServerRefused';
}

export interface Served {
  readonly pid: number;
  readonly base: string;
  readonly port: number;
  /** From spawn to the printed URL. */
  readonly readyMs: number;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resident set size now (Linux /proc; NaN elsewhere). */
  rssMiB(): number;
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/** VmRSS of a process, from /proc/<pid>/status. */
export function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts `node --import tsx <script> ...args` in the project and resolves once its stdout matches `ready` (whose
 * first group is the base URL, the second the port). Rejects with ServerRefused when it exits first or is not ready
 * in `timeoutMs`, with the last line it printed.
 */
export function startServed(
  script: string,
  args: readonly string[],
  ready: RegExp,
  timeoutMs = 60_000,
  nodeOptions: readonly string[] = [],
): Promise<Served> {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const lastLine = (): string => out.trim().split('\n').at(-1) ?? '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new ServerRefused(`not listening after ${(timeoutMs / 1000).toFixed(0)} s`));
    }, timeoutMs);
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = ready.exec(out);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        pid: child.pid as number,
        base: match[1] as string,
        port: Number(match[2]),
        readyMs: performance.now() - started,
        output: () => out,
        rssMiB: () => rssMiB(child.pid as number),
        stop: async () => {
          if (running.has(child)) {
            child.kill('SIGTERM');
            const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
            await exited;
            clearTimeout(kill);
          }
        },
      });
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new ServerRefused(`exited before it listened: ${lastLine()}`));
    });
  });
}

/** `token-registry-kit serve --port 0 --quiet ...args` from the sources, in a process of its own. */
export const startServe = (args: readonly string[], timeoutMs?: number): Promise<Served> =>
  startServed(
    'cli/bin.ts',
    ['serve', '--port', '0', '--quiet', ...args],
    /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/,
    timeoutMs,
  );

/** Runs `node ...args` in the project to completion, its output passed through; resolves with its exit code. */
export function runNode(args: readonly string[]): Promise<number> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  running.add(child);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

/** Runs `node --import tsx cli/bin.ts ...args` and resolves with its stdout; rejects on a non-zero exit. */
export const runCli = (args: readonly string[]): Promise<string> =>
  runNodeOutput(['--import', 'tsx', 'cli/bin.ts', ...args], root);

/** Runs `node ...args` in `cwd` to completion: its exit code, stdout and stderr, and its wall time. */
export function runNodeCapture(
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; out: string; err: string; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, out, err, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** Runs `node ...args` in `cwd` and resolves with its stdout; rejects on a non-zero exit. */
export async function runNodeOutput(args: readonly string[], cwd: string): Promise<string> {
  const { code, out, err } = await runNodeCapture(args, cwd);
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(code)}: ${err.trim()}`);
  return out;
}
