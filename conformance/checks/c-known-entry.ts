import fc from 'fast-check';
import { defineCheck, failure, shown } from '../check.js';
import { entryRequest } from '../requests.js';
import { isObject } from './shared.js';

/** C: a party with an entry answers 200 with an entry whose user is that party (spec section 4.C). */
export const cKnownEntry = defineCheck({
  id: 'c-known-entry',
  title: "A party's entry answers 200 and belongs to that party",
  operation: 'C',
  groups: ['validator'],
  needs: (facts) => (facts.partiesWithEntry.length > 0 ? null : 'no party with a name entry known (give --profile)'),
  examples: (ctx) => ctx.facts.partiesWithEntry.slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...ctx.facts.partiesWithEntry),
  probe: async (party, ctx) => [await ctx.send(entryRequest(ctx.urls, party))],
  verify: (party, [exchange]) => {
    if (!exchange) return [];
    const entry = isObject(exchange.json) && isObject(exchange.json['entry']) ? exchange.json['entry'] : null;
    if (exchange.status !== 200 || !entry) return [failure('200 with {"entry": ...}', shown(exchange), exchange)];
    if (entry['user'] !== party)
      return [failure(`entry.user = ${party}`, `entry.user = ${JSON.stringify(entry['user'])}`, exchange)];
    return [];
  },
});
