/**
 * Cold pages (issue 11, goal 2): items per second of a first walk of the `large` history with page_size 1000,
 * as the server builds a page: the operation, JSON text, bytes. Run: node --import tsx bench/cold-walk.ts [pages]
 * Recorded before any speed work, on the 2-core machine of this project: 6,200 to 6,600 items per second.
 */
import { eventHistory } from '../src/operations/event-history.js';
import { ledgerOf } from '../src/scenario-file.js';

interface Item {
  readonly update?: {
    readonly migration_id?: number;
    readonly record_time: string;
    readonly event?: { readonly migration_id: number };
  } | null;
  readonly verdict?: { readonly migration_id: number; readonly record_time: string } | null;
}

function cursorOf(item: Item): { after_migration_id: number; after_record_time: string } {
  const { update, verdict } = item;
  if (update)
    return {
      after_migration_id: update.event?.migration_id ?? update.migration_id ?? 0,
      after_record_time: update.record_time,
    };
  if (verdict) return { after_migration_id: verdict.migration_id, after_record_time: verdict.record_time };
  throw new Error('an item without a position');
}

const pages = Number(process.argv[2] ?? 100);
const ledger = ledgerOf('large');
let after: ReturnType<typeof cursorOf> | undefined;
let items = 0;
let bytes = 0;
const started = performance.now();
for (let page = 0; page < pages; page++) {
  const reply = eventHistory(ledger, { page_size: 1000, ...(after ? { after } : {}) });
  bytes += Buffer.byteLength(JSON.stringify(reply.body));
  const events = (reply.body as { events: Item[] }).events;
  const last = events.at(-1);
  if (!last) break;
  items += events.length;
  after = cursorOf(last);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `cold walk of large: ${items} items in ${seconds.toFixed(1)} s: ${Math.round(items / seconds)} items/s, ${(bytes / seconds / 1e6).toFixed(0)} MB/s`,
);
