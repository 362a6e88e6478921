/**
 * The control API's goals (docs/control.md): what control calls keep is bounded (1 M calls from 8 clients leave the
 * server's RSS within the bound's stated figure, and it still answers), a state read costs the same at 100 M
 * appended items, no control call holds the event loop for more than 100 ms, and a name entry costs the same at
 * 20 k entries as at 2 k. The simulator runs from the kit's bench bundle (bench/kit.ts), in a process of its own.
 *
 *   node --import tsx bench/control.ts [calls]     (the rows alone; `npm run bench` prints them with the others)
 */
import { Agent, request } from 'node:http';
import { startServed, type Served } from './children.js';
import type { Row } from './http.js';
import { bundleKit } from './kit.js';

/** RSS a kept item may cost: 12 KB of heap for a created allocation, and what the heap's own slack adds to it. */
const KEPT_KIB = 20;
const DEFAULT_BOUND = 10_000;

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly ms: number;
}

function send(port: number, agent: Agent, method: string, path: string, body = ''): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
      },
    );
    req.on('error', reject).end(body);
  });
}

async function serve(kit: string, extra: readonly string[]): Promise<Served> {
  return startServed(
    kit,
    ['serve', '--port', '0', '--quiet', '--live', '--clock', 'manual', '--control', ...extra],
    /registry:\s+(http:\/\/127\.0\.0\.1:(\d+))/,
  );
}

/** `calls` createAllocation calls from 8 clients, each on its own keep-alive connection: statuses and the RSS after. */
async function flood(served: Served, calls: number): Promise<{ statuses: Map<number, number>; seconds: number }> {
  const statuses = new Map<number, number>();
  let left = calls;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (left > 0) {
        left--;
        const { status } = await send(served.port, agent, 'POST', '/_control/allocations', '{}');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      agent.destroy();
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

/** C1: what `calls` createAllocation calls from 8 clients leave in the server's RSS, and that it still answers D. */
async function floodRow(kit: string, agent: Agent, calls: number): Promise<Row> {
  const bounded = await serve(kit, []);
  try {
    const start = bounded.rssMiB();
    const { statuses, seconds } = await flood(bounded, calls);
    const rss = bounded.rssMiB();
    const page = await send(bounded.port, agent, 'POST', '/api/scan/v0/events', '{"page_size":10}');
    const stated = (DEFAULT_BOUND * KEPT_KIB) / 1024;
    const grew = rss - start;
    const counts = [...statuses].map(([s, n]) => `${s}x${n.toLocaleString('en-US')}`).join(' ');
    return {
      id: 'C1',
      what: `control: ${calls.toLocaleString('en-US')} createAllocation calls, 8 clients`,
      measured: `RSS ${start.toFixed(0)} -> ${rss.toFixed(0)} MiB (+${grew.toFixed(0)}), then D ${page.status}`,
      against: `bound ${DEFAULT_BOUND.toLocaleString('en-US')} x ${KEPT_KIB} KB`,
      ratio: `${(grew / stated).toFixed(2)}x`,
      goal: `+<= ${stated.toFixed(0)} MiB, answering`,
      result: grew <= stated && page.status === 200 && (statuses.get(409) ?? 0) > 0 ? 'PASS' : 'FAIL',
      note: `C1: ${counts} in ${seconds.toFixed(0)} s (${Math.round(calls / seconds).toLocaleString('en-US')} calls/s)`,
    };
  } finally {
    await bounded.stop();
  }
}

/** C2: a name entry at 2 k and at 20 k entries, 200 calls each, one client. */
async function nameEntryRow(big: Served, agent: Agent): Promise<Row> {
  const party = (
    JSON.parse((await send(big.port, agent, 'GET', '/_control/state')).text) as { partiesWithEntry: string[] }
  ).partiesWithEntry[0] as string;
  const path = `/_control/name-entries/${encodeURIComponent(party)}`;
  let made = 0;
  const entriesUpTo = async (count: number): Promise<number> => {
    let ms = 0;
    const timedFrom = count - 200;
    for (; made < count; made++) {
      const answer = await send(
        big.port,
        agent,
        'POST',
        path,
        JSON.stringify({ name: `bench-${made}.unverified.cns` }),
      );
      if (answer.status !== 200) throw new Error(`setNameEntry answered ${answer.status}: ${answer.text}`);
      if (made >= timedFrom) ms += answer.ms;
    }
    return ms / 200;
  };
  const at2k = await entriesUpTo(2_000);
  const at20k = await entriesUpTo(20_000);
  return {
    id: 'C2',
    what: 'control: setNameEntry at 20 k entries vs 2 k',
    measured: `${at20k.toFixed(2)} ms`,
    against: `${at2k.toFixed(2)} ms`,
    ratio: `${(at20k / at2k).toFixed(2)}x`,
    goal: '<= 1.5x',
    result: at20k / at2k <= 1.5 ? 'PASS' : 'FAIL',
  };
}

/** C3 and C4: 100 M appended items in ten calls, then the slowest state read and the slowest call of each kind. */
async function slowestRows(big: Served, agent: Agent): Promise<Row[]> {
  const slowest: [string, number][] = [];
  const timed = async (what: string, method: string, url: string, body?: string): Promise<Answer> => {
    const answer = await send(big.port, agent, method, url, body);
    slowest.push([what, answer.ms]);
    return answer;
  };
  for (let i = 0; i < 10; i++) await timed('advance 10 M', 'POST', '/_control/advance', '{"steps":10000000}');
  const state = await timed('state', 'GET', '/_control/state');
  const count = (JSON.parse(state.text) as { eventCount: number }).eventCount;
  await timed('state', 'GET', '/_control/state');
  await timed('refused advance', 'POST', '/_control/advance', '{"millis":31536000000000}');
  await timed('createAllocation', 'POST', '/_control/allocations', '{}');
  await timed('advance 1 h', 'POST', '/_control/advance', '{"millis":3600000}');
  const stateMs = Math.max(...slowest.filter(([w]) => w === 'state').map(([, ms]) => ms));
  const [what, worst] = slowest.reduce((a, b) => (b[1] > a[1] ? b : a));
  return [
    {
      id: 'C3',
      what: `control: GET /_control/state at ${(count / 1e6).toFixed(0)} M items`,
      measured: `${stateMs.toFixed(1)} ms`,
      against: '',
      ratio: '',
      goal: '<= 100 ms',
      result: stateMs <= 100 ? 'PASS' : 'FAIL',
    },
    {
      id: 'C4',
      what: 'control: the slowest call (advance 10 M, state, refused, allocate)',
      measured: `${worst.toFixed(1)} ms (${what})`,
      against: '',
      ratio: '',
      goal: '<= 100 ms',
      result: worst <= 100 ? 'PASS' : 'FAIL',
    },
  ];
}

export async function controlRows(calls = 1_000_000): Promise<Row[]> {
  const kit = await bundleKit();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const rows: Row[] = [await floodRow(kit, agent, calls)];
  const big = await serve(kit, ['--control-max-items', '30000']);
  try {
    rows.push(await nameEntryRow(big, agent), ...(await slowestRows(big, agent)));
  } finally {
    agent.destroy();
    await big.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  for (const row of await controlRows(Number(process.argv[2] ?? 1_000_000))) console.log(row);
}
