import { parseInstantNanos } from '../reading/instant.js';

// What a place of the history is, as reading/events.ts has it (Position, Cursor): written here again, since the
// options (config/) read places and reading/ reads the options.
interface Position {
  readonly migrationId: number;
  readonly recordTime: string;
  readonly nanos: bigint;
}
interface Cursor {
  readonly after_migration_id: number;
  readonly after_record_time: string;
}

/** Before every record time: a cursor at it reads a migration from its first item. */
const EARLIEST = '0001-01-01T00:00:00Z';

/**
 * A place of the history as `--sweep-from` and `--sweep-to` take it: `M` (migration M: from its start, or through its
 * end) or `M,TIME` (the item of migration M at that record time; what a stopped sweep prints to resume from). Null
 * when the text is neither.
 */
export interface SweepPlace {
  readonly migrationId: number;
  readonly recordTime?: string;
}

export function parseSweepPlace(text: string): SweepPlace | null {
  const match = /^(\d{1,15})(?:,(.+))?$/.exec(text.trim());
  if (!match) return null;
  const migrationId = Number(match[1]);
  const recordTime = match[2];
  if (recordTime === undefined) return { migrationId };
  return parseInstantNanos(recordTime) === null ? null : { migrationId, recordTime };
}

/** How a place is written for --sweep-from: the resume line of a stopped sweep. */
export const placeText = (p: Position | Cursor): string => {
  if (!('after_migration_id' in p)) return `${p.migrationId},${p.recordTime}`;
  // A migration from its start is written as --sweep-from takes it: its id alone.
  return p.after_record_time === EARLIEST
    ? String(p.after_migration_id)
    : `${p.after_migration_id},${p.after_record_time}`;
};

/** The cursor a sweep from a place starts after: a migration from its first item, or after the item named. */
export const cursorFrom = (p: SweepPlace): Cursor => ({
  after_migration_id: p.migrationId,
  after_record_time: p.recordTime ?? EARLIEST,
});

/**
 * True when a page whose last item is `item` reached the end of a range: it went past migration M (a place without a
 * time), or reached the item named.
 */
export function reachedEnd(item: Position, to: SweepPlace | undefined): boolean {
  if (!to) return false;
  if (item.migrationId !== to.migrationId) return item.migrationId > to.migrationId;
  if (to.recordTime === undefined) return false;
  return item.nanos >= (parseInstantNanos(to.recordTime) as bigint);
}
