import type { Fault } from './fault.js';
import { edit200, type Json } from './shared.js';

/**
 * Breaks `c-known-entry` (a party with an entry answers 200 with an entry whose user is that party,
 * docs/api.md section 4.C): the entry names another party of the ledger.
 */
export const cKnownEntry: Fault = {
  id: 'c-known-entry',
  defect: "C answers another party's entry",
  operations: ['C'],
  apply: edit200((body, input) => {
    const entry = body['entry'] as Json;
    const other = [...input.ledger.ansEntries.keys()].find((p) => p !== entry['user']);
    if (other) entry['user'] = other;
  }),
};
