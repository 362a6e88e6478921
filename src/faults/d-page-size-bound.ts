import type { Fault } from './fault.js';
import { pageSizeOf, type Json } from './shared.js';

/**
 * Breaks `d-page-size-bound` (a page_size in 1..1000 answers at most that many events, docs/api.md sections 4.D and 8):
 * from 10 on, one more.
 */
export const dPageSizeBound: Fault = {
  id: 'd-page-size-bound',
  defect: 'D returns one event more than page_size asks for, from page_size 10 on',
  operations: ['D'],
  apply: (input, next) => {
    const size = pageSizeOf(input.body);
    return size !== null && size >= 10 && size < 1000
      ? next({ ...(input.body as Json), page_size: size + 1 }, input.ledger)
      : next(input.body, input.ledger);
  },
};
