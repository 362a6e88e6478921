import { defineCheck, failure, judged, warning } from '../check.js';
import { badRequest, badRequestExamples } from '../arbitraries/requests.js';
import { judgedShape } from '../reading/json-shape.js';
import { schemaProblems } from './shared.js';
import { EVERY_OPERATION } from '../../common/api.js';

/** Every error answer is an ErrorResponse `{"error": "..."}` (docs/api.md section 7). */
export const errorSchema = defineCheck({
  id: 'error-schema',
  title: 'Error responses are ErrorResponse objects',
  operation: EVERY_OPERATION,
  evidence: { of: 'error answers checked against ErrorResponse' },
  groups: [],
  examples: badRequestExamples,
  inputs: badRequest,
  asks: ['response'],
  probe: async (request, ctx) => ({ response: await ctx.send(request) }),
  verify: (_request, { response: exchange }, ctx) => {
    // A success to a bad request is the finding of the check for that request; it is no error answer to judge.
    if (exchange.status < 400) return judged([], 0);
    // Its shape only: a long string in it is not read whole (reading/json-shape.ts).
    const body = judgedShape(exchange);
    const problems = body === undefined ? 'the body is not JSON' : schemaProblems('error-response', body);
    if (!problems) return judged([]);
    // docs/deployments.md, errors: the reference answers body and content-type problems in plain text.
    if (ctx.dialect === 'splice' && body === undefined && [400, 405, 415].includes(exchange.status)) {
      return judged([
        warning(
          'an ErrorResponse body',
          `plain text for a ${exchange.status} (tolerated in the splice dialect)`,
          exchange,
        ),
      ]);
    }
    return judged([failure('an ErrorResponse body: {"error": "<text>"}', problems, exchange)]);
  },
});
