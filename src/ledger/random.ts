import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

// Ids are long hex strings and a page of events holds thousands: their digits are written as bytes, two per table
// lookup, and read out as one flat string, not built by concatenation from hundreds of small strings.
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const hexScratch = Buffer.alloc(1024 + 8);

const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a over more labels, each followed by a NUL, from the hash of the labels before them. */
function hashLabels(hash: number, labels: readonly (string | number)[]): number {
  let h = hash;
  for (const label of labels) {
    const text = typeof label === 'number' ? String(label) : label;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** A final avalanche of the FNV hash, so that neighbouring labels (item 7, item 8) give unrelated seeds. */
function avalanche(hash: number): number {
  let h = hash;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/**
 * A deterministic random stream. Every resource draws from its own stream, named by labels, so that adding
 * parties does not reshuffle events (docs/style.md, determinism).
 */
export class Stream {
  private readonly rng: RandomGenerator;

  /**
   * The stream of `labels` under `seed`. Its seed is FNV-1a over the labels (each followed by a NUL), begun from
   * the seed, then mixed: a child goes on from its parent's hash over its own labels only.
   */
  constructor(
    readonly seed: number,
    labels: readonly (string | number)[],
    private readonly hash: number = hashLabels(FNV_OFFSET ^ (seed >>> 0), labels),
  ) {
    this.rng = xoroshiro128plus(avalanche(hash));
  }

  /** An independent stream for a sub-resource. */
  child(...labels: (string | number)[]): Stream {
    return new Stream(this.seed, labels, hashLabels(this.hash, labels));
  }

  /** An integer in [from, to], both included. */
  int(from: number, to: number): number {
    return uniformInt(this.rng, from, to);
  }

  /** True with probability `percent` / 100. */
  chance(percent: number): boolean {
    return this.int(0, 99) < percent;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** The items in a random order: Fisher-Yates, drawing a swap partner for each position from the last down. */
  shuffle<T>(items: readonly T[]): T[] {
    const order = [...items];
    for (let i = order.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      // Swaps positions i and j (j <= i) by splicing, so that no element is read as possibly absent.
      order.splice(i, 1, ...order.splice(j, 1, ...order.slice(i, i + 1)));
    }
    return order;
  }

  /** `count` lower-case hex digits. */
  hex(count: number): string {
    if (count > 1024) {
      const out = Buffer.alloc(count + 8);
      return out.toString('latin1', 0, this.hexInto(out, 0, count));
    }
    return hexScratch.toString('latin1', 0, this.hexInto(hexScratch, 0, count));
  }

  /**
   * Hex digits between fixed ASCII texts, as one flat string: `hexAmong('00', 64, 'ca', 2)` is
   * `00${hex(64)}ca${hex(2)}` with the same draws. An id quoted and written many times a page is cheaper flat
   * than as the rope its template would make.
   */
  hexAmong(...parts: (string | number)[]): string {
    let at = 0;
    for (const part of parts) {
      if (at + (typeof part === 'number' ? part : part.length) > 1024)
        throw new RangeError('hexAmong: past 1024 characters');
      if (typeof part === 'number') at = this.hexInto(hexScratch, at, part);
      else at += hexScratch.write(part, at, 'latin1');
    }
    return hexScratch.toString('latin1', 0, at);
  }

  /** Writes `count` hex digits at `at` and gives the end; `out` has room for the digits drawn past `count`. */
  private hexInto(out: Buffer, at: number, count: number): number {
    // Whole 32-bit words, low byte first, high nibble first within a byte; digits past `count` are drawn and cut.
    for (let done = 0; done < count; done += 8) {
      const word = this.rng.next();
      for (let k = 0; k < 4; k++) {
        const byte = (word >>> (8 * k)) & 255;
        out[at + done + 2 * k] = HEX_DIGITS[byte >>> 4] as number;
        out[at + done + 2 * k + 1] = HEX_DIGITS[byte & 15] as number;
      }
    }
    return at + count;
  }

  /** An index drawn by the weights (at least one weight must be positive). */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = this.int(0, total - 1);
    for (let i = 0; i < weights.length; i++) {
      roll -= weights[i] ?? 0;
      if (roll < 0) return i;
    }
    return weights.length - 1;
  }

  /** `count` distinct sorted integers from [0, size), by Floyd's algorithm. */
  sample(size: number, count: number): number[] {
    const chosen = new Set<number>();
    for (let j = size - count; j < size; j++) {
      const t = this.int(0, j);
      chosen.add(chosen.has(t) ? j : t);
    }
    return [...chosen].sort((a, b) => a - b);
  }
}
