import { defineCheck, expectStatus } from '../check.js';
import { malformedFactoryBody, malformedFactoryExamples } from '../arbitraries/bodies.js';
import { factoryRequest } from '../client/requests.js';

/**
 * B: a body without choiceArguments, or with choiceArguments that is not an object, is a 400 (docs/api.md section 4.B).
 */
export const bMalformedBody = defineCheck({
  id: 'b-malformed-body',
  title: 'Missing or non-object choiceArguments answer 400',
  operation: 'B',
  evidence: { of: 'answers to malformed bodies' },
  groups: ['registry'],
  examples: () => malformedFactoryExamples,
  inputs: () => malformedFactoryBody,
  asks: ['factory'],
  probe: async (body, ctx) => ({ factory: await ctx.send(factoryRequest(ctx.urls, body)) }),
  verify: (_body, { factory }) => expectStatus(factory, 400, 'choiceArguments is required and must be an object'),
});
