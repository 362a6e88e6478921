import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Finding } from '../check.js';
import { pageExamples, pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import type { Exchange } from '../client/client.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  pageProblem,
  positionOf,
  type EventItem,
  type Position,
} from '../reading/events.js';
import { eventsRequest } from '../client/requests.js';

/** The position of a page's last event, read one event at a time; null when it has none, or is no page. */
function lastPosition(exchange: Exchange): Position | null {
  let last: EventItem | undefined;
  const verdict = eachEvent(
    exchange,
    (item) => {
      last = item;
    },
    'outline',
  );
  return verdict.page && last ? positionOf(last) : null;
}

/** A page, and the page after it when the first gives a cursor. */
type Pages = readonly [Exchange] | readonly [Exchange, Exchange];

/**
 * D: events are strictly ascending by (migration id, record time compared as an instant), within a page and
 * from one page to the next (docs/deployments.md, getEventHistory). Pages come from the whole history: every run
 * reads two short pages at each of the map's places, so that the pages span every migration boundary and reach
 * the end. Both requests are valid: an answer other than a 200 page fails, never stepped over.
 */
export const dOrder = defineCheck({
  id: 'd-order',
  title: 'Events are strictly ascending within and across pages',
  operation: 'D',
  evidence: { of: 'pairs of consecutive events' },
  groups: ['scan'],
  inputs: (ctx) => fc.tuple(pageRequestBody(ctx, 200), fc.integer({ min: 1, max: 200 })),
  examples: (ctx) => pageExamples(ctx, 2).map((page): [PageInput, number] => [page, 3]),
  // One answer, the pages in order: the second is asked for only when the first ends with a cursor to follow.
  asks: ['pages'],
  probe: async ([first, secondSize], ctx) => {
    const one = await ctx.send(eventsRequest(ctx.urls, first));
    const last = lastPosition(one);
    const pages: Pages = last
      ? [one, await ctx.send(eventsRequest(ctx.urls, { page_size: secondSize, after: cursorOf(last) }))]
      : [one];
    return { pages };
  },
  verify: (_input, { pages }) => {
    let previous: Position | null = null;
    let pairs = 0;
    for (const exchange of pages) {
      if (exchange.status !== 200)
        return judged([failure('200 with a page (the request was a valid one)', shown(exchange), exchange)]);
      let found: Finding | null = null;
      const verdict = eachEvent(
        exchange,
        (item) => {
          if (found) return;
          const p = positionOf(item);
          // An item without a position is response-schema's finding: the pair around it is not judged.
          if (!p) {
            previous = null;
            return;
          }
          if (previous) {
            pairs++;
            if (comparePositions(previous, p) >= 0) {
              found = failure(
                `the event after ${describePosition(previous)} to be later`,
                `the next event is at ${describePosition(p)}`,
                exchange,
              );
              return;
            }
          }
          previous = p;
        },
        // Positions only: the update's tree of events is left out.
        'outline',
      );
      if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? '', exchange)]);
      if (found) return judged([found], pairs);
    }
    return judged([], pairs);
  },
});
