import fc from 'fast-check';
import { defineCheck, failure, judged, shown, warning, type CheckContext, type Finding } from '../check.js';
import { justBefore, knownPositions } from '../arbitraries/cursors.js';
import type { Exchange } from '../client/client.js';
import { eventsRequest } from '../client/requests.js';
import { cursorPosition } from '../history/map.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  identityOf,
  ownCopy,
  positionOf,
  withoutBody,
  type Cursor,
  type Position,
} from '../reading/events.js';

/**
 * The pauses before each re-read of the end, in milliseconds: a few seconds in all, taken only on a history whose end
 * moves (or with --moving-end), and out of the run's time (CheckContext.pause).
 */
export const PAUSES_MS = [500, 1000, 1500] as const;
/** Items of a read that the next read goes back over: where an item served late would land. */
export const BACK = 20;
/** The page size of each read of the end: the region re-read and what arrived since, unless the end ran far ahead. */
export const END_PAGE = 200;

/** The warning of a history whose end stood still: the check is then skipped, as it has nothing to judge. */
export const STILL = 'an end that stood still since the map, with nothing to re-read (--moving-end watches it)';

/** An item as a read of the end served it: its identity (reading/events.ts, identityOf) and position. */
export interface Served {
  readonly id: string;
  readonly position: Position | null;
}

/** One read of the end: its cursor, its answer (without its body, but for one that is no page) and its items. */
export interface EndRead {
  readonly after?: Cursor;
  readonly exchange: Exchange;
  /** False for an answer that is no 200 page: `exchange` then keeps its body, for the failure. */
  readonly page: boolean;
  readonly items: readonly Served[];
}

/** The reads of the end, in the order they were made, and the pauses between them. */
export interface Watch {
  readonly reads: readonly EndRead[];
  /** The history's last item as the map read it (null: the history was empty, or the map did not reach its end). */
  readonly last: Position | null;
  /** Whether the map reached the history's end: else the first read began at the last item it knew. */
  readonly endKnown: boolean;
  readonly pauses: number;
}

/** Reads a page of the end from a cursor, keeping the identities and positions of its items, not their bodies. */
async function readEnd(ctx: CheckContext, after: Cursor | undefined): Promise<EndRead> {
  const request = eventsRequest(ctx.urls, { page_size: END_PAGE, ...(after ? { after } : {}) });
  return ctx.send(request, (exchange): EndRead => {
    const at = after ? { after } : {};
    if (exchange.status !== 200) return { ...at, exchange: ownCopy(exchange), page: false, items: [] };
    const items: Served[] = [];
    const verdict = eachEvent(exchange, (event) => items.push({ id: identityOf(event), position: positionOf(event) }));
    if (!verdict.page) return { ...at, exchange: ownCopy(exchange), page: false, items: [] };
    return { ...at, exchange: withoutBody(exchange), page: true, items };
  });
}

/** Where the next read starts: on the item BACK items before the end of this one (its own cursor if it has fewer). */
function nextCursor(read: EndRead): Cursor | undefined {
  const from = read.items[read.items.length - 1 - BACK]?.position;
  return from ? cursorOf(from) : read.after;
}

/** True when a read holds an item past the position given (past nothing: any item). */
const reachesPast = (read: EndRead, end: Position | null): boolean =>
  read.items.some((s) => s.position !== null && (end === null || comparePositions(s.position, end) > 0));

/**
 * The items of an earlier read that a later one, from its own cursor, must hold again: those after that cursor. Items
 * without a position are left out of both (d-item-parts' finding): nothing says where they belong.
 */
function servedAfter(earlier: EndRead, later: EndRead): readonly Served[] {
  const from = later.after ? cursorPosition(later.after) : null;
  return earlier.items.filter((s) => s.position !== null && (!from || comparePositions(s.position, from) > 0));
}

const where = (read: EndRead): string => {
  const from = read.after ? cursorPosition(read.after) : null;
  return from ? `after ${describePosition(from)}` : 'from the start';
};

/**
 * What a later read of the end shows of what an earlier one served: each item served again in its place, and new
 * items only past the last one served. Null when it does; `compared` counts the items judged.
 */
function lateOrLost(earlier: EndRead, later: EndRead, pause: string): { finding: Finding | null; compared: number } {
  const served = servedAfter(earlier, later);
  const items = later.items.filter((s) => s.position !== null);
  const common = Math.min(served.length, items.length);
  for (let i = 0; i < common; i++) {
    const [had, has] = [served[i] as Served, items[i] as Served];
    if (had.id === has.id) continue;
    const expected = `${where(later)}, the events served ${pause} before, in their places: events[${i}] ${had.id}`;
    if (has.position && had.position && comparePositions(has.position, had.position) < 0)
      return {
        finding: failure(
          expected,
          `events[${i}] ${has.id}: an event behind ${describePosition(had.position)}, which was served without it`,
          later.exchange,
        ),
        compared: i,
      };
    return {
      finding: failure(expected, `events[${i}] ${has.id}: ${had.id}, served before, is gone`, later.exchange),
      compared: i,
    };
  }
  // A later read cut short of its page holds every item served after its cursor.
  if (items.length < served.length && items.length < END_PAGE) {
    const lost = served[items.length] as Served;
    return {
      finding: failure(
        `${where(later)}, the ${served.length} events served ${pause} before, in their places`,
        `${items.length} events: ${lost.id}, served before, is gone`,
        later.exchange,
      ),
      compared: common,
    };
  }
  return { finding: null, compared: common };
}

