import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject, type Json } from './shared.js';

/** The migration id of an item as a client reads its cursor: the update's (a reassignment's in its event), else the verdict's. */
function migrationOf(item: Json): number | null {
  const update = isObject(item['update']) ? item['update'] : null;
  const event = update && isObject(update['event']) ? update['event'] : null;
  const source = event ?? update ?? (isObject(item['verdict']) ? item['verdict'] : null);
  const id = source?.['migration_id'];
  return typeof id === 'number' ? id : null;
}

/**
 * Breaks `d-reads-agree` (a page and one-item reads from one cursor hold the same events, docs/api.md section 4.D): a
 * page that crosses from one migration into the next leaves out the next migration's first event. A page of one event
 * never crosses, so one-item reads still find it.
 */
export const dReadsAgree: Fault = {
  id: 'd-reads-agree',
  defect: 'D leaves out the first event of a migration from a page that begins in an earlier one',
  operations: ['D'],
  apply: edit200((body) => {
    const events = eventsOf(body);
    for (let i = 1; i < events.length; i++) {
      const [before, after] = [migrationOf(events[i - 1] as Json), migrationOf(events[i] as Json)];
      if (before !== null && after !== null && after > before) {
        events.splice(i, 1);
        return;
      }
    }
  }),
};
