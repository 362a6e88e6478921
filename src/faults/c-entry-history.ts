import type { Ledger } from '../ledger/ledger.js';
import type { Fault } from './fault.js';

/**
 * Breaks `c-entry-history` (a party's entry is one of its name entries that the history shows unexpired,
 * docs/api.md section 4.C): C picks the smallest name among all the party's entries, expired ones included, so that a
 * party whose only entries have expired gets one.
 */
export const cEntryHistory: Fault = {
  id: 'c-entry-history',
  defect: "C answers a party's entry ignoring expiry: the smallest name of all its entries, expired ones included",
  operations: ['C'],
  apply: (input, next) => {
    // A present before every instant: no entry has expired by then.
    const ledger: Ledger = { ...input.ledger, now: Number.NEGATIVE_INFINITY };
    return next(input.body, ledger);
  },
};
