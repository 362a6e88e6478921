/**
 * Faults on demand and the request journal cost nothing when unused (docs/inject.md, cost; docs/journal.md, what it
 * keeps), measured side by side. The machine is shared, so rates are counted per second of CPU, not of wall time.
 *
 * - J1: 1,000,000 requests of D through the app and the journal's code path (createApp, then what the edge does
 *   for each request: `RequestJournal.record` and the response's close), in-process: the heap after 100 k and after
 *   1 M requests with the journal at its default 1000, against the heap with it off. The ring holds 1000 small
 *   records, so the heap must not grow with the count of requests.
 * - J2: D served with no rule in force (an injector in the app, its list empty) against the app as it was (no
 *   injector), in turns: the request path gains one length check.
 * - J3: the journal's cost per request, in-process, for reference.
 * - J4: over HTTP, `serve` (journal 1000, no rule) against `serve --journal-size 0`, D page_size 1, in turns, each
 *   server in a process of its own: the server's CPU time per request. Rows 1 and 3 of bench/http.ts measure
 *   `serve` as it ships (journal on, no rule) against a bare node:http server.
 *
 *   node --expose-gc --import tsx bench/journal.ts [--json]    (the rows; `npm run bench` prints them with the others)
 */
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp, type App } from '../src/app/app.js';
import { Injector } from '../src/app/injector.js';
import type { AppRequest } from '../src/app/request.js';
import { defaultPrefixes } from '../src/app/routes.js';
import { RequestJournal } from '../src/http/journal.js';
import { bodyLength } from '../src/http/write-reply.js';
import { ledgerOf } from '../src/scenario-file.js';
import { runNodeOutput, root, startServe } from './children.js';
import type { Row } from './http.js';
import { measure } from './load.js';

const MiB = 2 ** 20;
const REQUESTS = 1_000_000;

function memory(): { heap: number; rss: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / MiB, rss: usage.rss / MiB };
}

const utf8 = new TextEncoder();
const headers = {
  host: '127.0.0.1:8080',
  'content-type': 'application/json',
  authorization: 'Bearer wallet-t0ken-0123456789',
  'user-agent': 'wallet/1.0',
  'content-length': '15',
};
const eventsRequest = (size: number): AppRequest => ({
  method: 'POST',
  target: '/api/scan/v0/events',
  headers,
  body: { bytes: utf8.encode(JSON.stringify({ page_size: size })) },
});

/** What node gives the edge for one request, as far as the journal reads it. */
function exchange(request: AppRequest, length: number): { req: IncomingMessage; res: ServerResponse } {
  const res = Object.assign(new EventEmitter(), {
    headersSent: true,
    statusCode: 200,
    writableFinished: true,
    getHeader: () => length,
  });
  // Node reads each request's headers into an object of its own, which the journal's ring holds.
  const req = { url: request.target, method: request.method, headers: { ...request.headers } };
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse };
}

/** CPU time of this process, in seconds: on a machine others share, what a loop costs is its CPU, not its wall time. */
const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * `count` requests through the app and, when there is one, the journal's code path; requests per CPU second of
 * this process.
 */
