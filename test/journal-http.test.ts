import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestExpectationError, startSimulator, type JournalEntry, type Simulator } from 'token-registry-kit';
import { get, post } from './http-client.js';
import { operationsListed, unknownOperation } from './unknown-operation.js';

// The request journal over real HTTP (docs/journal.md), and the control API's routes of it and of faults on demand.

let sim: Simulator;
let live: Simulator;
beforeAll(async () => {
  [sim, live] = await Promise.all([
    startSimulator({ scenario: 'minimal', journalSize: 5 }),
    startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      controlOrigins: ['http://localhost:3000'],
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([sim.close(), live.close()]);
});

const eventsUrl = (s: Simulator): string => `${s.urls.scan}/v0/events`;
const page = (size: number): string => JSON.stringify({ page_size: size });

/** Waits until `ready` holds, looking every few milliseconds; the deadline is only a guard against a hang. */
async function until(what: string, ready: () => boolean): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (!ready()) {
    if (performance.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Sends raw bytes and reads until the server closes the connection. */
function rawExchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString()));
    socket.on('close', () => resolve(got));
    socket.on('error', () => undefined);
    socket.on('connect', () => socket.write(text));
  });
}

describe('the request journal', () => {
  it('should keep the latest requests in a ring of journalSize, oldest first, numbered on across a clear', async () => {
    sim.clearRequests();
    for (let i = 1; i <= 12; i++) await post(eventsUrl(sim), page(i));
    const kept = sim.requests();
    expect(kept.map((e) => JSON.parse(e.body) as unknown)).toEqual([8, 9, 10, 11, 12].map((n) => ({ page_size: n })));
    const ids = kept.map((e) => e.id);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2, ids[0]! + 3, ids[0]! + 4]);
    sim.clearRequests();
    expect(sim.requests()).toEqual([]);
    await post(eventsUrl(sim), page(1));
    expect(sim.requests().map((e) => e.id)).toEqual([ids[4]! + 1]);
  });

  it('should record what was sent and what was answered', async () => {
    sim.clearRequests();
    const answer = await post(`${eventsUrl(sim)}?trace=1`, page(2));
    const [entry] = sim.requests();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/scan/v0/events',
      query: 'trace=1',
      body: page(2),
      bodyBytes: page(2).length,
      status: 200,
      bytes: Buffer.byteLength(answer.text),
      operation: 'D',
      rule: null,
    } satisfies Partial<JournalEntry>);
    expect(entry?.durationMs).toBeGreaterThan(0);
    expect(Date.parse(entry?.time ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(entry?.headers['content-type']).toBe('application/json');
  });

  it('should mask credentials in every spelling of their header names, and in the query', async () => {
    sim.clearRequests();
    const secrets = ['s3cr3t-bearer', 'k3y-v4lue', 'c00kie-v4l', 'aUth-t0ken', 'pr0xy-cr3d', 'cl1ent-s3cret'];
    const request = [
      `POST /api/scan/v0/events?api_key=${secrets[1]}&page=1 HTTP/1.1`,
      'Host: x',
      `AUTHORIZATION: Bearer ${secrets[0]}`,
      `X-Api-KEY: ${secrets[1]}`,
      `Cookie: session=${secrets[2]}`,
      `x-AUTH-token: ${secrets[3]}`,
      `Proxy-Authorization: Basic ${secrets[4]}`,
      `X-Client-Secret: ${secrets[5]}`,
      'Content-Type: application/json',
      'Connection: close',
      `Content-Length: ${page(1).length}`,
      '',
      page(1),
    ].join('\r\n');
    expect(await rawExchange(sim.port, request)).toMatch(/^HTTP\/1\.1 200/);
    const [entry] = sim.requests();
    expect(entry?.headers).toMatchObject({
      authorization: 'Bearer ***',
      'x-api-key': '***',
      cookie: '***',
      'x-auth-token': '***',
      'proxy-authorization': 'Basic ***',
      'x-client-secret': '***',
      host: 'x',
    });
    expect(entry?.query).toBe('api_key=***&page=1');
    const everything = JSON.stringify(sim.requests());
    for (const secret of secrets) expect(everything).not.toContain(secret);
    let message = '';
    try {
      sim.expectRequests({ operation: 'A' }, 1);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('[authorization: Bearer ***; x-api-key: ***; cookie: ***;');
    for (const secret of secrets) expect(message).not.toContain(secret);
  });

  it('should keep the first 4 KiB of a body and its whole length', async () => {
    sim.clearRequests();
    const big = JSON.stringify({ page_size: 1, pad: 'x'.repeat(10_000) });
    await post(eventsUrl(sim), big);
    const [entry] = sim.requests();
    expect(entry?.body).toBe(big.slice(0, 4096));
    expect(entry?.bodyBytes).toBe(big.length);
  });

  it('should filter by operation, status, method, path and time, and say what it saw when an expectation fails', async () => {
    sim.clearRequests();
    const since = new Date();
    await post(eventsUrl(sim), page(1));
    await get(`${sim.urls.base}/no/such`);
    const handle = sim.inject('D: 503 next 1');
    await post(eventsUrl(sim), page(1));
    expect(sim.requests({ operation: 'D' }).map((e) => e.status)).toEqual([200, 503]);
    expect(sim.requests({ status: 404 }).map((e) => e.path)).toEqual(['/no/such']);
    expect(sim.requests({ method: 'GET' })).toHaveLength(1);
    expect(sim.requests({ path: '/api/*' })).toHaveLength(2);
    expect(sim.requests({ since })).toHaveLength(3);
    expect(sim.requests({ since: new Date(Date.now() + 60_000) })).toEqual([]);
    const [faulted] = sim.expectRequests({ operation: 'D', status: 503 }, 1);
    expect(faulted?.rule).toEqual({ id: handle.id, rule: 'D: 503 next 1' });
    expect(() => sim.expectRequests({ operation: 'D' }, { atLeast: 3 })).toThrow(RequestExpectationError);
    expect(() => sim.expectRequests({ operation: 'D' }, { atLeast: 3 })).toThrow(
      /^expected at least 3 requests with operation D, saw 2; the journal holds 3 \(of at most 5\), \* marks those that match:\n\* #\d+ \S+ POST \/api\/scan\/v0\/events D 200 .*\n {2}#\d+ \S+ GET \/no\/such - 404\n\* #\d+ \S+ POST \/api\/scan\/v0\/events D 503 \(rule \d+: D: 503 next 1\)/,
    );
    // A letter no operation has, as a caller without the types may pass it.
    expect(() => sim.requests({ operation: unknownOperation as 'A' })).toThrow(
      `filter operation must be ${operationsListed('or')}`,
    );
  });

  it('should keep each entry at its arrival time, so that since is inclusive and exact: 300 of 300', async () => {
    const found: number[] = [];
    for (let i = 0; i < 300; i++) {
      sim.clearRequests();
      const since = new Date();
      await post(eventsUrl(sim), page(1));
      found.push(sim.requests({ since }).length);
      // The entry's own time given back as since finds it: the time is kept to the millisecond it was shown with.
      const [entry] = sim.requests();
      expect(sim.requests({ since: entry?.time ?? '' })).toHaveLength(1);
    }
    expect(found.filter((n) => n === 1)).toHaveLength(300);
  });

  it('should journal clients that gave up during a delay as answered nothing, final as they leave', async () => {
    sim.clearRequests();
    sim.inject('D: delay 10m next 2');
    const clients = [new AbortController(), new AbortController()];
    const sent = clients.map((client) =>
      fetch(eventsUrl(sim), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: page(20),
        signal: client.signal,
      }).then(
        () => 'answered',
        (error: Error) => error.name,
      ),
    );
    await until('two requests held', () => sim.requests({ final: false }).length === 2);
    const held = sim.requests().map((e) => [e.status, e.bytes, e.durationMs, e.final]);
    expect(held).toEqual([
      [null, 0, null, false],
      [null, 0, null, false],
    ]);
    for (const client of clients) client.abort();
    expect(await Promise.all(sent)).toEqual(['AbortError', 'AbortError']);
    const final = await sim.finalRequests({ operation: 'D' });
    expect(final.map((e) => [e.status, e.bytes, e.final, e.rule?.rule])).toEqual([
      [null, 0, true, 'D: delay 10m next 2'],
      [null, 0, true, 'D: delay 10m next 2'],
    ]);
    expect(final.every((e) => (e.durationMs ?? -1) >= 0)).toBe(true);
    expect(sim.requests()).toEqual(final);
  });

  it('should write nothing to a client that closes its side during a delay, and close the connection', async () => {
    sim.clearRequests();
    sim.inject('D: delay 10m next 1');
    const socket = connect(sim.port, '127.0.0.1');
    let got = 0;
    socket.on('data', (d: Buffer) => (got += d.length));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      `POST /api/scan/v0/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${page(5).length}\r\n\r\n${page(5)}`,
    );
    await until('the request held', () => sim.requests().length === 1);
    socket.end();
    await closed;
    expect(got).toBe(0);
    const [entry] = await sim.finalRequests();
    expect(entry).toMatchObject({ status: null, bytes: 0, final: true });
  });

  it('should wait for an answer that is still going out, and then keep its entry as it is', async () => {
    sim.clearRequests();
    sim.inject('D: delay 300ms next 1');
    const answer = post(eventsUrl(sim), page(2));
    await until('the request held', () => sim.requests().length === 1);
    const waited = sim.finalRequests();
    const { text } = await answer;
    const [entry] = await waited;
    expect(entry).toMatchObject({ status: 200, bytes: Buffer.byteLength(text), final: true });
    expect(sim.requests({ final: true })).toEqual([entry]);
    expect(await sim.finalRequests()).toEqual([entry]);
  });

  it("should leave the browser view's requests out: no rule meets them, no entry keeps them", async () => {
    sim.clearRequests();
    const rules = [sim.inject('D: 503 next 2'), sim.inject('*: reset 50%')];
    const fromView = { 'x-trk-ui': '1' };
    for (let i = 0; i < 10; i++) expect((await post(eventsUrl(sim), page(1), fromView)).status).toBe(200);
    expect(sim.requests()).toEqual([]);
    expect(sim.rules().map((r) => r.left)).toEqual([2, null]);
    for (const rule of rules) rule.remove();
  });

  it('should show the client of each entry, and pick entries and fire rules by header and by client', async () => {
    sim.clearRequests();
    sim.inject('D header=x-test-id:wallet-1: 503 next 1');
    sim.inject('* client=10.0.0.7: reset');
    sim.inject('* client=127.0.0.1 header=x-test-id:wallet-3: 429 next 1');
    const tagged = (id: string) => post(eventsUrl(sim), page(1), { 'x-test-id': id });
    expect((await tagged('wallet-2')).status).toBe(200);
    expect((await tagged('wallet-1')).status).toBe(503);
    expect((await tagged('wallet-1')).status).toBe(200);
    expect((await tagged('wallet-3')).status).toBe(429);
    expect(sim.requests().map((e) => e.client)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(sim.requests({ header: 'x-test-id:wallet-1' }).map((e) => e.status)).toEqual([503, 200]);
    expect(sim.requests({ header: 'x-test-id' })).toHaveLength(4);
    expect(sim.requests({ client: '127.0.0.1', status: 429 }).map((e) => e.headers['x-test-id'])).toEqual(['wallet-3']);
    expect(sim.requests({ client: '10.0.0.7' })).toEqual([]);
    expect(sim.rules().map((r) => r.rule)).toEqual(['* client=10.0.0.7: reset']);
    sim.clearRules();
  });

  it('should record an answer cut short by a fault as it went out', async () => {
    sim.clearRequests();
    const whole = (await post(eventsUrl(sim), page(2))).text;
    sim.inject('D: truncate next 1');
    await post(eventsUrl(sim), page(2)).catch(() => undefined);
    sim.inject('D: reset next 1');
    await post(eventsUrl(sim), page(2)).catch(() => undefined);
    const [, cut, reset] = await sim.finalRequests();
    expect(cut).toMatchObject({ status: 200, bytes: Math.floor(Buffer.byteLength(whole) / 2) });
    expect(reset).toMatchObject({ status: null, bytes: 0, rule: { rule: 'D: reset next 1' } });
  });

  it('should log each answer of a fault as the journal keeps it: no status when no head went out, the bytes sent', async () => {
    const lines: string[] = [];
    const logged = await startSimulator({ scenario: 'minimal', log: (line) => lines.push(line) });
    try {
      logged.inject('D: truncate after=100 next 1');
      await post(eventsUrl(logged), page(2)).catch(() => undefined);
      logged.inject('D: reset next 1');
      await post(eventsUrl(logged), page(2)).catch(() => undefined);
      // Both ended on the server's side too, so that the one entry still going out below is the delay's.
      await logged.finalRequests();
      logged.inject('D: delay 10m next 1');
      const client = new AbortController();
      const gone = fetch(eventsUrl(logged), { method: 'POST', body: page(2), signal: client.signal }).catch(
        () => undefined,
      );
      await until('the request held', () => logged.requests({ final: false }).length === 1);
      client.abort();
      await gone;
      const entries = await logged.finalRequests();
      await until('three lines', () => lines.length === 3);
      expect(entries.map((e) => [e.status, e.bytes])).toEqual([
        [200, 100],
        [null, 0],
        [null, 0],
      ]);
      expect(lines.map((line) => / POST \/api\/scan\/v0\/events (.*) B [\d.]+ ms$/.exec(line)?.[1])).toEqual([
        '200 (aborted) 100',
        'no answer (aborted) 0',
        'no answer (aborted) 0',
      ]);
    } finally {
      await logged.close();
    }
  });
});

