import type { Fault } from './fault.js';
import { pageSizeOf, type Json } from './shared.js';

/**
 * Breaks `d-page-size-invalid` (page_size outside 1..1000 answers 400, docs/api.md section 8): a larger one is clamped.
 */
export const dPageSizeInvalid: Fault = {
  id: 'd-page-size-invalid',
  defect: 'D clamps a page_size over 1000 to 1000 instead of answering 400',
  operations: ['D'],
  apply: (input, next) => {
    const size = pageSizeOf(input.body);
    return size !== null && size > 1000
      ? next({ ...(input.body as Json), page_size: 1000 }, input.ledger)
      : next(input.body, input.ledger);
  },
};
