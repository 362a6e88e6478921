import type { Fault } from './fault.js';
import { disclosedOf, edit200 } from './shared.js';

/**
 * Breaks `ab-disclosed-blob` (each disclosed contract's createdEventBlob is its own contract's, docs/api.md section
 * 2): A and B hand each disclosed contract the blob of the next one in the list, the last the first's.
 */
export const abDisclosedBlob: Fault = {
  id: 'ab-disclosed-blob',
  defect: "A and B disclose each contract with the next one's createdEventBlob",
  operations: ['A', 'B'],
  apply: edit200((body) => {
    const disclosed = disclosedOf(body);
    const blobs = disclosed.map((d) => d['createdEventBlob']);
    disclosed.forEach((d, i) => (d['createdEventBlob'] = blobs[(i + 1) % blobs.length]));
  }),
};
