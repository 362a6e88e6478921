import { endOf, startOf, type Units } from './spellings.js';

/** How a window of code units is hashed: polynomial, modulo 2^32, rolled one unit at a time. */
const BASE = 0x01000193;
const TABLE_BITS = 20;
const slotOf = (hash: number): number => Math.imul(hash, 0x9e3779b1) >>> (32 - TABLE_BITS);

/** The windows of one length that are secret: their hashes in a bit table, and the windows themselves. */
export class Windows {
  readonly bits = new Uint32Array(1 << (TABLE_BITS - 5));
  readonly texts = new Set<string>();
  /** BASE to the power length - 1: what the unit leaving a window weighed. */
  readonly leaving: number;
  constructor(readonly length: number) {
    let power = 1;
    for (let i = 1; i < length; i++) power = Math.imul(power, BASE);
    this.leaving = power;
  }
  add(window: string): void {
    if (this.texts.has(window)) return;
    this.texts.add(window);
    let hash = 0;
    for (let i = 0; i < window.length; i++) hash = (Math.imul(hash, BASE) + window.charCodeAt(i)) | 0;
    const slot = slotOf(hash);
    this.bits[slot >>> 5] = (this.bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  /** Pushes the text span of every secret window of a reading, or of a text that reads as itself. */
  find(reading: Units | string, textLength: number, spans: number[]): void {
    if (reading.length < this.length) return;
    if (typeof reading === 'string') this.findInText(reading, spans);
    else this.findInUnits(reading, textLength, spans);
  }

  private findInUnits(units: Units, textLength: number, spans: number[]): void {
    const { codes } = units;
    const { bits, leaving, texts, length: size } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + (codes[i] as number)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0) {
        if (texts.has(String.fromCharCode(...codes.subarray(start, start + size))))
          spans.push(startOf(units, start), endOf(units, start + size - 1, textLength));
      }
      if (start + size >= units.length) return;
      hash =
        (Math.imul((hash - Math.imul(codes[start] as number, leaving)) | 0, BASE) + (codes[start + size] as number)) |
        0;
    }
  }

  /** As findInUnits, in a text without escapes: most of what the kit masks, with no copy of it made. */
  private findInText(text: string, spans: number[]): void {
    const { bits, leaving, texts, length: size } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0 && texts.has(text.slice(start, start + size)))
        spans.push(start, start + size);
      if (start + size >= text.length) return;
      hash =
        (Math.imul((hash - Math.imul(text.charCodeAt(start), leaving)) | 0, BASE) + text.charCodeAt(start + size)) | 0;
    }
  }
}
