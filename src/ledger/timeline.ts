import type { Stream } from './random.js';
import { CheckpointedTimes } from './checkpoints.js';
import { lastAtOrBelow } from './search.js';
import type { Micros } from './time.js';

export interface MigrationRange {
  readonly migrationId: number;
  /** Global index of the migration's first item: items are numbered in (migration id, record time) order. */
  readonly base: number;
  /** How many items it holds. */
  readonly count: number;
  /** Record times of its items, by index within the migration: strictly increasing. */
  readonly times: CheckpointedTimes;
  /** Its first and last record times; both `start` when it is empty. */
  readonly first: Micros;
  readonly last: Micros;
}

/** A position in the history: the global index of an item and where it sits. */
export interface Slot {
  readonly index: number;
  readonly migrationId: number;
  readonly recordTime: Micros;
}

/** What the operations need of a history's positions: a static timeline's or a live ledger's. */
export interface HistoryIndex {
  /** How many items the history holds now. */
  readonly total: number;
  slot(index: number): Slot;
  /** Global index of the first item strictly after the cursor, or `total` when there is none. */
  firstAfter(migrationId: number, recordTime: Micros): number;
  /** The last record time of the history, or null when it is empty. */
  lastTime(): Micros | null;
}

/**
 * The record times of every migration. Ranges of consecutive migrations overlap (docs/deployments.md,
 * getEventHistory), record times are unique within a migration, and items are ordered by (migration id, time).
 */
export class Timeline implements HistoryIndex {
  readonly migrations: readonly MigrationRange[];
  readonly total: number;

  constructor(
    stream: Stream,
    options: { start: Micros; meanGap: number; migrations: number; overlapPercent: number; events: number },
  ) {
    const ranges: MigrationRange[] = [];
    let start = options.start;
    let base = 0;
    for (let m = 0; m < options.migrations; m++) {
      const s = stream.child('migration', m);
      const remaining = options.events - base;
      const left = options.migrations - m;
      // Share the items out roughly evenly, with some spread, and give the last migration what is left.
      const even = Math.floor(remaining / left);
      const count =
        left === 1
          ? remaining
          : Math.max(0, Math.min(remaining, even + s.int(-Math.floor(even / 5), Math.floor(even / 5))));
      const times = new CheckpointedTimes(s.child('times'), start, options.meanGap);
      const end = count === 0 ? start : times.timeOf(count - 1);
      ranges.push({ migrationId: m, base, count, times, first: start, last: end });
      // The next migration begins before this one ends: its range overlaps the last overlapPercent of this one.
      start = end - Math.floor(((end - start) * options.overlapPercent) / 100) + s.int(1, 1000);
      base += count;
    }
    this.migrations = ranges;
    this.total = base;
  }

  slot(index: number): Slot {
    const range = this.rangeOf(index);
    return { index, migrationId: range.migrationId, recordTime: range.times.timeOf(index - range.base) };
  }

  private rangeOf(index: number): MigrationRange {
    return lastAtOrBelow(this.migrations, (range) => range.base, index) as MigrationRange;
  }

  /**
   * Global index of the first item strictly after the cursor: a higher migration id, or the same migration id
   * and a later record time (docs/api.md section 4.D). A binary search, not a scan.
   */
  firstAfter(migrationId: number, recordTime: Micros): number {
    for (const range of this.migrations) {
      if (range.migrationId === migrationId) return range.base + range.times.upperBound(0, range.count, recordTime);
      if (range.migrationId > migrationId) return range.base;
    }
    return this.total;
  }

  /** The last record time of the history, or null when it is empty. */
  lastTime(): Micros | null {
    let last: Micros | null = null;
    for (const range of this.migrations) if (range.count > 0 && (last === null || range.last > last)) last = range.last;
    return last;
  }
}
