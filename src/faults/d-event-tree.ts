import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject } from './shared.js';

/**
 * Breaks `d-event-tree` (root and child event ids exist in events_by_id, docs/deployments.md,
 * UpdateHistoryTransactionV2 and TreeEvent): every node names a child that is not there.
 */
export const dEventTree: Fault = {
  id: 'd-event-tree',
  defect: 'D lists a child event id that is not in events_by_id',
  operations: ['D'],
  apply: edit200((body) => {
    for (const e of eventsOf(body)) {
      const update = e['update'];
      if (!isObject(update) || !isObject(update['events_by_id'])) continue;
      for (const node of Object.values(update['events_by_id'])) {
        if (isObject(node) && Array.isArray(node['child_event_ids']))
          node['child_event_ids'].push(`${String(update['update_id'])}:999`);
      }
    }
  }),
};
