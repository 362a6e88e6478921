import { failure, type Check, type Finding } from '../check.js';
import type { Exchange } from '../client.js';
import { pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eachEvent, pageProblem, type EventItem } from '../events.js';
import { eventsRequest } from '../requests.js';

/**
 * The shape shared by the item-level checks: fetch a page from anywhere in the history, and apply a pure rule to
 * each of its items.
 */
export const itemPage: Pick<Check<PageInput, 'page'>, 'groups' | 'inputs' | 'asks' | 'probe'> = {
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx, 200),
  asks: ['page'],
  probe: async (body, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, body)) }),
};

/**
 * Applies a rule to each item of the page; the first item that breaks it is the finding. An answer other than 200
 * has no items to judge: that is d-page-size-bound's finding, on pages drawn the same way. The items are read one
 * at a time (events.ts, eachEvent), every one of them, so that a body that is no page is still found out as one.
 */
export function eachItem(
  exchange: Exchange,
  rule: (item: EventItem, index: number) => Omit<Finding, 'exchange'> | null,
): Finding[] {
  if (exchange.status !== 200) return [];
  let found: Finding | null = null;
  const verdict = eachEvent(exchange, (item: unknown, i) => {
    if (found) return;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      found = failure('every event an object', `events[${i}] is ${JSON.stringify(item)}`, exchange);
      return;
    }
    const finding = rule(item as EventItem, i);
    if (finding) found = { ...finding, received: `events[${i}]: ${finding.received}`, exchange };
  });
  if (!verdict.page) return [failure('{"events": [...]}', pageProblem(exchange) ?? '', exchange)];
  return found ? [found] : [];
}
