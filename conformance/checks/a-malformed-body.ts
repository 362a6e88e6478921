import fc from 'fast-check';
import { defineCheck, expectStatus } from '../check.js';
import { malformedContextBody, malformedContextExamples } from '../arbitraries/bodies.js';
import { withdrawRequest } from '../client/requests.js';

/** A: a body that is not a GetChoiceContextRequest (wrong types, not JSON) is a 400 (docs/api.md section 4.A). */
export const aMalformedBody = defineCheck({
  id: 'a-malformed-body',
  title: 'A malformed withdraw-context body answers 400',
  operation: 'A',
  evidence: { of: 'answers to malformed bodies' },
  groups: ['registry'],
  needs: (facts) => (facts.knownAllocationIds.length > 0 ? null : 'no live allocation id known'),
  examples: (ctx) =>
    malformedContextExamples.map((body): [string, string] => [ctx.facts.knownAllocationIds[0] ?? '', body]),
  inputs: (ctx) => fc.tuple(fc.constantFrom(...ctx.facts.knownAllocationIds), malformedContextBody),
  asks: ['context'],
  probe: async ([id, body], ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, body)) }),
  verify: (_input, { context }) => expectStatus(context, 400, 'the body is not a GetChoiceContextRequest'),
});
