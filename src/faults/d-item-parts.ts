import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject } from './shared.js';

/**
 * Breaks `d-item-parts` (every item has at least one of its four parts, docs/api.md section 6): verdict-only items lose
 * every part. A page's last item keeps its parts, so that the walk's next cursor can still be read.
 */
export const dItemParts: Fault = {
  id: 'd-item-parts',
  defect: 'D sends verdict-only events with every part null (except a page’s last event)',
  operations: ['D'],
  apply: edit200((body) => {
    const events = eventsOf(body);
    events.forEach((e, i) => {
      if (i < events.length - 1 && e['update'] === null && isObject(e['verdict'])) {
        for (const part of ['verdict', 'traffic_summary', 'app_activity_records']) e[part] = null;
      }
    });
  }),
};
