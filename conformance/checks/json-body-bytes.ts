import fc from 'fast-check';
import { defineCheck, failure, judged, warning } from '../check.js';
import { anyRequest, badRequest, badRequestExamples, goodRequestExamples } from '../arbitraries/requests.js';
import { bodyBytes, type Exchange } from '../client/exchange.js';
import { ownCopy } from '../reading/events.js';
import { jsonBytesProblem, type BytesProblem } from '../reading/json-bytes.js';
import { isJsonType } from '../reading/json.js';
import { EVERY_OPERATION } from '../../common/api.js';

/** What the check keeps of an answer: its problem, found while the body was lent, and a copy to show. */
interface BodyBytes {
  readonly exchange: Exchange;
  /** False for an answer not served as JSON: content-type-json judges that, and its bytes are no JSON text. */
  readonly served: boolean;
  readonly problem: BytesProblem | null;
}

/** The bytes of a lent answer judged in place (reading/json-bytes.ts): no copy of a large body is made. */
function bodyBytesOf(exchange: Exchange): BodyBytes {
  const copy = ownCopy(exchange);
  if (!isJsonType(exchange.contentType)) return { exchange: copy, served: false, problem: null };
  return { exchange: copy, served: true, problem: jsonBytesProblem(bodyBytes(exchange)) };
}

/**
 * Every answer served as JSON is one JSON text as bytes (docs/kit.md, bodies read as bytes; RFC 8259 sections 2 and
 * 8.1): UTF-8, without a byte order mark, one value and nothing after it but white space. The kit's other readers
 * take a body as fetch's text() does, which drops a byte order mark and replaces bytes that are not UTF-8; other
 * clients' parsers refuse both.
 */
export const jsonBodyBytes = defineCheck({
  id: 'json-body-bytes',
  title: 'JSON bodies are one JSON text in UTF-8, without a byte order mark',
  operation: EVERY_OPERATION,
  evidence: { of: 'answers served as JSON read as bytes' },
  groups: [],
  examples: (ctx) => [...goodRequestExamples(ctx), ...badRequestExamples(ctx)],
  inputs: (ctx) => fc.oneof(anyRequest(ctx), badRequest(ctx)),
  asks: ['response'],
  probe: async (request, ctx) => ({
    response: await ctx.send(request, bodyBytesOf),
  }),
  verify: (_request, { response: { exchange, served, problem } }: { response: BodyBytes }, ctx) => {
    if (!served) return judged([], 0);
    if (problem === null) return judged([]);
    const expected = 'one JSON text in UTF-8: no byte order mark, one value, nothing after it but white space';
    // docs/deployments.md, errors: the reference answers body and content-type problems in plain text.
    const plainError = ctx.dialect === 'splice' && [400, 405, 415].includes(exchange.status);
    if (plainError && (problem.rule === 'not-json' || problem.rule === 'empty'))
      return judged([
        warning(expected, `${problem.text} in a ${exchange.status} (tolerated in the splice dialect)`, exchange),
      ]);
    return judged([failure(expected, `${exchange.status} with ${problem.text}`, exchange)]);
  },
});
