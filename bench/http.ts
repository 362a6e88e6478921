/**
 * Issue 11, "Serve at the speed of bytes": the simulator in a child process, over HTTP, measured side by side with a
 * bare node:http server (another child process) that answers the same requests with the same bytes, and against the
 * recorded baselines. Each measurement is a row: what was measured, what it is compared to, the ratio, the goal and
 * PASS or FAIL. bench/all.ts runs it after the in-process benchmarks and prints the rows as a table.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'node:http';
import { DEFAULT_CACHE_BYTES } from '../src/app/app.js';
import { formatInstant, parseInstant } from '../src/ledger/time.js';
import type { Recorded } from './bare-server.js';
import { baselineWalks, type Baseline } from './baseline.js';
import { root, runCli, runNodeOutput, ServerRefused, startServe, startServed, type Served } from './children.js';
import { readPage, type Cursor } from './history.js';
import { fetchReply, measure, type Rate, type Target } from './load.js';

export interface Settings {
  /** Length of each load measurement. */
  readonly seconds: number;
  /** Concurrent keep-alive connections of each load measurement. */
  readonly connections: number;
  /** Longest walk of the whole `large` history (goal 5): a slower server is reported as a partial walk. */
  readonly walkSeconds: number;
}

export type Result = 'PASS' | 'FAIL' | 'INFO' | 'ERROR';

export interface Row {
  readonly id: string;
  readonly what: string;
  readonly measured: string;
  readonly against: string;
  readonly ratio: string;
  readonly goal: string;
  readonly result: Result;
  /** Printed under the table: why it failed, what it ran with instead. */
  readonly note?: string;
}

const MiB = (n: number): string => `${n.toFixed(0)} MiB`;
const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const times = (ratio: number): string => `${ratio.toFixed(2)}x`;
const rate = (r: Rate): string => `${int(r.perSecond)} req/s, ${int(r.mbPerSecond)} MB/s`;
const verdict = (pass: boolean): Result => (pass ? 'PASS' : 'FAIL');

/** A row that could not be measured: FAIL when the server refused (a result), ERROR when the harness broke. */
function failed(id: string, what: string, goal: string, error: unknown): Row {
  const refused = error instanceof ServerRefused;
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    what,
    measured: refused ? 'refused' : 'error',
    against: '',
    ratio: '',
    goal,
    result: refused ? 'FAIL' : 'ERROR',
    note: `${id}: ${refused ? 'the server ' : 'harness error: '}${message}`,
  };
}

const post = (base: string, path: string, body: unknown): Target => ({
  method: 'POST',
  url: `${base}${path}`,
  body: JSON.stringify(body),
});

interface Profile {
  readonly knownAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly factoryChoiceArguments: unknown;
}

/** The requests of goals 1 and 3, by row, as paths and bodies on any base URL. */
function requestsOf(profile: Profile): { id: string; what: string; target: (base: string) => Target }[] {
  const events = '/api/scan/v0/events';
  return [
    { id: '1', what: 'warm pages: D, page_size 1000', target: (b) => post(b, events, { page_size: 1000 }) },
    { id: '3 D', what: 'small: D, page_size 1', target: (b) => post(b, events, { page_size: 1 }) },
    {
      id: '3 A',
      what: 'small: A, withdraw context',
      target: (b) =>
        post(b, `/registry/allocations/v1/${profile.knownAllocationIds[0] ?? ''}/choice-contexts/withdraw`, {}),
    },
    {
      id: '3 B',
      what: 'small: B, allocation factory',
      target: (b) =>
        post(b, '/registry/allocation-instruction/v1/allocation-factory', {
          choiceArguments: profile.factoryChoiceArguments,
        }),
    },
    {
      id: '3 C',
      what: 'small: C, name entry by party',
      target: (b) => ({
        method: 'GET',
        url: `${b}/api/validator/v0/scan-proxy/ans-entries/by-party/${profile.partiesWithEntry[0] ?? ''}`,
      }),
    },
  ];
}

/** Headers that belong to the connection, not the answer: the bare server's node:http sets its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Records the simulator's answers to `targets` for the bare server, which replays them; every one must be a 200.
 * Returns the file that bench/bare-server.ts reads.
 */
