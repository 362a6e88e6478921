import { defineCheck, failure } from '../check.js';
import { isObject } from '../reading/json.js';
import { itemRule } from '../items/rule.js';
import { itemCheck } from './item-pages.js';

const PARTS = ['update', 'verdict', 'traffic_summary', 'app_activity_records'] as const;

/** Every item has at least one of its parts. */
export const itemPartsRule = itemRule('d-item-parts', (item) =>
  PARTS.some((part) => isObject(item[part])) ? 'kept' : failure(`one of ${PARTS.join(', ')}`, JSON.stringify(item)),
);

/** D: every item has at least one of update, verdict, traffic_summary, app_activity_records (docs/api.md section 6). */
export const dItemParts = defineCheck({
  id: 'd-item-parts',
  title: 'Every event has at least one part',
  operation: 'D',
  evidence: { of: 'events' },
  ...itemCheck(itemPartsRule),
});
