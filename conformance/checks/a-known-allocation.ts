import fc from 'fast-check';
import { defineCheck, expectStatus } from '../check.js';
import { withdrawRequest } from '../client/requests.js';

/** A: the withdraw context of a known, active allocation is a 200 (docs/api.md sections 3 and 4.A). */
export const aKnownAllocation = defineCheck({
  id: 'a-known-allocation',
  title: 'A known allocation answers 200',
  operation: 'A',
  evidence: { of: 'answers for live allocations' },
  groups: ['registry'],
  needs: (facts) => (facts.knownAllocationIds.length > 0 ? null : 'no live allocation id known'),
  examples: (ctx) => ctx.facts.knownAllocationIds.slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...ctx.facts.knownAllocationIds),
  asks: ['context'],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context }) => expectStatus(context, 200, 'the allocation is known'),
});
