import { failure, judged, shown, type Check, type Finding, type Judgement } from '../check.js';
import type { Exchange } from '../client/client.js';
import { pageExamples, pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eachEvent, pageProblem, positionOf, type EventItem } from '../reading/events.js';
import { eventsRequest } from '../client/requests.js';
import type { ItemJudging, ItemRule } from '../items/rule.js';
import { isObject } from '../reading/json.js';

/** Items of each page every run reads at the map's fixed places: enough to hold the item there and its neighbours. */
const EXAMPLE_PAGE = 5;

/**
 * A check of an item rule (items/rule.ts): it reads pages from anywhere in the history (and, every run, a short page
 * at each of the map's places: both sides of every boundary, every sampled item, the end), and its rule judges every
 * item of them, as it judges every item the run reads (items/judge.ts): its verdict is the rule's over all of them
 * (run/item-results.ts). Its own verify holds only that each answer is a page.
 */
export const itemCheck = (
  rule: ItemRule,
): Pick<Check<PageInput, 'page'>, 'groups' | 'inputs' | 'examples' | 'asks' | 'probe' | 'verify' | 'itemRule'> => ({
  groups: ['scan'],
  // Many places rather than long pages: a rule of one item is as likely broken anywhere in the history.
  inputs: (ctx) => pageRequestBody(ctx, 100),
  examples: (ctx) => pageExamples(ctx, EXAMPLE_PAGE),
  asks: ['page'],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body)) }),
  verify: (_body, { page }) => (isPage(page) ? judged([], 0) : pageFailure(page)),
  itemRule: rule,
});

/** True for a 200 page; its items are the item rules' to judge. */
const isPage = (exchange: Exchange): boolean => exchange.status === 200 && pageProblem(exchange) === null;

/** The request was a valid one: an answer other than a 200 page is a failure, never stepped over. */
function pageFailure(exchange: Exchange): Judgement {
  if (exchange.status !== 200)
    return judged([failure('200 with a page (the request was a valid one)', shown(exchange), exchange)]);
  return judged([failure('{"events": [...]}', pageProblem(exchange) ?? '', exchange)]);
}

/**
 * Applies a rule to each item of one page alone; the first item that breaks it is the finding, and the items the rule
 * judged are the evidence (or what the rule counts). For tests of a rule, and for the judging of one page.
 */
export function eachItem(exchange: Exchange, judging: ItemJudging): Judgement {
  if (!isPage(exchange)) return pageFailure(exchange);
  let found: Finding | null = null;
  let judgedItems = 0;
  eachEvent(exchange, (item: unknown, index) => {
    if (found) return;
    if (!isObject(item)) {
      found = failure('every event an object', `events[${index}] is ${JSON.stringify(item)}`, exchange);
      return;
    }
    const verdict = judging.judge(item as EventItem, { index, position: positionOf(item as EventItem) });
    if (verdict === 'none') return;
    judgedItems++;
    if (verdict !== 'kept') found = { ...verdict, received: `events[${index}]: ${verdict.received}`, exchange };
  });
  const examined = judging.examined?.() ?? judgedItems;
  return judged(found ? [found] : [], found ? Math.max(examined, 1) : examined);
}
