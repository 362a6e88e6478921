import { defineCheck, failure } from '../check.js';
import { isObject } from '../reading/json.js';
import { eachItem, itemPage } from './item-pages.js';

const PARTS = ['update', 'verdict', 'traffic_summary', 'app_activity_records'] as const;

/** D: every item has at least one of update, verdict, traffic_summary, app_activity_records (docs/api.md section 6). */
export const dItemParts = defineCheck({
  id: 'd-item-parts',
  title: 'Every event has at least one part',
  operation: 'D',
  evidence: { of: 'events' },
  ...itemPage,
  verify: (_body, { page }) =>
    eachItem(page, (item) =>
      PARTS.some((part) => isObject(item[part])) ? 'kept' : failure(`one of ${PARTS.join(', ')}`, JSON.stringify(item)),
    ),
});
