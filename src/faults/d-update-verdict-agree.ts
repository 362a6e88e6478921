import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject } from './shared.js';

/**
 * Breaks `d-update-verdict-agree` (when an item has both, update and verdict name the same update id,
 * docs/deployments.md, EventHistoryItem): the verdict's id changes its last four characters.
 */
export const dUpdateVerdictAgree: Fault = {
  id: 'd-update-verdict-agree',
  defect: "D gives a transaction's verdict another update id",
  operations: ['D'],
  apply: edit200((body) => {
    for (const e of eventsOf(body)) {
      if (isObject(e['update']) && isObject(e['verdict']))
        e['verdict']['update_id'] = `${String(e['verdict']['update_id']).slice(0, -4)}ffff`;
    }
  }),
};