function drive(app: App, journal: RequestJournal | null, request: AppRequest, count: number): number {
  const started = cpuSeconds();
  for (let i = 0; i < count; i++) {
    const arrived = { arrived: performance.now(), at: Date.now() };
    const reply = app(request);
    const { req, res } = exchange(request, bodyLength(reply.body));
    journal?.record(req, res, request, reply, arrived);
    res.emit('close');
  }
  return count / Math.max(1e-6, cpuSeconds() - started);
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');
const signed = (n: number): string => `${n < 0 ? '-' : '+'}${Math.abs(n).toFixed(1)}`;

type Ledger = ReturnType<typeof ledgerOf>;

/** J1: memory, journal off then on, each after a warm-up that fills the page cache. */
function memoryRow(ledger: Ledger, request: AppRequest): Row {
  const runs: Record<'off' | 'on', { start: number; at100k: number; end: number; rss: [number, number] }> = {
    off: { start: 0, at100k: 0, end: 0, rss: [0, 0] },
    on: { start: 0, at100k: 0, end: 0, rss: [0, 0] },
  };
  for (const mode of ['off', 'on'] as const) {
    const app = createApp({ ledger, injector: new Injector(ledger.seed) });
    const journal = mode === 'on' ? new RequestJournal(1000, defaultPrefixes) : null;
    drive(app, journal, request, 20_000);
    const start = memory();
    drive(app, journal, request, 100_000);
    const at100k = memory();
    drive(app, journal, request, REQUESTS - 100_000);
    const end = memory();
    runs[mode] = { start: start.heap, at100k: at100k.heap, end: end.heap, rss: [start.rss, end.rss] };
    if (journal) {
      const kept = journal.entries();
      if (kept.length !== 1000) throw new Error(`the journal kept ${kept.length} entries, not 1000`);
    }
  }
  const { on, off } = runs;
  const more = on.end - off.end;
  const flat = Math.abs(on.end - on.at100k);
  return {
    id: 'J1',
    what: `journal memory: ${int(REQUESTS)} requests of D, in-process`,
    measured: `heap ${on.at100k.toFixed(1)} MiB after 100 k, ${on.end.toFixed(1)} after 1 M; RSS ${on.rss[0].toFixed(0)} -> ${on.rss[1].toFixed(0)} MiB`,
    against: `off: heap ${off.end.toFixed(1)} MiB after 1 M`,
    ratio: `${signed(more)} MiB`,
    goal: 'heap <= off + 8 MiB, 100 k -> 1 M flat',
    result: more <= 8 && flat <= 2 ? 'PASS' : 'FAIL',
  };
}

/**
 * Two apps side by side, by turns of a few thousand requests, the first of each pair alternating, so that both see
 * the machine alike; the ratio is the median of the turns'.
 */
function sideBySide(a: () => number, b: () => number, turns = 30): { a: number; b: number; ratio: number } {
  const ratios: number[] = [];
  const rates = { a: [] as number[], b: [] as number[] };
  for (let turn = 0; turn < turns; turn++) {
    // Which goes first alternates: the second of a pair runs with the first's garbage to collect.
    const first = turn % 2 === 0 ? a() : b();
    const [ra, rb] = turn % 2 === 0 ? [first, b()] : [a(), first];
    rates.a.push(ra);
    rates.b.push(rb);
    ratios.push(ra / rb);
  }
  const median = (list: number[]): number => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] as number;
  return { a: median(rates.a), b: median(rates.b), ratio: median(ratios) };
}

/** J2, for page sizes 1 and 1000: an app with the injector and no rule in force against one without. */
function injectorRows(ledger: Ledger): Row[] {
  const rows: Row[] = [];
  for (const [size, count] of [
    [1, 5_000],
    [1000, 5_000],
  ] as const) {
    const plain = createApp({ ledger });
    const guarded = createApp({ ledger, injector: new Injector(ledger.seed) });
    const sized = eventsRequest(size);
    drive(plain, null, sized, count);
    drive(guarded, null, sized, count);
    const { a, b, ratio } = sideBySide(
      () => drive(guarded, null, sized, count),
      () => drive(plain, null, sized, count),
    );
    rows.push({
      id: 'J2',
      what: `D page_size ${size} (warm) with no rule in force, in-process`,
      measured: `${int(a)} req per CPU s`,
      against: `no injector ${int(b)} req per CPU s`,
      ratio: `${ratio.toFixed(2)}x`,
      goal: '>= 0.95x',
      result: ratio >= 0.95 ? 'PASS' : 'FAIL',
    });
  }
  return rows;
}

