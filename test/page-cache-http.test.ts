import { connect, type Socket } from 'node:net';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText } from '../src/app/request.js';
import { listen, type RunningServer } from '../src/http/server.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { ledgerOf } from '../src/scenario-file.js';
import { positionOf, type EventItem } from './history-walk.js';

// Pages of 1000 of the default scenario are about 6 MB: the cache of 32 MiB keeps five, and a client that does
// not read holds one in flight (the kernel's buffers take far less of it).
const CACHE_BYTES = 32 * 2 ** 20;

let ledger: Ledger;
let running: RunningServer;
const responses: ServerResponse[] = [];

beforeAll(async () => {
  ledger = ledgerOf('default');
  running = await listen({ ledger, host: '127.0.0.1', port: 0, cacheBytes: CACHE_BYTES });
  running.server.on('request', (_req, res: ServerResponse) => responses.push(res));
});
afterAll(() => running.close());

type Cursor = { after_migration_id: number; after_record_time: string } | undefined;
const request = (encoding: string, after: Cursor): object => ({
  page_size: 1000,
  ledger_value_encoding: encoding,
  ...(after ? { after } : {}),
});

/** The page as the app answers it without a cache: the bytes every served page must have. */
function expected(body: object): string {
  const app = createApp({ ledger, cacheBytes: 0 });
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  return bodyText(
    app({
      method: 'POST',
      target: '/api/scan/v0/events',
      headers: { 'content-type': 'application/json' },
      body: { bytes },
    }),
  );
}

/** Sends a page request on a raw connection that reads nothing until told: its answer stays in flight. */
function stalled(body: object): { socket: Socket; answer: () => Promise<string> } {
  const socket = connect(running.port, '127.0.0.1');
  socket.pause();
  const text = JSON.stringify(body);
  socket.write(
    `POST /api/scan/v0/events HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
  const answer = async (): Promise<string> => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.resume();
    await new Promise((resolve) => socket.once('end', resolve));
    const whole = Buffer.concat(chunks).toString('utf8');
    return whole.slice(whole.indexOf('\r\n\r\n') + 4);
  };
  return { socket, answer };
}

describe('the page cache over HTTP', () => {
  it('should send a page whole while later pages drop it from the cache and are written where others were', async () => {
    // protobuf_json's pages are the larger: its buffer would fit the compact_json pages that follow.
    const first = request('protobuf_json', undefined);
    const slow = stalled(first);
    await expect.poll(() => responses[0]?.headersSent, { interval: 20, timeout: 10_000 }).toBe(true);
    // The whole history in compact_json: the fifth page drops the first from the cache, the sixth is written
    // into the buffer of one sent before.
    let after: Cursor;
    let items = 0;
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${running.port}/api/scan/v0/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request('compact_json', after)),
      });
      const events = ((await response.json()) as { events: EventItem[] }).events;
      if (events.length === 0) break;
      items += events.length;
      const last = positionOf(events[events.length - 1] as EventItem);
      after = { after_migration_id: last.migrationId, after_record_time: last.recordTime };
    }
    expect(items).toBe(ledger.timeline.total);
    // The test's premise: all of that happened while the first answer was still being sent.
    expect(responses[0]?.writableFinished).toBe(false);
    const text = await slow.answer();
    expect(text.length).toBeGreaterThan(6_000_000);
    expect(text === expected(first)).toBe(true);
  });
});
