import { comparePositions, type Position } from '../reading/events.js';

/** A stretch of the history read whole: every item after `after` (null: from the start) up to `through`. */
interface Stretch {
  readonly after: Position | null;
  readonly through: Position;
}

/** True when a stretch that starts just after `after` holds the place `p` (null: it starts at the history's start). */
const startBefore = (after: Position | null, p: Position): boolean => after === null || comparePositions(after, p) < 0;

/**
 * The stretches of the history whose every item has been judged, as disjoint sorted stretches. A page read after a
 * cursor holds every item from just after the cursor to its last (docs/api.md section 4.D), so one stretch stands for
 * the whole page: what it costs grows with the pages read that touch no other, never with the items. A page whose
 * items broke order is d-order's; the stretch then is as wide as its ends say.
 */
export class Covered {
  private stretches: Stretch[] = [];

  /** True when the item at `p` lies in a stretch already judged. */
  has(p: Position): boolean {
    const i = this.firstEndingAtOrAfter(p);
    const s = this.stretches[i];
    return s !== undefined && startBefore(s.after, p);
  }

  /** True when every item after `after` (null: from the start) through `through` lies in one stretch judged. */
  holds(after: Position | null, through: Position): boolean {
    const s = this.stretches[this.firstEndingAtOrAfter(through)];
    return s !== undefined && (s.after === null || (after !== null && comparePositions(s.after, after) <= 0));
  }

  /**
   * The last item of the stretch that holds the items just after `after` (null: the history's start), or null when
   * none does: a reader may go on from there without reading them again.
   */
  reach(after: Position | null): Position | null {
    const s = after === null ? this.stretches[0] : this.stretches[this.firstEndingAtOrAfter(after)];
    if (!s) return null;
    if (after === null) return s.after === null ? s.through : null;
    if (s.after !== null && comparePositions(s.after, after) > 0) return null;
    return comparePositions(s.through, after) > 0 ? s.through : null;
  }

  /** Adds the stretch of one page: after its cursor (null: the start), through its last item. */
  add(after: Position | null, through: Position): void {
    if (after !== null && comparePositions(after, through) >= 0) return;
    // The first stretch that reaches the new one's cursor: one that ends on it touches it, and they join.
    const start = after === null ? 0 : this.firstEndingAtOrAfter(after);
    let end = start;
    let merged: Stretch = { after, through };
    for (; end < this.stretches.length; end++) {
      const s = this.stretches[end] as Stretch;
      if (!startBeforeOrAt(s.after, merged.through)) break;
      merged = {
        after: earlier(s.after, merged.after),
        through: comparePositions(s.through, merged.through) > 0 ? s.through : merged.through,
      };
    }
    this.stretches.splice(start, end - start, merged);
  }

  /** The index of the first stretch whose last item is at or after `p` (binary search). */
  private firstEndingAtOrAfter(p: Position): number {
    let [lo, hi] = [0, this.stretches.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (comparePositions((this.stretches[mid] as Stretch).through, p) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const earlier = (a: Position | null, b: Position | null): Position | null =>
  a === null || b === null ? null : comparePositions(a, b) < 0 ? a : b;

/** True when a stretch starting after `after` reaches `p` or the item just past it: it overlaps or touches. */
const startBeforeOrAt = (after: Position | null, p: Position): boolean =>
  after === null || comparePositions(after, p) <= 0;
