import type { Fault } from './fault.js';
import { clone, disclosedOf, excludesDebug, type Json } from './shared.js';

/**
 * Breaks `b-debug-exclusion` (excludeDebugFields leaves out every debug* field, docs/api.md sections 2 and 4.B): each
 * disclosed contract keeps a debugPackageName.
 */
export const bDebugExclusion: Fault = {
  id: 'b-debug-exclusion',
  defect: 'B keeps debugPackageName when excludeDebugFields is true',
  operations: ['B'],
  apply: (input, next) => {
    const reply = next(input.body, input.ledger);
    if (reply.status !== 200 || !excludesDebug(input.body)) return reply;
    const body = clone(reply.body) as Json;
    disclosedOf(body).forEach((c, i) => (c['debugPackageName'] = `package-${i}`));
    return { ...reply, body };
  },
};
