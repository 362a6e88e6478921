/**
 * `serve --workers N`: one primary process forks N workers with node:cluster. Each worker runs the same command line,
 * builds the same ledger and listens on the same port: cluster's shared handle, where the primary holds the
 * listening socket and hands each new connection to a worker in turn (round-robin, node's default but on Windows).
 * The ledger is deterministic, so the workers answer every request with the same bytes and any of them may take any
 * connection. The primary builds no ledger; it prints the URLs once every worker listens, forks a worker again when
 * one dies unasked, and stops them all. The only module that imports node:cluster; cli/bin.ts hands it to `serve`
 * (src/commands/serve.ts, `ServeIo.cluster`), which runs it.
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
   * printed (they must agree) and their pids. A worker that then exits unasked (killed, crashed, or exited, even
   * with code 0) is forked again with the same command line, and a line on `io.err` names it, how it ended and the
   * new pid; the others serve on meanwhile, and the replacement joins them on the port once its ledger is built.
   * The dead worker's connections are lost, and so is one that the primary hands it in the milliseconds before it
   * hears of a sudden death (node:cluster's round-robin then waits for the dead worker's answer, and the client for
   * its own timeout). At most 5 are forked again within 60 s: one more exit stops the server, with a line that names
   * it and the limit.
   *
   * Resolves with the exit code: 0 once stopped by `io.signal` and every worker has exited 0 (a stop restarts
   * nothing); 1 when the workers die faster than that, when one exits before the URLs were printed (a start that
   * fails: the others are stopped), or when one fails to close. Rejects, before forking, with the error of a port
   * that cannot be bound.
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

/**
 * How many workers the primary forks again within a sliding window before it gives up: 5 within 60 s, counted over
 * all the workers. A worker ended now and then (the OOM killer, a stray `kill`, a crash on a rare request) comes
 * back. One that dies again and again (a request that crashes any worker, all having the same ledger, sent in a
 * loop; a port taken by another program while no worker held it) would otherwise be forked forever, each fork
 * building the ledger again, while the server looks up and serves with fewer workers: the limit spends at most five
 * builds a minute on it, and a loop faster than that stops the server with a line that says so.
 */
const RESTARTS = { most: 5, withinMs: 60_000 } as const;

const primary: Primary = {
  role: 'primary',
  // oxlint-disable-next-line max-lines-per-function -- being split (docs/style.md)
  serve: async (count, io) => {
    await probe(io.host, io.port);
    const graceMs = io.graceMs ?? 5000;
    /** The workers that run, each with its place (1 to `count`), which its replacement takes over. */
    const running = new Map<Worker, number>();
    const fork = (place: number): Worker => {
      const worker = cluster.fork();
      running.set(worker, place);
      return worker;
    };
    const first = Array.from({ length: count }, (_, i) => fork(i + 1));
    /** What each running worker would have printed, once it listens. */
    const banners = new Map<Worker, string>();
    /** The URLs printed, once every first worker listened: replacements must serve the same. */
    let announced: string | undefined;
    /** When the primary forked a replacement, of those within the last `RESTARTS.withinMs`. */
    const restarts: number[] = [];
    const label = (worker: Worker): string =>
      `worker ${String(running.get(worker))} of ${count} (pid ${worker.process.pid ?? '?'})`;
    // oxlint-disable-next-line max-lines-per-function -- being split (docs/style.md)
    return new Promise<number>((resolve) => {
      let stopping = false;
      let code = 0;
      const stopAll = (): void => {
        if (stopping) return;
        stopping = true;
        // A signal, not a message: a worker that has not yet set its handlers (it is loading) would miss a message,
        // where SIGTERM's default action ends it, which counts as stopped as well.
        for (const worker of running.keys()) worker.process.kill('SIGTERM');
        setTimeout(() => {
          const left = [...running.keys()];
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
        if (announced !== undefined) {
          // A replacement: it has joined the others on the port that the primary holds. The port is theirs unless
          // every worker was gone at once, when the primary closes it; on port 0 the replacement then gets another.
          if (message.banner !== announced) fail(`${label(worker)}, a replacement, serves other URLs than the others`);
          return;
        }
        if (banners.size < count) return;
        const [banner, ...others] = [...banners.values()];
        if (others.some((other) => other !== banner)) return fail('the workers do not agree on their URLs');
        announced = banner ?? '';
        const pids = first.map((w) => w.process.pid ?? '?').join(', ');
        io.out(`${announced}  workers:   ${count} processes (pids ${pids})\n`);
      };
      let judging = 0;
      const finish = (): void => {
        if (!stopping || running.size > 0 || judging > 0) return;
        cluster.off('message', onMessage);
        cluster.off('exit', onExit);
        io.signal?.removeEventListener('abort', stopAll);
        resolve(code);
      };
      const onExit = (worker: Worker, exitCode: number | null, signal: string | null): void => {
        const place = running.get(worker) ?? 0;
        const ended = `${label(worker)} exited ${signal === null ? `with code ${String(exitCode)}` : `on ${signal}`}${
          banners.has(worker) ? '' : ' before it listened'
        }`;
        running.delete(worker);
        banners.delete(worker);
        // Stopped: it closed and exited 0, or a stop signal (the primary's SIGTERM, the terminal's SIGINT to the
        // whole group) ended it before it had set its handlers.
        const closed = (exitCode === 0 && signal === null) || signal === 'SIGTERM' || signal === 'SIGINT';
        if (stopping) {
          if (!closed) code = 1;
          return finish();
        }
        judging++;
        setTimeout(() => {
          judging--;
          if (stopping) {
            if (!closed) code = 1;
            return finish();
          }
          // One that dies before the URLs were printed is most likely a start that fails (the ledger does not fit
          // in memory): the same command line would fail the same way, so it is said once, as a failed start.
          if (announced === undefined) fail(`${ended}; stopping the others`);
          else restart(place, ended);
          finish();
        }, SETTLE_MS);
      };
      const restart = (place: number, ended: string): void => {
        const now = performance.now();
        while ((restarts[0] ?? now) <= now - RESTARTS.withinMs) restarts.shift();
        if (restarts.length >= RESTARTS.most) {
          const rate = `${RESTARTS.most} restarts within ${RESTARTS.withinMs / 1000} s`;
          return fail(`${ended}, after ${rate}, the most allowed: giving up, stopping the others`);
        }
        restarts.push(now);
        io.err(`${io.name}: ${ended}; restarted as pid ${fork(place).process.pid ?? '?'}\n`);
      };
      cluster.on('message', onMessage);
      cluster.on('exit', onExit);
      if (io.signal?.aborted) stopAll();
      else io.signal?.addEventListener('abort', stopAll, { once: true });
    });
  },
};
