import fc from 'fast-check';
import { defineCheck, failure, judged, shown } from '../check.js';
import { factoryRequest } from '../client/requests.js';
import { isObject } from '../reading/json.js';

/** B: valid choiceArguments answer 200 with a factory id and a choice context (docs/api.md section 4.B). */
export const bFactory = defineCheck({
  id: 'b-factory',
  title: 'Valid choiceArguments answer 200 with a factory and a context',
  operation: 'B',
  evidence: { of: 'answers to valid choiceArguments' },
  groups: ['registry'],
  needs: (facts) => (facts.factoryChoiceArguments ? null : 'no factory choiceArguments known'),
  inputs: () => fc.boolean(),
  asks: ['factory'],
  probe: async (excludeDebugFields, ctx) => ({
    factory: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields }),
    ),
  }),
  verify: (_input, { factory: exchange }) => {
    const body = isObject(exchange.json) ? exchange.json : {};
    const context = isObject(body['choiceContext']) ? body['choiceContext'] : null;
    if (exchange.status !== 200 || typeof body['factoryId'] !== 'string' || body['factoryId'] === '' || !context) {
      return judged([failure('200 with a non-empty factoryId and a choiceContext', shown(exchange), exchange)]);
    }
    return judged([]);
  },
});
