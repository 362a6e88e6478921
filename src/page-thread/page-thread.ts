import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValueEncoding } from '../encoding/ledger-values.js';
import type { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Scenario } from '../ledger/scenario.js';
import { writeItems, type PageBuilder } from '../operations/page-build.js';
import { DONE, FAILED, IDLE, LENGTH, PENDING, STATE, type PageThreadData } from './protocol.js';

/** Pages shorter than this are built on the server's thread alone: handing half over costs more than it saves. */
const MIN_SPLIT = 64;
/** A page thread that takes longer than this is taken for stuck: it is stopped and never asked again. */
const TIMEOUT_MS = 30_000;
/** How far the thread's share of a page moves after each page, and the most it may take. */
const SHARE_STEP = 0.01;
const MAX_SHARE = 0.7;
/** Bytes a page thread may hand back: half a page of 1000 items is about 3 MB. */
const DATA_BYTES = 32 * 2 ** 20;

/**
 * The thread's module and how to start it. Run from the sources (tsx, vitest), it is a .ts file, which a worker
 * loads only once tsx's hooks are registered in it: a worker's --import does not reach its own entry.
 */
function entryOf(): [string | URL, { eval?: boolean }] {
  if (!import.meta.url.endsWith('.ts')) return [new URL('./worker.js', import.meta.url), {}];
  // tsx's ES module API: require.resolve finds its CommonJS twin, whose file sits beside it.
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(tsxCjs.replace(/\.cjs$/, '.mjs')).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return [code, { eval: true }];
}

/**
 * A second thread that builds about half of each cold page of a static ledger (issue 11). Building a page is CPU
 * work in JavaScript, and the server's thread does it alone on one core; this thread, with a ledger of its own built
 * from the same scenario and seed, builds the end of the page while the server's thread builds the beginning, where
 * they meet moving after each page towards the split at which neither waits. The server's thread waits for it
 * (Atomics.wait) and joins the parts, so the operations stay synchronous and the bytes are the ones one thread
 * would write. Until the thread has built its ledger, or if it fails, the server's thread builds whole pages, as
 * without it.
 */
export class PageThread implements PageBuilder {
  private worker: Worker | null = null;
  private readonly state = new Int32Array(new SharedArrayBuffer(8));
  private readonly data = new Uint8Array(new SharedArrayBuffer(DATA_BYTES));
  private ready = false;
  private broken = false;
  /** The part of a page the thread builds: a half to begin with. */
  private share = 0.5;
  private readonly waiting: ((ready: boolean) => void)[] = [];

  /** For `ledger`, which must be the static ledger of `scenario` and `seed`. The thread starts with the first page. */
  constructor(
    private readonly ledger: Ledger,
    private readonly scenario: Scenario,
    private readonly seed: number,
  ) {}

  private start(): void {
    const workerData: PageThreadData & { scenario: Scenario } = {
      scenario: this.scenario,
      seed: this.seed,
      control: this.state.buffer as SharedArrayBuffer,
      data: this.data.buffer as SharedArrayBuffer,
    };
    const [entry, how] = entryOf();
    const worker = new Worker(entry, {
      ...how,
      workerData,
      // A small young generation: the thread is held to little more than its copy of the ledger (the server RSS goal).
      resourceLimits: { maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    worker.on('message', (message: unknown) => {
      if (message !== 'ready' || this.broken) return;
      this.ready = true;
      for (const wake of this.waiting.splice(0)) wake(true);
    });
    worker.on('error', () => void this.stop());
    worker.on('exit', () => void this.stop());
    this.worker = worker;
  }

  /**
   * Items [start, end) of `ledger`, comma-joined, into the page: about half of them built by the thread when it
   * can. The thread's items are appended by reference (PageWriter.append): the page's bytes are to be taken before
   * the next page is built.
   */
  writeItems(page: PageWriter, ledger: Ledger, start: number, end: number, encoding: ValueEncoding): void {
    if (!this.ready || ledger !== this.ledger || end - start < MIN_SPLIT) {
      if (!this.worker && !this.broken && ledger === this.ledger && end - start >= MIN_SPLIT) this.start();
      writeItems(page, ledger, start, end, encoding);
      return;
    }
    const worker = this.worker as Worker;
    const middle = start + Math.round((end - start) * (1 - this.share));
    Atomics.store(this.state, STATE, PENDING);
    worker.postMessage({ start: middle, end, encoding });
    writeItems(page, ledger, start, middle, encoding);
    // The thread's share moves towards the split at which neither waits for the other: this thread also copies
    // and sends the page, and the two cores are not always equally free.
    const doneFirst = Atomics.load(this.state, STATE) !== PENDING;
    this.share = Math.min(MAX_SHARE, Math.max(1 - MAX_SHARE, this.share + (doneFirst ? SHARE_STEP : -SHARE_STEP)));
    Atomics.wait(this.state, STATE, PENDING, TIMEOUT_MS);
    const result = Atomics.load(this.state, STATE);
    page.write(',');
    if (result === DONE) page.append(this.data.subarray(0, Atomics.load(this.state, LENGTH)));
    else {
      if (result === PENDING || result === FAILED) this.stop();
      writeItems(page, ledger, middle, end, encoding);
    }
    Atomics.store(this.state, STATE, IDLE);
  }

  /** Starts the thread if it has not started; true once it has built its ledger, false if it failed or stopped. */
  whenReady(): Promise<boolean> {
    if (this.ready || this.broken) return Promise.resolve(this.ready);
    if (!this.worker) this.start();
    return new Promise((wake) => this.waiting.push(wake));
  }

  /** Stops the thread; pages are then built on the server's thread alone. */
  async stop(): Promise<void> {
    this.broken = true;
    this.ready = false;
    for (const wake of this.waiting.splice(0)) wake(false);
    await this.worker?.terminate();
  }
}
