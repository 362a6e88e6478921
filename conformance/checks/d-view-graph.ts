import { defineCheck, failure } from '../check.js';
import { isObject } from '../reading/json.js';
import { itemRule } from '../items/rule.js';
import { itemCheck } from './item-pages.js';

/** The ids of a verdict's views, or null when it has none to read. */
export function viewIds(verdict: unknown): Set<number> | null {
  const tv = isObject(verdict) && isObject(verdict['transaction_views']) ? verdict['transaction_views'] : null;
  const views = tv && Array.isArray(tv['views']) ? tv['views'] : null;
  return views ? new Set(views.filter(isObject).map((v) => v['view_id'] as number)) : null;
}

function graphProblem(verdict: Record<string, unknown>): string | null {
  const tv = verdict['transaction_views'];
  if (!isObject(tv) || !Array.isArray(tv['views']) || !Array.isArray(tv['root_views'])) return null;
  const views = new Map<number, number[]>();
  for (const view of tv['views'].filter(isObject)) {
    const id = view['view_id'] as number;
    if (views.has(id)) return `view_id ${id} appears twice`;
    views.set(id, Array.isArray(view['sub_views']) ? (view['sub_views'] as number[]) : []);
  }
  for (const root of tv['root_views'] as unknown[])
    if (!views.has(root as number)) return `root_views names ${JSON.stringify(root)}, which is not a view`;
  for (const [id, subs] of views)
    for (const sub of subs)
      if (!views.has(sub)) return `view ${id} names sub view ${JSON.stringify(sub)}, which is not a view`;
  const done = new Set<number>();
  const path = new Set<number>();
  const visit = (id: number): string | null => {
    if (path.has(id)) return `a cycle through view ${id}`;
    if (done.has(id)) return null;
    path.add(id);
    for (const sub of views.get(id) ?? []) {
      const problem = visit(sub);
      if (problem) return problem;
    }
    path.delete(id);
    done.add(id);
    return null;
  };
  for (const id of views.keys()) {
    const problem = visit(id);
    if (problem) return problem;
  }
  return null;
}

/** A verdict's views form a graph. */
export const viewGraphRule = itemRule('d-view-graph', (item) => {
  if (!isObject(item.verdict) || !isObject(item.verdict['transaction_views'])) return 'none';
  const problem = graphProblem(item.verdict);
  return problem ? failure('root_views and sub_views that name views, without cycles', problem) : 'kept';
});

/** D: a verdict's views form a graph: root_views and sub_views name existing views, without cycles. */
export const dViewGraph = defineCheck({
  id: 'd-view-graph',
  title: 'Verdict view graphs are well formed',
  operation: 'D',
  evidence: { of: 'verdicts with views' },
  ...itemCheck(viewGraphRule),
});
