import fc from 'fast-check';
import { defineCheck, failure, shown } from '../check.js';
import { comparePositions, cursorOf, describePosition, eachEvent, positionOf, type Position } from '../events.js';
import { formatInstantNanos, parseInstantNanos } from '../instant.js';
import { eventsRequest } from '../requests.js';

interface Cursor {
  readonly after_migration_id: number;
  readonly after_record_time: string;
}

/**
 * Cursors on items, between items (a nanosecond either side, in another notation), before the first, past the
 * last, and in migrations that do not exist.
 */
function cursors(positions: readonly Position[]): fc.Arbitrary<Cursor> {
  const maxMigration = positions.reduce((m, p) => Math.max(m, p.migrationId), 0);
  const options: fc.Arbitrary<Cursor>[] = [
    fc
      .integer({ min: 0, max: maxMigration + 5 })
      .map((m) => ({ after_migration_id: m, after_record_time: '1970-01-01T00:00:00Z' })),
    fc
      .integer({ min: 0, max: maxMigration + 5 })
      .map((m) => ({ after_migration_id: m, after_record_time: '2200-01-01T00:00:00.000000Z' })),
  ];
  if (positions.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...positions), fc.constantFrom(-1n, 0n, 1n, 500n, -999n)).map(([p, shift]) => ({
        after_migration_id: p.migrationId,
        after_record_time: shift === 0n ? p.recordTime : formatInstantNanos(p.nanos + shift),
      })),
    );
  }
  return fc.oneof(...options);
}

/** D: the cursor is exclusive: every returned event is after it (spec section 4.D). */
export const dCursorExclusive = defineCheck({
  id: 'd-cursor-exclusive',
  title: 'Every event is after the cursor',
  operation: 'D',
  groups: ['scan'],
  inputs: (ctx) => fc.tuple(cursors(ctx.positions), fc.integer({ min: 1, max: 100 })),
  // A cursor exactly on an item is the case an inclusive cursor gets wrong: always tried, whatever the seed.
  examples: (ctx) =>
    ctx.positions.slice(0, 3).map((p): [Cursor, number] => [cursorOf(p), 1 + ctx.positions.indexOf(p)]),
  asks: ['page'],
  probe: async ([after, pageSize], ctx) => ({
    page: await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, after })),
  }),
  verify: ([after], { page: exchange }) => {
    if (exchange.status !== 200) return [failure('200 for a valid cursor', shown(exchange), exchange)];
    const cursor: Position = {
      migrationId: after.after_migration_id,
      recordTime: after.after_record_time,
      nanos: parseInstantNanos(after.after_record_time) ?? 0n,
    };
    // One event at a time (events.ts, eachEvent): the first before the cursor, in a body that is a page.
    let found: Position | null = null;
    const verdict = eachEvent(
      exchange,
      (item) => {
        const p = found ? null : positionOf(item);
        if (p && comparePositions(p, cursor) <= 0) found = p;
      },
      'outline',
    );
    // A body that is no page has no events, whatever was read of it before that was found out.
    if (!verdict.page || !found) return [];
    return [
      failure(`every event after ${describePosition(cursor)}`, `an event at ${describePosition(found)}`, exchange),
    ];
  },
});
