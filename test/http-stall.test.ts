import { connect } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { RunningServer } from '../src/http/server.js';
import { defaultLimits } from '../src/http/limits.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { ledgerOf } from '../src/scenario-file.js';
import { answersIn, rawPost } from './http-raw.js';
import { eventsPath, serve, stall } from './stalled-client.js';

// Its own file, its tests side by side: each waits seconds, mostly idle, beside the rest.

let ledger: Ledger;
const servers: RunningServer[] = [];

beforeAll(() => {
  ledger = ledgerOf('default');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe.concurrent('a request whose body stops coming', () => {
  /** Sends a request's head and part of its body, then nothing: what comes back before the server closes. */
  const stalledBody = async (running: RunningServer, path = '/api/scan/v0/events'): Promise<string> => {
    const socket = connect(running.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', () => {});
    const head = `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n`;
    socket.write(`${head}Content-Length: 30\r\n\r\n{"page_size":`);
    await new Promise((resolve) => socket.once('close', resolve));
    return Buffer.concat(chunks).toString('latin1');
  };

  // docs/simulator.md's 30 s for both (limits of the HTTP edge), as in the defaults: the socket's idle time-out, a
  // timer of its own, used to come first and close the connection without a word; node's check of the request's
  // time runs once a second.
  it.for([
    ['the idle time-out and the request time-out alike', { requestTimeoutMs: 1000, idleTimeoutMs: 1000 }],
    ['the idle time-out first', { requestTimeoutMs: 60_000, idleTimeoutMs: 1000 }],
    ['the request time-out first', { requestTimeoutMs: 1000, idleTimeoutMs: 60_000 }],
  ] as const)('should be answered 408 with an ErrorResponse, then closed: %s', async ([, limits], { expect }) => {
    const text = await stalledBody(await serve(ledger, servers, { headersTimeoutMs: 500, ...limits }));
    const [answer] = answersIn(Buffer.from(text, 'latin1'));
    expect(answer?.status).toBe(408);
    expect(answer?.headers['content-type']).toBe('application/json');
    expect(answer?.headers['connection']).toBe('close');
    expect(JSON.parse(answer?.body ?? '{}')).toEqual({ error: 'the request did not arrive in time' });
  });

  it("should answer a control call's 408 as the control API answers, without CORS's *", async ({ expect }) => {
    const running = await serve(ledger, servers, { requestTimeoutMs: 1000, idleTimeoutMs: 1000 });
    const [control] = answersIn(Buffer.from(await stalledBody(running, '/_control/advance'), 'latin1'));
    expect(control?.status).toBe(408);
    expect(control?.headers['access-control-allow-origin']).toBeUndefined();
    const [events] = answersIn(Buffer.from(await stalledBody(running), 'latin1'));
    expect(events?.headers['access-control-allow-origin']).toBe('*');
  });

  it('should not throw for a request time-out shorter than the default time for headers', async ({ expect }) => {
    const running = await serve(ledger, servers, { requestTimeoutMs: 1000 });
    expect(answersIn(Buffer.from(await stalledBody(running), 'latin1'))[0]?.status).toBe(408);
  });
});

describe.concurrent('a client that stops reading', () => {
  // The cut at docs/simulator.md's 30 s itself, waited out: test/slow/http-stall-readme.test.ts.
  it('should be cut off 30 s after it stopped reading unless listen() is given another time-out', ({ expect }) => {
    expect(defaultLimits.idleTimeoutMs).toBe(30_000);
  });

  it('should be cut off after the idle time-out that listen() is given, not twice it', async ({ expect }) => {
    const { closedAfterMs, answers, ended } = await stall(await serve(ledger, servers, { idleTimeoutMs: 3000 }));
    expect(closedAfterMs).toBeGreaterThanOrEqual(3000);
    // Before twice it, whatever the machine's load: a timer that fires late is not the cut asked for twice.
    expect(closedAfterMs).toBeLessThan(6000);
    // What the kernel had taken is still delivered, then the end: not the 20 pages asked for.
    expect(ended).toBe(true);
    expect(answers).toBeLessThan(20);
  });

  it('should leave alone a client that reads, and a connection with nothing to write, past the idle time-out', async ({
    expect,
  }) => {
    const running = await serve(ledger, servers, { idleTimeoutMs: 1000 });
    const client = connect(running.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    client.on('data', (d: Buffer) => chunks.push(d));
    const answered = async (count: number): Promise<void> => {
      while (answersIn(Buffer.concat(chunks)).length < count && !client.destroyed) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    try {
      client.write(rawPost(eventsPath, '{"page_size":1000}').repeat(3));
      await answered(3);
      // Idle keep-alive (5 s by default) is not a stall: nothing waits to be written.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      client.write(rawPost(eventsPath, '{"page_size":1}'));
      await answered(4);
      expect(answersIn(Buffer.concat(chunks)).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    } finally {
      client.destroy();
    }
  });
});
