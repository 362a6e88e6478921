import fc from 'fast-check';
import { defineCheck, failure, judged, warning, type CheckContext, type Finding } from '../check.js';
import { justBefore, mapCursor } from '../arbitraries/cursors.js';
import { describePosition, walk, type Position, type Walk } from '../reading/events.js';
import { cursorAt, type Cursor } from '../history/map.js';

/**
 * How far the compared walks from the start go: enough to cross several pages of any size; the walks that start
 * beside each boundary cross the migrations.
 */
const MAX_ITEMS = 600;
/** How far walks from elsewhere in the history go: across a boundary and a few pages. */
const PLACE_ITEMS = 300;
/** How far the walk to the end goes, in pages of 1000. */
const END_PAGES = 20;
/** Small page sizes walk fewer items: a bounded number of requests per walk (30 pages show a size's gaps). */
const MAX_PAGES = 30;

export interface WalkInput {
  /** Where the walks start; absent: at the start of the history. */
  readonly from?: Cursor;
  readonly sizes: readonly [number, number];
}

/** Page sizes of a walk: half of them short, where a cursor is followed often, and half of any size. */
const walkSize = fc.oneof(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 1000 }));

const itemsFor = (input: WalkInput): number => (input.from ? PLACE_ITEMS : MAX_ITEMS);
const pagesFor = (size: number, items: number): number => Math.min(MAX_PAGES, Math.ceil(items / size) + 1);

/**
 * Where the walk to the end starts: a 256th of the last migration's time span before the history's last item (a
 * few pages on any history), or the start of a history whose map is not known.
 */
function endWalkStart(ctx: CheckContext): Cursor | undefined {
  const top = ctx.map.migrations[ctx.map.migrations.length - 1];
  if (!top) return undefined;
  return cursorAt(top.migrationId, top.last.nanos - (top.last.nanos - top.first.nanos) / 256n - 1n);
}

// The walk to the end is the same for every example of a run: made once per run.
const ends = new WeakMap<CheckContext, Promise<Walk>>();
function walkToEnd(ctx: CheckContext): Promise<Walk> {
  let end = ends.get(ctx);
  if (!end) {
    end = walk(ctx, 1000, END_PAGES, endWalkStart(ctx));
    ends.set(ctx, end);
  }
  return end;
}

const lastExchange = (w: Walk): Walk['exchanges'][number] | undefined => w.exchanges[w.exchanges.length - 1];

/** The findings of one walk on its own: pages that broke it, an event twice, events out of order. */
function walkProblems(w: Walk, what: string): Finding[] {
  if (w.broken)
    return [failure('200 pages with a cursor to follow', `page ${w.exchanges.length} broke the ${what}`, w.broken)];
  if (w.duplicate) return [failure(`each event once in the ${what}`, `${w.duplicate} twice`, lastExchange(w))];
  if (w.disorder)
    return [
      failure(
        `events in ascending order in the ${what}: the event after ${describePosition(w.disorder.before)} later`,
        `${describePosition(w.disorder.after)} after it`,
        w.disorder.exchange,
      ),
    ];
  return [];
}

/**
 * The walk to the end reaches the map's last item (or later: a live history grows), and ends with an empty page
 * after it.
 */
function endProblems(end: Walk, last: Position | null): Finding[] {
  if (!end.ended) {
    return [
      warning(
        'the walk to end',
        `${end.items.length} events in ${END_PAGES} pages without reaching the end (not followed further)`,
      ),
    ];
  }
  if (!last || end.items.length === 0) return [];
  const tail = end.items.at(end.items.length - 1).id;
  if (!tail.startsWith(describePosition(last)) && end.items.length > 0) {
    // The walk ended at another item: before the last one is a lost end; past it, the history grew meanwhile.
    for (let i = 0; i < end.items.length; i++) if (end.items.at(i).id.startsWith(describePosition(last))) return [];
    return [
      failure(
        `a walk to the end to pass the history's last item, at ${describePosition(last)}`,
        `it ended at ${tail}`,
        lastExchange(end),
      ),
    ];
  }
  return [];
}

/**
 * D: walking the history with two page sizes gives the same sequence, in ascending order, with no duplicate and no
 * gap, from the start and from places all over the history (both sides of each migration boundary, random depths);
 * and a walk from near the end passes the history's last item and ends with an empty page (docs/api.md section 4.D,
 * cursor semantics).
 */
export const dWalk = defineCheck({
  id: 'd-walk',
  title: 'Walks with different page sizes agree and end',
  operation: 'D',
  evidence: { of: 'events walked' },
  groups: ['scan'],
  maxRuns: 4,
  inputs: (ctx) =>
    fc
      .record({ from: mapCursor(ctx), sizes: fc.tuple(walkSize, walkSize) })
      .map(({ from, sizes }): WalkInput => (from ? { from, sizes } : { sizes })),
  // From the start with one item a page and a few, and across every migration boundary, with page sizes that put
  // the boundary inside a page and at its edge.
  examples: (ctx): WalkInput[] => [
    { sizes: [1, 7] },
    ...ctx.map.migrations
      .slice(0, -1)
      .map((span, i): WalkInput => ({ from: justBefore(span.last), sizes: i % 2 === 0 ? [7, 1] : [3, 50] })),
  ],
  asks: ['a', 'b', 'end'],
  probe: async (input, ctx) => {
    // The walk to the end comes first: a history that grows meanwhile only lengthens the later walks.
    const end = await walkToEnd(ctx);
    const [a, b] = input.sizes;
    const items = itemsFor(input);
    return {
      a: await walk(ctx, a, pagesFor(a, items), input.from),
      b: await walk(ctx, b, pagesFor(b, items), input.from),
      end,
    };
  },
  verify: (input, walks, ctx) => {
    const [a, b] = input.sizes;
    const items = itemsFor(input);
    const examined = walks.a.items.length + walks.b.items.length;
    for (const [w, what] of [
      [walks.a, `walk with page size ${a}`],
      [walks.b, `walk with page size ${b}`],
      [walks.end, 'walk to the end'],
    ] as const) {
      const problems = walkProblems(w, what);
      if (problems.length > 0) return judged(problems, examined);
    }
    const common = Math.min(walks.a.items.length, walks.b.items.length, items);
    for (let i = 0; i < common; i++) {
      const [left, right] = [walks.a.items.at(i).id, walks.b.items.at(i).id];
      if (left !== right) {
        return judged(
          [
            failure(
              `the same event at index ${i} with page sizes ${a} and ${b}`,
              `${left} and ${right}`,
              walks.b.exchanges[Math.floor(i / b)],
            ),
          ],
          examined,
        );
      }
    }
    // Walk a came first: a history grows, never shrinks, so b, walked later, holds at least what a did, up to
    // b's own bound; and a walk that ended holds at least what the earlier one saw.
    const [first, later] = [walks.a, walks.b];
    const floor = later.ended ? first.items.length : Math.min(first.items.length, pagesFor(b, items) * b, items);
    if (later.items.length < floor)
      return judged(
        [
          failure(
            `at least ${floor} events with page size ${b}, as with page size ${a} before it`,
            `${later.items.length}${later.ended ? ', and the walk ended' : ''}`,
            lastExchange(later),
          ),
        ],
        examined,
      );
    return judged(endProblems(walks.end, ctx.map.last), examined);
  },
});
