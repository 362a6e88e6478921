import type { Fault } from './fault.js';
import { isObject } from './shared.js';

/**
 * Breaks `a-malformed-body` (a body that is not a GetChoiceContextRequest is a 400, docs/api.md section 4.A): fields of
 * the wrong type are dropped before the operation sees them.
 */
export const aMalformedBody: Fault = {
  id: 'a-malformed-body',
  defect: 'A ignores fields of the wrong type instead of answering 400',
  operations: ['A'],
  apply: (input, next) => {
    if (!isObject(input.body)) return next(input.body, input.ledger);
    const body = { ...input.body };
    if (typeof body['excludeDebugFields'] !== 'boolean') delete body['excludeDebugFields'];
    if (!isObject(body['meta']) || Object.values(body['meta']).some((v) => typeof v !== 'string')) delete body['meta'];
    return next(body, input.ledger);
  },
};
