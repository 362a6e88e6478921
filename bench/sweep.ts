/**
 * The sweep's goals (docs/kit.md, the sweep): `check --sweep` over a stretch of `large` (its first migration, a
 * quarter of a million items), both encodings, every item and pair judged, in a process of its own against the
 * simulator in another; its rate set beside that of JSON.parse of the same pages' bytes in this process (the least a
 * reader of every item must do), and its peak RSS.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runNodeCapture, startServed } from './children.js';
import { bundleKit, REPORT_MAX_RSS } from './kit.js';
import type { Row } from './http.js';

const RATIO_GOAL = 0.5;
const RSS_GOAL_MIB = 300;
/** The checks whose rules the sweep applies: the item rules and the encodings' pair rules. */
const CHECKS =
  'd-item-parts,d-event-tree,d-view-graph,d-traffic-views,d-update-verdict-agree,d-id-shapes,d-encodings-agree,d-encodings-fields-agree';

interface SweepFigures {
  readonly items: number;
  readonly seconds: number;
}

/** JSON.parse of the pages the sweep reads (both encodings, 1000 items each) over `pages` pages: items per second. */
async function parseRate(base: string, pages: number): Promise<number> {
  let after: unknown = null;
  let [items, ms] = [0, 0];
  for (let p = 0; p < pages; p++) {
    const bodies = await Promise.all(
      ['compact_json', 'protobuf_json'].map(async (encoding) => {
        const res = await fetch(`${base}/api/scan/v0/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page_size: 1000, ledger_value_encoding: encoding, ...(after ? { after } : {}) }),
        });
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    const started = performance.now();
    const parsed = bodies.map(
      (b) => JSON.parse(b.toString('utf8')) as { events: Record<string, Record<string, unknown>>[] },
    );
    ms += performance.now() - started;
    const events = parsed[0]?.events ?? [];
    items += events.length;
    const last = events.at(-1)?.['update'] ?? events.at(-1)?.['verdict'];
    after = last ? { after_migration_id: last['migration_id'], after_record_time: last['record_time'] } : null;
  }
  return (items * 1000) / ms;
}

export async function sweepRows(): Promise<Row[]> {
  const kit = await bundleKit();
  const served = await startServed(
    kit,
    ['serve', '--port', '0', '--quiet', '--scenario', 'large'],
    /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/,
  );
  const dir = mkdtempSync(join(tmpdir(), 'trk-sweep-'));
  try {
    const args = ['--import', REPORT_MAX_RSS, kit, 'check', '--base-url', served.base, '--seed', '7'];
    args.push('--checks', CHECKS, '--sweep', '--sweep-to', '0', '--report', 'json', '--report-dir', dir);
    const run = await runNodeCapture(args, root);
    const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as {
      sweep?: { items: number; durationMs: number };
    };
    const sweep: SweepFigures = { items: report.sweep?.items ?? 0, seconds: (report.sweep?.durationMs ?? 0) / 1000 };
    const rate = sweep.seconds > 0 ? sweep.items / sweep.seconds : 0;
    const parse = await parseRate(served.base, 100);
    const ratio = rate / parse;
    const kb = /max-rss-kb (\d+)/.exec(run.err)?.[1];
    const rss = kb === undefined ? Number.NaN : Number(kb) / 1024;
    return [
      {
        id: 'K4',
        what: 'kit: --sweep of large migration 0, both encodings, every item and pair judged',
        measured: `${Math.round(rate).toLocaleString('en-US')} items/s (${sweep.items.toLocaleString('en-US')} in ${sweep.seconds.toFixed(0)} s), exit ${String(run.code)}`,
        against: `JSON.parse of the same pages: ${Math.round(parse).toLocaleString('en-US')} items/s`,
        ratio: `${ratio.toFixed(2)}x`,
        goal: `>= ${RATIO_GOAL}x, exit 0`,
        result: run.code === 0 && ratio >= RATIO_GOAL ? 'PASS' : 'FAIL',
        note: 'K4: an item is counted once for its two encodings; the parse reads both pages of each pair',
      },
      {
        id: 'K5',
        what: 'kit: peak RSS of that sweep',
        measured: `${rss.toFixed(0)} MiB`,
        against: '',
        ratio: '',
        goal: `<= ${RSS_GOAL_MIB} MiB`,
        result: rss > 0 && rss <= RSS_GOAL_MIB ? 'PASS' : 'FAIL',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await served.stop();
  }
}
