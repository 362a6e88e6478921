import { defineCheck, failure } from '../check.js';
import { parseInstantNanos } from '../reading/instant.js';
import { isObject } from '../reading/json.js';
import { itemRule } from '../items/rule.js';
import { itemCheck } from './item-pages.js';

/** An item's update and verdict name the same update id and record time. */
export const updateVerdictRule = itemRule('d-update-verdict-agree', (item) => {
  if (!isObject(item.update) || !isObject(item.verdict)) return 'none';
  const [u, v] = [item.update, item.verdict];
  if (u['update_id'] !== v['update_id']) {
    return failure('verdict.update_id = update.update_id', `${String(v['update_id'])} and ${String(u['update_id'])}`);
  }
  const [ut, vt] = [parseInstantNanos(String(u['record_time'])), parseInstantNanos(String(v['record_time']))];
  if (ut === null || ut !== vt) {
    return failure(
      'verdict.record_time = update.record_time (as instants)',
      `${String(v['record_time'])} and ${String(u['record_time'])}`,
    );
  }
  return 'kept';
});

/**
 * D: when an item has both, update and verdict name the same update id and record time (docs/deployments.md,
 * EventHistoryItem).
 */
export const dUpdateVerdictAgree = defineCheck({
  id: 'd-update-verdict-agree',
  title: 'Update and verdict of one event agree',
  operation: 'D',
  evidence: { of: 'events with both an update and a verdict' },
  ...itemCheck(updateVerdictRule),
});
