/**
 * The serving goals: the simulator in a child process, over HTTP, measured side by side with a bare node:http server
 * (another child process) that answers the same requests with the same bytes, and against the recorded baselines.
 * Each measurement is a row: what was measured, what it is compared to, the ratio, the goal and PASS or FAIL.
 * bench/all.ts runs it after the in-process benchmarks and prints the rows as a table.
 *
 * Each group of goals is a module of its own: 1, 3 and 6 against the bare server (bench/against-bare.ts), 2a built
 * in-process by turns with the baseline (bench/cold-rounds.ts), 2b and 5 in one walk of `large`
 * (bench/large-walk.ts), 4 at a hundred million items (bench/scale.ts); a row and its cells are bench/goal-row.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { againstBare } from './against-bare.js';
import { coldBuild } from './cold-rounds.js';
import { failed, type Row, type Settings } from './goal-row.js';
import { walk } from './large-walk.js';
import { scale } from './scale.js';

// The other benchmarks (bench/all.ts, bench/control.ts, bench/kit.ts, bench/journal.ts) take the row's type from here.
export type { Result, Row, Settings } from './goal-row.js';

/** Every HTTP measurement of the serving goals, one server at a time (none competes with another for the 2 cores). */
export async function httpRows(settings: Settings): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'trk-bench-'));
  // A group that breaks before its rows are made (its server does not start, `profile` fails) is one row.
  const group = async (ids: string, run: () => Promise<Row[]>): Promise<Row[]> =>
    run().catch((error: unknown) => [failed(ids, `goals ${ids}`, '', error)]);
  const rows = [
    ...(await group('1, 3, 6', () => againstBare(settings, dir))),
    ...(await group('2, 5', async () => {
      // Measured in this run, before the walk it is compared with, each alone on the machine.
      const { rows, baseline } = await coldBuild();
      return [...rows, ...(await walk(settings, baseline))];
    })),
    ...(await group('4', () => scale(dir))),
  ];
  rmSync(dir, { recursive: true, force: true });
  const order = ['1', '2', '3', '4', '5', '6'];
  return rows.sort((a, b) => order.indexOf(a.id[0] ?? '') - order.indexOf(b.id[0] ?? ''));
}