/** The watch judged read by read: the first against the map's last item, each later one against the one before. */
function judgeWatch(watch: Watch, told: boolean): ReturnType<typeof judged> {
  const { reads, last } = watch;
  const broken = reads.find((r) => !r.page);
  if (broken)
    return judged([failure(`a 200 page of events (${where(broken)})`, shown(broken.exchange), broken.exchange)], 0);
  const first = reads[0] as EndRead;
  const head = first.items[0];
  // The map served the last item: the first read, from just before it, begins with it.
  if (last && (!head?.position || comparePositions(head.position, last) !== 0)) {
    const received = head ? `events[0] ${head.id}` : 'no event';
    return judged(
      [
        failure(
          `${where(first)}, first the event the map read last, at ${describePosition(last)}`,
          received,
          first.exchange,
        ),
      ],
      0,
    );
  }
  let moved = watch.endKnown && reachesPast(first, last);
  let compared = 0;
  for (let i = 1; i < reads.length; i++) {
    const [earlier, later] = [reads[i - 1] as EndRead, reads[i] as EndRead];
    const pause = `${PAUSES_MS[i - 1] ?? 0} ms`;
    const { finding, compared: n } = lateOrLost(earlier, later, pause);
    compared += n;
    if (finding) return judged([finding], compared);
    // Past a read that reached the end (short of its page), a later one holds what arrived since.
    const end = earlier.items[earlier.items.length - 1]?.position ?? null;
    if (earlier.items.length < END_PAGE && reachesPast(later, end)) moved = true;
  }
  if (moved) return judged([], compared);
  const seconds = PAUSES_MS.slice(0, watch.pauses).reduce((a, b) => a + b, 0) / 1000;
  const at = last ? `past ${describePosition(last)}` : watch.endKnown ? 'in the empty history' : 'seen to arrive';
  if (!told && watch.pauses === 0) {
    const seen = watch.endKnown
      ? `no event ${at} when read again after the map`
      : "the map did not reach the history's end, so no event could be seen to arrive past it";
    return judged([warning(STILL, seen)], 0);
  }
  return judged([warning('an end that moves (--moving-end)', `no event ${at} in ${seconds} s of pauses`)], 0);
}

/**
 * D: a history's end moves only forward. Read again after a pause, the end of a live history holds every item it
 * served before, each in its place, and new items only past the last one served: none appears behind an item already
 * served, none served vanishes (docs/api.md section 4.D: events after a cursor are those with a later migration id or
 * record time; docs/kit.md, a moving end). It reads the end once, from just before the map's last item; when an item
 * arrived since the map (or with --moving-end) it reads it again after each of a few pauses, each time going back
 * BACK items over what it read. A history whose end stood still has nothing to show: the check says so, skipped.
 */
export const dMovingEnd = defineCheck({
  id: 'd-moving-end',
  title: 'A moving end serves each item once, in its place',
  operation: 'D',
  evidence: { of: 'events read again after the end moved' },
  groups: ['scan'],
  unjudgeable: STILL,
  // One watch a run, whatever --runs says: its pauses are what it costs.
  maxRuns: 0,
  inputs: () => fc.constant('watch'),
  examples: () => ['watch'],
  asks: ['watch'],
  probe: async (_input, ctx) => {
    const { map } = ctx;
    const last = map.last;
    // A map cut short knows no end: the watch begins at the last item it knew, and only --moving-end starts it.
    const endKnown = map.complete;
    const from = last ?? (endKnown ? null : (knownPositions(ctx).at(-1) ?? null));
    const reads: EndRead[] = [await readEnd(ctx, from ? justBefore(from) : undefined)];
    const first = reads[0] as EndRead;
    const watch = (pauses: number): { watch: Watch } => ({ watch: { reads, last, endKnown, pauses } });
    if (!first.page || (!(endKnown && reachesPast(first, last)) && !ctx.movingEnd)) return watch(0);
    for (const ms of PAUSES_MS) {
      await ctx.pause(ms);
      const read = await readEnd(ctx, nextCursor(reads[reads.length - 1] as EndRead));
      reads.push(read);
      if (!read.page) break;
    }
    return watch(reads.length - 1);
  },
  verify: (_input, { watch }, ctx) => judgeWatch(watch, ctx.movingEnd),
});
