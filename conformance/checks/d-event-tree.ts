import { defineCheck, failure } from '../check.js';
import { isObject } from '../reading/json.js';
import { itemRule } from '../items/rule.js';
import { itemCheck } from './item-pages.js';

/** Why a transaction's tree is not well formed, or null. */
export function treeProblem(update: Record<string, unknown>): string | null {
  const byId = update['events_by_id'];
  const roots = update['root_event_ids'];
  if (!isObject(byId) || !Array.isArray(roots)) return null;
  for (const [key, event] of Object.entries(byId)) {
    if (!isObject(event) || event['event_id'] !== key)
      return `events_by_id["${key}"].event_id is ${JSON.stringify(isObject(event) ? event['event_id'] : event)}`;
  }
  const parents = new Map<string, string>();
  const visiting = new Set<string>();
  const visit = (id: unknown, from: string): string | null => {
    if (typeof id !== 'string' || !(id in byId))
      return `${from} names ${JSON.stringify(id)}, which is not in events_by_id`;
    if (visiting.has(id)) return `a cycle through ${id}`;
    if (parents.has(id)) return `${id} is reached twice (from ${parents.get(id) ?? ''} and ${from})`;
    parents.set(id, from);
    visiting.add(id);
    const children = (byId[id] as Record<string, unknown>)['child_event_ids'];
    for (const child of Array.isArray(children) ? children : []) {
      const problem = visit(child, id);
      if (problem) return problem;
    }
    visiting.delete(id);
    return null;
  };
  for (const root of roots) {
    const problem = visit(root, 'root_event_ids');
    if (problem) return problem;
  }
  return null;
}

/** A transaction's tree is well formed. */
export const eventTreeRule = itemRule('d-event-tree', (item) => {
  if (!isObject(item.update) || !isObject(item.update['events_by_id'])) return 'none';
  const problem = treeProblem(item.update);
  return problem
    ? failure('root_event_ids and child_event_ids that name events_by_id keys, each once, without cycles', problem)
    : 'kept';
});

/**
 * D: event trees are well formed: root and child ids exist, ids match their keys, no cycles (docs/deployments.md,
 * UpdateHistoryTransactionV2 and TreeEvent).
 */
export const dEventTree = defineCheck({
  id: 'd-event-tree',
  title: 'Transaction trees are well formed',
  operation: 'D',
  evidence: { of: 'transaction trees' },
  ...itemCheck(eventTreeRule),
});
