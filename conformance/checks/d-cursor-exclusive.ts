import fc from 'fast-check';
import { defineCheck, failure, judged, shown, warning } from '../check.js';
import { EPOCH, mapCursor, mapExamples } from '../arbitraries/cursors.js';
import { isErrorBody } from '../reading/json.js';
import { jsonShape } from '../reading/json-shape.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  pageProblem,
  positionOf,
  type Position,
} from '../reading/events.js';
import { formatInstantNanos, parseInstantNanos } from '../reading/instant.js';
import type { Cursor } from '../history/map.js';
import { eventsRequest } from '../client/requests.js';
import type { CheckContext } from '../check.js';

/** Six fraction digits and `Z`: how record times are written (docs/deployments.md, operation D (times)). */
const isCanonical = (time: string): boolean => /\.\d{6}Z$/.test(time);

/**
 * Cursors from the whole map (arbitraries/cursors.ts), and beside the items of the first page a nanosecond either
 * side and in another notation (nine digits); a cursor is always given, since the start has none to keep.
 */
function cursors(ctx: CheckContext): fc.Arbitrary<Cursor> {
  const options: fc.Arbitrary<Cursor>[] = [
    mapCursor(ctx).map((c) => c ?? { after_migration_id: 0, after_record_time: EPOCH }),
  ];
  if (ctx.positions.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...ctx.positions), fc.constantFrom(-1n, 1n, 500n, -999n)).map(([p, shift]) => ({
        after_migration_id: p.migrationId,
        after_record_time: formatInstantNanos(p.nanos + shift),
      })),
    );
  }
  return fc.oneof(...options);
}

/** D: the cursor is exclusive: every returned event is after it (docs/api.md section 4.D). */
export const dCursorExclusive = defineCheck({
  id: 'd-cursor-exclusive',
  title: 'Every event is after the cursor',
  operation: 'D',
  evidence: { of: 'events compared with their cursor' },
  groups: ['scan'],
  inputs: (ctx) => fc.tuple(cursors(ctx), fc.integer({ min: 1, max: 100 })),
  // A cursor exactly on an item is the case an inclusive cursor gets wrong: always tried, whatever the seed, on the
  // first items, on each migration's last item and the history's last (where a page must start after it), and at
  // every other place of the map.
  examples: (ctx) => [
    ...ctx.positions.slice(0, 3).map((p): [Cursor, number] => [cursorOf(p), 1 + ctx.positions.indexOf(p)]),
    ...ctx.map.migrations.map((span): [Cursor, number] => [cursorOf(span.last), 2]),
    ...mapExamples(ctx.map).flatMap((c): [Cursor, number][] => (c ? [[c, 2]] : [])),
  ],
  asks: ['page'],
  probe: async ([after, pageSize], ctx) => ({
    page: await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, after })),
  }),
  verify: ([after], { page: exchange }, ctx) => {
    // Nine digits are an RFC 3339 notation that a target may refuse with a 400 ErrorResponse (d-cursor-notation):
    // then nothing is learnt of the cursor's exclusiveness here.
    if (exchange.status === 400 && !isCanonical(after.after_record_time) && isErrorBody(jsonShape(exchange))) {
      const refused = `a nine-digit cursor time refused with 400, as a target may: ${after.after_record_time}`;
      return judged(
        ctx.dialect === 'splice' ? [warning('nine-digit cursor times accepted', refused, exchange)] : [],
        0,
      );
    }
    if (exchange.status !== 200) return judged([failure('200 for a valid cursor', shown(exchange), exchange)]);
    const cursor: Position = {
      migrationId: after.after_migration_id,
      recordTime: after.after_record_time,
      nanos: parseInstantNanos(after.after_record_time) ?? 0n,
    };
    // One event at a time (reading/events.ts, eachEvent): the first before the cursor, in a body that is a page.
    let found: Position | null = null;
    let compared = 0;
    const verdict = eachEvent(
      exchange,
      (item) => {
        const p = found ? null : positionOf(item);
        if (!p) return;
        compared++;
        if (comparePositions(p, cursor) <= 0) found = p;
      },
      'outline',
    );
    // A body that is no page has no events, whatever was read of it before that was found out.
    if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? '', exchange)]);
    if (!found) return judged([], compared);
    return judged(
      [failure(`every event after ${describePosition(cursor)}`, `an event at ${describePosition(found)}`, exchange)],
      compared,
    );
  },
});