async function record(base: string, targets: readonly Target[], dir: string): Promise<string> {
  const recorded: Recorded[] = [];
  for (const target of targets) {
    const reply = await fetchReply(target);
    if (reply.status !== 200) throw new Error(`${target.method} ${target.url} answered ${reply.status}`);
    const headers = Object.fromEntries(
      Object.entries(reply.headers)
        .filter(([name, value]) => !CONNECTION_HEADERS.has(name) && typeof value === 'string')
        .map(([name, value]) => [name, value as string]),
    );
    const url = new URL(target.url);
    recorded.push({
      method: target.method,
      path: `${url.pathname}${url.search}`,
      body: target.body ?? '',
      status: reply.status,
      headers,
      base64: reply.body.toString('base64'),
    });
  }
  const file = join(dir, 'replies.json');
  writeFileSync(file, JSON.stringify(recorded));
  return file;
}

/** Goals 1, 3 and 6: the default scenario against the bare replay of its answers, then with two workers. */
async function againstBare(settings: Settings, dir: string): Promise<Row[]> {
  const profile = JSON.parse(await runCli(['profile'])) as Profile;
  const requests = requestsOf(profile);
  const rows: Row[] = [];
  const load = { connections: settings.connections, seconds: settings.seconds };
  let warm: Rate | null = null;
  const sim = await startServe([]);
  try {
    const file = await record(
      sim.base,
      requests.map((r) => r.target(sim.base)),
      dir,
    );
    const bare = await startServed('bench/bare-server.ts', [file], /bare:\s+(http:\/\/127\.0\.0\.1:(\d+))/);
    try {
      for (const r of requests) {
        const goal = r.id === '1' ? 0.8 : 0.5;
        try {
          const expected = await fetchReply(r.target(sim.base));
          const replayed = await fetchReply(r.target(bare.base));
          if (!replayed.body.equals(expected.body)) throw new Error('the bare server does not answer the same bytes');
          const simulated = await measure(r.target(sim.base), load);
          const plain = await measure(r.target(bare.base), load);
          if (r.id === '1') warm = simulated;
          const ratio = simulated.perSecond / plain.perSecond;
          rows.push({
            id: r.id,
            what: r.what,
            measured: rate(simulated),
            against: `bare ${rate(plain)}`,
            ratio: times(ratio),
            goal: `>= ${goal}x`,
            result: verdict(ratio >= goal),
          });
        } catch (error) {
          rows.push(failed(r.id, r.what, `>= ${goal}x`, error));
        }
      }
    } finally {
      await bare.stop();
    }
  } finally {
    await sim.stop();
  }
  rows.push(await workers(settings, requests[0]?.target, warm));
  return rows;
}

/** Goal 6: warm pages from two workers against one (goal 1's measurement); for information on a 2-core machine. */
async function workers(
  settings: Settings,
  target: ((base: string) => Target) | undefined,
  one: Rate | null,
): Promise<Row> {
  const what = 'workers: warm pages, 2 vs 1';
  try {
    if (!target || !one) throw new Error('no measurement of one worker (goal 1) to compare with');
    const sim = await startServe(['--workers', '2']);
    try {
      const two = await measure(target(sim.base), { connections: settings.connections, seconds: settings.seconds });
      return {
        id: '6',
        what,
        measured: `${int(two.perSecond)} req/s`,
        against: `1 worker ${int(one.perSecond)} req/s`,
        ratio: times(two.perSecond / one.perSecond),
        goal: 'info',
        result: 'INFO',
        note: "6: 1 worker is goal 1's measurement; the load generator shares the machine's cores with the workers",
      };
    } finally {
      await sim.stop();
    }
  } catch (error) {
    return failed('6', what, 'info', error);
  }
}

/** A page of D after `cursor` (from the start when null), timed from request to last byte. */
async function page(
  base: string,
  agent: Agent,
  cursor: Cursor | null,
  size: number,
  encoding: 'compact_json' | 'protobuf_json' = 'compact_json',
): Promise<{ ms: number; bytes: number; items: number; next: Cursor | null }> {
  const reply = await fetchReply(
    post(base, '/api/scan/v0/events', {
      page_size: size,
      ...(encoding === 'compact_json' ? {} : { ledger_value_encoding: encoding }),
      ...(cursor ? { after: cursor } : {}),
    }),
    agent,
  );
  if (reply.status !== 200) {
    throw new Error(
      `D after ${JSON.stringify(cursor)} answered ${reply.status}: ${reply.body.toString().slice(0, 200)}`,
    );
  }
  return { ms: reply.ms, bytes: reply.body.length, ...readPage(reply.body, size) };
}

