import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ledgerOf } from '../src/scenario-file.js';
import { allocationFactory } from '../src/operations/allocation-factory.js';
import { ansEntryByParty } from '../src/operations/ans-entry-by-party.js';
import { eventHistory } from '../src/operations/event-history.js';
import type { Reply } from '../src/operations/reply.js';
import { withdrawContext } from '../src/operations/withdraw-context.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');

/** Any JSON value, and objects that carry the operations' own field names with values of any shape. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      page_size: fc.jsonValue(),
      after: fc.oneof(
        fc.jsonValue(),
        fc.record({ after_migration_id: fc.jsonValue(), after_record_time: fc.oneof(fc.string(), fc.jsonValue()) }),
      ),
      ledger_value_encoding: fc.jsonValue(),
      daml_value_encoding: fc.jsonValue(),
      meta: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.string())),
      excludeDebugFields: fc.jsonValue(),
      choiceArguments: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

function expectNoServerError(reply: Reply, success: Parameters<typeof schemaErrors>[0]): void {
  expect(reply.status).toBeLessThan(500);
  expect(schemaErrors(reply.status === 200 ? success : 'error-response', reply.body)).toEqual([]);
}

describe('the operations, on any input', () => {
  it.prop([fc.string(), body])('A should answer 200, 400, 404 or 409 with a valid body', (id, b) => {
    expectNoServerError(withdrawContext(ledger, id, b), 'choice-context');
  });

  it.prop([body])('B should never fail with a server error', (b) => {
    expectNoServerError(allocationFactory(ledger, b), 'factory-with-choice-context');
  });

  it.prop([fc.string()])('C should never fail with a server error', (party) => {
    expectNoServerError(ansEntryByParty(ledger, party), 'lookup-entry-by-party-response');
  });

  it.prop([body])('D should never fail with a server error', (b) => {
    expectNoServerError(eventHistory(ledger, b), 'event-history-response');
  });

  it.prop([
    fc.nat({ max: 2 ** 53 - 1 }),
    fc.integer({ min: -(2 ** 40), max: 2 ** 53 }),
    fc.integer({ min: 1, max: 1000 }),
  ])('D should answer any well-formed cursor with a page, past the end included', (migration, micros, size) => {
    const time = new Date(Math.floor(micros / 1000)).toISOString();
    const reply = eventHistory(ledger, {
      page_size: size,
      after: { after_migration_id: migration, after_record_time: time },
    });
    expect(reply.status).toBe(200);
  });
});
