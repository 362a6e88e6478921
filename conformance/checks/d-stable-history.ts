import fc from 'fast-check';
import { defineCheck, failure, shown, type CheckContext, type Finding } from '../check.js';
import type { Exchange } from '../client.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eventsOf,
  pageProblem,
  positionOf,
  type EventItem,
  type Position,
} from '../events.js';
import { formatInstantMicros, parseInstantNanos } from '../instant.js';
import { isObject } from '../json.js';
import { eventsRequest } from '../requests.js';

type Cursor = ReturnType<typeof cursorOf>;
type Encoding = 'compact_json' | 'protobuf_json';

export interface StableInput {
  /** Absent: from the start of the history. */
  readonly after?: Cursor;
  /** The first request's page_size, then the second's: equal, the same page asked for twice. */
  readonly sizes: readonly [number, number];
  readonly encoding: Encoding;
}

/** How many of the last items read count as "near the end": where a live history grows. */
const NEAR_END = 3;

/**
 * Cursors on items, between items (a microsecond after one, the precision of record times, REFERENCE.md), none
 * (from the start), and on the last items read, where a live history grows.
 */
function cursors(positions: readonly Position[]): fc.Arbitrary<Cursor | undefined> {
  const options: fc.Arbitrary<Cursor | undefined>[] = [fc.constant(undefined)];
  if (positions.length > 0) {
    options.push(
      fc.constantFrom(...positions).map(cursorOf),
      fc.constantFrom(...positions).map((p) => ({
        after_migration_id: p.migrationId,
        after_record_time: formatInstantMicros(p.nanos + 1000n),
      })),
      fc.constantFrom(...positions.slice(-NEAR_END)).map(cursorOf),
    );
  }
  return fc.oneof(...options);
}

function stableInputs(ctx: CheckContext): fc.Arbitrary<StableInput> {
  const size = fc.integer({ min: 1, max: 200 });
  const sizes = fc.oneof(
    size.map((n): [number, number] => [n, n]),
    fc.tuple(size, size),
  );
  return fc
    .record({
      after: cursors(ctx.positions),
      sizes,
      encoding: fc.constantFrom<Encoding>('compact_json', 'protobuf_json'),
    })
    .map(({ after, sizes, encoding }) => (after ? { after, sizes, encoding } : { sizes, encoding }));
}

/** JSON text with every object's keys sorted: two servings of an item compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
}

const brief = (value: unknown): string => {
  const text = value === undefined ? 'absent' : canonical(value);
  return text.length > 80 ? `${text.slice(0, 80)}...` : text;
};

/** Where two values first differ, as a path and both values, or null when they are the same. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (canonical(a) === canonical(b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: ${a.length} elements, then ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
  }
  if (isObject(a) && isObject(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const found = firstDifference(a[key], b[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return `${path}: ${brief(a)}, then ${brief(b)}`;
}

const formOf = ([first, second]: StableInput['sizes']): string =>
  first === second ? `the same page (page_size ${first}) asked for twice` : `page sizes ${first} and ${second}`;

/** The instant of a cursor, as the kit compares positions. */
const positionOfCursor = (after: Cursor): Position | null => {
  const nanos = parseInstantNanos(after.after_record_time);
  return nanos === null ? null : { migrationId: after.after_migration_id, recordTime: after.after_record_time, nanos };
};

/** The events that the second answer has past the first's: allowed only where the first reached the end. */
function verifyGrowth(
  a: readonly EventItem[],
  extra: readonly EventItem[],
  {
    after,
    sizes,
    second,
    form,
  }: { after: Cursor | undefined; sizes: StableInput['sizes']; second: Exchange; form: string },
): Finding[] {
  const firstFull = a.length >= sizes[0];
  if (firstFull) {
    // A larger page goes on where a full smaller one stopped; a page as large may not hold more than a full page.
    return sizes[1] > sizes[0]
      ? []
      : [
          failure(
            `${a.length} events, as in the first answer, which was a full page (${form})`,
            `${a.length + extra.length} events`,
            second,
          ),
        ];
  }
  // The first answer ended short of page_size: it read to the end. What came since must lie past that end.
  const lastItem = a.at(-1);
  const end = lastItem ? positionOf(lastItem) : after ? positionOfCursor(after) : null;
  if (!end) return [];
  for (let j = 0; j < extra.length; j++) {
    const p = positionOf(extra[j] as EventItem);
    // An item without a position is d-item-parts' finding.
    if (p && comparePositions(p, end) <= 0) {
      return [
        failure(
          `events past the first answer's end (${a.length} events, short of page_size ${sizes[0]}) after ${describePosition(end)}`,
          `events[${a.length + j}] of the second answer at ${describePosition(p)}`,
          second,
        ),
      ];
    }
  }
  return [];
}

/**
 * D: the history does not change under a client. The same page asked for twice (same cursor, page_size and
 * encoding) gives the same events, and two page sizes from one cursor agree on what they share. On a live target
 * the later answer may hold more events only where the earlier one read to the end (it came back short of
 * page_size), and those strictly after the earlier one's last event (spec section 4.D: the cursor names a place in
 * one history, and events after it are those with a later migration id or record time).
 */
export const dStableHistory = defineCheck({
  id: 'd-stable-history',
  title: 'A page asked for again gives the same events',
  operation: 'D',
  groups: ['scan'],
  inputs: stableInputs,
  // From the start, and from the last item read, where a live history grows: always tried, whatever the seed.
  examples: (ctx): StableInput[] => {
    const last = ctx.positions.at(-1);
    const start: StableInput = { sizes: [50, 50], encoding: 'compact_json' };
    return last ? [start, { after: cursorOf(last), sizes: [200, 200], encoding: 'protobuf_json' }] : [start];
  },
  asks: ['first', 'second'],
  probe: async ({ after, sizes, encoding }, ctx) => {
    const request = (page_size: number) =>
      eventsRequest(ctx.urls, { page_size, ...(after ? { after } : {}), [ctx.encodingField]: encoding });
    // One after the other, never together: the second answer is the later one, so it may only have grown.
    const first = await ctx.send(request(sizes[0]));
    const second = await ctx.send(request(sizes[1]));
    return { first, second };
  },
  verify: ({ after, sizes }, { first, second }) => {
    const form = formOf(sizes);
    for (const [name, exchange] of [
      ['first', first],
      ['second', second],
    ] as const) {
      if (exchange.status !== 200)
        return [failure(`200 for a valid cursor and page_size (${name} request)`, shown(exchange), exchange)];
      const problem = pageProblem(exchange);
      if (problem) return [failure(`{"events": [...]} (${name} request)`, problem, exchange)];
    }
    const [a, b] = [eventsOf(first), eventsOf(second)];
    const common = Math.min(a.length, b.length);
    for (let i = 0; i < common; i++) {
      const difference = firstDifference(a[i], b[i], `events[${i}]`);
      if (difference) {
        return [
          failure(
            `events[${i}] the same in both answers (${form})`,
            `${difference} (first request, then second)`,
            second,
          ),
        ];
      }
    }
    // The second answer came later: a history never shrinks, so it holds at least what the first held, up to its size.
    if (b.length < Math.min(a.length, sizes[1])) {
      return [
        failure(
          `at least ${Math.min(a.length, sizes[1])} events in the second answer, as in the first (${form})`,
          `${b.length} events`,
          second,
        ),
      ];
    }
    return b.length > a.length ? verifyGrowth(a, b.slice(a.length), { after, sizes, second, form }) : [];
  },
});
