import type { ValueEncoding } from '../encoding/ledger-values.js';
import type { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';
import { writeItems } from '../operations/page-build.js';

/** What a page thread and the server's thread share (page-thread.ts): where the state and the bytes lie. */
export interface PageThreadData {
  readonly seed: number;
  /** Int32 slots: STATE, NEXT, then the start and end in `data` of each chunk the thread built. */
  readonly control: SharedArrayBuffer;
  /** The bytes of the items last built. */
  readonly data: SharedArrayBuffer;
}

export const STATE = 0;
/** The next chunk of the page to be claimed, by either thread (Atomics.add). */
export const NEXT = 1;
/** Where chunk c's bytes start and end in `data`: slots CHUNKS + 2c and CHUNKS + 2c + 1. */
export const CHUNKS = 2;
/** The most chunks a page is cut into. */
export const MAX_CHUNKS = 64;
/** Items of a chunk, at the least: a chunk takes about a millisecond to build. */
export const MIN_CHUNK_ITEMS = 25;

/** A page's task: items [start, end) in chunks of `chunk` items, chunk c from start + c * chunk. */
export interface PageTask {
  readonly start: number;
  readonly end: number;
  readonly chunk: number;
  readonly encoding: ValueEncoding;
}

/** How many chunks a task has. */
export const chunkCount = (task: PageTask): number => Math.ceil((task.end - task.start) / task.chunk);

/** The items of chunk c of a task: [from, to). */
export function chunkItems(task: PageTask, c: number): { from: number; to: number } {
  const from = task.start + c * task.chunk;
  return { from, to: Math.min(task.end, from + task.chunk) };
}

/** Chunk c of a task, as a page's text holds it: its items comma-joined, after a comma unless it is the first. */
export function writeChunk(page: PageWriter, ledger: Ledger, task: PageTask, c: number): void {
  const { from, to } = chunkItems(task, c);
  if (c > 0) page.write(',');
  writeItems(page, ledger, from, to, task.encoding);
}

export const IDLE = 0;
export const PENDING = 1;
export const DONE = 2;
/** The items' bytes do not fit in `data`: the server's thread builds them itself. */
export const TOO_LARGE = 3;
export const FAILED = 4;
