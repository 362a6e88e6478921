import { connect, type Socket } from 'node:net';
import { listen, type RunningServer } from '../src/http/server.js';
import type { ServerLimits } from '../src/http/limits.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { answersIn, rawPost } from './http-raw.js';

export const eventsPath = '/api/scan/v0/events';
// Pages of 1000 of the default scenario are about 6 MB: one fills the kernel's buffers of a client that never reads.
const pages = rawPost(eventsPath, '{"page_size":1000}').repeat(20);

/** Serves `ledger` on 127.0.0.1, port 0, with `limits`; the caller closes what it adds to `servers`. */
export async function serve(
  ledger: Ledger,
  servers: RunningServer[],
  limits: Partial<ServerLimits> = {},
): Promise<RunningServer> {
  const running = await listen({ ledger, host: '127.0.0.1', port: 0, limits });
  servers.push(running);
  return running;
}

/**
 * A client that asks for many large pages and never reads: resolves with the milliseconds from its request to the
 * server closing the connection (seen on the server's side: a client that does not read cannot see it), and the
 * answers the client finds once it reads after all.
 */
export async function stall(
  running: RunningServer,
): Promise<{ closedAfterMs: number; answers: number; ended: boolean }> {
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
