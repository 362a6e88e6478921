import type { Ledger } from '../ledger/ledger.js';
import type { Contract } from '../ledger/model.js';
import type { Fault } from './fault.js';

/**
 * Breaks `b-reassignment-409` (B discloses no contract being reassigned: it answers 409, docs/api.md section 2,
 * DisclosedContract): B discloses, in the place of the external party configuration state, a locked holding that the
 * history shows in flight, on the synchronizer it left. The registry's own contracts never move in the simulator's
 * stories, so the fault lends B one that does. Without a holding in flight, B answers as it would.
 */
export const bReassignment409: Fault = {
  id: 'b-reassignment-409',
  defect: 'B discloses a contract being reassigned, on its source synchronizer, where it should answer 409',
  operations: ['B'],
  apply: (input, next) => {
    const { registry, allocations } = input.ledger;
    let moving: Contract | null = null;
    for (const allocation of allocations.values()) {
      if (input.ledger.location(allocation.lockedAmulet.contractId).state === 'inFlight') {
        moving = allocation.lockedAmulet;
        break;
      }
    }
    if (!registry || !moving) return next(input.body, input.ledger);
    const ledger: Ledger = {
      ...input.ledger,
      registry: { ...registry, configState: moving },
      location: (cid) => {
        const where = input.ledger.location(cid);
        return where.state === 'inFlight' ? { state: 'assigned', synchronizerId: where.source } : where;
      },
    };
    return next(input.body, ledger);
  },
};
