/**
 * A page's bytes as the page store lends them (page-store.ts): they lie in a buffer of its cache, which takes the
 * next pages once this one is done with, so the lease, not whoever holds it, decides when that is (docs/style.md,
 * page buffers). It hands its bytes to nothing but a response, by writing them on it itself, and gives the buffer
 * back once every response it wrote on has closed: a response closes after its last write came back, or once its
 * connection is gone, and then no write may still read a view of the buffer. A lease never written (an answer a
 * fault or a rule replaced, one whose client left first) never gives anything back: the garbage collector frees its
 * buffer once the cache drops the page. Nothing else has to be called, and nothing can be called too early.
 */

/**
 * A response as a lease writes on it: node:http's ServerResponse, seen only for what the lease does with it (this
 * module is pure; the HTTP edge passes its responses).
 */
export interface LeaseResponse {
  write(chunk: Uint8Array, callback: (error?: Error | null) => void): boolean;
  end(chunk: Uint8Array): unknown;
  /** 'close' comes after 'finish', once the last write came back, or once the connection closed. */
  once(event: 'close', listener: () => void): unknown;
}

const utf8 = new TextDecoder();

/** What `open` holds once the buffer went back: the lease is spent, and writing it again would write another page. */
const SPENT = -1;

export class PageLease {
  /** Responses written on that have not closed yet; SPENT once the buffer went back. */
  private open = 0;
  /** The response written on last: a slow body writes on the same one step after step, and it is counted once. */
  private last: LeaseResponse | null = null;

  /**
   * @param bytes the page, in a buffer of the page store's cache
   * @param giveBack called once, when no response is writing the bytes any longer
   */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly giveBack: () => void,
  ) {}

  get byteLength(): number {
    return this.bytes.byteLength;
  }

  /** The whole body written on `response`, the last thing written on it. */
  endOn(response: LeaseResponse): void {
    this.holdUntilClosed(response);
    response.end(this.bytes);
  }

  /** Bytes [start, end) of the body written on `response`; `callback` as the response calls it. */
  writeOn(response: LeaseResponse, start: number, end: number, callback: (error?: Error | null) => void): boolean {
    this.holdUntilClosed(response);
    return response.write(this.bytes.subarray(start, end), callback);
  }

  /** The bytes as text, a copy: for a reader that does not write them (the browser view's asks, a test). */
  text(): string {
    this.unspent();
    return utf8.decode(this.bytes);
  }

  private holdUntilClosed(response: LeaseResponse): void {
    this.unspent();
    if (response === this.last) return;
    this.last = response;
    this.open++;
    response.once('close', () => {
      if (--this.open > 0) return;
      this.open = SPENT;
      this.last = null;
      this.giveBack();
    });
  }

  /** A spent lease's buffer may hold another page by now: it is never read again. */
  private unspent(): void {
    if (this.open === SPENT) {
      throw new Error('a lent page is read after its buffer went back to the page store: an answer is written once');
    }
  }
}
