/**
 * `serve --workers N`: one primary process forks N workers with node:cluster. Each worker runs the same command line,
 * builds the same ledger and listens on the same port: cluster's shared handle, where the primary holds the
 * listening socket and hands each new connection to a worker in turn (round-robin, node's default but on Windows).
 * The ledger is deterministic, so the workers answer every request with the same bytes and any of them may take any
 * connection. The primary builds no ledger; it prints the URLs once every worker listens, and stops them all. The
 * only module that imports node:cluster; bin.ts hands it to main.ts (`Io.cluster`), which runs it.
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';

/** What the primary hears from a worker: it listens, and what it would have printed (the URLs). */
interface ListeningMessage {
  readonly kind: 'listening';
  readonly banner: string;
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'listening';

export interface PrimaryIo {
  /** Prefix of the lines printed, e.g. `token-registry-kit`. */
  readonly name: string;
  /** Where the workers will listen: probed before they are forked, so that a port in use is said once. */
  readonly host: string;
  readonly port: number;
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Stops the workers: once it aborts, each closes its server and exits, and `serve` resolves. */
  readonly signal?: AbortSignal;
  /** How long the workers may take to close once told to; 5 s by default (as signals.ts gives one process). */
  readonly graceMs?: number;
}

/** The process that forks the workers (any process that is not itself a worker). */
export interface Primary {
  readonly role: 'primary';
  /**
   * Forks `count` workers that run this process's command line and prints, once all of them listen, the URLs they
   * printed (they must agree) and their pids. Resolves with the exit code: 0 once stopped by `io.signal` and every
   * worker has exited 0; 1 when a worker exits unasked (it is not restarted: the others are stopped) or fails to
   * close. Rejects, before forking, with the error of a port that cannot be bound.
   */
  serve(count: number, io: PrimaryIo): Promise<number>;
}

/** A worker forked by a primary. */
export interface WorkerProcess {
  readonly role: 'worker';
  /** Tells the primary that this worker listens, with the lines that a single process would print. */
  listening(banner: string): void;
  /**
   * Calls `stop` (once) on SIGTERM, which is how the primary stops its workers, or when the primary goes away (the
   * IPC channel closes); a close that takes over `graceMs` exits 1. SIGINT is left to the primary: Ctrl-C in a
   * terminal signals the whole process group, and the primary then stops every worker.
   */
  stopWithPrimary(stop: () => void, graceMs?: number): void;
}

export type Cluster = Primary | WorkerProcess;

/** This process's role: a worker when forked by `Primary.serve`, else a primary that may fork. */
export function processCluster(): Cluster {
  return cluster.isWorker ? workerProcess : primary;
}

const workerProcess: WorkerProcess = {
  role: 'worker',
  listening: (banner) => void process.send?.({ kind: 'listening', banner } satisfies ListeningMessage),
  stopWithPrimary: (stop, graceMs = 5000) => {
    let stopping = false;
    const begin = (): void => {
      if (stopping) return;
      stopping = true;
      setTimeout(() => process.exit(1), graceMs).unref();
      stop();
    };
    process.on('disconnect', begin);
    process.on('SIGTERM', begin);
    process.on('SIGINT', () => {});
  },
};

/** Listens on `host:port` and closes again: rejects as `server.listen` would (EADDRINUSE, EACCES, EADDRNOTAVAIL). */
function probe(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => server.close(() => resolve()));
  });
}

/**
 * How long a worker's exit waits before it counts as unasked: a signal sent to the whole process group
 * (`kill -TERM -- -<pgid>`) reaches the workers and the primary at once, and a worker may be gone before the
 * primary's own handler has run.
 */
const SETTLE_MS = 200;

const primary: Primary = {
  role: 'primary',
  serve: async (count, io) => {
    await probe(io.host, io.port);
    const graceMs = io.graceMs ?? 5000;
    const workers = Array.from({ length: count }, () => cluster.fork());
    const banners = new Map<Worker, string>();
    const exited = new Set<Worker>();
    const label = (worker: Worker): string => `worker ${worker.id} of ${count} (pid ${worker.process.pid ?? '?'})`;
    return new Promise<number>((resolve) => {
      let stopping = false;
      let code = 0;
      const stopAll = (): void => {
        if (stopping) return;
        stopping = true;
        // A signal, not a message: a worker that has not yet set its handlers (it is loading) would miss a message,
        // where SIGTERM's default action ends it, which counts as stopped as well.
        for (const worker of workers) if (!exited.has(worker)) worker.process.kill('SIGTERM');
        setTimeout(() => {
          const left = workers.filter((w) => !exited.has(w));
          if (left.length === 0) return;
          io.err(`${io.name}: ${left.map(label).join(', ')} not closed after ${graceMs} ms, killed\n`);
          for (const worker of left) worker.process.kill('SIGKILL');
          code = 1;
        }, graceMs).unref();
      };
      const fail = (line: string): void => {
        if (stopping) return;
        io.err(`${io.name}: ${line}\n`);
        code = 1;
        stopAll();
      };
      const onMessage = (worker: Worker, message: unknown): void => {
        if (!isListening(message) || stopping) return;
        banners.set(worker, message.banner);
        if (banners.size < count) return;
        const [first, ...others] = [...banners.values()];
        if (others.some((banner) => banner !== first)) return fail('the workers do not agree on their URLs');
        const pids = workers.map((w) => w.process.pid ?? '?').join(', ');
        io.out(`${first ?? ''}  workers:   ${count} processes (pids ${pids})\n`);
      };
      let judging = 0;
      const finish = (): void => {
        if (exited.size < count || judging > 0) return;
        cluster.off('message', onMessage);
        cluster.off('exit', onExit);
        io.signal?.removeEventListener('abort', stopAll);
        resolve(code);
      };
      const onExit = (worker: Worker, exitCode: number | null, signal: string | null): void => {
        exited.add(worker);
        // Stopped: it closed and exited 0, or a stop signal (the primary's SIGTERM, the terminal's SIGINT to the
        // whole group) ended it before it had set its handlers.
        const closed = (exitCode === 0 && signal === null) || signal === 'SIGTERM' || signal === 'SIGINT';
        if (stopping) {
          if (!closed) code = 1;
          return finish();
        }
        const how = signal === null ? `with code ${String(exitCode)}` : `on ${signal}`;
        const when = banners.has(worker) ? '' : ' before it listened';
        judging++;
        setTimeout(() => {
          judging--;
          if (stopping && !closed) code = 1;
          fail(`${label(worker)} exited ${how}${when}; stopping the others`);
          finish();
        }, SETTLE_MS);
      };
      cluster.on('message', onMessage);
      cluster.on('exit', onExit);
      if (io.signal?.aborted) stopAll();
      else io.signal?.addEventListener('abort', stopAll, { once: true });
    });
  },
};
