import { defineCheck, failure, judged, shown } from '../check.js';
import type { Exchange } from '../client/client.js';
import { pageRequestBody } from '../arbitraries/pages.js';
import { eachEvent, ownCopy, pageProblem, withoutBody } from '../reading/events.js';
import { eventsRequest } from '../client/requests.js';

/** What the check keeps of an answer: its count of events, not its body. */
interface Counted {
  /** The answer without its body; whole when it is not a 200, for the failure to show it. */
  readonly exchange: Exchange;
  /** Events of a 200 page; null when the answer is not one. */
  readonly count: number | null;
  /** Why a 200 is no page (`pageProblem`), or null. */
  readonly problem: string | null;
}

/**
 * Counts the events of an answer one at a time from its lent body (client/client.ts, Ask): pages of up to 1000 events,
 * a hundred times a run, leave no garbage behind.
 */
function countOf(exchange: Exchange): Counted {
  if (exchange.status !== 200) return { exchange: ownCopy(exchange), count: null, problem: null };
  // Each event found to be JSON, none parsed.
  const verdict = eachEvent(exchange, () => {}, 'checked');
  return verdict.page
    ? { exchange: withoutBody(exchange), count: verdict.items, problem: null }
    : { exchange: withoutBody(exchange), count: null, problem: pageProblem(exchange) ?? '' };
}

/** D: any page_size in 1..1000 answers 200 with at most that many events (docs/api.md sections 4.D and 8). */
export const dPageSizeBound = defineCheck({
  id: 'd-page-size-bound',
  title: 'A page holds at most page_size events',
  operation: 'D',
  evidence: { of: 'pages with events' },
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx),
  asks: ['page'],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body), countOf) }),
  verify: (body, { page: { exchange, count, problem } }) => {
    if (exchange.status !== 200) return judged([failure('200 for a valid page_size', shown(exchange), exchange)]);
    if (count === null) return judged([failure('{"events": [...]}', problem ?? '', exchange)]);
    // An empty page holds at most any number of events: only a page with events shows the bound kept.
    return judged(
      count <= body.page_size ? [] : [failure(`at most ${body.page_size} events`, `${count} events`, exchange)],
      count > 0 ? 1 : 0,
    );
  },
});