/** Pages of 1000 in each cold walk of goal 2: the baseline's, the in-process build's, the served one's. */
const COLD_PAGES = 100;

/** Rounds of goal 2's in-process measurement: the baseline's walk and ours take turns, so both see the host alike. */
const COLD_ROUNDS = 2;

/** Items per second over rounds of equal items: the items over the time they took, all rounds together. */
const overRounds = (rates: readonly number[]): number => rates.length / rates.reduce((sum, r) => sum + 1 / r, 0);

/**
 * Goal 2 in one process, as the baseline was measured (bench/cold-build.ts): pages built to their bytes, no HTTP,
 * with the page thread that `serve` starts by default here; the rate of one thread alone is in the note. The
 * baseline's walk (bench/baseline.ts) and this one run by turns, COLD_ROUNDS of each, each a fresh process walking
 * the first COLD_PAGES / COLD_ROUNDS pages: this host's speed moves within minutes, and one walk of each a minute
 * apart gave ratios from 4.5x to 6.5x for the same code. Gives the baseline over all its rounds too, for the
 * served walk's row 2b.
 */
async function coldBuild(): Promise<{ rows: Row[]; baseline: Baseline }> {
  const pages = COLD_PAGES / COLD_ROUNDS;
  const what = `cold pages built in-process, as the baseline was: ${COLD_ROUNDS} x ${pages} pages of 1000, by turns`;
  const goal = '>= 5x';
  const baselines: Baseline[] = [];
  const threaded: number[] = [];
  const single: number[] = [];
  let error: unknown = null;
  const walks = baselineWalks();
  try {
    for (let round = 0; round < COLD_ROUNDS; round++) {
      baselines.push(await walks.walk(pages));
      try {
        const out = await runNodeOutput(['--import', 'tsx', 'bench/cold-build.ts', String(pages)], root);
        const rates = JSON.parse(out.trim().split('\n').at(-1) ?? '') as { threaded: number; single: number };
        threaded.push(rates.threaded);
        single.push(rates.single);
      } catch (caught) {
        error = caught;
      }
    }
  } finally {
    walks.close();
  }
  const baseline: Baseline = {
    perSecond: overRounds(baselines.map((b) => b.perSecond)),
    how: `${baselines[0]?.how ?? ''}, by turns with ours: ${baselines.map((b) => int(b.perSecond)).join(' and ')} items/s`,
  };
  if (error !== null) return { rows: [failed('2a', what, goal, error)], baseline };
  const ours = overRounds(threaded);
  const alone = overRounds(single);
  const ratio = ours / baseline.perSecond;
  return {
    baseline,
    rows: [
      {
        id: '2a',
        what,
        measured: `${int(ours)} items/s`,
        against: `baseline ${int(baseline.perSecond)} items/s`,
        ratio: times(ratio),
        goal,
        result: verdict(ratio >= 5),
        note:
          `2a: with the page thread (serve's default on more than one core), ${threaded.map(int).join(' and ')} ` +
          `items/s by round; one thread alone ${int(alone)} items/s, ${times(alone / baseline.perSecond)}; ` +
          `baseline: ${baseline.how}`,
      },
    ],
  };
}

/**
 * Goals 2 and 5 in one walk, on a fresh server of `large` (1 M items) with `--cache-mb 64`: its first COLD_PAGES
 * pages give the served cold rate (row 2b, for reference: none of them was asked before; one page in the other
 * encoding was, to start the server), then the walk goes on to the end of the history, and the server's RSS then is
 * held against the cache cap (goal 5).
 */
