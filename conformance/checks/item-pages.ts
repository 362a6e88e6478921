import { failure, judged, shown, type Check, type Finding, type Judgement } from '../check.js';
import type { Exchange } from '../client/client.js';
import { pageExamples, pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eachEvent, pageProblem, type EventItem } from '../reading/events.js';
import { eventsRequest } from '../client/requests.js';

/** Items of each page every run reads at the map's fixed places: enough to hold the item there and its neighbours. */
const EXAMPLE_PAGE = 5;

/**
 * The shape shared by the item-level checks: fetch a page from anywhere in the history (and, every run, a short
 * page at each of the map's places: both sides of every boundary, every sampled item, the end), and apply a pure
 * rule to each of its items.
 */
export const itemPage: Pick<Check<PageInput, 'page'>, 'groups' | 'inputs' | 'examples' | 'asks' | 'probe'> = {
  groups: ['scan'],
  // Many places rather than long pages: a rule of one item is as likely broken anywhere in the history.
  inputs: (ctx) => pageRequestBody(ctx, 100),
  examples: (ctx) => pageExamples(ctx, EXAMPLE_PAGE),
  asks: ['page'],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body)) }),
};

/**
 * What a rule makes of one item: a finding when the item breaks it, `kept` when it keeps it, `none` when the item
 * has nothing the rule judges (a verdict rule on an item without a verdict): that item is no evidence.
 */
export type ItemVerdict = Omit<Finding, 'exchange'> | 'kept' | 'none';

/**
 * Applies a rule to each item of the page; the first item that breaks it is the finding, and the items the rule judged
 * are the evidence. The request was a valid one: an answer other than a 200 page is a failure, never stepped over. The
 * items are read one at a time (reading/events.ts, eachEvent), every one of them, so that a body that is no page is
 * still found out as one.
 */
export function eachItem(exchange: Exchange, rule: (item: EventItem, index: number) => ItemVerdict): Judgement {
  if (exchange.status !== 200)
    return judged([failure('200 with a page (the request was a valid one)', shown(exchange), exchange)]);
  let found: Finding | null = null;
  let judgedItems = 0;
  const verdict = eachEvent(exchange, (item: unknown, i) => {
    if (found) return;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      found = failure('every event an object', `events[${i}] is ${JSON.stringify(item)}`, exchange);
      return;
    }
    const finding = rule(item as EventItem, i);
    if (finding === 'none') return;
    judgedItems++;
    if (finding !== 'kept') found = { ...finding, received: `events[${i}]: ${finding.received}`, exchange };
  });
  if (!verdict.page) return judged([failure('{"events": [...]}', pageProblem(exchange) ?? '', exchange)]);
  return judged(found ? [found] : [], judgedItems);
}
