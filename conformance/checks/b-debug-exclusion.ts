import fc from 'fast-check';
import { defineCheck } from '../check.js';
import { factoryRequest } from '../client/requests.js';
import { verifyDebugExclusion } from './shared.js';

/** B: excludeDebugFields leaves out every debug* field and nothing else (docs/api.md section 4.B). */
export const bDebugExclusion = defineCheck({
  id: 'b-debug-exclusion',
  title: 'excludeDebugFields removes exactly the debug fields (B)',
  operation: 'B',
  evidence: { of: 'pairs of answers with and without debug fields' },
  groups: ['registry'],
  needs: (facts) => (facts.factoryChoiceArguments ? null : 'no factory choiceArguments known'),
  maxRuns: 5,
  inputs: () => fc.constant(null),
  asks: ['full', 'lean'],
  probe: async (_input, ctx) => ({
    full: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields: false }),
    ),
    lean: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields: true }),
    ),
  }),
  verify: (_input, { full, lean }, ctx) => verifyDebugExclusion(full, lean, ctx),
});
