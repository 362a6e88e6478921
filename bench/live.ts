/**
 * A live ledger left running: RSS and heap after appending 1 M and then 2 M items of the live story, with a page
 * read at the end each time. The live story stores no record time (they are drawn from checkpoints) and makes its allocations and
 * entries again from their numbers, so memory should stay flat as items are appended. Run alone, in a
 * process of its own, so that nothing else counts in its RSS: `node --expose-gc --import tsx bench/live.ts`.
 */
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf } from '../src/operations/control.js';
import { eventHistory } from '../src/operations/event-history.js';
import { ledgerPartsOf } from '../src/scenario-file.js';

const MiB = 2 ** 20;
function memory(): { rss: number; heap: number } {
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss / MiB, heap: usage.heapUsed / MiB };
}

const ledger = new LiveLedger(ledgerPartsOf('default'));
const control = controlOf(ledger);
// Pages read from the end as a tail reader would, so that what reading keeps is counted too.
const readEnd = (): number => {
  const last = ledger.slot(ledger.total - 1001);
  const reply = eventHistory(ledger, {
    page_size: 1000,
    after: { after_migration_id: last.migrationId, after_record_time: new Date(last.recordTime / 1000).toISOString() },
  });
  return (reply.body as { events: unknown[] }).events.length;
};

readEnd();
const start = memory();
const rows: string[][] = [['appended', 'ms', 'RSS MiB', 'heap MiB', 'control items']];
let appended = 0;
for (const target of [1_000_000, 2_000_000, 4_000_000, 8_000_000]) {
  const t0 = performance.now();
  let calls = 0;
  while (appended < target) {
    appended += control.advance(50_000).appended;
    // Now and then a control call, as a test would make: its item is kept, the story's are not.
    control.createAllocation();
    calls++;
  }
  readEnd();
  const ms = performance.now() - t0;
  const m = memory();
  rows.push([appended.toLocaleString('en-US'), ms.toFixed(0), m.rss.toFixed(0), m.heap.toFixed(1), String(calls)]);
}
const [, first, , , last] = rows;
console.log(
  `live ledger (default scenario), RSS before appending: ${start.rss.toFixed(0)} MiB, heap ${start.heap.toFixed(1)} MiB`,
);
for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(10))).join(' '));
const growth = Number(last?.[2]) - Number(first?.[2]);
console.log(
  `RSS growth from 1 M to 8 M appended items: ${growth.toFixed(0)} MiB (goal: bounded by the story, not the clock)`,
);
