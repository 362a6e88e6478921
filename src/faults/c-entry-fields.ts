import type { Fault } from './fault.js';
import { edit200, type Json } from './shared.js';

/**
 * Breaks `c-entry-fields` (an entry's url is empty or an http(s) URL, docs/deployments.md, AnsEntry): the URL
 * loses its scheme.
 */
export const cEntryFields: Fault = {
  id: 'c-entry-fields',
  defect: 'C answers entry URLs without a scheme',
  operations: ['C'],
  apply: edit200((body) => ((body['entry'] as Json)['url'] = 'www.example.com')),
};
