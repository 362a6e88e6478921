import type { CheckpointedTimes } from '../checkpoints.js';
import type { HistoryItem } from '../model.js';
import { lastAtOrBelow } from '../search.js';
import type { Micros } from '../time.js';
import type { Slot } from '../timeline.js';
import { Refusal } from './refusal.js';

/** A stretch of the appended history: items of the live story in a row, or one item a control call made. */
type Segment =
  | {
      readonly kind: 'story';
      readonly firstIndex: number;
      readonly firstOrdinal: number;
      count: number;
      readonly migrationId: number;
      /** Added to the story's own record times: control items and migrations move the story along. */
      readonly shift: number;
    }
  | { readonly kind: 'item'; readonly slot: Slot; readonly item: HistoryItem };

const firstIndexOf = (segment: Segment): number => (segment.kind === 'story' ? segment.firstIndex : segment.slot.index);

/** Where the scenario's history ends: the appended history starts after it. */
export interface HistoryStart {
  readonly total: number;
  readonly migrationId: number;
  /** First record time of the scenario's last migration. */
  readonly migrationFirst: Micros;
  /** The record time the live story starts after. */
  readonly last: Micros;
  readonly latest: Micros | null;
  readonly clock: Micros;
}

/**
 * The history appended to a scenario's: where each appended item sits (global index, migration, record time), and
 * the item a control call made. The live story's items are not kept: a run of them is one segment, its record times
 * drawn from checkpoints and its items made again when read, so its size grows with control calls and migrations,
 * not with the history. Append-only: a segment once appended changes only by growing at the end.
 */
export class AppendedHistory {
  private readonly segments: Segment[] = [];
  /** The story's segments alone, for finding an ordinal's slot. */
  private readonly storySegments: Extract<Segment, { kind: 'story' }>[] = [];
  /** Ordinals of the live story appended so far. */
  storyCount = 0;
  total: number;
  migrationId: number;
  /** First record time of the current migration. */
  private migrationFirst: Micros;
  /** Last record time of the current migration, or just before its first. */
  last: Micros;
  /** The latest record time in the whole history. */
  latest: Micros | null;
  private shift = 0;
  /** The ledger's present: never before the last item appended. */
  clock: Micros;
  /** Items made by control calls so far: each draws from its own stream. */
  calls = 0;
  /** Migrations started by control calls. */
  migrations = 0;

  constructor(
    private readonly times: CheckpointedTimes,
    start: HistoryStart,
  ) {
    this.total = start.total;
    this.migrationId = start.migrationId;
    this.migrationFirst = start.migrationFirst;
    this.last = start.last;
    this.latest = start.latest;
    this.clock = start.clock;
  }

  /** Record time of the live story's next item. */
  private nextStoryTime(): Micros {
    return this.times.timeOf(this.storyCount) + this.shift;
  }

  /** Record time of the live story's item `k` places after the next one (0: the next), were it appended now. */
  storyTime(k: number): Micros {
    return this.times.timeOf(this.storyCount + k) + this.shift;
  }

  /** Appends the story's next `count` items in one go: what they are is worked out when read, not now. */
  appendStories(count: number): void {
    if (count <= 0) return;
    const time = this.nextStoryTime();
    const tail = this.segments[this.segments.length - 1];
    if (
      tail?.kind === 'story' &&
      tail.shift === this.shift &&
      tail.migrationId === this.migrationId &&
      tail.firstOrdinal + tail.count === this.storyCount
    ) {
      tail.count += count;
    } else {
      const segment = {
        kind: 'story' as const,
        firstIndex: this.total,
        firstOrdinal: this.storyCount,
        count,
        migrationId: this.migrationId,
        shift: this.shift,
      };
      this.segments.push(segment);
      this.storySegments.push(segment);
    }
    this.storyCount += count;
    this.total += count;
    this.passed(count === 1 ? time : this.times.timeOf(this.storyCount - 1) + this.shift);
  }

  /**
   * An advance replayed by what it did (src/operations/call-log.ts): the story's next items up to `total` items in
   * all, and the present at `clock`. Refused, before anything moves, when that would go back or put the present
   * before the last item.
   */
  restoreAdvance(total: number, clock: Micros): void {
    const count = total - this.total;
    const lastAfter = (): Micros =>
      count > 0 ? this.times.timeOf(this.storyCount + count - 1) + this.shift : this.last;
    if (
      !Number.isSafeInteger(total) ||
      !Number.isSafeInteger(clock) ||
      count < 0 ||
      clock < this.clock ||
      clock < lastAfter()
    ) {
      throw new Refusal(
        'invalid',
        `an advance to ${total} items with the present at ${clock} does not follow ${this.total} items at ${this.clock}`,
      );
    }
    this.appendStories(count);
    this.clock = clock;
  }

