import type { Fault } from './fault.js';

/**
 * Breaks `a-history-state` (A's answer agrees with the allocation's life in the history, docs/api.md sections 2, 3,
 * 4.A and 7): an allocation whose locked holding has finished its reassignment still answers 409, as if the move were
 * in flight (a stale state).
 */
export const aHistoryState: Fault = {
  id: 'a-history-state',
  defect: 'A answers 409 for allocations whose reassignment has completed',
  operations: ['A'],
  apply: (input, next) => {
    const allocation = input.ledger.allocations.get(input.params['allocationId'] ?? '');
    if (allocation?.state !== 'reassigned') return next(input.body, input.ledger);
    const holding = `Splice.Amulet:LockedAmulet ${allocation.lockedAmulet.contractId}`;
    const error =
      `Allocation '${allocation.allocationId}' cannot be withdrawn now: a contract it needs is being reassigned: ` +
      `${holding}; retry when the reassignment completes`;
    return { status: 409, body: { error } };
  },
};
