import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsFromProfile } from '../conformance/history/facts.js';
import { runKit } from '../conformance/kit.js';
import { exitCodeOf, UnreachableError } from '../conformance/run/runner.js';
import { startSimulator, type Simulator } from '../src/index.js';

/**
 * Targets that misbehave the way real ones do, built as a proxy in front of the simulator: the kit must neither
 * crash, nor pass what it could not check, nor fail a correct target for a passing hiccup.
 */
type Mode = (
  req: IncomingMessage,
  res: ServerResponse,
  forward: (edit?: (text: string, request: string) => string) => void,
  n: number,
) => void;

let sim: Simulator;
const servers: Server[] = [];

async function proxy(mode: Mode): Promise<{ registry: string; validator: string; scan: string }> {
  let n = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const forward = (edit: (text: string, request: string) => string = (t) => t): void => {
        const body = Buffer.concat(chunks).toString('utf8');
        void fetch(`${sim.urls.base}${req.url ?? ''}`, {
          method: req.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          ...(req.method === 'POST' ? { body } : {}),
        }).then(async (answer) => {
          const text = edit(await answer.text(), body);
          res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
        });
      };
      mode(req, res, forward, ++n);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { registry: base, validator: `${base}/api/validator`, scan: `${base}/api/scan` };
}

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await sim.close();
});

