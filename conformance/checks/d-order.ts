import fc from 'fast-check';
import { defineCheck, failure, type Finding } from '../check.js';
import { pageRequestBody } from '../arbitraries/pages.js';
import { comparePositions, cursorOf, describePosition, eventsOf, positionOf, type EventItem } from '../events.js';
import { eventsRequest } from '../requests.js';

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
  probe: async ([first, secondSize], ctx) => {
    const one = await ctx.send(eventsRequest(ctx.urls, first));
    const events = eventsOf(one);
    const last = events.length > 0 ? positionOf(events[events.length - 1] as EventItem) : null;
    if (!last) return [one];
    return [one, await ctx.send(eventsRequest(ctx.urls, { page_size: secondSize, after: cursorOf(last) }))];
  },
  verify: (_input, exchanges) => {
    const findings: Finding[] = [];
    let previous: ReturnType<typeof positionOf> = null;
    for (const exchange of exchanges) {
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
