import type { Ledger } from '../ledger/ledger.js';
import type { Fault } from './fault.js';

/**
 * Breaks `ab-disclosed-active` (A and B disclose no contract archived in the history, docs/api.md sections 2, 3,
 * 4.A and 4.B): they run on a ledger that takes every archived contract but the allocations for active, on the global
 * synchronizer, and whose open round is the one before the latest. So B and A disclose a round archived already,
 * where the history has a round change, and A the locked holding of an allocation whose lock expired (the only
 * archived contract it could disclose on `minimal`, which has no round change).
 */
export const abDisclosedActive: Fault = {
  id: 'ab-disclosed-active',
  defect: 'A and B disclose archived contracts: the open round before the latest, a holding whose lock expired',
  operations: ['A', 'B'],
  apply: (input, next) => {
    const { registry, allocations, world } = input.ledger;
    const ledger: Ledger = {
      ...input.ledger,
      registry:
        registry && registry.rounds.length > 1 ? { ...registry, rounds: registry.rounds.slice(0, -1) } : registry,
      location: (cid) => {
        const where = input.ledger.location(cid);
        // An archived allocation stays one: A still answers 404 for it, as a-history-state wants.
        return where.state === 'archived' && !allocations.has(cid)
          ? { state: 'assigned', synchronizerId: world.globalSynchronizer }
          : where;
      },
    };
    return next(input.body, ledger);
  },
};
