import type { Ledger } from '../ledger/ledger.js';
import { formatRecordTime, parseInstant } from '../ledger/time.js';
import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject, type Json } from './shared.js';

/**
 * How many times each item has been served, by position, per ledger: two simulators in one process keep their
 * counts apart, and a ledger's counts go with it.
 */
const servings = new WeakMap<Ledger, Map<string, number>>();

function servingsOf(ledger: Ledger): Map<string, number> {
  let counts = servings.get(ledger);
  if (!counts) {
    counts = new Map();
    servings.set(ledger, counts);
  }
  return counts;
}

/**
 * An item's position as a client reads its cursor (docs/deployments.md, operation D (next cursor)): migration id and
 * record time of the update (a reassignment's migration id is in its event), else of the verdict.
 */
function positionKey(item: Json): string | null {
  const update = isObject(item['update']) ? item['update'] : null;
  const event = update && isObject(update['event']) ? update['event'] : null;
  const source = update ?? (isObject(item['verdict']) ? item['verdict'] : null);
  if (!source) return null;
  return `${String((event ?? source)['migration_id'])}/${String(source['record_time'])}`;
}

/**
 * The n-th serving of an item (n > 1) changes one value that only a second look at the same item shows, and
 * changes it differently each time: a transaction's workflow_id, else a verdict's finalization_time (later by
 * n - 1 microseconds, still after the record time), else a reassignment's counter. No other check compares these
 * across reads of one encoding: d-encodings-agree compares identities and ledger values, d-encodings-fields-agree
 * (which would see the change too) a read in each encoding, d-update-verdict-agree update ids and record times,
 * d-walk identities, and the schemas allow any string, date-time and integer.
 */
function rewrite(item: Json, n: number): void {
  const update = isObject(item['update']) ? item['update'] : null;
  if (update && typeof update['workflow_id'] === 'string') {
    update['workflow_id'] = `${update['workflow_id']}~${n}`;
    return;
  }
  const verdict = isObject(item['verdict']) ? item['verdict'] : null;
  const finalized = verdict && typeof verdict['finalization_time'] === 'string' ? verdict['finalization_time'] : null;
  const at = finalized === null ? null : parseInstant(finalized);
  if (verdict && at !== null) {
    verdict['finalization_time'] = formatRecordTime(at + n - 1);
    return;
  }
  const event = update && isObject(update['event']) ? update['event'] : null;
  if (event && typeof event['reassignment_counter'] === 'number') event['reassignment_counter'] += n - 1;
}

/**
 * Breaks `d-stable-history` (the same page asked for twice gives the same events, docs/api.md section 4.D): every
 * serving of an item after its first, in any page and either encoding, rewrites a value in it.
 */
export const dStableHistory: Fault = {
  id: 'd-stable-history',
  defect: 'D rewrites items it has already served',
  operations: ['D'],
  apply: edit200((body, input) => {
    const counts = servingsOf(input.ledger);
    for (const item of eventsOf(body)) {
      const key = positionKey(item);
      if (key === null) continue;
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      if (n > 1) rewrite(item, n);
    }
  }),
};
