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
  /** Bytes appended by reference, each with the place in `buffer` where they go: copied once, by bytes(). */
  private readonly appended: { at: number; bytes: Uint8Array }[] = [];
  private appendedLength = 0;

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

  /**
   * Bytes made elsewhere (UTF-8 JSON text), taken by reference: they must stay as they are until bytes() or
   * copyTo(). A page thread's half page is copied once, into the page's own bytes, instead of twice.
   */
  append(bytes: Uint8Array): void {
    this.appended.push({ at: this.length, bytes });
    this.appendedLength += bytes.length;
  }

  /** Copies everything written, in order, into `target` from its start, which has room for it. */
  private copyInto(target: Uint8Array): void {
    let from = 0;
    let to = 0;
    for (const { at, bytes } of this.appended) {
      target.set(this.buffer.subarray(from, at), to);
      to += at - from;
      target.set(bytes, to);
      to += bytes.length;
      from = at;
    }
    target.set(this.buffer.subarray(from, this.length), to);
  }

  /** Bytes written in all. */
  private get total(): number {
    return this.length + this.appendedLength;
  }

  /**
   * Copies the bytes written into `target` when they fit, and gives their length, or -1 when they do not. The
   * writer is done with then, as after bytes(), and no buffer of their size is made.
   */
  copyTo(target: Uint8Array): number {
    const fits = this.total <= target.length;
    if (fits) this.copyInto(target);
    if (this.buffer.length <= MAX_SPARE_BYTES) spare = this.buffer;
    return fits ? this.total : -1;
  }

  /**
   * The bytes written, in a buffer of their own size, or in one `take` gives (a page cache's). The writer is done
   * with then: its buffer goes to the next.
   */
  bytes(take?: (length: number) => Uint8Array): Uint8Array {
    // Zeroed, not Buffer.allocUnsafeSlow: that saved about 0.5 ms a page but held some 7 MiB more RSS over a walk
    // of `large` (goal 5 of issue 11 has no room for it).
    const bytes = take ? take(this.total) : new Uint8Array(this.total);
    this.copyInto(bytes);
    if (this.buffer.length <= MAX_SPARE_BYTES) spare = this.buffer;
    return bytes;
  }
}
