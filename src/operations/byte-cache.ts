/**
 * A cache of serialized answers, bounded by their bytes: least recently used first out. A page of the history is
 * the same bytes every time it is asked for (an item never changes once appended), so a page served before is
 * served again as the bytes it was, without building a single item.
 */
export class ByteCache {
  private readonly entries = new Map<string, Uint8Array>();
  private held = 0;

  /** @param capacity bytes it may hold; 0 turns it off. */
  constructor(readonly capacity: number) {}

  /** Bytes held now. */
  get size(): number {
    return this.held;
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
    this.held += bytes.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.held <= this.capacity) break;
      this.entries.delete(oldest);
      this.held -= old.byteLength;
    }
  }
}
