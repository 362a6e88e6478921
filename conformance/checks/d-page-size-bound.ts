import { defineCheck, failure, shown } from '../check.js';
import { pageRequestBody } from '../arbitraries/pages.js';
import { eventsOf, pageProblem } from '../events.js';
import { eventsRequest } from '../requests.js';

/** D: any page_size in 1..1000 answers 200 with at most that many events (spec sections 4.D and 8). */
export const dPageSizeBound = defineCheck({
  id: 'd-page-size-bound',
  title: 'A page holds at most page_size events',
  operation: 'D',
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx),
  asks: ['page'],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body)) }),
  verify: (body, { page: exchange }) => {
    if (exchange.status !== 200) return [failure('200 for a valid page_size', shown(exchange), exchange)];
    const problem = pageProblem(exchange);
    if (problem) return [failure('{"events": [...]}', problem, exchange)];
    const count = eventsOf(exchange).length;
    return count <= body.page_size ? [] : [failure(`at most ${body.page_size} events`, `${count} events`, exchange)];
  },
});
