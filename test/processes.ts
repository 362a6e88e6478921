import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** In a process group of its own, which `process.kill(-pid, signal)` signals as a whole, as a terminal does. */
  readonly detached?: boolean;
}

/** Runs a command to completion; a command that does not finish in `timeoutMs` is killed and reported. */
export function run(
  command: string,
  args: readonly string[],
  options: RunOptions,
  timeoutMs = 60_000,
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} did not finish in ${timeoutMs} ms: ${stdout}${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

export interface Started {
  readonly child: ChildProcess;
  /** What `ready` matched. */
  readonly match: RegExpExecArray;
  /** Everything printed so far, stdout and stderr. */
  readonly output: () => string;
  /**
   * Settles when the started process (not necessarily the server, for npm and npx) has exited. Not when its output
   * ends: a grandchild left running keeps the pipes open.
   */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Settles when the output has ended too: all of it has been read. */
  readonly closed: Promise<void>;
}

/** Starts a command and waits until its stdout matches `ready`. */
export function startProcess(
  command: string,
  args: readonly string[],
  options: RunOptions,
  ready: RegExp,
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      detached: options.detached ?? false,
    });
    let stdout = '';
    let out = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.on('exit', (code, signal) => done({ code, signal })),
    );
    const closed = new Promise<void>((done) => child.on('close', () => done()));
    const timer = setTimeout(
      () => reject(new Error(`${command} printed nothing like ${ready} in 30 s: ${out}`)),
      30_000,
    );
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      out += d.toString();
      const match = ready.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match, output: () => out, exited, closed });
      }
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${String(code)} before it was ready: ${out}`));
    });
  });
}

export interface StartedServer extends Started {
  /** The registry base URL that `serve` printed. */
  readonly base: string;
  readonly port: number;
}

/** Starts a command that runs `serve` (on 127.0.0.1) and waits for the registry URL it prints. */
export async function startServer(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StartedServer> {
  const started = await startProcess(command, args, options, /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/);
  return { ...started, base: started.match[1] as string, port: Number(started.match[2]) };
}

/** Whether a connection to 127.0.0.1:port is refused (nothing listens there any more). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Waits until nothing listens on 127.0.0.1:port; false when something still does after `withinMs`. */
export async function portFreed(port: number, withinMs = 5_000): Promise<boolean> {
  const deadline = performance.now() + withinMs;
  while (!(await refused(port))) {
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Each running process as [pid, parent pid, state]: from /proc on Linux (slim images have no ps), else ps. */
function processTable(): [number, number, string][] {
  if (existsSync('/proc/self/stat')) {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name): [number, number, string][] => {
        try {
          // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
          const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
          const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return [[Number(name), Number(ppid), state ?? '']];
        } catch {
          return []; // exited while we read
        }
      });
  }
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, state] = line.trim().split(/\s+/);
      return [Number(pid), Number(ppid), state ?? ''];
    });
}

/** The process ids below `pid` (children, grandchildren, ...). */
export function descendants(pid: number): number[] {
  const table = processTable();
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const parent = queue.pop() as number;
    const children = table.filter(([, ppid]) => ppid === parent).map(([child]) => child);
    found.push(...children);
    queue = [...queue, ...children];
  }
  return found;
}

/** Whether a process runs; a zombie (exited, not yet reaped by whoever adopted it) does not. */
function alive(pid: number): boolean {
  const entry = processTable().find(([id]) => id === pid);
  return entry !== undefined && !entry[2].startsWith('Z');
}

/** Waits until every process of `pids` has exited; returns those still alive after `withinMs`. */
export async function survivors(pids: readonly number[], withinMs = 5_000): Promise<number[]> {
  const deadline = performance.now() + withinMs;
  for (;;) {
    const left = pids.filter(alive);
    if (left.length === 0 || performance.now() > deadline) return left;
    await sleep(50);
  }
}

/** Kills whatever of `pids` is still alive: a failed test must not leave servers behind. */
export function killAll(pids: readonly number[]): void {
  for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
}
