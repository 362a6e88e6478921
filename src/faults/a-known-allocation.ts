import type { Fault } from './fault.js';

/**
 * Breaks `a-known-allocation` (the withdraw context of a known allocation is a 200, docs/api.md sections 3 and 4.A): an
 * allocation whose lock has expired is answered as unknown.
 */
export const aKnownAllocation: Fault = {
  id: 'a-known-allocation',
  defect: 'A answers 404 for allocations whose lock has expired',
  operations: ['A'],
  apply: (input, next) => {
    const allocation = input.ledger.allocations.get(input.params['allocationId'] ?? '');
    if (allocation?.state === 'lockExpired')
      return { status: 404, body: { error: `AmuletAllocation '${allocation.allocationId}' not found.` } };
    return next(input.body, input.ledger);
  },
};
