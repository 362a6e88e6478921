import { defineCheck, expectStatus } from '../check.js';
import { unknownAllocationId } from '../arbitraries/ids.js';
import { withdrawRequest } from '../client/requests.js';

/** A: an allocation id the target cannot know, URL-hostile characters included, is a 404 (docs/api.md section 4.A). */
export const aUnknownAllocation = defineCheck({
  id: 'a-unknown-allocation',
  title: 'An unknown allocation id answers 404',
  operation: 'A',
  evidence: { of: 'answers for unknown allocation ids' },
  groups: ['registry'],
  examples: () => [
    'no-such-allocation',
    `00${'0'.repeat(64)}ca001220${'0'.repeat(64)}`,
    'a/b',
    'a?b#c',
    '100%',
    ' ',
    '\u00e9',
  ],
  inputs: (ctx) =>
    unknownAllocationId(
      new Set([
        ...ctx.facts.knownAllocationIds,
        ...ctx.facts.reassigningAllocationIds,
        ...ctx.facts.withdrawnAllocationIds,
      ]),
    ),
  asks: ['context'],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context }) => expectStatus(context, 404, 'no such allocation'),
});
