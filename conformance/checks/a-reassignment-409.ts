import fc from 'fast-check';
import { defineCheck, expectStatus } from '../check.js';
import { withdrawRequest } from '../client/requests.js';

/** A: an allocation whose contracts are being reassigned is a 409 (docs/api.md sections 2, 3 and 7). */
export const aReassignment409 = defineCheck({
  id: 'a-reassignment-409',
  title: 'An allocation in reassignment answers 409',
  operation: 'A',
  evidence: { of: 'answers for allocations in reassignment' },
  groups: ['registry'],
  needs: (facts) => (facts.reassigningAllocationIds.length > 0 ? null : 'no allocation in reassignment known'),
  examples: (ctx) => ctx.facts.reassigningAllocationIds.slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...ctx.facts.reassigningAllocationIds),
  asks: ['context'],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context }) => expectStatus(context, 409, 'a contract to disclose is being reassigned'),
});
