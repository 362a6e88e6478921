/**
 * Goal 4: a server of 100,000,000 items starts in time, fits in its memory and serves a page near the end of its
 * history as fast as one near the start. The end is found by bisection over record times, so that no walk of the
 * whole history is needed to reach it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { formatInstant, parseInstant } from '../src/ledger/time.js';
import { root, startServe, type Served } from './children.js';
import { page } from './events-page.js';
import { failed, MiB, times, verdict, type Row } from './goal-row.js';
import type { Cursor } from './history.js';

/** Microseconds since the epoch of a record time the simulator wrote, read as the simulator reads cursors. */
const micros = (time: string): number => {
  const at = parseInstant(time);
  if (at === null) throw new Error(`not an RFC 3339 time: ${JSON.stringify(time)}`);
  return at;
};

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * A cursor with at least `pages` full pages of 1000 after it, near the end of the history: the last migration is
 * found by asking for the first item after each migration's far future, the last item's time by bisection on
 * page_size 1, then the cursor steps back from it until the pages after it are full. Returns those pages' times
 * (each page asked once, so that none comes from the page cache).
 */
async function nearTheEnd(base: string, agent: Agent, pages: number): Promise<number[]> {
  const far = micros('2100-01-01T00:00:00Z');
  const first = await page(base, agent, null, 1);
  let migration = first.next?.after_migration_id ?? 0;
  let firstOfMigration = micros(first.next?.after_record_time ?? '1970-01-01T00:00:00Z');
  for (;;) {
    const next = await page(base, agent, { after_migration_id: migration, after_record_time: formatInstant(far) }, 1);
    if (!next.next) break;
    migration = next.next.after_migration_id;
    firstOfMigration = micros(next.next.after_record_time);
  }
  // Bisection: items follow (migration, lo), none follow (migration, hi).
  let lo = firstOfMigration - 1;
  let hi = far;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const after = await page(base, agent, { after_migration_id: migration, after_record_time: formatInstant(mid) }, 1);
    if (after.next) lo = mid;
    else hi = mid;
  }
  // Step back from the last item's time until `pages` full pages follow.
  for (let back = 10_000_000_000; back < far; back *= 2) {
    let cursor: Cursor | null = {
      after_migration_id: migration,
      after_record_time: formatInstant(Math.max(firstOfMigration - 1, hi - back)),
    };
    const ms: number[] = [];
    for (let i = 0; i < pages && cursor; i++) {
      const read = await page(base, agent, cursor, 1000);
      if (read.items < 1000) break;
      ms.push(read.ms);
      cursor = read.next;
    }
    if (ms.length === pages) return ms;
  }
  throw new Error(`no ${pages} full pages near the end of migration ${migration}`);
}

/**
 * Goal 4: a 100,000,000-item scenario (large with `events` raised): time from spawn to listening, RSS once
 * listening, and pages of 1000 near the end against near the start.
 */
export async function scale(dir: string): Promise<Row[]> {
  const large = JSON.parse(readFileSync(join(root, 'scenarios', 'large.json'), 'utf8')) as Record<string, unknown>;
  const file = join(dir, 'hundred-million.json');
  writeFileSync(file, JSON.stringify({ ...large, $schema: undefined, name: 'hundred-million', events: 100_000_000 }));
  const rows = {
    ready: { id: '4 start', what: 'scale, 100 M items: spawn to listening', goal: '<= 5 s' },
    rss: { id: '4 RSS', what: 'scale, 100 M items: RSS once listening', goal: '<= 512 MiB' },
    end: { id: '4 end', what: 'scale, 100 M items: page of 1000, end vs start', goal: 'end <= 1.2x start' },
  };
  let sim: Served;
  try {
    sim = await startServe(['--scenario', file], 45_000);
  } catch (error) {
    return Object.values(rows).map((r) => failed(r.id, r.what, r.goal, error));
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const rss = sim.rssMiB();
    const out: Row[] = [
      {
        ...rows.ready,
        measured: `${(sim.readyMs / 1000).toFixed(1)} s`,
        against: 'goal 5 s',
        ratio: times(sim.readyMs / 5000),
        result: verdict(sim.readyMs <= 5000),
      },
      {
        ...rows.rss,
        measured: MiB(rss),
        against: 'goal 512 MiB',
        ratio: times(rss / 512),
        result: verdict(rss <= 512),
      },
    ];
    try {
      // JIT warm-up away from both places measured: the first page of the second migration (or, with one
      // migration, a page of 999 from the start, which the page cache keeps apart from the page of 1000).
      const first = await page(sim.base, agent, null, 1);
      const second = await page(
        sim.base,
        agent,
        { after_migration_id: first.next?.after_migration_id ?? 0, after_record_time: '2100-01-01T00:00:00.000000Z' },
        1,
      );
      await page(sim.base, agent, second.next, second.next ? 1000 : 999);
      const start: number[] = [];
      let cursor: Cursor | null = null;
      for (let i = 0; i < 3; i++) {
        const read = await page(sim.base, agent, cursor, 1000);
        start.push(read.ms);
        cursor = read.next;
      }
      const end = await nearTheEnd(sim.base, agent, 3);
      const ratio = median(end) / median(start);
      out.push({
        ...rows.end,
        measured: `end ${median(end).toFixed(0)} ms`,
        against: `start ${median(start).toFixed(0)} ms`,
        ratio: times(ratio),
        result: verdict(ratio <= 1.2),
        note: '4 end: the median of 3 pages each, asked once; the end found by bisection',
      });
    } catch (error) {
      out.push(failed(rows.end.id, rows.end.what, rows.end.goal, error));
    }
    return out;
  } finally {
    agent.destroy();
    await sim.stop();
  }
}
