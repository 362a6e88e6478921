import fc from 'fast-check';
import { defineCheck, failure, type Finding } from '../check.js';
import { pageRequestBody } from '../arbitraries/pages.js';
import type { Exchange } from '../client.js';
import { comparePositions, cursorOf, describePosition, eventsOf, positionOf } from '../events.js';
import { eventsRequest } from '../requests.js';

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
    const lastItem = eventsOf(one).at(-1);
    const last = lastItem ? positionOf(lastItem) : null;
    const pages: Pages = last
      ? [one, await ctx.send(eventsRequest(ctx.urls, { page_size: secondSize, after: cursorOf(last) }))]
      : [one];
    return { pages };
  },
  verify: (_input, { pages }) => {
    const findings: Finding[] = [];
    let previous: ReturnType<typeof positionOf> = null;
    for (const exchange of pages) {
      for (const item of eventsOf(exchange)) {
        const p = positionOf(item);
        if (!p) continue;
        if (previous && comparePositions(previous, p) >= 0) {
          findings.push(
            failure(
              `the event after ${describePosition(previous)} to be later`,
              `the next event is at ${describePosition(p)}`,
              exchange,
            ),
          );
          return findings;
        }
        previous = p;
      }
    }
    return findings;
  },
});
