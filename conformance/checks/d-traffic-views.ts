import { defineCheck, failure } from '../check.js';
import { isObject } from '../reading/json.js';
import { itemRule } from '../items/rule.js';
import { itemCheck } from './item-pages.js';
import { viewIds } from './d-view-graph.js';

/** Every envelope of an item's traffic summary names views of its verdict. */
export const trafficViewsRule = itemRule('d-traffic-views', (item) => {
  const ids = viewIds(item.verdict);
  const summary = item.traffic_summary;
  if (!ids || !isObject(summary) || !Array.isArray(summary['envelope_traffic_summaries'])) return 'none';
  for (const envelope of summary['envelope_traffic_summaries'].filter(isObject)) {
    for (const id of Array.isArray(envelope['view_ids']) ? envelope['view_ids'] : []) {
      if (!ids.has(id as number))
        return failure(
          `view ids among the verdict's (${[...ids].join(', ')})`,
          `an envelope names view ${JSON.stringify(id)}`,
        );
    }
  }
  return 'kept';
});

/**
 * D: every envelope of a traffic summary names views of the item's verdict (docs/deployments.md,
 * EnvelopeTrafficSummary).
 */
export const dTrafficViews = defineCheck({
  id: 'd-traffic-views',
  title: 'Traffic envelopes name existing views',
  operation: 'D',
  evidence: { of: "traffic envelopes beside a verdict's views" },
  ...itemCheck(trafficViewsRule),
});
