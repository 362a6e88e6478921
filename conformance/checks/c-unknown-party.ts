import { defineCheck, expectStatus } from '../check.js';
import { unknownParty } from '../arbitraries/ids.js';
import { entryRequest } from '../client/requests.js';

/** C: a well-formed party id the target cannot know answers 404. */
export const cUnknownParty = defineCheck({
  id: 'c-unknown-party',
  title: 'An unknown party answers 404',
  operation: 'C',
  evidence: { of: 'answers for unknown parties' },
  groups: ['validator'],
  examples: () => [`no-such-party::1220${'ab'.repeat(32)}`],
  inputs: (ctx) => unknownParty(new Set([...ctx.facts.partiesWithEntry, ...ctx.facts.partiesWithoutEntry])),
  asks: ['entry'],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) }),
  verify: (_party, { entry }) => expectStatus(entry, 404, 'the party has no entry'),
});
