import { defineCheck, failure, judged, warning, type Finding } from '../check.js';
import type { Exchange, Operation } from '../client/client.js';
import { eachEvent } from '../reading/events.js';
import { judgedShape } from '../reading/json-shape.js';
import { anyRequest, goodRequestExamples, succeedingWith } from '../arbitraries/requests.js';
import type { SchemaName } from '../../common/schemas/registry.js';
import { EVERY_OPERATION, isPaged, OPERATIONS } from '../../common/api.js';
import { schemaProblems, withoutNullFields } from './shared.js';

/** The schema of a 200 (common/api.ts); its type holds every name in the table to a schema that exists. */
const successSchemaOf = (operation: Operation): SchemaName => OPERATIONS[operation].success;

/** What the schema check finds in a body: its problems, and the null fields removed first in the splice dialect. */
interface Judged {
  readonly problems: string | null;
  readonly removed: readonly string[];
}

/** The body judged whole: the null fields removed (splice), then the schema. */
function judgeWhole(schema: SchemaName, exchange: Exchange, splice: boolean): Judged {
  // Its shape only: a long string in it is not read whole (reading/json-shape.ts).
  const body = judgedShape(exchange);
  const { value, removed } = splice ? withoutNullFields(body) : { value: body, removed: [] };
  return { problems: body === undefined ? 'the body is not JSON' : schemaProblems(schema, value), removed };
}

/**
 * A page of the history (the answer of an operation the table says is paged, common/api.ts) judged one item at a
 * time (reading/events.ts, eachEvent), so that a page of 1000 is never held as objects: the same findings as
 * `judgeWhole`. The rest of the body (its keys, `events` empty) is judged as
 * event-history-response, each item as event-history-item at its path, the first problem in body order standing for the
 * page, as ajv's first error does (allErrors is off); removed null fields are listed in body order, an item's in the
 * place of `events`. Null when the body is no page: it is then judged whole.
 */
function judgePage(exchange: Exchange, splice: boolean): Judged | null {
  let itemProblems: string | null = null;
  const itemsRemoved: string[] = [];
  const verdict = eachEvent(exchange, (item: unknown, i) => {
    const { value, removed } = splice ? withoutNullFields(item, `.events[${i}]`) : { value: item, removed: [] };
    itemsRemoved.push(...removed);
    itemProblems ??= schemaProblems('event-history-item', value, `/events/${i}`);
  });
  if (!verdict.page) return null;
  if (!splice) return { problems: schemaProblems('event-history-response', verdict.rest) ?? itemProblems, removed: [] };
  // The rest's removed fields key by key, so that the items' come in the place of `events`.
  const removed: string[] = [];
  for (const [key, value] of Object.entries(verdict.rest))
    removed.push(...(key === 'events' ? itemsRemoved : withoutNullFields({ [key]: value }).removed));
  const rest = withoutNullFields(verdict.rest).value;
  return { problems: schemaProblems('event-history-response', rest) ?? itemProblems, removed };
}

/** Every successful answer of every operation validates against its schema in schemas/. */
export const responseSchema = defineCheck({
  id: 'response-schema',
  title: 'Successful responses match their schema',
  operation: EVERY_OPERATION,
  evidence: { of: 'successful answers checked against their schema' },
  // A success of most operations needs a fact (a known id, factory arguments, a party with an entry): without it,
  // every request of that operation fails, and the checks that need those facts are the ones to say so.
  judges: ({ facts }) => succeedingWith(facts),
  groups: [],
  examples: goodRequestExamples,
  inputs: anyRequest,
  asks: ['response'],
  probe: async (request, ctx) => ({ response: await ctx.send(request) }),
  verify: (request, { response: exchange }, ctx) => {
    // Only a success has a schema here; an error is error-schema's to judge, and no evidence of this check.
    if (exchange.status < 200 || exchange.status > 299) return judged([], 0);
    const findings: Finding[] = [];
    const schema = successSchemaOf(request.operation);
    const splice = ctx.dialect === 'splice';
    const { problems, removed } =
      (isPaged(request.operation) ? judgePage(exchange, splice) : null) ?? judgeWhole(schema, exchange, splice);
    if (removed.length > 0) {
      const what = removed.some((p) => /\.debug[^.]*$/.test(p)) ? 'debug fields' : 'optional fields';
      findings.push(
        warning(
          `${what} omitted when absent`,
          `${removed[0] ?? ''} printed as null (tolerated in the splice dialect)`,
          exchange,
        ),
      );
    }
    if (problems) findings.push(failure(`a body that matches schemas/${schema}.json`, problems, exchange));
    return judged(findings);
  },
});
