/**
 * Goals 2 and 5 in one walk of all of `large` over HTTP: the served cold rate of its first pages (row 2b, for
 * reference) and the server's RSS, taken along the walk, held against the page cache's cap (row 5). One walk for
 * both, so that the machine walks the million items once.
 */
import { Agent } from 'node:http';
import { DEFAULT_CACHE_BYTES } from '../src/app/app.js';
import type { Baseline } from './baseline.js';
import { ServerRefused, startServe, type Served } from './children.js';
import { COLD_PAGES } from './cold-rounds.js';
import { page } from './events-page.js';
import { failed, int, MiB, times, verdict, type Row, type Settings } from './goal-row.js';
import type { Cursor } from './history.js';

const coldWhat = `cold pages served over HTTP: first walk of large, ${COLD_PAGES} pages of 1000`;
// Goal 2 is row 2a, measured as its baseline was: in one process. Served, each page also crosses the loopback and is
// read by a client on the same two cores that build it. The baseline's own server, walked the same way, was no faster
// than its in-process walk, so this ratio is no higher than served against served.
const coldGoal = 'info';
const cacheWhat = 'cache bound: highest RSS walking all of large';
// Beyond the cache, a server building pages holds a working set that does not grow with what it has served: V8's
// young generation (up to 3 x 16 MiB), the page writer's buffer (8 MiB), and garbage of the old generation that
// awaits its next collection (pages outside the heap, which V8 lets reach 64 MiB before it collects them). RSS,
// taken every 25 pages, then rises and falls by some 50 MiB. The goal is that it is bounded by the cap: its highest
// stays under cap + start + 96 MiB, and the highest of the walk's second half is no more than 16 MiB above the
// highest of its first.
const cacheGoal = '<= cap + start + 96 MiB, flat';

/** A server of `large` with a cache of 64 MiB, or of the default cap when serve refuses the option; or failed rows. */
async function startLarge(): Promise<{ sim: Served; capMiB: number; note: string } | Row[]> {
  try {
    return { sim: await startServe(['--scenario', 'large', '--cache-mb', '64']), capMiB: 64, note: '' };
  } catch (error) {
    if (!(error instanceof ServerRefused && /cache-mb/.test(error.message))) {
      return [failed('2b', coldWhat, coldGoal, error), failed('5', cacheWhat, cacheGoal, error)];
    }
    // Without the option the server's own default cap applies, and the bound is held against that.
    const capMiB = DEFAULT_CACHE_BYTES / 2 ** 20;
    const note = `; serve refused --cache-mb 64 (${error.message}), so both ran with the default cap, ${MiB(capMiB)}`;
    try {
      return { sim: await startServe(['--scenario', 'large']), capMiB, note };
    } catch (again) {
      return [failed('2b', coldWhat, coldGoal, again), failed('5', cacheWhat, cacheGoal, again)];
    }
  }
}

/** How far a walk got: pages, items and bytes read, and the server's time to each page's last byte, summed. */
interface Walked {
  pages: number;
  items: number;
  bytes: number;
  serverMs: number;
}

/** Row 2b: the served cold rate of the walk's first pages. */
function coldRow({ pages, items, bytes, serverMs }: Walked, baseline: Baseline): Row {
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
}

/**
 * Walks `large` from its start to its end, or for --walk-seconds, taking the server's RSS every 25 pages: the highest
 * of the first half of the items and of the second. Row 2b goes to `rows` once COLD_PAGES pages are read (or at the
 * end of a shorter walk), so that a walk that breaks later keeps it.
 */
async function walkLarge(
  sim: Served,
  agent: Agent,
  settings: Settings,
  baseline: Baseline,
  rows: Row[],
): Promise<{ items: number; whole: boolean; highest: { first: number; second: number }; started: number }> {
  const started = performance.now();
  const walked: Walked = { pages: 0, items: 0, bytes: 0, serverMs: 0 };
  let cursor: Cursor | null = null;
  let whole = false;
  const highest = { first: 0, second: 0 };
  while (performance.now() - started < settings.walkSeconds * 1000) {
    const read = await page(sim.base, agent, cursor, 1000);
    if (read.items === 0) {
      whole = true;
      break;
    }
    walked.pages++;
    walked.items += read.items;
    walked.bytes += read.bytes;
    walked.serverMs += read.ms;
    cursor = read.next;
    if (walked.pages === COLD_PAGES) rows.push(coldRow(walked, baseline));
    if (walked.pages % 25 === 0) {
      const half = walked.items < 500_000 ? 'first' : 'second';
      highest[half] = Math.max(highest[half], sim.rssMiB());
    }
  }
  if (rows.length === 0) rows.push(coldRow(walked, baseline));
  return { items: walked.items, whole, highest, started };
}

/**
 * Goals 2 and 5 in one walk, on a fresh server of `large` (1 M items) with `--cache-mb 64`: its first COLD_PAGES
 * pages give the served cold rate (row 2b, for reference: none of them was asked before; one page in the other
 * encoding was, to start the server), then the walk goes on to the end of the history, and the server's RSS then is
 * held against the cache cap (goal 5).
 */
export async function walk(settings: Settings, baseline: Baseline): Promise<Row[]> {
  const served = await startLarge();
  if (Array.isArray(served)) return served;
  const { sim, capMiB, note } = served;
  const rows: Row[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // A page the walk never asks for (the other encoding) starts the server's page thread, which builds its own copy
    // of the ledger: the RSS the cache is held against is the server's with both.
    await page(sim.base, agent, null, 1000, 'protobuf_json');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const startRss = sim.rssMiB();
    const { items, whole, highest, started } = await walkLarge(sim, agent, settings, baseline, rows);
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
