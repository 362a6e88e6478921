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

  /** The buffer the writer was given to write into (a page cache's), if it was. */
  private readonly given: Uint8Array | null;

  /**
   * @param into a buffer to write into, whose bytes can become the page's own without a copy (inPlace); without
   *   one, the writer's own buffer, which it keeps for the next writer.
   */
  constructor(capacity = 64 * 1024, into?: Uint8Array) {
    this.given = into ?? null;
    if (into) {
      this.buffer = into;
      return;
    }
    // The buffer of the last page written, if no other writer holds it: a page of 6 MB grew one by doubling from
    // 64 KB, some 16 MB of buffers a page for the allocator to take back (the RSS of a long walk).
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

  /** Bytes written so far (by write(); appended bytes not counted): where the next write goes. */
  get written(): number {
    return this.length;
  }

  /**
   * Bytes made elsewhere (UTF-8 JSON text), taken by reference, to go where the written bytes stood at `at` (by
   * default where they end now; never before an earlier append's place): they must stay as they are until
   * bytes(), copyTo() or inPlace(). A page thread's chunks are copied once, into the page's own bytes.
   */
  append(bytes: Uint8Array, at = this.length): void {
    this.appended.push({ at, bytes });
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

  /**
   * The bytes written, where they are: in the buffer the writer was given, when they still are in it and fill at
   * least `fill` of it, the parts appended by reference moved in among them. Null otherwise, and the writer is
   * untouched (bytes() then copies them out). The writer is done with after a page is had this way.
   */
  inPlace(fill: number): Uint8Array | null {
    const total = this.total;
    const buffer = this.buffer;
    if (buffer !== this.given || total > buffer.length || total < fill * buffer.length) return null;
    // Each written stretch after an appended part moves to its place, the last first, and the part goes in before it.
    let end = this.length;
    let shift = this.appendedLength;
    for (let i = this.appended.length - 1; i >= 0; i--) {
      const { at, bytes } = this.appended[i] as { at: number; bytes: Uint8Array };
      buffer.copyWithin(at + shift, at, end);
      shift -= bytes.length;
      buffer.set(bytes, at + shift);
      end = at;
    }
    return buffer.subarray(0, total);
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
    this.keepBuffer();
    return fits ? this.total : -1;
  }

  /**
   * The bytes written, in a buffer of their own size, or in one `take` gives (a page cache's). The writer is done
   * with then: its buffer goes to the next.
   */
  bytes(take?: (length: number) => Uint8Array): Uint8Array {
    // Zeroed, not Buffer.allocUnsafeSlow: that saved about 0.5 ms a page but held some 7 MiB more RSS over a walk
    // of `large` (the RSS bound of a long walk, bench/http.ts goal 5, has no room for it).
    const bytes = take ? take(this.total) : new Uint8Array(this.total);
    this.copyInto(bytes);
    this.keepBuffer();
    return bytes;
  }

  /** The writer's own buffer goes to the next writer; one it was given stays its giver's. */
  private keepBuffer(): void {
    if (this.buffer !== this.given && this.buffer.length <= MAX_SPARE_BYTES) spare = this.buffer;
  }
}