async function walk(settings: Settings, baseline: Baseline): Promise<Row[]> {
  const coldWhat = `cold pages served over HTTP: first walk of large, ${COLD_PAGES} pages of 1000`;
  // Goal 2 is row 2a, measured as its baseline was: in one process. Served, each page also crosses the loopback and
  // is read by a client on the same two cores that build it. The baseline's own server, walked the same way, was no
  // faster than its in-process walk, so this ratio is no higher than served against served.
  const coldGoal = 'info';
  const cacheWhat = 'cache bound: highest RSS walking all of large';
  // Beyond the cache, a server building pages holds a working set that does not grow with what it has served: V8's
  // young generation (up to 3 x 16 MiB), the page writer's buffer (8 MiB), and garbage of the old generation that
  // awaits its next collection (pages outside the heap, which V8 lets reach 64 MiB before it collects them). RSS,
  // taken every 25 pages, then rises and falls by some 50 MiB. The goal is that it is bounded by the cap: its
  // highest stays under cap + start + 96 MiB, and the highest of the walk's second half is no more than 16 MiB
  // above the highest of its first.
  const cacheGoal = '<= cap + start + 96 MiB, flat';
  let capMiB = 64;
  let sim: Served;
  let note = '';
  try {
    sim = await startServe(['--scenario', 'large', '--cache-mb', String(capMiB)]);
  } catch (error) {
    if (!(error instanceof ServerRefused && /cache-mb/.test(error.message))) {
      return [failed('2b', coldWhat, coldGoal, error), failed('5', cacheWhat, cacheGoal, error)];
    }
    // Without the option the server's own default cap applies, and the bound is held against that.
    capMiB = DEFAULT_CACHE_BYTES / 2 ** 20;
    note = `; serve refused --cache-mb 64 (${error.message}), so both ran with the default cap, ${MiB(capMiB)}`;
    try {
      sim = await startServe(['--scenario', 'large']);
    } catch (again) {
      return [failed('2b', coldWhat, coldGoal, again), failed('5', cacheWhat, cacheGoal, again)];
    }
  }
  const rows: Row[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // A page the walk never asks for (the other encoding) starts the server's page thread, which builds its own copy
    // of the ledger: the RSS the cache is held against is the server's with both.
    await page(sim.base, agent, null, 1000, 'protobuf_json');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startRss = sim.rssMiB();
    const started = performance.now();
    let cursor: Cursor | null = null;
    let pages = 0;
    let items = 0;
    let bytes = 0;
    let serverMs = 0;
    let whole = false;
    const highest = { first: 0, second: 0 };
    const cold = (): Row => {
      const perSecond = items / (serverMs / 1000);
      const ratio = perSecond / baseline.perSecond;
      return {
        id: '2b',
        what: coldWhat,
        measured: `${int(perSecond)} items/s, ${int(bytes / (serverMs / 1000) / 1e6)} MB/s`,
        against: `baseline ${int(baseline.perSecond)} items/s`,
        ratio: times(ratio),
        goal: coldGoal,
        result: 'INFO',
        note:
          `2b: ${int(items)} items in ${pages} pages, ${(serverMs / 1000).toFixed(1)} s: each request's time to its ` +
          "last byte, summed (the client's reading between pages left out); the first pages of goal 5's walk. " +
          "Goal 2 is row 2a; the baseline's own server is no faster than its in-process walk",
      };
    };
    while (performance.now() - started < settings.walkSeconds * 1000) {
      const read = await page(sim.base, agent, cursor, 1000);
      if (read.items === 0) {
        whole = true;
        break;
      }
      pages++;
      items += read.items;
      bytes += read.bytes;
      serverMs += read.ms;
      cursor = read.next;
      if (pages === COLD_PAGES) rows.push(cold());
      if (pages % 25 === 0) {
        const half = items < 500_000 ? 'first' : 'second';
        highest[half] = Math.max(highest[half], sim.rssMiB());
      }
    }
    if (rows.length === 0) rows.push(cold());
    const rss = Math.max(highest.first, highest.second, sim.rssMiB());
    const bound = capMiB + startRss + 96;
    const growth = highest.second - highest.first;
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      id: '5',
      what: cacheWhat,
      measured: MiB(rss),
      against: `cap ${MiB(capMiB)} + start ${MiB(startRss)} + 96`,
      ratio: times(rss / bound),
      goal: cacheGoal,
      result: verdict(whole && rss <= bound && growth <= 16),
      note:
        (whole
          ? `5: walked all ${int(items)} items in ${seconds.toFixed(0)} s; highest RSS of its first half ${MiB(highest.first)}, of its second ${MiB(highest.second)} (${growth >= 0 ? '+' : ''}${MiB(growth)})`
          : `5: walked only ${int(items)} items in ${seconds.toFixed(0)} s (the walk stops after --walk-seconds ${settings.walkSeconds}): not the whole history, so FAIL`) +
        note,
    });
  } catch (error) {
    rows.push(failed('2/5', `${coldWhat}; ${cacheWhat}`, '', error));
  } finally {
    agent.destroy();
    await sim.stop();
  }
  return rows;
}

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
async function scale(dir: string): Promise<Row[]> {
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
