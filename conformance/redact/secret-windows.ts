import { foldTableOf, identityTableOf } from './spellings/fold.js';

/** How a window of code units is hashed: polynomial, modulo 2^32, rolled one unit at a time. */
const BASE = 0x01000193;
const TABLE_BITS = 20;
const slotOf = (hash: number): number => Math.imul(hash, 0x9e3779b1) >>> (32 - TABLE_BITS);

/**
 * The windows of one length that are secret: their hashes in a bit table, and the windows themselves. Folded
 * windows are found whatever the case of a text (it is folded as it is hashed), others only as they are.
 */
export class Windows {
  readonly bits = new Uint32Array(1 << (TABLE_BITS - 5));
  readonly texts = new Set<string>();
  /** BASE to the power length - 1: what the unit leaving a window weighed. */
  readonly leaving: number;
  private readonly fold: Uint16Array;
  constructor(
    readonly length: number,
    folded = false,
  ) {
    this.fold = folded ? foldTableOf() : identityTableOf();
    let power = 1;
    for (let i = 1; i < length; i++) power = Math.imul(power, BASE);
    this.leaving = power;
  }
  add(window: string): void {
    let key = '';
    for (let i = 0; i < window.length; i++) key += String.fromCharCode(this.fold[window.charCodeAt(i)] as number);
    if (this.texts.has(key)) return;
    this.texts.add(key);
    let hash = 0;
    for (let i = 0; i < key.length; i++) hash = (Math.imul(hash, BASE) + key.charCodeAt(i)) | 0;
    const slot = slotOf(hash);
    this.bits[slot >>> 5] = (this.bits[slot >>> 5] as number) | (1 << (slot & 31));
  }

  /** Calls `hit` with the first and last index of every secret window of the first `length` units of `source`. */
  find(source: Uint16Array | string, length: number, hit: (first: number, last: number) => void): void {
    if (length < this.length) return;
    if (typeof source === 'string') this.findInText(source, length, hit);
    else this.findInUnits(source, length, hit);
  }

  private findInUnits(codes: Uint16Array, length: number, hit: (first: number, last: number) => void): void {
    const { bits, leaving, texts, length: size, fold } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + (fold[codes[i] as number] as number)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0 && texts.has(this.key(codes, start)))
        hit(start, start + size - 1);
      if (start + size >= length) return;
      hash =
        (Math.imul((hash - Math.imul(fold[codes[start] as number] as number, leaving)) | 0, BASE) +
          (fold[codes[start + size] as number] as number)) |
        0;
    }
  }

  /** As findInUnits, in a text without escapes: most of what the kit masks, with no copy of it made. */
  private findInText(text: string, length: number, hit: (first: number, last: number) => void): void {
    const { bits, leaving, texts, length: size, fold } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + (fold[text.charCodeAt(i)] as number)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0 && texts.has(this.key(text, start)))
        hit(start, start + size - 1);
      if (start + size >= length) return;
      hash =
        (Math.imul((hash - Math.imul(fold[text.charCodeAt(start)] as number, leaving)) | 0, BASE) +
          (fold[text.charCodeAt(start + size)] as number)) |
        0;
    }
  }

  /** The window at `start`, as the table keeps windows (folded or not). */
  private key(source: Uint16Array | string, start: number): string {
    let key = '';
    for (let i = start; i < start + this.length; i++)
      key += String.fromCharCode(
        this.fold[typeof source === 'string' ? source.charCodeAt(i) : (source[i] as number)] as number,
      );
    return key;
  }
}
