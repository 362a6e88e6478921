import type { Fault } from './fault.js';

/**
 * Breaks `a-unknown-allocation` (an allocation id the target cannot know is a 404, URL-hostile characters
 * included, docs/api.md section 4.A): such ids crash the parser instead.
 */
export const aUnknownAllocation: Fault = {
  id: 'a-unknown-allocation',
  defect: 'A crashes (500) on an allocation id with a character outside [0-9a-z]',
  operations: ['A'],
  apply: (input, next) =>
    /[^0-9a-z]/.test(input.params['allocationId'] ?? '')
      ? { status: 500, body: { error: 'internal error: cannot parse contract id' } }
      : next(input.body, input.ledger),
};
