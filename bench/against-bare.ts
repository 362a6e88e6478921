/**
 * Goals 1, 3 and 6: the simulator in a child process, over HTTP, measured side by side with a bare node:http server
 * (bench/bare-server.ts, another child process) that answers the same requests with the same bytes, recorded from
 * the simulator first; then warm pages from two workers against one. Side by side, so that both see the same
 * machine at the same moment and the ratio holds what the simulator adds to the bytes it serves.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Recorded } from './bare-server.js';
import { runCli, startServe, startServed } from './children.js';
import { post } from './events-page.js';
import { failed, int, rate, times, verdict, type Row, type Settings } from './goal-row.js';
import { fetchReply, measure, type Rate, type Target } from './load.js';

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
export async function againstBare(settings: Settings, dir: string): Promise<Row[]> {
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
