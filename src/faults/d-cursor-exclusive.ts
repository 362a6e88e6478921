import { formatInstant, parseInstant } from '../ledger/time.js';
import type { Fault } from './fault.js';
import { afterOf, type Json } from './shared.js';

/**
 * Breaks `d-cursor-exclusive` (the cursor is exclusive: every returned event is after it, docs/api.md section 4.D): the
 * cursor moves back one unit, so an event at the cursor's time comes back.
 */
export const dCursorExclusive: Fault = {
  id: 'd-cursor-exclusive',
  defect: 'D treats the cursor as inclusive: an event at the cursor time comes back',
  operations: ['D'],
  apply: (input, next) => {
    const after = afterOf(input.body);
    const at =
      after && typeof after['after_record_time'] === 'string' ? parseInstant(after['after_record_time']) : null;
    // Past the year 2255 microseconds are no longer exact numbers: one unit back is no unit at all there, and no
    // record time lies that far out.
    if (!after || at === null || !Number.isSafeInteger(at)) return next(input.body, input.ledger);
    const body = { ...(input.body as Json), after: { ...after, after_record_time: formatInstant(at - 1) } };
    return next(body, input.ledger);
  },
};
