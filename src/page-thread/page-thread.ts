import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ValueEncoding } from '../encoding/ledger-values.js';
import { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Scenario } from '../ledger/scenario.js';
import { writeItems, type PageBuilder } from '../operations/page-build.js';
import {
  chunkCount,
  chunkItems,
  CHUNKS,
  DONE,
  FAILED,
  IDLE,
  MAX_CHUNKS,
  MIN_CHUNK_ITEMS,
  NEXT,
  PENDING,
  STATE,
  writeChunk,
  type PageTask,
  type PageThreadData,
} from './protocol.js';

/** Pages shorter than this are built on the server's thread alone: handing half over costs more than it saves. */
const MIN_SPLIT = 64;
/** A page thread that takes longer than this is taken for stuck: it is stopped and never asked again. */
const TIMEOUT_MS = 30_000;
/** Bytes a page thread may hand back: a whole page of 1000 items is about 7 MB. */
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
 * A second thread that builds about half of each cold page of a static ledger. Building a page is CPU
 * work in JavaScript, and the server's thread does it alone on one core; this thread, with a ledger of its own built
 * from the same scenario and seed, builds chunks of the page while the server's thread builds others, each taking
 * the next chunk from a shared counter until none is left, so that the faster does more and neither waits long.
 * The server's thread waits for the last of the thread's chunks (Atomics.wait) and puts them in their places, so
 * the operations stay synchronous and the bytes are the ones one thread would write. Until the thread has built
 * its ledger, or if it fails, the server's thread builds whole pages, as without it.
 */
export class PageThread implements PageBuilder {
  private worker: Worker | null = null;
  private readonly state = new Int32Array(new SharedArrayBuffer(4 * (CHUNKS + 2 * MAX_CHUNKS)));
  private readonly data = new Uint8Array(new SharedArrayBuffer(DATA_BYTES));
  private ready = false;
  private broken = false;
  private readonly waiting: ((ready: boolean) => void)[] = [];
  /** Items the thread has built, for tests and the bench: a thread that builds none is not splitting pages. */
  itemsBuilt = 0;

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
   * Items [start, end) of `ledger`, comma-joined, into the page, in chunks that this thread and the page thread
   * claim in turn from a shared counter, so that neither waits for the other longer than a chunk takes. The
   * thread's chunks are appended by reference where they belong (PageWriter.append): the page's bytes are to be
   * taken before the next page is built.
   */
  writeItems(page: PageWriter, ledger: Ledger, start: number, end: number, encoding: ValueEncoding): void {
    if (!this.ready || ledger !== this.ledger || end - start < MIN_SPLIT) {
      if (!this.worker && !this.broken && ledger === this.ledger && end - start >= MIN_SPLIT) this.start();
      writeItems(page, ledger, start, end, encoding);
      return;
    }
    const worker = this.worker as Worker;
    const task: PageTask = {
      start,
      end,
      chunk: Math.max(MIN_CHUNK_ITEMS, Math.ceil((end - start) / MAX_CHUNKS)),
      encoding,
    };
    const chunks = chunkCount(task);
    Atomics.store(this.state, NEXT, 0);
    Atomics.store(this.state, STATE, PENDING);
    worker.postMessage(task);
    // The thread's chunks, each with where it goes: after this thread's chunk before it.
    const theirs: { chunk: number; at: number }[] = [];
    let next = 0;
    const claim = (c: number): void => {
      for (; next < c; next++) theirs.push({ chunk: next, at: page.written });
      next = c + 1;
    };
    for (let c = Atomics.add(this.state, NEXT, 1); c < chunks; c = Atomics.add(this.state, NEXT, 1)) {
      claim(c);
      writeChunk(page, ledger, task, c);
    }
    claim(chunks);
    Atomics.wait(this.state, STATE, PENDING, TIMEOUT_MS);
    const result = Atomics.load(this.state, STATE);
    if (result === DONE) {
      for (const { chunk: c, at } of theirs) {
        const from = Atomics.load(this.state, CHUNKS + 2 * c);
        page.append(this.data.subarray(from, Atomics.load(this.state, CHUNKS + 2 * c + 1)), at);
        const items = chunkItems(task, c);
        this.itemsBuilt += items.to - items.from;
      }
    } else {
      if (result === PENDING || result === FAILED) void this.stop();
      // The thread's chunks are built here, each into bytes of its own that go where the thread's would have.
      for (const { chunk: c, at } of theirs) {
        const part = new PageWriter();
        writeChunk(part, ledger, task, c);
        page.append(part.bytes(), at);
      }
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
