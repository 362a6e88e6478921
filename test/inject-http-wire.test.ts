import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';
import type { AppReply } from '../src/app/request.js';
import type { Transport } from '../src/app/inject-rules.js';
import { createHandler } from '../src/http/server.js';
import { PageLease } from '../src/operations/page-lease.js';
import { answersIn, rawPost } from './http-raw.js';
import { post, schemaErrors } from './http-client.js';
import { eventsUrl, page } from './inject-http-helpers.js';

// Faults on demand over real HTTP (docs/inject.md, on the wire): each action as a client meets it.

let sim: Simulator;
let plain: Simulator;
beforeAll(async () => {
  [sim, plain] = await Promise.all([
    startSimulator({ scenario: 'minimal', seed: 7 }),
    startSimulator({ scenario: 'minimal', seed: 7 }),
  ]);
});
afterAll(async () => {
  await Promise.all([sim.close(), plain.close()]);
});

const pageOf = async (size: number): Promise<string> => (await post(eventsUrl(plain), page(size))).text;

/** What a raw connection got: the bytes, whether it ended, and the error it ended with. */
interface Raw {
  readonly bytes: Buffer;
  readonly error: string | null;
  readonly ms: number;
}

/** Sends one raw request and reads until the server ends the connection (or 5 s pass). */
function raw(port: number, text: string): Promise<Raw> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let error: string | null = null;
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ bytes: Buffer.concat(chunks), error, ms: performance.now() - started });
    });
    socket.on('connect', () => socket.write(text));
  });
}

const rawEvents = (size: number): string => rawPost('/api/scan/v0/events', page(size));

