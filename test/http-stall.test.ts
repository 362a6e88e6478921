import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { listen, type RunningServer } from '../src/http/server.js';
import { defaultLimits, type ServerLimits } from '../src/http/limits.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { ledgerOf } from '../src/scenario-file.js';
import { answersIn, rawPost } from './http-raw.js';

// Its own file, its tests side by side: the one at the README's figure waits 30 s, mostly idle, beside the rest.

const eventsPath = '/api/scan/v0/events';
// Pages of 1000 of the default scenario are about 6 MB: one fills the kernel's buffers of a client that never reads.
const pages = rawPost(eventsPath, '{"page_size":1000}').repeat(20);

let ledger: Ledger;
const servers: RunningServer[] = [];

beforeAll(() => {
  ledger = ledgerOf('default');
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function serve(limits: Partial<ServerLimits> = {}): Promise<RunningServer> {
  const running = await listen({ ledger, host: '127.0.0.1', port: 0, limits });
  servers.push(running);
  return running;
}

/**
 * A client that asks for many large pages and never reads: resolves with the milliseconds from its request to the
 * server closing the connection (seen on the server's side: a client that does not read cannot see it), and the
 * answers the client finds once it reads after all.
 */
async function stall(running: RunningServer): Promise<{ closedAfterMs: number; answers: number; ended: boolean }> {
  const closed = new Promise<number>((resolve) => {
    running.server.once('connection', (socket: Socket) => socket.once('close', () => resolve(performance.now())));
  });
  const client = connect(running.port, '127.0.0.1');
  await new Promise((resolve) => client.once('connect', resolve));
  client.pause();
  const sent = performance.now();
  client.write(pages);
  const closedAfterMs = (await closed) - sent;
  const chunks: Buffer[] = [];
  const ended = await new Promise<boolean>((resolve) => {
    client.on('data', (d: Buffer) => chunks.push(d));
    client.once('end', () => resolve(true));
    client.once('error', () => resolve(true));
    setTimeout(() => resolve(false), 5000);
    client.resume();
  });
  client.destroy();
  return { closedAfterMs, answers: answersIn(Buffer.concat(chunks)).length, ended };
}

describe.concurrent('a client that stops reading', () => {
  it('should be cut off 30 s after it stopped reading, as the README says', async ({ expect }) => {
    expect(defaultLimits.idleTimeoutMs).toBe(30_000);
    const { closedAfterMs, answers, ended } = await stall(await serve());
    expect(closedAfterMs).toBeGreaterThanOrEqual(30_000);
    expect(closedAfterMs).toBeLessThan(33_000);
    // What the kernel had taken is still delivered, then the end: not the 20 pages asked for.
    expect(ended).toBe(true);
    expect(answers).toBeLessThan(20);
  }, 90_000);

  it('should be cut off after the idle time-out that listen() is given, not twice it', async ({ expect }) => {
    const { closedAfterMs, ended } = await stall(await serve({ idleTimeoutMs: 3000 }));
    expect(closedAfterMs).toBeGreaterThanOrEqual(3000);
    expect(closedAfterMs).toBeLessThan(5000);
    expect(ended).toBe(true);
  });

  it('should leave alone a client that reads, and a connection with nothing to write, past the idle time-out', async ({
    expect,
  }) => {
    const running = await serve({ idleTimeoutMs: 1000 });
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
