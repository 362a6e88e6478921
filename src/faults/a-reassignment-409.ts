import type { Ledger } from '../ledger/ledger.js';
import type { Fault } from './fault.js';

/**
 * Breaks `a-reassignment-409` (an allocation whose contracts are being reassigned is a 409, docs/api.md sections 2,
 * 3 and 7): the operation runs on a ledger that places every contract in flight on its source synchronizer.
 */
export const aReassignment409: Fault = {
  id: 'a-reassignment-409',
  defect: 'A ignores reassignments and answers 200 with the source synchronizer (as the reference does)',
  operations: ['A'],
  apply: (input, next) => {
    const ledger: Ledger = {
      ...input.ledger,
      location: (cid) => {
        const where = input.ledger.location(cid);
        return where.state === 'inFlight' ? { state: 'assigned', synchronizerId: where.source } : where;
      },
    };
    return next(input.body, ledger);
  },
};
