/**
 * A cache of serialized answers, bounded by their bytes: least recently used first out. A page of the history is
 * the same bytes every time it is asked for (an item never changes once appended), so a page served before is
 * served again as the bytes it was, without building a single item.
 *
 * Pages are written into buffers the cache hands out (`take`), and a page dropped from it gives its buffer to the
 * next page once no response is still sending it (`lend`). Left to the garbage collector, a dropped page of 6 MB
 * lives outside the heap until the next full collection, and a long walk holds dozens of them (the RSS bound of
 * bench/http.ts, goal 5).
 */
export class ByteCache {
  private readonly entries = new Map<string, Uint8Array>();
  private held = 0;
  /** Buffers of pages dropped from the cache that no response is sending: the next pages are written into them. */
  private readonly spare: ArrayBuffer[] = [];
  private spareBytes = 0;
  /** Buffers handed out by `take`, with how many responses are sending them now. */
  private readonly sending = new WeakMap<ArrayBufferLike, number>();
  /** The size pages are begun in (takePage): one size page after page, so that dropped pages' buffers fit the next. */
  private pageRoom = MIN_PAGE_ROOM;

  /** @param capacity bytes it may hold, spare buffers included; 0 turns it off. */
  constructor(readonly capacity: number) {}

  /** Bytes held now, spare buffers included. */
  get size(): number {
    return this.held + this.spareBytes;
  }

  get(key: string): Uint8Array | undefined {
    const bytes = this.entries.get(key);
    if (bytes) {
      // Most recently used last: the first key is the next to go.
      this.entries.delete(key);
      this.entries.set(key, bytes);
    }
    return bytes;
  }

  /** Keeps the bytes unless they alone exceed a quarter of the capacity (one huge answer must not empty it). */
  set(key: string, bytes: Uint8Array): void {
    if (bytes.byteLength > this.capacity / 4 || this.entries.has(key)) return;
    this.entries.set(key, bytes);
    this.held += this.sizeOf(bytes);
    this.dropUntil(this.capacity);
    this.trimSpare(0);
  }

  /**
   * A buffer of `length` bytes for an answer about to be kept: the buffer of a page dropped earlier, or a new one a
   * little larger than asked, so that it fits the pages after it too. Its bytes are to be overwritten whole.
   */
  take(length: number): Uint8Array {
    if (length > this.capacity / 4) return new Uint8Array(length);
    const size = roundedUp(length);
    this.dropUntil(this.capacity - size);
    let best = -1;
    this.spare.forEach((buffer, i) => {
      if (buffer.byteLength >= length && (best < 0 || buffer.byteLength < (this.spare[best] as ArrayBuffer).byteLength))
        best = i;
    });
    const reused = best < 0 ? undefined : this.spare.splice(best, 1)[0];
    if (reused) this.spareBytes -= reused.byteLength;
    const buffer = reused ?? new ArrayBuffer(size);
    this.trimSpare(buffer.byteLength);
    this.sending.set(buffer, 0);
    return new Uint8Array(buffer, 0, length);
  }

  /** A buffer to write a page into, which can then hold it without a copy (PageWriter.inPlace). */
  takePage(): Uint8Array {
    return this.take(this.pageRoom);
  }

  /**
   * Notes the size of a page written: while pages fill at least PAGE_FILL of the size they are begun in, it stays;
   * otherwise the next begin in an eighth more than this one.
   */
  pageWritten(length: number): void {
    if (length > this.pageRoom || length < PAGE_FILL * this.pageRoom) {
      this.pageRoom = Math.max(MIN_PAGE_ROOM, Math.ceil(length * 1.125));
    }
  }

  /** Gives back a buffer had from `take` that holds nothing kept: the next page may be written into it. */
  release(bytes: Uint8Array): void {
    if (this.sending.get(bytes.buffer) !== 0) return;
    this.toSpare(bytes.buffer as ArrayBuffer);
    this.trimSpare(0);
  }

  /**
   * Marks bytes as being sent until the function returned is called. A page dropped from the cache meanwhile is
   * left to the garbage collector, never written over: a cache that is full has no room for its buffer anyway.
   * Bytes the cache did not hand out need no marking; the function then does nothing.
   */
  lend(bytes: Uint8Array): () => void {
    const buffer = bytes.buffer;
    const count = this.sending.get(buffer);
    if (count === undefined) return () => undefined;
    this.sending.set(buffer, count + 1);
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      this.sending.set(buffer, (this.sending.get(buffer) ?? 1) - 1);
    };
  }

  /** Drops the least recently used answers until what is held fits in `bytes`. */
  private dropUntil(bytes: number): void {
    for (const [oldest, old] of this.entries) {
      if (this.held <= bytes) break;
      this.entries.delete(oldest);
      this.held -= this.sizeOf(old);
      if (this.sending.get(old.buffer) === 0) this.toSpare(old.buffer as ArrayBuffer);
    }
  }

  private toSpare(buffer: ArrayBuffer): void {
    this.spare.push(buffer);
    this.spareBytes += buffer.byteLength;
  }

  /** Leaves spare buffers that do not fit beside what is held and `bytes` more to the garbage collector. */
  private trimSpare(bytes: number): void {
    while (this.spare.length > 0 && this.held + this.spareBytes + bytes > this.capacity) {
      this.spareBytes -= (this.spare.shift() as ArrayBuffer).byteLength;
    }
  }

  /** What bytes cost: the whole buffer when the cache handed it out. */
  private sizeOf(bytes: Uint8Array): number {
    return this.sending.has(bytes.buffer) ? bytes.buffer.byteLength : bytes.byteLength;
  }
}

/** The least part of its buffer a page fills to stay in it (PageWriter.inPlace); a page filling less is copied out. */
export const PAGE_FILL = 0.8;
/** The smallest buffer a page is begun in. */
const MIN_PAGE_ROOM = 64 * 1024;

/** `length` rounded up to a sixteenth of its highest power of two: at most 1/16 more, and a few sizes in all. */
function roundedUp(length: number): number {
  const step = 2 ** Math.max(0, Math.floor(Math.log2(Math.max(1, length))) - 4);
  return Math.ceil(length / step) * step;
}
