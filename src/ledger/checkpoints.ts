import type { Stream } from './random.js';
import { firstAbove } from './search.js';
import type { Micros } from './time.js';

/** Items per chunk: each chunk's times are drawn again, from its own stream, when asked for. */
export const CHUNK = 4096;
/** Chunks kept drawn: the ones a reader and the story touch at a time. */
const CACHED_CHUNKS = 32;

/**
 * Record times of a run of items, strictly increasing, a mean gap of `meanGap + 1` apart: a pure function of the
 * stream, with nothing stored per item. Chunk c of CHUNK items begins at a checkpoint, `first + c × span` with
 * span = CHUNK × (meanGap + 1), so the time of any item is found without drawing the ones before it; inside a
 * chunk, random gaps are scaled to fill the span. A history of 100 M items costs its chunks in the cache, not
 * 800 MB of times.
 */
export class CheckpointedTimes {
  private readonly span: number;
  private readonly cache = new Map<number, Float64Array>();

  constructor(
    private readonly stream: Stream,
    private readonly first: Micros,
    private readonly meanGap: number,
  ) {
    this.span = CHUNK * (meanGap + 1);
  }

  timeOf(index: number): Micros {
    return this.chunk(Math.floor(index / CHUNK))[index % CHUNK] as number;
  }

  /** The first index in [from, to) whose time is greater than `bound`, or `to`. */
  upperBound(from: number, to: number, bound: Micros): number {
    if (from >= to) return to;
    // Every time of chunk c lies in [first + c × span, first + (c + 1) × span): the chunk of `bound` is arithmetic.
    const chunk = Math.floor((bound - this.first) / this.span);
    const low = Math.max(from, Math.min(to, chunk * CHUNK));
    const high = Math.max(low, Math.min(to, (chunk + 1) * CHUNK));
    return firstAbove(low, high, (i) => this.timeOf(i), bound);
  }

  private chunk(c: number): Float64Array {
    const cached = this.cache.get(c);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(c);
      this.cache.set(c, cached);
      return cached;
    }
    const s = this.stream.child('chunk', c);
    const gaps = new Float64Array(CHUNK);
    let total = 0;
    for (let i = 0; i < CHUNK; i++) {
      gaps[i] = s.int(0, 2 * this.meanGap);
      total += gaps[i] as number;
    }
    // t_i = start + i + the share of the span's slack that the gaps before i take: strictly increasing, and every
    // time before the next chunk's start.
    const start = this.first + c * this.span;
    const scale = total === 0 ? 0 : (this.span - CHUNK) / total;
    const times = new Float64Array(CHUNK);
    let before = 0;
    for (let i = 0; i < CHUNK; i++) {
      times[i] = start + i + Math.floor(before * scale);
      before += gaps[i] as number;
    }
    this.cache.set(c, times);
    if (this.cache.size > CACHED_CHUNKS) this.cache.delete(this.cache.keys().next().value as number);
    return times;
  }
}
