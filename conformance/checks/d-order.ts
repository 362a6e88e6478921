import fc from 'fast-check';
import { defineCheck, failure, type Finding } from '../check.js';
import { pageRequestBody } from '../arbitraries/pages.js';
import type { Exchange } from '../client.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  positionOf,
  type EventItem,
  type Position,
} from '../events.js';
import { eventsRequest } from '../requests.js';

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
 * from one page to the next (upstream scan.yaml getEventHistory).
 */
export const dOrder = defineCheck({
  id: 'd-order',
  title: 'Events are strictly ascending within and across pages',
  operation: 'D',
  groups: ['scan'],
  inputs: (ctx) => fc.tuple(pageRequestBody(ctx, 200), fc.integer({ min: 1, max: 200 })),
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
    for (const exchange of pages) {
      const before: Position | null = previous;
      let found: Finding | null = null;
      const verdict = eachEvent(
        exchange,
        (item) => {
          if (found) return;
          const p = positionOf(item);
          if (!p) return;
          if (previous && comparePositions(previous, p) >= 0) {
            found = failure(
              `the event after ${describePosition(previous)} to be later`,
              `the next event is at ${describePosition(p)}`,
              exchange,
            );
            return;
          }
          previous = p;
        },
        // Positions only: the update's tree of events is left out.
        'outline',
      );
      // A body that is no page has no events, whatever was read of it before that was found out.
      if (!verdict.page) previous = before;
      else if (found) return [found];
    }
    return [];
  },
});
