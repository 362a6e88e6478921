import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Check } from '../check.js';
import { entryRequest } from '../client/requests.js';
import { isObject } from '../reading/json.js';

/** The shape of the C checks over known parties: every party of the facts, then random picks among them. */
export const entryOfKnownParty: Pick<
  Check<string, 'entry'>,
  'groups' | 'needs' | 'examples' | 'inputs' | 'asks' | 'probe'
> = {
  groups: ['validator'],
  needs: (facts) => (facts.partiesWithEntry.length > 0 ? null : 'no party with a name entry known'),
  examples: (ctx) => ctx.facts.partiesWithEntry.slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...ctx.facts.partiesWithEntry),
  asks: ['entry'],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) }),
};

/** C: a party with an entry answers 200 with an entry whose user is that party (docs/api.md section 4.C). */
export const cKnownEntry = defineCheck({
  id: 'c-known-entry',
  title: "A party's entry answers 200 and belongs to that party",
  operation: 'C',
  evidence: { of: 'answers for parties with an entry' },
  ...entryOfKnownParty,
  verify: (party, { entry: exchange }) => {
    const entry = isObject(exchange.json) && isObject(exchange.json['entry']) ? exchange.json['entry'] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...}', shown(exchange), exchange)]);
    if (entry['user'] !== party)
      return judged([failure(`entry.user = ${party}`, `entry.user = ${JSON.stringify(entry['user'])}`, exchange)]);
    return judged([]);
  },
});
