import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type CheckContext, type Finding, type Judgement } from '../check.js';
import { justBefore, knownPositions, mapCursor } from '../arbitraries/cursors.js';
import type { Exchange } from '../client/client.js';
import { previewOf } from '../reading/preview.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eventCursor,
  pageProblem,
  positionOf,
  type Cursor,
  type EventItem,
  type Position,
} from '../reading/events.js';
import { cursorPosition } from '../history/map.js';
import { isObject } from '../reading/json.js';
import { NOT_JSON } from '../reading/page-items.js';
import { eventsRequest } from '../client/requests.js';

type Encoding = 'compact_json' | 'protobuf_json';

export interface StableInput {
  /** Absent: from the start of the history. */
  readonly after?: Cursor;
  /** The first request's page_size, then the second's: equal, the same page asked for twice. */
  readonly sizes: readonly [number, number];
  readonly encoding: Encoding;
}

/**
 * Cursors from the whole map (arbitraries/cursors.ts), and at the history's end, where a live history grows: on its
 * last item and just before it.
 */
function cursors(ctx: CheckContext): fc.Arbitrary<Cursor | undefined> {
  const last = ctx.map.last ?? knownPositions(ctx).at(-1);
  const options: fc.Arbitrary<Cursor | undefined>[] = [mapCursor(ctx)];
  if (last) options.push(fc.constantFrom(cursorOf(last), justBefore(last)));
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
      after: cursors(ctx),
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
  return previewOf(value === undefined ? 'absent' : canonical(value), 80);
};

/**
 * Whether two values have the same canonical text, without making it: that of every item of a page, at every
 * level of it, was garbage enough to fill the heap. An absent value reads as null, as in `canonical`.
 */
function sameCanonical(a: unknown, b: unknown): boolean {
  const [x, y] = [a === undefined ? null : a, b === undefined ? null : b];
  if (x === y) return true;
  if (Array.isArray(x)) return Array.isArray(y) && x.length === y.length && x.every((v, i) => sameCanonical(v, y[i]));
  if (!isObject(x) || !isObject(y)) return false;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && sameCanonical(x[k], y[k]));
}

/** Where two values first differ, as a path and both values, or null when they are the same. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (sameCanonical(a, b)) return null;
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

/**
 * The events that the second answer has past the first's, by their positions (null for one without): allowed only
 * where the first reached the end. The first answer held `count` events, `last` the last of them.
 */
function verifyGrowth(
  { count, last }: { count: number; last: EventItem | undefined },
  extra: readonly (Position | null)[],
  {
    after,
    sizes,
    second,
    form,
  }: { after: Cursor | undefined; sizes: StableInput['sizes']; second: Exchange; form: string },
): Finding[] {
  const firstFull = count >= sizes[0];
  if (firstFull) {
    // A larger page goes on where a full smaller one stopped; a page as large may not hold more than a full page.
    return sizes[1] > sizes[0]
      ? []
      : [
          failure(
            `${count} events, as in the first answer, which was a full page (${form})`,
            `${count + extra.length} events`,
            second,
          ),
        ];
  }
  // The first answer ended short of page_size: it read to the end. What came since must lie past that end.
  const end = last ? positionOf(last) : after ? cursorPosition(after) : null;
  if (!end) return [];
  for (let j = 0; j < extra.length; j++) {
    const p = extra[j];
    // An item without a position is d-item-parts' finding.
    if (p && comparePositions(p, end) <= 0) {
      return [
        failure(
          `events past the first answer's end (${count} events, short of page_size ${sizes[0]}) after ${describePosition(end)}`,
          `events[${count + j}] of the second answer at ${describePosition(p)}`,
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
 * page_size), and those strictly after the earlier one's last event (docs/api.md section 4.D: the cursor names a place
 * in one history, and events after it are those with a later migration id or record time).
 */
export const dStableHistory = defineCheck({
  id: 'd-stable-history',
  title: 'A page asked for again gives the same events',
  operation: 'D',
  evidence: { of: 'events read twice' },
  groups: ['scan'],
  inputs: stableInputs,
  // From the start, and at the end of the history, where a live history grows: always tried, whatever the seed.
  examples: (ctx): StableInput[] => {
    const last = ctx.map.last ?? knownPositions(ctx).at(-1);
    const start: StableInput = { sizes: [50, 50], encoding: 'compact_json' };
    return last
      ? [
          start,
          { after: cursorOf(last), sizes: [200, 200], encoding: 'protobuf_json' },
          { after: justBefore(last), sizes: [3, 3], encoding: 'compact_json' },
        ]
      : [start];
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
    const notOk = (name: string, exchange: Exchange): Judgement =>
      judged(
        exchange.status !== 200
          ? [failure(`200 for a valid cursor and page_size (${name} request)`, shown(exchange), exchange)]
          : [failure(`{"events": [...]} (${name} request)`, pageProblem(exchange) ?? '', exchange)],
      );
    // Both pages side by side, an event of each at a time (reading/events.ts, eventCursor): no page is held whole.
    // Whether an answer is a page is known only once each of its items is read: the first answer's shape comes before
    // the second's, and both before what they hold, as when each is read whole.
    const a = first.status === 200 ? eventCursor(first) : null;
    if (!a) return notOk('first', first);
    const b = second.status === 200 ? eventCursor(second) : null;
    let [pageA, pageB] = [true, b !== null];
    let difference: Finding | null = null;
    let last: EventItem | undefined;
    const extra: (Position | null)[] = [];
    for (let i = 0; i < Math.max(a.length, b?.length ?? 0) && pageA; i++) {
      const x = i < a.length ? a.next() : undefined;
      const y = b && pageB && i < b.length ? b.next() : undefined;
      if (x === NOT_JSON) pageA = false;
      if (y === NOT_JSON) pageB = false;
      if (!pageA) break;
      if (i < a.length) last = x as EventItem;
      if (!b || !pageB) continue;
      if (i >= a.length) extra.push(positionOf(y as EventItem));
      else if (i < b.length && !difference) {
        const found = firstDifference(x, y, `events[${i}]`);
        if (found)
          difference = failure(
            `events[${i}] the same in both answers (${form})`,
            `${found} (first request, then second)`,
            second,
          );
      }
    }
    if (!pageA) return notOk('first', first);
    if (!b || !pageB) return notOk('second', second);
    // The events read in both answers: what the verdict stands on.
    const compared = Math.min(a.length, b.length);
    if (difference) return judged([difference], compared);
    // The second answer came later: a history never shrinks, so it holds at least what the first held, up to its size.
    if (b.length < Math.min(a.length, sizes[1])) {
      return judged(
        [
          failure(
            `at least ${Math.min(a.length, sizes[1])} events in the second answer, as in the first (${form})`,
            `${b.length} events`,
            second,
          ),
        ],
        compared,
      );
    }
    return judged(
      b.length > a.length ? verifyGrowth({ count: a.length, last }, extra, { after, sizes, second, form }) : [],
      compared,
    );
  },
});
