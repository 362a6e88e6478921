import fc from 'fast-check';
import { defineCheck, failure, judged, warning } from '../check.js';
import { anyRequest, badRequest, badRequestExamples, goodRequestExamples } from '../arbitraries/requests.js';
import { withoutBody } from '../reading/events.js';
import { isJsonType } from '../reading/json.js';
import { EVERY_OPERATION } from '../../common/api.js';

/** Every response, errors included, is served as JSON (docs/api.md section 4: all bodies are application/json). */
export const contentTypeJson = defineCheck({
  id: 'content-type-json',
  title: 'Responses are served as application/json',
  operation: EVERY_OPERATION,
  evidence: { of: 'answers' },
  groups: [],
  examples: (ctx) => [...goodRequestExamples(ctx), ...badRequestExamples(ctx)],
  inputs: (ctx) => fc.oneof(anyRequest(ctx), badRequest(ctx)),
  asks: ['response'],
  // Only the headers and status are judged: the body is read lent and not kept.
  probe: async (request, ctx) => ({ response: await ctx.send(request, withoutBody) }),
  verify: (_request, { response: exchange }, ctx) => {
    if (isJsonType(exchange.contentType)) return judged([]);
    if (ctx.dialect === 'splice' && exchange.status >= 400 && /^text\/plain/i.test(exchange.contentType ?? '')) {
      return judged([
        warning(
          'Content-Type: application/json',
          `${exchange.contentType ?? ''} on a ${exchange.status} (tolerated in the splice dialect)`,
          exchange,
        ),
      ]);
    }
    return judged([
      failure('Content-Type: application/json', `Content-Type: ${exchange.contentType ?? '(none)'}`, exchange),
    ]);
  },
});
