import type { Fault } from './fault.js';
import { clone, disclosedOf, excludesDebug, type Json } from './shared.js';

/**
 * Breaks `a-debug-exclusion` (excludeDebugFields leaves out every debug* field, docs/api.md section 2): debugCreatedAt
 * comes back, with the value of the full answer.
 */
export const aDebugExclusion: Fault = {
  id: 'a-debug-exclusion',
  defect: 'A keeps debugCreatedAt when excludeDebugFields is true',
  operations: ['A'],
  apply: (input, next) => {
    const reply = next(input.body, input.ledger);
    if (reply.status !== 200 || !excludesDebug(input.body)) return reply;
    const full = next({ ...(input.body as Json), excludeDebugFields: false }, input.ledger);
    const body = clone(reply.body) as Json;
    disclosedOf(body).forEach(
      (c, i) => (c['debugCreatedAt'] = disclosedOf(full.body as Json)[i]?.['debugCreatedAt'] ?? null),
    );
    return { ...reply, body };
  },
};
