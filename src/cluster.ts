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

/**
 * One run of the primary, from the fork of the first workers to the exit code: the workers that run and what they
 * printed, the restarts, and the stop. `Primary.serve` says what it does; each event is a method of its own.
 */
class WorkerPool {
  /** The workers that run, each with its place (1 to `count`), which its replacement takes over. */
  private readonly running = new Map<Worker, number>();
  /** What each running worker would have printed, once it listens. */
  private readonly banners = new Map<Worker, string>();
  /** When the primary forked a replacement, of those within the last `RESTARTS.withinMs`. */
  private readonly restarts: number[] = [];
  /** The workers forked first, whose pids the line of URLs names. */
  private readonly first: readonly Worker[];
  private readonly graceMs: number;
  /** The URLs printed, once every first worker listened: replacements must serve the same. */
  private announced: string | undefined;
  private stopping = false;
  private code = 0;
  /** Exits heard but not yet judged (SETTLE_MS): the run does not end while one waits. */
  private judging = 0;

  constructor(
    private readonly count: number,
    private readonly io: PrimaryIo,
    private readonly resolve: (code: number) => void,
  ) {
    this.graceMs = io.graceMs ?? 5000;
    this.first = Array.from({ length: count }, (_, i) => this.fork(i + 1));
  }

  /** Listens to the workers and to `io.signal`; the run resolves once stopped and every worker has exited. */
  start(): void {
    cluster.on('message', this.onMessage);
    cluster.on('exit', this.onExit);
    if (this.io.signal?.aborted) this.stopAll();
    else this.io.signal?.addEventListener('abort', this.stopAll, { once: true });
  }

  private fork(place: number): Worker {
    const worker = cluster.fork();
    this.running.set(worker, place);
    return worker;
  }

  private label(worker: Worker): string {
    return `worker ${String(this.running.get(worker))} of ${this.count} (pid ${worker.process.pid ?? '?'})`;
  }

  /** Tells every worker to close; those still running after the grace are killed, and the run's code is 1. */
  private readonly stopAll = (): void => {
    if (this.stopping) return;
    this.stopping = true;
    // A signal, not a message: a worker that has not yet set its handlers (it is loading) would miss a message,
    // where SIGTERM's default action ends it, which counts as stopped as well.
    for (const worker of this.running.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      const left = [...this.running.keys()];
      if (left.length === 0) return;
      const named = left.map((worker) => this.label(worker)).join(', ');
      this.io.err(`${this.io.name}: ${named} not closed after ${this.graceMs} ms, killed\n`);
      for (const worker of left) worker.process.kill('SIGKILL');
      this.code = 1;
    }, this.graceMs).unref();
  };

  private fail(line: string): void {
    if (this.stopping) return;
    this.io.err(`${this.io.name}: ${line}\n`);
    this.code = 1;
    this.stopAll();
  }

  /** A worker listens: once all the first ones do, and agree, their URLs are printed; a replacement must agree. */
  private readonly onMessage = (worker: Worker, message: unknown): void => {
    if (!isListening(message) || this.stopping) return;
    this.banners.set(worker, message.banner);
    if (this.announced !== undefined) {
      // A replacement: it has joined the others on the port that the primary holds. The port is theirs unless
      // every worker was gone at once, when the primary closes it; on port 0 the replacement then gets another.
      if (message.banner !== this.announced)
        this.fail(`${this.label(worker)}, a replacement, serves other URLs than the others`);
      return;
    }
    if (this.banners.size < this.count) return;
    const [banner, ...others] = [...this.banners.values()];
    if (others.some((other) => other !== banner)) return this.fail('the workers do not agree on their URLs');
    this.announced = banner ?? '';
    const pids = this.first.map((w) => w.process.pid ?? '?').join(', ');
    this.io.out(`${this.announced}  workers:   ${this.count} processes (pids ${pids})\n`);
  };

  /** A worker exited: during a stop it is counted; otherwise it is judged once the exit has settled. */
  private readonly onExit = (worker: Worker, exitCode: number | null, signal: string | null): void => {
    const place = this.running.get(worker) ?? 0;
    const ended = `${this.label(worker)} exited ${signal === null ? `with code ${String(exitCode)}` : `on ${signal}`}${
      this.banners.has(worker) ? '' : ' before it listened'
    }`;
    this.running.delete(worker);
    this.banners.delete(worker);
    // Stopped: it closed and exited 0, or a stop signal (the primary's SIGTERM, the terminal's SIGINT to the
    // whole group) ended it before it had set its handlers.
    const closed = (exitCode === 0 && signal === null) || signal === 'SIGTERM' || signal === 'SIGINT';
    if (this.stopping) return this.stopped(closed);
    this.judging++;
    setTimeout(() => this.judge(place, ended, closed), SETTLE_MS);
  };

  /** An exit SETTLE_MS after it was heard: part of a stop that came meanwhile, a failed start, or one to fork again. */
  private judge(place: number, ended: string, closed: boolean): void {
    this.judging--;
    if (this.stopping) return this.stopped(closed);
    // One that dies before the URLs were printed is most likely a start that fails (the ledger does not fit
    // in memory): the same command line would fail the same way, so it is said once, as a failed start.
    if (this.announced === undefined) this.fail(`${ended}; stopping the others`);
    else this.restart(place, ended);
    this.finish();
  }

  /** A worker that exited during a stop: the run's code is 1 unless it closed. */
  private stopped(closed: boolean): void {
    if (!closed) this.code = 1;
    this.finish();
  }

  private restart(place: number, ended: string): void {
    const now = performance.now();
    while ((this.restarts[0] ?? now) <= now - RESTARTS.withinMs) this.restarts.shift();
    if (this.restarts.length >= RESTARTS.most) {
      const rate = `${RESTARTS.most} restarts within ${RESTARTS.withinMs / 1000} s`;
      return this.fail(`${ended}, after ${rate}, the most allowed: giving up, stopping the others`);
    }
    this.restarts.push(now);
    this.io.err(`${this.io.name}: ${ended}; restarted as pid ${this.fork(place).process.pid ?? '?'}\n`);
  }

  /** Resolves the run once it is stopping, no worker runs and no exit waits to be judged. */
  private finish(): void {
    if (!this.stopping || this.running.size > 0 || this.judging > 0) return;
    cluster.off('message', this.onMessage);
    cluster.off('exit', this.onExit);
    this.io.signal?.removeEventListener('abort', this.stopAll);
    this.resolve(this.code);
  }
}

const primary: Primary = {
  role: 'primary',
  serve: async (count, io) => {
    await probe(io.host, io.port);
    return new Promise<number>((resolve) => new WorkerPool(count, io, resolve).start());
  },
};
