import type { Fault } from './fault.js';
import { afterOf, clone, eventsOf, pageSizeOf, type Json } from './shared.js';

/**
 * Breaks `d-walk` (walks with two page sizes give the same sequence, no duplicate and no gap, docs/api.md section 4.D):
 * a page after a cursor drops its first event, so a walk has gaps that depend on the page size.
 */
export const dWalk: Fault = {
  id: 'd-walk',
  defect: 'D skips the first event after a cursor',
  operations: ['D'],
  apply: (input, next) => {
    const size = pageSizeOf(input.body);
    if (!afterOf(input.body) || size === null || size >= 1000) return next(input.body, input.ledger);
    const reply = next({ ...(input.body as Json), page_size: size + 1 }, input.ledger);
    if (reply.status !== 200) return reply;
    const body = clone(reply.body) as Json;
    body['events'] = eventsOf(body).slice(1);
    return { ...reply, body };
  },
};
