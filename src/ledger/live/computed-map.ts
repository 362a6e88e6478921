/**
 * A read-only map whose keys and values are worked out when asked for: a live ledger's allocations and entries, part
 * of which are made again from the seed rather than stored.
 */
export class ComputedMap<K, V> implements ReadonlyMap<K, V> {
  constructor(
    private readonly lookup: (key: K) => V | undefined,
    private readonly allKeys: () => Iterable<K>,
  ) {}

  get(key: K): V | undefined {
    return this.lookup(key);
  }

  has(key: K): boolean {
    return this.lookup(key) !== undefined;
  }

  get size(): number {
    let n = 0;
    for (const key of this.allKeys()) if (this.has(key)) n++;
    return n;
  }

  *entries(): MapIterator<[K, V]> {
    for (const key of this.allKeys()) {
      const value = this.lookup(key);
      if (value !== undefined) yield [key, value];
    }
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.entries()) callback(value, key, this);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}
