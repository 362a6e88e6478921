import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject, type Json } from './shared.js';

/**
 * Breaks `d-traffic-views` (every envelope of a traffic summary names views of the item's verdict,
 * docs/deployments.md, EnvelopeTrafficSummary): the first envelope names view 99.
 */
export const dTrafficViews: Fault = {
  id: 'd-traffic-views',
  defect: 'D names a view in a traffic envelope that the verdict does not have',
  operations: ['D'],
  apply: edit200((body) => {
    for (const e of eventsOf(body)) {
      const summary = e['traffic_summary'];
      const envelopes =
        isObject(summary) && Array.isArray(summary['envelope_traffic_summaries'])
          ? (summary['envelope_traffic_summaries'] as Json[])
          : [];
      const first = envelopes[0];
      if (first && Array.isArray(first['view_ids'])) first['view_ids'].push(99);
    }
  }),
};
