import { failure, type Check, type Finding } from '../check.js';
import type { Exchange } from '../client.js';
import { pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eventsOf, pageProblem, type EventItem } from '../events.js';
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
 * has no items to judge: that is d-page-size-bound's finding, on pages drawn the same way.
 */
export function eachItem(
  exchange: Exchange,
  rule: (item: EventItem, index: number) => Omit<Finding, 'exchange'> | null,
): Finding[] {
  if (exchange.status !== 200) return [];
  const problem = pageProblem(exchange);
  if (problem) return [failure('{"events": [...]}', problem, exchange)];
  const items = eventsOf(exchange);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as unknown;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return [failure('every event an object', `events[${i}] is ${JSON.stringify(item)}`, exchange)];
    }
    const finding = rule(item as EventItem, i);
    if (finding) return [{ ...finding, received: `events[${i}]: ${finding.received}`, exchange }];
  }
  return [];
}
