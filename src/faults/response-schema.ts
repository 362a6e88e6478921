import type { Fault } from './fault.js';
import { disclosedOf, edit200 } from './shared.js';

/**
 * Breaks `response-schema` (every successful answer validates against its schema in schemas/): a disclosed
 * contract of A without its required createdEventBlob (docs/api.md section 2, DisclosedContract).
 */
export const responseSchema: Fault = {
  id: 'response-schema',
  defect: 'A leaves the required createdEventBlob out of disclosed contracts',
  operations: ['A'],
  apply: edit200((body) => disclosedOf(body).forEach((c) => delete c['createdEventBlob'])),
};