/** The simulator's first page of events, as served. */
async function firstPage(): Promise<unknown[]> {
  const response = await fetch(`${sim.urls.scan}/v0/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"page_size":1000}',
  });
  return ((await response.json()) as { events: unknown[] }).events;
}

const isEvents = (req: IncomingMessage): boolean => (req.url ?? '').endsWith('/v0/events');

describe('the kit against misbehaving targets', () => {
  it('should retry 429 answers and pass a correct target behind a rate limiter', async () => {
    const target = await proxy((_req, res, forward, n) => {
      if (n % 3 === 0)
        res.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' }).end('{"error":"slow down"}');
      else forward();
    });
    const run = await runKit({
      target,
      facts: factsFromProfile(sim.profile, 'simulator'),
      runs: 5,
      checks: ['a-known-allocation', 'c-known-entry', 'd-order'],
    });
    expect(run.results.map((r) => r.verdict)).toEqual(['passed', 'passed', 'passed']);
  });

  it('should report a target that stays rate limited as an error, not as a failure or a pass', async () => {
    const target = await proxy((req, res, forward) => {
      if (req.method === 'POST' && (req.url ?? '').includes('/registry/allocations/')) {
        res.writeHead(503, { 'retry-after': '0', 'content-type': 'application/json' }).end('{"error":"unavailable"}');
      } else forward();
    });
    const run = await runKit({
      target,
      facts: factsFromProfile(sim.profile, 'simulator'),
      runs: 3,
      checks: ['a-known-allocation'],
    });
    expect(run.results[0]?.verdict).toBe('error');
    expect(run.results[0]?.reason).toMatch(/still 503 after 3 retries/);
    expect(exitCodeOf(run)).toBe(1);
  });

  it('should fail, not crash, on events that are not objects and on a 200 without events', async () => {
    const target = await proxy((req, _res, forward) =>
      isEvents(req) ? forward((text) => text.replace(/\]\}$/, text.endsWith('[]}') ? 'null]}' : ',null]}')) : forward(),
    );
    const run = await runKit({ target, runs: 5, checks: ['d-item-parts', 'd-order', 'd-event-tree'] });
    // An item that is no object is d-item-parts's to fail; it holds no tree for d-event-tree to judge.
    expect(run.results.find((r) => r.id === 'd-item-parts')?.failure?.received).toMatch(/: null$/);
    expect(run.results.find((r) => r.id === 'd-event-tree')?.verdict).toBe('passed');
    const empty = await proxy((req, res, forward) =>
      isEvents(req) ? res.writeHead(200, { 'content-type': 'application/json' }).end('{}') : forward(),
    );
    const second = await runKit({ target: empty, runs: 5, checks: ['d-page-size-bound', 'd-view-graph'] });
    expect(second.results.map((r) => r.verdict)).toEqual(['failed', 'failed']);
  });

  it('should turn checks that lack the facts a failed discovery would give into errors, never skips', async () => {
    // A 500 is an answer of the API (a 401 or a 404 would stop the run at its first contact): the history is there,
    // but cannot be read.
    const target = await proxy((req, res, forward) =>
      isEvents(req)
        ? res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}')
        : forward(),
    );
    const run = await runKit({ target, runs: 3, checks: ['a-known-allocation', 'c-known-entry'] });
    expect(run.results.map((r) => r.verdict)).toEqual(['error', 'error']);
    expect(run.results[0]?.reason).toMatch(/the event history could not be read: 500/);
    expect(exitCodeOf(run)).toBe(1);
  });

  it('should call a target that stalls in the middle of a body unreachable', async () => {
    const target = await proxy((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"events":[');
    });
    await expect(runKit({ target, timeoutMs: 300, checks: ['d-order'] })).rejects.toThrow(UnreachableError);
  });

  it('should pass a correct history that grows while it is walked', async () => {
    let visible = 30;
    const target = await proxy((req, _res, forward, n) => {
      if (!isEvents(req)) return forward();
      if (n % 10 === 0 && visible < 40) visible++;
      // Hide the events past `visible` of the 40 the minimal scenario has, as if they had not happened yet.
      forward((text) => {
        const body = JSON.parse(text) as { events?: unknown[] };
        return body.events
          ? JSON.stringify({ events: body.events.filter((e) => all.indexOf(JSON.stringify(e)) < visible) })
          : text;
      });
    });
    const all = (await firstPage()).map((e) => JSON.stringify(e));
    const run = await runKit({ target, runs: 4, checks: ['d-walk'] });
    expect(run.results[0]?.verdict, run.results[0]?.failure?.received).toBe('passed');
  });

  it('should pass d-stable-history on a correct history that grows between the two requests of each example', async () => {
    const recordTimeOf = (e: { update?: { record_time?: string }; verdict?: { record_time?: string } }) =>
      e.update?.record_time ?? e.verdict?.record_time;
    const all = ((await firstPage()) as Parameters<typeof recordTimeOf>[0][]).map(recordTimeOf);
    let visible = 20;
    const target = await proxy((req, _res, forward) => {
      if (!isEvents(req)) return forward();
      // One more event happens before each request: both encodings hide the same ones, by record time.
      visible = Math.min(all.length, visible + 1);
      forward((text) => {
        const body = JSON.parse(text) as { events?: Parameters<typeof recordTimeOf>[0][] };
        return body.events
          ? JSON.stringify({ events: body.events.filter((e) => all.indexOf(recordTimeOf(e)) < visible) })
          : text;
      });
    });
    const run = await runKit({
      target,
      facts: factsFromProfile(sim.profile, 'simulator'),
      runs: 15,
      checks: ['d-stable-history'],
    });
    expect(visible).toBeGreaterThan(30);
    expect(run.results[0]?.verdict, run.results[0]?.failure?.received).toBe('passed');
  });

  it('should fail what discovery met in its windows only, and replay it with --path discovery', async () => {
    // Pages of 1000 (discovery's windows) that cross into migration 1 leave out its first event; shorter pages,
    // the map's and the checks', do not.
    const target = await proxy((req, _res, forward) =>
      isEvents(req)
        ? forward((text, request) => {
            const body = JSON.parse(text) as { events?: { update?: { migration_id?: number } }[] };
            if (!body.events || !request.includes('"page_size":1000')) return text;
            const at = body.events.findIndex((e, i) => i > 0 && e.update?.migration_id === 1);
            if (at > 0 && body.events[at - 1]?.update?.migration_id === 0) body.events.splice(at, 1);
            return JSON.stringify(body);
          })
        : forward(),
    );
    const run = await runKit({ target, runs: 2, seed: 3, checks: ['a-known-allocation', 'd-reads-agree'] });
    const found = run.results.find((r) => r.id === 'd-reads-agree');
    expect(found?.verdict).toBe('failed');
    expect(found?.failure?.replay).toMatch(/--checks d-reads-agree --seed 3 --path discovery$/);
    // Without its path the check alone reads no windows, and passes; with it, the replay meets the defect again.
    const alone = await runKit({ target, runs: 2, seed: 3, checks: ['d-reads-agree'] });
    expect(alone.results[0]?.verdict).toBe('passed');
    const replayed = await runKit({ target, runs: 2, seed: 3, checks: ['d-reads-agree'], path: 'discovery' });
    expect(replayed.results[0]?.failure?.expected).toBe(found?.failure?.expected);
  });

  it('should call a check inconclusive on pages that hold none of what it judges, and say how to leave it out', async () => {
    const target = await proxy((req, _res, forward) =>
      isEvents(req)
        ? forward((text) => {
            const body = JSON.parse(text) as { events?: Record<string, unknown>[] };
            for (const item of body.events ?? []) item['traffic_summary'] = null;
            return JSON.stringify(body);
          })
        : forward(),
    );
    const run = await runKit({ target, runs: 3, checks: ['d-traffic-views'] });
    expect(run.results[0]?.verdict).toBe('inconclusive');
    expect(run.results[0]?.reason).toMatch(
      /^no traffic envelopes beside a verdict's views \(examined 0 of 1 needed\): the \d+ answers of D read held none \(200x\d+\); if your deployment never sends any, leave the check out with --exclude-checks d-traffic-views$/,
    );
    expect(run.exitCode).toBe(1);
  });

  it('should not ask response-schema for successes the facts cannot ask for', async () => {
    const none = factsFromProfile(
      { ...sim.profile, knownAllocationIds: [], partiesWithEntry: [], factoryChoiceArguments: null },
      'an empty profile',
    );
    const run = await runKit({
      target: await proxy((_req, _res, forward) => forward()),
      facts: none,
      runs: 3,
      checks: ['response-schema'],
    });
    expect(run.results[0]?.verdict, run.results[0]?.reason).toBe('passed');
    expect(run.results[0]?.evidence?.examinedBy).toEqual({ D: expect.any(Number) as number });
  });
});
