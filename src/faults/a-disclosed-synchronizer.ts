import type { Ledger } from '../ledger/ledger.js';
import type { Fault } from './fault.js';

/**
 * Breaks `a-disclosed-synchronizer` (each disclosed contract names the synchronizer its last assignment put it on,
 * docs/api.md section 2): A names the synchronizer each contract was created on, the global one for every contract the
 * registry discloses (ledger/story/items.ts), and ignores the reassignments since.
 */
export const aDisclosedSynchronizer: Fault = {
  id: 'a-disclosed-synchronizer',
  defect: 'A discloses each contract on the synchronizer it was created on, ignoring reassignments',
  operations: ['A'],
  apply: (input, next) => {
    const created = input.ledger.world.globalSynchronizer;
    const ledger: Ledger = {
      ...input.ledger,
      location: (cid) => {
        const where = input.ledger.location(cid);
        return where.state === 'assigned' ? { state: 'assigned', synchronizerId: created } : where;
      },
    };
    return next(input.body, ledger);
  },
};
