import type { Fault } from './fault.js';
import { isObject } from './shared.js';

/**
 * Breaks `b-malformed-body` (choiceArguments that is not an object is a 400, docs/api.md section 4.B): an array is
 * taken as an empty object.
 */
export const bMalformedBody: Fault = {
  id: 'b-malformed-body',
  defect: 'B takes an array as choiceArguments',
  operations: ['B'],
  apply: (input, next) =>
    isObject(input.body) && Array.isArray(input.body['choiceArguments'])
      ? next({ ...input.body, choiceArguments: {} }, input.ledger)
      : next(input.body, input.ledger),
};
