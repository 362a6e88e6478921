import type fc from 'fast-check';
import type { CheckContext, Finding } from '../check.js';
import type { Exchange } from '../client.js';
import { pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eventsOf, type EventItem } from '../events.js';
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
  const items = eventsOf(exchange);
  for (let i = 0; i < items.length; i++) {
    const finding = rule(items[i] as EventItem, i);
    if (finding) return [{ ...finding, received: `events[${i}]: ${finding.received}`, exchange }];
  }
  return [];
}
