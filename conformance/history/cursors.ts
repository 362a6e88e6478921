import type { Cursor, Position } from '../reading/events.js';
import { formatInstantMicros, formatInstantNanos, parseInstantNanos } from '../reading/instant.js';

/** A cursor time later than any record time: with it, the next item is the first of a higher migration. */
export const FAR_FUTURE = '9999-12-31T23:59:59.999999Z';
export const FAR_NANOS = parseInstantNanos(FAR_FUTURE) as bigint;
export const MICRO = 1000n;
export const floorMicros = (nanos: bigint): bigint => nanos - (((nanos % MICRO) + MICRO) % MICRO);

/**
 * A cursor at an instant of a migration, its time written to the microsecond (rounded down): the precision of
 * record times (docs/deployments.md, operation D (times)), which a deployment may insist on.
 */
export const cursorAt = (migrationId: number, nanos: bigint): Cursor => ({
  after_migration_id: migrationId,
  after_record_time: nanos >= FAR_NANOS ? FAR_FUTURE : formatInstantMicros(nanos),
});

/**
 * A cursor at an instant to the nanosecond: nine digits when the instant needs them. Only for a history whose
 * record times have more than six digits, where a microsecond holds more than one item.
 */
export const cursorAtExactly = (migrationId: number, nanos: bigint): Cursor =>
  nanos % MICRO === 0n
    ? cursorAt(migrationId, nanos)
    : { after_migration_id: migrationId, after_record_time: formatInstantNanos(nanos) };

/** The position a cursor names: its migration and its time as an instant; null when the time is no instant. */
export function cursorPosition(cursor: Cursor): Position | null {
  const nanos = parseInstantNanos(cursor.after_record_time);
  return nanos === null
    ? null
    : { migrationId: cursor.after_migration_id, recordTime: cursor.after_record_time, nanos };
}