describe('faults on demand over HTTP', () => {
  it('should answer `D: 503 next 2` twice with an ErrorResponse, then serve the page as it is', async () => {
    const expected = await pageOf(2);
    const rule = sim.inject('D: 503 next 2');
    expect(rule).toMatchObject({ rule: 'D: 503 next 2', left: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(eventsUrl(sim), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: page(2),
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const json = (await res.json()) as { error: string };
      expect(schemaErrors('error-response', json)).toEqual([]);
      expect(json.error).toMatch(/^injected by rule \d+ \(D: 503 next 2\): Service Unavailable$/);
    }
    expect((await post(eventsUrl(sim), page(2))).text).toBe(expected);
    expect(sim.rules()).toEqual([]);
  });

  it('should answer 429 with Retry-After, and stop once the rule is removed', async () => {
    const rule = sim.inject('*: 429 retry-after=3');
    for (const url of [eventsUrl(sim), `${sim.urls.base}/no/such/route`]) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: page(1) });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
      await res.text();
    }
    expect(rule.remove()).toBe(true);
    expect((await post(eventsUrl(sim), page(1))).status).toBe(200);
    expect(rule.remove()).toBe(false);
  });

  it('should hold the answer for a delay, then send it whole', async () => {
    const expected = await pageOf(1);
    sim.inject('D: delay 400ms next 1');
    const started = performance.now();
    const answer = await post(eventsUrl(sim), page(1));
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(answer.text).toBe(expected);
  });

  it('should trickle a slow answer in many small writes, whole in the end', async () => {
    const expected = await pageOf(2);
    const rate = Math.ceil(Buffer.byteLength(expected) / 0.8);
    sim.inject(`D: slow ${rate} next 1`);
    const started = performance.now();
    const { chunks, text } = await new Promise<{ chunks: number; text: string }>((resolve, reject) => {
      const req = httpRequest(eventsUrl(sim), { method: 'POST', headers: { 'content-type': 'application/json' } });
      req.on('response', (res) => {
        let got = '';
        let count = 0;
        res.on('data', (d: Buffer) => {
          count++;
          got += d.toString('utf8');
        });
        res.on('end', () => resolve({ chunks: count, text: got }));
      });
      req.on('error', reject);
      req.end(page(2));
    });
    expect(text).toBe(expected);
    expect(chunks).toBeGreaterThanOrEqual(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('should truncate: the whole Content-Length, the first half of the real bytes, then the connection closes', async () => {
    const expected = Buffer.from(await pageOf(3));
    sim.inject('D: truncate next 1');
    const got = await raw(sim.port, rawEvents(3));
    const head = got.bytes.indexOf('\r\n\r\n');
    expect(got.bytes.subarray(0, 12).toString()).toBe('HTTP/1.1 200');
    expect(got.bytes.subarray(0, head).toString()).toContain(`content-length: ${expected.length}`);
    const body = got.bytes.subarray(head + 4);
    expect(body.length).toBe(Math.floor(expected.length / 2));
    expect(body.equals(expected.subarray(0, body.length))).toBe(true);
    expect(got.error).toBeNull();
    // The page stays as it was, in the cache and on the wire.
    expect((await post(eventsUrl(sim), page(3))).text).toBe(expected.toString());
    sim.inject('D: truncate after=10 next 1');
    const ten = await raw(sim.port, rawEvents(3));
    expect(ten.bytes.subarray(ten.bytes.indexOf('\r\n\r\n') + 4).toString()).toBe(expected.subarray(0, 10).toString());
  });

  it('should close the connection with no answer for empty, and reset it for reset', async () => {
    sim.inject('D: empty next 1');
    const empty = await raw(sim.port, rawEvents(1));
    expect(empty.bytes.length).toBe(0);
    expect(empty.error).toBeNull();
    sim.inject('D: reset next 1');
    const reset = await raw(sim.port, rawEvents(1));
    expect(reset.bytes.length).toBe(0);
    expect(reset.error).toBe('ECONNRESET');
    const after = answersIn(
      (await raw(sim.port, rawEvents(1).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'))).bytes,
    );
    expect(after.map((a) => a.status)).toEqual([200]);
  });

  it('should draw the same faults from the same seed, in every process', async () => {
    const [a, b, c] = await Promise.all([
      startSimulator({ scenario: 'empty', seed: 11, inject: ['D: 503 30%'] }),
      startSimulator({ scenario: 'empty', seed: 11, inject: ['D: 503 30%'] }),
      startSimulator({ scenario: 'empty', seed: 12, inject: ['D: 503 30%'] }),
    ]);
    try {
      const statuses = async (s: Simulator): Promise<number[]> => {
        const seen: number[] = [];
        for (let i = 0; i < 60; i++) seen.push((await post(eventsUrl(s), page(1))).status);
        return seen;
      };
      const [first, second, other] = [await statuses(a), await statuses(b), await statuses(c)];
      expect(second).toEqual(first);
      expect(other).not.toEqual(first);
      expect(first.filter((s) => s === 503).length).toBeGreaterThan(5);
      expect(first.filter((s) => s === 200).length).toBeGreaterThan(20);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });
});

describe('a lent page gives its buffer back once its response has closed, and only if it was written', () => {
  let server: Server;
  let port: number;
  let next: AppReply;
  beforeAll(async () => {
    server = createServer(createHandler(() => next, { cors: true }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const lent = (transport: Transport, givenBack: () => void): AppReply => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: new PageLease(new Uint8Array(Buffer.from(JSON.stringify({ events: 'x'.repeat(5000) }))), givenBack),
    injected: { id: 1, rule: 'D: test', transport },
  });

  it('should give it back once a truncated part has been written, and once a slow body has gone out whole', async () => {
    const truncated = vi.fn();
    next = lent({ kind: 'truncate', after: 100 }, truncated);
    const cut = await raw(port, rawEvents(1));
    expect(cut.bytes.subarray(cut.bytes.indexOf('\r\n\r\n') + 4).length).toBe(100);
    await vi.waitFor(() => expect(truncated).toHaveBeenCalledTimes(1));
    const slow = vi.fn();
    next = lent({ kind: 'slow', bytesPerSecond: 40_000 }, slow);
    const whole = await raw(port, rawEvents(1).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'));
    expect(answersIn(whole.bytes)[0]?.body.length).toBe(5013);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
  });

  it('should never write, nor give back, a page held for a client that leaves during a delay', async () => {
    const sent = vi.fn();
    next = lent({ kind: 'delay', ms: 10_000 }, sent);
    const socket = connect(port, '127.0.0.1');
    const got: Buffer[] = [];
    socket.on('data', (d: Buffer) => got.push(d));
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(rawEvents(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const open = (): Promise<number> =>
      new Promise((resolve, reject) => server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    await vi.waitFor(async () => expect(await open()).toBe(0));
    // Never written, its buffer is never given back: the page store never writes another page into it.
    expect(sent).not.toHaveBeenCalled();
    expect(got).toEqual([]);
  });
});
