import type fc from 'fast-check';
import { failure, type CheckContext, type Finding } from '../check.js';
import type { Exchange } from '../client.js';
import { pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eventsOf, pageProblem, type EventItem } from '../events.js';
import { eventsRequest } from '../requests.js';

/**
 * The shape shared by the item-level checks: fetch a page from anywhere in the history, and apply a pure rule to
 * each of its items.
 */
export const itemPage = {
  groups: ['scan'] as const,
  inputs: (ctx: CheckContext): fc.Arbitrary<PageInput> => pageRequestBody(ctx, 200),
  probe: async (body: PageInput, ctx: CheckContext): Promise<Exchange[]> => [
    await ctx.send(eventsRequest(ctx.urls, body)),
  ],
};

/** Applies a rule to each item of the page; the first item that breaks it is the finding. */
export function eachItem(
  exchanges: readonly Exchange[],
  rule: (item: EventItem, index: number) => Omit<Finding, 'exchange'> | null,
): Finding[] {
  const exchange = exchanges[0];
  if (!exchange || exchange.status !== 200) return [];
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
