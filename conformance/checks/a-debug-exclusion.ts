import fc from 'fast-check';
import { defineCheck } from '../check.js';
import { withdrawRequest } from '../client/requests.js';
import { verifyDebugExclusion } from './shared.js';

/** A: excludeDebugFields leaves out every debug* field and nothing else (docs/api.md section 2). */
export const aDebugExclusion = defineCheck({
  id: 'a-debug-exclusion',
  title: 'excludeDebugFields removes exactly the debug fields (A)',
  operation: 'A',
  evidence: { of: 'pairs of answers with and without debug fields' },
  groups: ['registry'],
  needs: (facts) => (facts.knownAllocationIds.length > 0 ? null : 'no live allocation id known'),
  examples: (ctx) => ctx.facts.knownAllocationIds.slice(0, 100).map((id): [string, Record<string, string>] => [id, {}]),
  inputs: (ctx) =>
    fc.tuple(
      fc.constantFrom(...ctx.facts.knownAllocationIds),
      fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
    ),
  asks: ['full', 'lean'],
  probe: async ([id, meta], ctx) => ({
    full: await ctx.send(withdrawRequest(ctx.urls, id, { meta, excludeDebugFields: false })),
    lean: await ctx.send(withdrawRequest(ctx.urls, id, { meta, excludeDebugFields: true })),
  }),
  verify: (_input, { full, lean }, ctx) => verifyDebugExclusion(full, lean, ctx),
});
