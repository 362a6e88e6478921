import type { Fault } from './fault.js';

/**
 * Breaks `a-no-credentials` (operation A declares no security requirement, docs/api.md section 5): a request without an
 * Authorization header is refused.
 */
export const aNoCredentials: Fault = {
  id: 'a-no-credentials',
  defect: 'A demands an Authorization header (401 without one)',
  operations: ['A'],
  apply: (input, next) =>
    input.headers['authorization'] === undefined
      ? { status: 401, body: { error: 'Authorization header is required' } }
      : next(input.body, input.ledger),
};
