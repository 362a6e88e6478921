/**
 * Benchmarks, measured side by side in one run and printed as ratios (docs/performance.md: speed goals live here,
 * not in timed unit tests). Run with `npm run bench`.
 */
import { ledgerOf } from '../src/scenario-file.js';
import type { StaticLedger as Ledger } from '../src/ledger/ledger.js';
import { eventHistory } from '../src/operations/event-history.js';

function time<T>(run: () => T, repeat = 1): { ms: number; value: T } {
  let value = run();
  const start = performance.now();
  for (let i = 0; i < repeat; i++) value = run();
  return { ms: (performance.now() - start) / repeat, value };
}

function heapMiB(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

const rows: [string, string, string, string][] = [];
const row = (what: string, a: string, b: string, ratio: number): void =>
  void rows.push([what, a, b, `${ratio.toFixed(1)}x`]);

// 1. Start-up: the large scenario holds 185 times the default's items; build time and heap should grow far less,
//    since background items are made on demand.
const heap0 = heapMiB();
const small = time(() => ledgerOf('default'));
const heap1 = heapMiB();
const large = time(() => ledgerOf('large'));
const heap2 = heapMiB();
const itemRatio = large.value.timeline.total / small.value.timeline.total;
row('build, default vs large', `${small.ms.toFixed(0)} ms`, `${large.ms.toFixed(0)} ms`, large.ms / small.ms);
row(
  '  items held, default vs large',
  String(small.value.timeline.total),
  String(large.value.timeline.total),
  itemRatio,
);
row(
  '  heap after build (MiB)',
  (heap1 - heap0).toFixed(1),
  (heap2 - heap1).toFixed(1),
  (heap2 - heap1) / Math.max(0.1, heap1 - heap0),
);

// 2. Cursor seek: binary search against a linear scan of the same record times, on the large ledger.
function linearFirstAfter(ledger: Ledger, migrationId: number, t: number): number {
  for (const range of ledger.timeline.migrations) {
    if (range.migrationId < migrationId) continue;
    if (range.migrationId > migrationId) return range.base;
    for (let i = 0; i < range.count; i++) if (range.times.timeOf(i) > t) return range.base + i;
    return range.base + range.count;
  }
  return ledger.timeline.total;
}
const last = large.value.timeline.migrations.at(-1);
const target = last ? last.times.timeOf(last.count - 10) : 0;
const migration = last?.migrationId ?? 0;
const binary = time(() => large.value.timeline.firstAfter(migration, target), 2000);
const linear = time(() => linearFirstAfter(large.value, migration, target), 20);
if (binary.value !== linear.value) throw new Error('seek disagrees with the linear scan');
row(
  'cursor seek near the end, binary vs linear',
  `${(binary.ms * 1000).toFixed(2)} us`,
  `${(linear.ms * 1000).toFixed(0)} us`,
  linear.ms / binary.ms,
);

// 3. A page of 1000 events in each encoding.
const page = (encoding: 'compact_json' | 'protobuf_json'): string =>
  JSON.stringify(eventHistory(small.value, { page_size: 1000, ledger_value_encoding: encoding }).body);
const compact = time(() => page('compact_json'), 5);
const protobuf = time(() => page('protobuf_json'), 5);
row(
  'page of 1000, compact_json vs protobuf_json',
  `${compact.ms.toFixed(0)} ms`,
  `${protobuf.ms.toFixed(0)} ms`,
  protobuf.ms / compact.ms,
);
row(
  '  bytes',
  String(compact.value.length),
  String(protobuf.value.length),
  protobuf.value.length / compact.value.length,
);

const widths = [46, 14, 14, 8];
const line = (cells: string[]): string =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' ');
console.log(line(['benchmark', 'a', 'b', 'b / a']));
for (const r of rows) console.log(line(r));
