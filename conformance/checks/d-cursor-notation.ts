import fc from 'fast-check';
import { defineCheck, failure, judged, shown, warning, type CheckContext } from '../check.js';
import { mapCursor } from '../arbitraries/cursors.js';
import type { Exchange } from '../client/client.js';
import { eachEvent, identityOf, pageProblem } from '../reading/events.js';
import { cursorPosition, type Cursor } from '../history/map.js';
import { formatInstantMicros, formatInstantNanos, parseInstantNanos } from '../reading/instant.js';
import { fractionDigits, writeInstant, type Notation } from '../reading/instant-notation.js';
import { isErrorBody } from '../reading/json.js';
import { jsonShape } from '../reading/json-shape.js';
import { eventsRequest } from '../client/requests.js';

export interface NotationInput {
  readonly migrationId: number;
  /** The cursor's instant, as the kit writes it (six digits, or nine when it needs them, and Z). */
  readonly instant: string;
  readonly notation: Notation;
  readonly size: number;
}

/** Offsets tried besides `Z`: UTC written out, its "unknown local offset" form, and offsets east and west. */
const OFFSETS: readonly string[] = [
  'Z',
  '+00:00',
  '-00:00',
  '+05:30',
  '-08:00',
  '+01:00',
  '-01:00',
  '+14:00',
  '-12:00',
];

/** The canonical form the kit writes every other cursor in: six digits, or nine when the instant needs them, `Z`. */
const canonical = (nanos: bigint): string =>
  fractionDigits(nanos) <= 6 ? formatInstantMicros(nanos) : formatInstantNanos(nanos);

/** Instants of the map's cursors, some moved to a whole second so that every count of digits can write them. */
function notationInputs(ctx: CheckContext): fc.Arbitrary<NotationInput> {
  const cursors = mapCursor(ctx).filter((c): c is Cursor => c !== undefined && cursorPosition(c) !== null);
  return fc
    .record({
      cursor: cursors,
      whole: fc.boolean(),
      digits: fc.integer({ min: 0, max: 9 }),
      offset: fc.constantFrom(...OFFSETS),
      size: fc.integer({ min: 1, max: 20 }),
    })
    .map(({ cursor, whole, digits, offset, size }) => {
      const at = cursorPosition(cursor)?.nanos ?? 0n;
      const nanos = whole ? at - (((at % 1_000_000_000n) + 1_000_000_000n) % 1_000_000_000n) : at;
      // Enough digits to write it: a notation of another instant is not what this check asks about; nor is a
      // local time past the year 9999.
      const notation: Notation = { digits: Math.max(digits, fractionDigits(nanos)), offset };
      const usable = writeInstant(nanos, notation) !== null ? notation : { ...notation, offset: 'Z' };
      return { migrationId: cursor.after_migration_id, instant: canonical(nanos), notation: usable, size };
    });
}

const describe = (n: Notation): string =>
  `${n.digits} fraction digit${n.digits === 1 ? '' : 's'}, ${n.offset === 'Z' ? 'Z' : `offset ${n.offset}`}`;

/** The identities of a page's events, or null when the answer is no 200 page. */
function identities(exchange: Exchange): string[] | null {
  if (exchange.status !== 200) return null;
  const ids: string[] = [];
  const verdict = eachEvent(exchange, (item) => ids.push(identityOf(item)), 'outline');
  return verdict.page ? ids : null;
}

/**
 * D: the cursor's time is an instant (docs/api.md section 4.D: events after the record time given, compared as
 * instants): the same instant in any RFC 3339 notation (0 to 9 fraction digits, `Z`, `+00:00`, `-00:00`, another
 * offset) gets the same page as in the kit's own notation. A target may refuse a notation with a 400 ErrorResponse (the
 * splice dialect warns: real deployments parse record times strictly); it may never answer another page.
 */
export const dCursorNotation = defineCheck({
  id: 'd-cursor-notation',
  title: 'A cursor time in any notation of one instant gets the same page',
  operation: 'D',
  evidence: { of: 'cursors written in another notation, compared' },
  groups: ['scan'],
  inputs: notationInputs,
  // On every migration's last item (the page after it starts the next migration) and the history's last, in the
  // notations most often mishandled: an offset east of UTC, nine digits, `+00:00`.
  examples: (ctx) =>
    [...ctx.map.migrations.map((m) => m.last), ...(ctx.map.last ? [ctx.map.last] : [])].flatMap((p) =>
      [
        { digits: 6, offset: '+05:30' },
        { digits: 9, offset: 'Z' },
        { digits: 6, offset: '+00:00' },
      ].map((notation): NotationInput => ({
        migrationId: p.migrationId,
        instant: canonical(p.nanos),
        notation: notation as Notation,
        size: 3,
      })),
    ),
  asks: ['canonical', 'other'],
  probe: async ({ migrationId, instant, notation, size }, ctx) => {
    const nanos = parseInstantNanos(instant) ?? 0n;
    const request = (time: string) =>
      eventsRequest(ctx.urls, { page_size: size, after: { after_migration_id: migrationId, after_record_time: time } });
    return {
      canonical: await ctx.send(request(canonical(nanos))),
      other: await ctx.send(request(writeInstant(nanos, notation) ?? canonical(nanos))),
    };
  },
  verify: ({ instant, notation }, { canonical: base, other }, ctx) => {
    const nanos = parseInstantNanos(instant) ?? 0n;
    const written = writeInstant(nanos, notation) ?? canonical(nanos);
    // The kit's own notation asked for twice (a far instant moved back to Z) says nothing of other notations.
    if (written === canonical(nanos)) return judged([], 0);
    const expected = identities(base);
    if (expected === null)
      return judged([
        failure(
          '200 with a page for a valid cursor',
          base.status === 200 ? (pageProblem(base) ?? shown(base)) : shown(base),
          base,
        ),
      ]);
    // Two empty pages agree on nothing: only a page with events shows the instant read right (or refused).
    const evidence = expected.length > 0 ? 1 : 0;
    if (other.status === 400 && isErrorBody(jsonShape(other))) {
      const refused = `${written} (${describe(notation)}) refused with 400, as a target may`;
      return judged(
        ctx.dialect === 'splice' ? [warning('every RFC 3339 notation of an instant accepted', refused, other)] : [],
        evidence,
      );
    }
    const got = identities(other);
    if (got === null)
      return judged([
        failure(
          `the page of ${canonical(nanos)} for ${written} (${describe(notation)}), or a 400 ErrorResponse`,
          shown(other),
          other,
        ),
      ]);
    const at = got.findIndex((id, i) => id !== expected[i]);
    if (at >= 0 || got.length !== expected.length)
      return judged([
        failure(
          `the page of ${canonical(nanos)} for ${written} (${describe(notation)}): the same instant`,
          at >= 0
            ? `events[${at}] is ${got[at] ?? 'missing'}, not ${expected[at] ?? 'absent'}`
            : `${got.length} events, not ${expected.length}`,
          other,
        ),
      ]);
    return judged([], evidence);
  },
});
