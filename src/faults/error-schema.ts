import type { Fault } from './fault.js';
import { isObject } from './shared.js';

/**
 * Breaks `error-schema` (every error answer is an ErrorResponse `{"error": "..."}`, docs/api.md section 7): C's 404.
 */
export const errorSchema: Fault = {
  id: 'error-schema',
  defect: 'C answers a 404 as {"message": ...} instead of an ErrorResponse',
  operations: ['C'],
  apply: (input, next) => {
    const reply = next(input.body, input.ledger);
    if (reply.status !== 404 || !isObject(reply.body)) return reply;
    return { ...reply, body: { message: reply.body['error'] } };
  },
};