  /** How many of the story's next items fall due by `clock`, counting at most `bound + 1`: found, not appended. */
  dueBy(clock: Micros, bound: number): number {
    return this.times.upperBound(this.storyCount, this.storyCount + bound + 1, clock - this.shift) - this.storyCount;
  }

  /** The slot of the next control item: a moment after the current end, `gap` later. */
  nextItemSlot(gap: number): Slot {
    return { index: this.total, migrationId: this.migrationId, recordTime: this.last + 1 + gap };
  }

  /** Appends a control call's item in the slot `nextItemSlot` gave; the story goes on after it by the item's gap. */
  appendItem(slot: Slot, item: HistoryItem): void {
    this.calls++;
    this.segments.push({ kind: 'item', slot, item });
    this.total++;
    this.shift += slot.recordTime - this.last;
    this.passed(slot.recordTime);
    this.clock = Math.max(this.clock, slot.recordTime);
  }

  /** Starts the next migration at `first`, a record time before the current one's end. */
  startMigration(first: Micros): void {
    this.migrations++;
    this.migrationId++;
    this.migrationFirst = first;
    this.last = first - 1;
    this.shift = first - this.times.timeOf(this.storyCount);
  }

  /** The span of the current migration, for placing the next one's start. */
  get migrationSpan(): Micros {
    return this.last - this.migrationFirst;
  }

  private passed(time: Micros): void {
    this.last = time;
    if (this.latest === null || time > this.latest) this.latest = time;
  }

  /** The appended segment holding a global index (which is past the scenario's history). */
  private segmentAt(index: number): Segment {
    return lastAtOrBelow(this.segments, firstIndexOf, index) as Segment;
  }

  /** Where an appended index sits, and the control item there if there is one (else the story's ordinal). */
  at(
    index: number,
  ): { readonly slot: Slot; readonly item: HistoryItem } | { readonly slot: Slot; readonly ordinal: number } {
    const segment = this.segmentAt(index);
    if (segment.kind === 'item') return { slot: segment.slot, item: segment.item };
    const ordinal = segment.firstOrdinal + (index - segment.firstIndex);
    return {
      slot: { index, migrationId: segment.migrationId, recordTime: this.times.timeOf(ordinal) + segment.shift },
      ordinal,
    };
  }

  /** The slot of an ordinal of the live story that has been appended. */
  storySlot(ordinal: number): Slot {
    const segment = lastAtOrBelow(this.storySegments, (s) => s.firstOrdinal, ordinal);
    if (!segment || ordinal >= segment.firstOrdinal + segment.count) {
      throw new Error(`live story ordinal ${ordinal} has not been appended`);
    }
    return {
      index: segment.firstIndex + (ordinal - segment.firstOrdinal),
      migrationId: segment.migrationId,
      recordTime: this.times.timeOf(ordinal) + segment.shift,
    };
  }

  /** Last (migration id, record time) of a segment. */
  private lastOf(segment: Segment): [number, Micros] {
    if (segment.kind === 'item') return [segment.slot.migrationId, segment.slot.recordTime];
    return [segment.migrationId, this.times.timeOf(segment.firstOrdinal + segment.count - 1) + segment.shift];
  }

  /** The first appended index after a position (the scenario's history has none after it), or `total`. */
  firstAfter(migrationId: number, recordTime: Micros): number {
    const segments = this.segments;
    const after = (segment: Segment): boolean => {
      const [m, t] = this.lastOf(segment);
      return m > migrationId || (m === migrationId && t > recordTime);
    };
    let low = 0;
    let high = segments.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (after(segments[mid] as Segment)) high = mid;
      else low = mid + 1;
    }
    const segment = segments[low];
    if (!segment) return this.total;
    if (segment.kind === 'item') return segment.slot.index;
    if (segment.migrationId > migrationId) return segment.firstIndex;
    const end = segment.firstOrdinal + segment.count;
    const ordinal = this.times.upperBound(segment.firstOrdinal, end, recordTime - segment.shift);
    return segment.firstIndex + (ordinal - segment.firstOrdinal);
  }
}
