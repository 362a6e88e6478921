import type { Stream } from '../random.js';
import { firstAbove } from '../search.js';
import type { Micros } from '../time.js';

/** Ordinals per chunk: one start time is kept per chunk, the times inside are drawn again when asked for. */
const CHUNK = 1024;
/** Chunks whose times are kept drawn: the ones a tail reader and the appender touch. */
const CACHED_CHUNKS = 16;

/**
 * Record times of the live story's items, by ordinal (the live story's own count of items): strictly increasing,
 * a mean gap apart, and a pure function of the stream. Only one time per chunk of 1024 is stored, so that a ledger
 * that runs for hours keeps 8 bytes per 1024 items appended, not 8 per item.
 */
export class ChunkedTimes {
  private starts = new Float64Array(64);
  /** Chunks whose start is known: chunk c's start is known once chunk c - 1 has been drawn. */
  private known = 1;
  private readonly cache = new Map<number, Float64Array>();

  constructor(
    private readonly stream: Stream,
    first: Micros,
    private readonly meanGap: number,
  ) {
    this.starts[0] = first;
  }

  /** The record time of an ordinal, before any shift. */
  timeOf(ordinal: number): Micros {
    return this.chunk(Math.floor(ordinal / CHUNK))[ordinal % CHUNK] as number;
  }

  /** The first ordinal in [from, to) whose time is greater than `bound`, or `to`. */
  upperBound(from: number, to: number, bound: Micros): number {
    return firstAbove(from, to, (ordinal) => this.timeOf(ordinal), bound);
  }

  private chunk(c: number): Float64Array {
    const cached = this.cache.get(c);
    if (cached) {
      // Most recently used last: the first key is the one to drop.
      this.cache.delete(c);
      this.cache.set(c, cached);
      return cached;
    }
    while (this.known <= c) this.draw(this.known - 1);
    return this.draw(c);
  }

  /** Draws chunk c's times (its start is known) and learns the start of chunk c + 1. */
  private draw(c: number): Float64Array {
    const s = this.stream.child('chunk', c);
    const times = new Float64Array(CHUNK);
    let t = this.starts[c] as number;
    for (let i = 0; i < CHUNK; i++) {
      times[i] = t;
      t += 1 + s.int(0, 2 * this.meanGap);
    }
    if (c + 1 === this.known) {
      if (this.known === this.starts.length) {
        const grown = new Float64Array(this.starts.length * 2);
        grown.set(this.starts);
        this.starts = grown;
      }
      this.starts[this.known++] = t;
    }
    this.cache.set(c, times);
    if (this.cache.size > CACHED_CHUNKS) this.cache.delete(this.cache.keys().next().value as number);
    return times;
  }
}
