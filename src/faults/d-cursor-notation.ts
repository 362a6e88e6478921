import type { Fault } from './fault.js';
import { afterOf, type Json } from './shared.js';

/**
 * Breaks `d-cursor-notation` (a cursor time is an instant, whatever its RFC 3339 notation, docs/api.md section 4.D):
 * the offset of a cursor's time is dropped, so `13:31:28+05:30` is read as `13:31:28Z`, five and a half hours later
 * than the instant it names.
 */
export const dCursorNotation: Fault = {
  id: 'd-cursor-notation',
  defect: "D reads a cursor time's offset as Z",
  operations: ['D'],
  apply: (input, next) => {
    const after = afterOf(input.body);
    const time = after?.['after_record_time'];
    if (!after || typeof time !== 'string' || !/[+-]\d{2}:\d{2}$/.test(time)) return next(input.body, input.ledger);
    const body = { ...(input.body as Json), after: { ...after, after_record_time: `${time.slice(0, -6)}Z` } };
    return next(body, input.ledger);
  },
};