/** J3: what the journal costs a request, side by side with the same app not journaling. */
function costRow(ledger: Ledger, request: AppRequest): Row {
  const app = createApp({ ledger, injector: new Injector(ledger.seed) });
  const journal = new RequestJournal(1000, defaultPrefixes);
  const costs = sideBySide(
    () => drive(app, journal, request, 5_000),
    () => drive(app, null, request, 5_000),
  );
  return {
    id: 'J3',
    what: 'journal cost per request of D page_size 1, in-process',
    measured: `${(1e6 / costs.a - 1e6 / costs.b).toFixed(2)} us of CPU more (${int(costs.a)} req per CPU s)`,
    against: `off ${int(costs.b)} req per CPU s`,
    ratio: `${costs.ratio.toFixed(2)}x`,
    goal: 'for reference',
    result: 'INFO',
  };
}

async function inProcess(): Promise<Row[]> {
  const ledger = ledgerOf('default');
  const request = eventsRequest(1);
  return [memoryRow(ledger, request), ...injectorRows(ledger), costRow(ledger, request)];
}

/** CPU time a process has used, in milliseconds (Linux /proc; NaN elsewhere). */
function cpuMsOf(pid: number): number {
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return Number.NaN;
  }
}

/**
 * J4: `serve` with its journal against `serve --journal-size 0`, over HTTP, by turns: the server's CPU time per
 * request (what the journal costs, whatever else the machine runs), and the rate for reference.
 */
async function overHttp(seconds: number, connections: number): Promise<Row> {
  const on = await startServe([]);
  const off = await startServe(['--journal-size', '0']);
  try {
    const target = (base: string): { method: 'POST'; url: string; body: string } => ({
      method: 'POST',
      url: `${base}/api/scan/v0/events`,
      body: '{"page_size":1}',
    });
    const spent = { on: { ms: 0, requests: 0, rate: 0 }, off: { ms: 0, requests: 0, rate: 0 } };
    // A first turn of each warms both up and is not counted; then five, the first of each pair alternating.
    for (let turn = 0; turn < 6; turn++) {
      const order = turn % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
      for (const name of order) {
        const served = name === 'on' ? on : off;
        const before = cpuMsOf(served.pid);
        const rate = await measure(target(served.base), { seconds, connections });
        if (turn === 0) continue;
        spent[name].ms += cpuMsOf(served.pid) - before;
        spent[name].requests += rate.requests;
        spent[name].rate = Math.max(spent[name].rate, rate.perSecond);
      }
    }
    const us = (s: { ms: number; requests: number }): number => (s.ms * 1000) / s.requests;
    const ratio = us(spent.off) / us(spent.on);
    return {
      id: 'J4',
      what: 'D page_size 1 over HTTP, journal 1000 vs off: server CPU per request',
      measured: `${us(spent.on).toFixed(0)} us (${int(spent.on.rate)} req/s), RSS ${on.rssMiB().toFixed(0)} MiB`,
      against: `off ${us(spent.off).toFixed(0)} us (${int(spent.off.rate)} req/s), RSS ${off.rssMiB().toFixed(0)} MiB`,
      ratio: `${ratio.toFixed(2)}x`,
      goal: '>= 0.9x',
      result: ratio >= 0.9 ? 'PASS' : 'FAIL',
    };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

/** The rows: the in-process ones from a process of its own (its memory is theirs alone), then J4. */
export async function journalRows(settings: { seconds: number; connections: number }): Promise<Row[]> {
  const out = await runNodeOutput(['--expose-gc', '--import', 'tsx', 'bench/journal.ts', '--json'], root);
  const rows = JSON.parse(out.trim().split('\n').at(-1) ?? '[]') as Row[];
  return [...rows, await overHttp(settings.seconds, settings.connections)];
}

if (process.argv[1]?.endsWith('bench/journal.ts')) {
  if (globalThis.gc === undefined) {
    process.stderr.write('bench/journal.ts: run it with node --expose-gc, to measure memory after a collection\n');
    process.exit(2);
  }
  const rows = await inProcess();
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else {
    rows.push(await overHttp(3, 10));
    for (const r of rows) console.log([r.id, r.what, r.measured, r.against, r.ratio, r.goal, r.result].join('  |  '));
  }
}
