import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject, type Json } from './shared.js';

/** The id an event of the update would have if its number were one more: `<update id>:<n + 1>`. */
const renumbered = (updateId: string, id: unknown): unknown => {
  if (typeof id !== 'string' || !id.startsWith(`${updateId}:`)) return id;
  return `${updateId}:${Number(id.slice(updateId.length + 1)) + 1}`;
};

/**
 * Breaks `d-id-shapes` (event ids are `<update id>:<n>`, n counted from 0 in pre-order, docs/deployments.md,
 * transactions): every transaction numbers its events from 1. The tree stays whole: keys, `event_id`, root and child
 * ids are renumbered together, and the keys stay sorted as strings, so that only the numbering is wrong.
 */
export const dIdShapes: Fault = {
  id: 'd-id-shapes',
  defect: 'D numbers the event ids of a transaction from 1',
  operations: ['D'],
  apply: edit200((body) => {
    for (const e of eventsOf(body)) {
      const update = e['update'];
      if (!isObject(update) || !isObject(update['events_by_id']) || typeof update['update_id'] !== 'string') continue;
      const updateId = update['update_id'];
      const renamed: [string, unknown][] = Object.entries(update['events_by_id']).map(([key, node]) => {
        if (isObject(node)) {
          node['event_id'] = renumbered(updateId, node['event_id']);
          if (Array.isArray(node['child_event_ids']))
            node['child_event_ids'] = node['child_event_ids'].map((id) => renumbered(updateId, id));
        }
        return [String(renumbered(updateId, key)), node];
      });
      renamed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      update['events_by_id'] = Object.fromEntries(renamed) as Json;
      if (Array.isArray(update['root_event_ids']))
        update['root_event_ids'] = update['root_event_ids'].map((id) => renumbered(updateId, id));
    }
  }),
};
