import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject, type Json } from './shared.js';

/**
 * Breaks `d-view-graph` (a verdict's root_views and sub_views name existing views, docs/deployments.md,
 * TransactionViews): a root view past the last one.
 */
export const dViewGraph: Fault = {
  id: 'd-view-graph',
  defect: 'D names a root view that does not exist',
  operations: ['D'],
  apply: edit200((body) => {
    for (const e of eventsOf(body)) {
      const views = isObject(e['verdict']) ? (e['verdict']['transaction_views'] as Json) : null;
      if (views && Array.isArray(views['root_views']) && Array.isArray(views['views']))
        views['root_views'].push(views['views'].length + 7);
    }
  }),
};