describe('the control API of faults on demand and of the journal', () => {
  const control = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(`${live.urls.base}/_control${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  const json = async (res: Response): Promise<unknown> => res.json();

  it('should add, list, remove and clear rules', async () => {
    const added = await control('/inject', { method: 'POST', body: JSON.stringify({ rule: 'd: 503 next 2' }) });
    expect(added.status).toBe(200);
    const rule = (await json(added)) as { id: number; rule: string; left: number };
    expect(rule).toMatchObject({ rule: 'D: 503 next 2', left: 2 });
    await control('/inject', { method: 'POST', body: JSON.stringify({ rule: 'C: reset' }) });
    expect(await json(await control('/inject'))).toEqual({
      rules: [rule, { id: rule.id + 1, rule: 'C: reset', left: null }],
    });
    expect((await post(eventsUrl(live), page(1))).status).toBe(503);
    expect(live.rules().map((r) => r.left)).toEqual([1, null]);
    const removed = await control(`/inject/${rule.id}/remove`, { method: 'POST' });
    expect(await json(removed)).toEqual({ ...rule, left: 1 });
    expect((await control(`/inject/${rule.id}/remove`, { method: 'POST' })).status).toBe(404);
    expect((await post(eventsUrl(live), page(1))).status).toBe(200);
    expect(await json(await control('/inject/clear', { method: 'POST' }))).toEqual({ removed: 1 });
    expect(live.rules()).toEqual([]);
  });

  it('should refuse a rule it cannot read with 400, naming what is wrong', async () => {
    for (const [body, message] of [
      [{ rule: 'D: 200' }, /inject rule "D: 200": status 200 is not an error/],
      [{ rule: 42 }, /rule must be a string such as "D: 503 next 2", got 42/],
      [{}, /rule must be a string/],
    ] as const) {
      const res = await control('/inject', { method: 'POST', body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(((await json(res)) as { error: string }).error).toMatch(message);
    }
    expect(live.rules()).toEqual([]);
  });

  it('should list the journal with filters, leave its own requests out, and clear it', async () => {
    await control('/requests/clear', { method: 'POST' });
    await post(eventsUrl(live), page(1));
    await control('/inject', { method: 'POST', body: JSON.stringify({ rule: 'D: 429 next 1' }) });
    await post(eventsUrl(live), page(1));
    // The browser view's requests take no place in the ring: its page polls every 1.5 s.
    const head = await fetch(`${live.urls.base}/_ui`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      expect.stringMatching(/^text\/html/),
      '',
    ]);
    expect((await fetch(`${live.urls.base}/_ui/state`)).status).toBe(200);
    const scoped = (await json(await control('/requests?client=127.0.0.1&header=content-type:application/json'))) as {
      requests: JournalEntry[];
    };
    expect(scoped.requests.map((e) => e.status)).toEqual([200, 200, 429]);
    const listed = (await json(await control('/requests?operation=D&status=429'))) as {
      size: number;
      requests: JournalEntry[];
    };
    expect(listed.size).toBe(1000);
    expect(listed.requests.map((e) => [e.operation, e.status, e.rule?.rule])).toEqual([['D', 429, 'D: 429 next 1']]);
    const all = (await json(await control('/requests'))) as { requests: JournalEntry[] };
    expect(all.requests.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'POST /api/scan/v0/events 200',
      'POST /_control/inject 200',
      'POST /api/scan/v0/events 429',
    ]);
    // The browser view's own calls are not kept either: its page marks them.
    const fromView = await control('/inject', { headers: { 'x-trk-ui': '1' } });
    expect(fromView.status).toBe(200);
    expect(live.requests()).toHaveLength(3);
    const bad = await control('/requests?status=abc');
    expect(bad.status).toBe(400);
    expect(((await json(bad)) as { error: string }).error).toMatch(/filter status must be an integer/);
    expect(await json(await control('/requests/clear', { method: 'POST' }))).toEqual({ cleared: 3 });
    expect(live.requests()).toEqual([]);
  });

  it('should refuse without a JSON content type or from a foreign origin, and change nothing', async () => {
    const refusals: [string, RequestInit, number][] = [
      [
        '/inject',
        { method: 'POST', body: JSON.stringify({ rule: 'D: 503' }), headers: { 'content-type': 'text/plain' } },
        415,
      ],
      ['/inject/clear', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
      ['/requests/clear', { method: 'POST', headers: { 'content-type': 'text/plain' } }, 415],
      [
        '/inject',
        { method: 'POST', body: JSON.stringify({ rule: 'D: 503' }), headers: { origin: 'http://evil.example' } },
        403,
      ],
      ['/requests', { headers: { origin: 'http://evil.example' } }, 403],
      ['/inject', { headers: { 'sec-fetch-site': 'cross-site' } }, 403],
    ];
    await post(eventsUrl(live), page(1));
    for (const [path, init, status] of refusals) {
      const res = await fetch(`${live.urls.base}/_control${path}`, init);
      expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      await res.text();
    }
    expect(live.rules()).toEqual([]);
    expect(live.requests({ operation: 'D' })).toHaveLength(1);
    const allowed = await control('/requests', { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('should answer 404 on a simulator without the control API', async () => {
    const res = await fetch(`${sim.urls.base}/_control/inject`, { headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/the control API is off/);
  });
});
