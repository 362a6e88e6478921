import { defineCheck, failure, warning, type Finding } from '../check.js';
import type { Operation } from '../client.js';
import { anyRequest, goodRequestExamples } from '../arbitraries/requests.js';
import type { SchemaName } from '../../src/schemas/registry.js';
import { schemaProblems, withoutNullFields } from './shared.js';

const successSchema: Record<Operation, SchemaName> = {
  A: 'choice-context',
  B: 'factory-with-choice-context',
  C: 'lookup-entry-by-party-response',
  D: 'event-history-response',
};

/** Every successful answer of every operation validates against its schema in schemas/. */
export const responseSchema = defineCheck({
  id: 'response-schema',
  title: 'Successful responses match their schema',
  operation: 'A-D',
  groups: [],
  examples: goodRequestExamples,
  inputs: anyRequest,
  asks: ['response'],
  probe: async (request, ctx) => ({ response: await ctx.send(request) }),
  verify: (request, { response: exchange }, ctx) => {
    if (exchange.status < 200 || exchange.status > 299) return [];
    const findings: Finding[] = [];
    let body = exchange.json;
    if (ctx.dialect === 'splice') {
      const { value, removed } = withoutNullFields(body);
      if (removed.length > 0) {
        const what = removed.some((p) => /\.debug[^.]*$/.test(p)) ? 'debug fields' : 'optional fields';
        findings.push(
          warning(
            `${what} omitted when absent`,
            `${removed[0] ?? ''} printed as null (tolerated in the splice dialect)`,
            exchange,
          ),
        );
        body = value;
      }
    }
    const schema = successSchema[request.operation];
    const problems = exchange.json === undefined ? 'the body is not JSON' : schemaProblems(schema, body);
    if (problems) findings.push(failure(`a body that matches schemas/${schema}.json`, problems, exchange));
    return findings;
  },
});
