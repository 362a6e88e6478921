/** Binary searches over sorted sequences, given by their length and a key at each position. */

/** The first position in [from, to) whose key is greater than `bound`, or `to`: keys must not decrease. */
export function firstAbove(from: number, to: number, keyAt: (i: number) => number, bound: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (keyAt(mid) <= bound) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The last item whose key is at most `bound`, or the first item when none is: keys must not decrease. */
export function lastAtOrBelow<T>(items: readonly T[], keyOf: (item: T) => number, bound: number): T | undefined {
  const after = firstAbove(0, items.length, (i) => keyOf(items[i] as T), bound);
  return items[Math.max(0, after - 1)];
}
