const utf8 = new TextEncoder();

/** A writer's buffer kept for the next writer, up to this size (a page of 1000 items takes 8 MB). */
const MAX_SPARE_BYTES = 16 * 2 ** 20;
let spare: Uint8Array | null = null;

/**
 * UTF-8 bytes written piece by piece into one growing buffer. Each item's text is encoded the moment it is made
 * and can then be dropped while still young, instead of a thousand item strings living on until a join makes one
 * 6 MB string: cheaper to collect, and no large garbage left for the old generation.
 */
export class PageWriter {
  private buffer: Uint8Array;
  private length = 0;

  constructor(capacity = 64 * 1024) {
    // The buffer of the last page written, if no other writer holds it: a page of 6 MB grew one by doubling from
    // 64 KB, some 16 MB of buffers a page for the allocator to take back (issue 11, the RSS of a long walk).
    const reused = spare && spare.length >= capacity ? spare : null;
    spare = null;
    this.buffer = reused ?? new Uint8Array(capacity);
  }

  /** Room for `bytes` more: the buffer at least doubles when it grows. */
  private room(bytes: number): void {
    const needed = this.length + bytes;
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  write(text: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit: room for that, and encodeInto writes it whole.
    this.room(text.length * 3);
    this.length += utf8.encodeInto(text, this.buffer.subarray(this.length)).written;
  }

  /** Bytes made elsewhere (UTF-8 JSON text). */
  append(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /**
   * Copies the bytes written into `target` when they fit, and gives their length, or -1 when they do not. The
   * writer is done with then, as after bytes(), and no buffer of their size is made.
   */
  copyTo(target: Uint8Array): number {
    const fits = this.length <= target.length;
    if (fits) target.set(this.buffer.subarray(0, this.length));
    if (this.buffer.length <= MAX_SPARE_BYTES) spare = this.buffer;
    return fits ? this.length : -1;
  }

  /** The bytes written, in a buffer of their own size. The writer is done with then: its buffer goes to the next. */
  bytes(): Uint8Array {
    const bytes = this.buffer.slice(0, this.length);
    if (this.buffer.length <= MAX_SPARE_BYTES) spare = this.buffer;
    return bytes;
  }
}
