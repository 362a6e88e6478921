import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  type Client,
  type ClientOptions,
  type Exchange,
  type RequestSpec,
} from '../conformance/client/client.js';

/**
 * The bodies of the client's answers: lent to `read`'s `use` and taken back after it, kept by `send`
 * until recycle() with the `recycle` option, or the exchange's own without it; byte for byte what was served,
 * through the store's growth past its first 16 MiB, content codings and concurrent answers.
 */

const MIB = 1024 * 1024;
const LARGE = 17 * MIB;
const REVOKED = /the body of GET http:\/\/127\.0\.0\.1:\d+\/\S+ is read after it went back to the client/;

let server: Server;
let base: string;
/** Requests the server answered, by path. */
const hits = new Map<string, number>();

/**
 * A JSON body of at least `size` bytes, its own for each tag: the tag, then a pad of UTF-8 text (two-, three- and
 * four-byte characters, escapes) that repeats a unit that names the tag too, so that no two bodies share a stretch.
 */
const bodies = new Map<string, Buffer>();
function served(size: number, tag: string): Buffer {
  const key = `${size}/${tag}`;
  const known = bodies.get(key);
  if (known) return known;
  const head = Buffer.from(`{"tag":"${tag}","pad":"`);
  const unit = Buffer.from(`${tag}|é€😀\\n\\u00e9|`);
  const padEnd = head.length + Math.ceil(size / unit.length) * unit.length;
  const body = Buffer.alloc(padEnd + 2);
  head.copy(body);
  body.fill(unit, head.length, padEnd);
  body.write('"}', padEnd);
  bodies.set(key, body);
  return body;
}

const compressed = new Map<string, Buffer>();
/** The body under a content coding: gzip, br, or none. */
function coded(coding: string, size: number, tag: string): Buffer {
  const body = served(size, tag);
  if (coding === 'plain') return body;
  const key = `${coding}/${size}/${tag}`;
  let bytes = compressed.get(key);
  if (!bytes) {
    bytes =
      coding === 'gzip'
        ? gzipSync(body, { level: 1 })
        : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    compressed.set(key, bytes);
  }
  return bytes;
}

beforeAll(async () => {
  // GET /<coding>/<size>/<tag>: served(size, tag), under the coding (plain, gzip, br) when the client accepts it.
  // GET /flaky/<size>/<tag>: first 503 with Retry-After: 0, then the body. GET /bom/<size>/<tag>: a byte order mark
  // and the body.
  server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const [, coding = '', size = '', tag = ''] = path.split('/');
    const json = { 'content-type': 'application/json' };
    if (coding === 'flaky') {
      if (hits.get(path) === 1) res.writeHead(503, { ...json, 'retry-after': '0' }).end(served(1000, `busy${tag}`));
      else res.writeHead(200, json).end(served(Number(size), tag));
    } else if (coding === 'bom') {
      res.writeHead(200, json).end(Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), served(Number(size), tag)]));
    } else if (coding === 'plain') res.writeHead(200, json).end(served(Number(size), tag));
    else if (!(req.headers['accept-encoding'] ?? '').includes(coding))
      res.writeHead(406, json).end(`{"error": "${coding} not accepted"}`);
    else res.writeHead(200, { ...json, 'content-encoding': coding }).end(coded(coding, Number(size), tag));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const clients: Client[] = [];
afterAll(() => {
  for (const client of clients) client.close();
});

function clientWith(options: Partial<ClientOptions> = {}): Client {
  const client = createClient({ headers: {}, timeoutMs: 20_000, rateLimit: 0, ...options });
  clients.push(client);
  return client;
}

interface Asked {
  readonly request: RequestSpec;
  /** What the server serves, decoded. */
  readonly body: Buffer;
}
const ask = (coding: 'plain' | 'gzip' | 'br' | 'flaky' | 'bom', size: number, tag: string): Asked => ({
  request: { operation: 'D', method: 'GET', url: `${base}/${coding}/${size}/${tag}` },
  body: served(size, tag),
});

/** That the exchange's body is, byte for byte, the one served. */
function expectBody(exchange: Exchange, asked: Asked): void {
  expect(exchange.status).toBe(200);
  expect(exchange.bytes).toBeDefined();
  const bytes = exchange.bytes as Uint8Array;
  // Buffer.equals compares the bytes at once; toEqual on 17 MiB would take seconds, and print them all.
  expect(bytes.length).toBe(asked.body.length);
  expect(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).equals(asked.body)).toBe(true);
}

/** That reading the exchange's body throws, whichever way it is read. */
function expectRevoked(exchange: Exchange): void {
  expect(() => exchange.bytes).toThrow(REVOKED);
  expect(() => exchange.text).toThrow(REVOKED);
  expect(() => exchange.json).toThrow(REVOKED);
  // What is not the body stays readable.
  expect(exchange.status).toBe(200);
}

describe('Client.read', () => {
  it('should lend use the body served, as bytes, text and JSON, and take it back once use returns', async () => {
    const client = clientWith();
    for (const [coding, size] of [
      ['plain', 10],
      ['plain', 300_000],
      ['gzip', 100_000],
      ['br', 50_000],
      ['plain', LARGE],
      ['plain', 20],
    ] as const) {
      const asked = ask(coding, size, `read-${coding}-${size}`);
      const lent = await client.read(asked.request, (exchange) => {
        expectBody(exchange, asked);
        if (size < MIB) {
          expect(exchange.text).toBe(asked.body.toString('utf8'));
          expect(exchange.json).toEqual(JSON.parse(asked.body.toString('utf8')));
        }
        return exchange;
      });
      expectRevoked(lent);
    }
  });

  it('should take the body back when use throws, and lend the next one whole', async () => {
    const client = clientWith({ recycle: true });
    let lent: Exchange | undefined;
    const failing = ask('plain', 5000, 'throws');
    await expect(
      client.read(failing.request, (exchange) => {
        lent = exchange;
        throw new Error('use failed');
      }),
    ).rejects.toThrow('use failed');
    expectRevoked(lent as Exchange);
    const next = ask('plain', 1000, 'after-throw');
    await client.read(next.request, (exchange) => expectBody(exchange, next));
  });

  it('should lend the answer of a retry, not the 503 before it', async () => {
    const client = clientWith({ recycle: true });
    const asked = ask('flaky', 2000, 'retried');
    const lent = await client.read(asked.request, (exchange) => {
      expectBody(exchange, asked);
      return exchange;
    });
    expect(client.count()).toBe(2);
    expectRevoked(lent);
  });

  it('should lend each of concurrent reads its own body, and take each back', async () => {
    const client = clientWith({ recycle: true });
    const asked = [
      ask('plain', 50, 'cr-a'),
      ask('plain', LARGE, 'cr-b'),
      ask('gzip', 400_000, 'cr-c'),
      ask('plain', 3, 'cr-d'),
    ];
    const lent = await Promise.all(
      asked.map((one) =>
        client.read(one.request, (exchange) => {
          expectBody(exchange, one);
          return exchange;
        }),
      ),
    );
    for (const exchange of lent) expectRevoked(exchange);
  });
});

describe('Client.send', () => {
  it('should keep, with recycle, every body intact until recycle(), through the store growing, then revoke them', async () => {
    const client = clientWith({ recycle: true });
    const kept: [Exchange, Asked][] = [];
    const send = async (asked: Asked): Promise<void> => void kept.push([await client.send(asked.request), asked]);
    await send(ask('plain', 1000, 'k-small'));
    // Past the store's first 16 MiB: the buffer grows while the small body stays where it was.
    await send(ask('plain', LARGE, 'k-large'));
    await send(ask('gzip', 2 * MIB, 'k-gzip'));
    // A body lent between kept ones: its room is taken back and reused by the next kept body.
    const lent = ask('plain', 500_000, 'k-lent');
    const borrowed = await client.read(lent.request, (exchange) => {
      expectBody(exchange, lent);
      return exchange;
    });
    await send(ask('br', 300_000, 'k-br'));
    await send(ask('plain', 7, 'k-tiny'));
    for (const [exchange, asked] of kept) expectBody(exchange, asked);
    expectRevoked(borrowed);
    expect((kept[0]?.[0].json as { tag: string } | undefined)?.tag).toBe('k-small');

    client.recycle();
    for (const [exchange] of kept) expectRevoked(exchange);

    // The store is used again from its start, the same way.
    const again = [ask('plain', 2000, 'k-again-1'), ask('plain', LARGE, 'k-again-2'), ask('plain', 9, 'k-again-3')];
    const exchanges: Exchange[] = [];
    for (const asked of again) exchanges.push(await client.send(asked.request));
    again.forEach((asked, i) => expectBody(exchanges[i] as Exchange, asked));
    client.recycle();
    for (const exchange of exchanges) expectRevoked(exchange);
  });

  it('should revoke on recycle() kept bodies past 64 MiB, which get buffers of their own', async () => {
    const client = clientWith({ recycle: true });
    const asked = [1, 2, 3, 4].map((n) => ask('plain', LARGE, `over-${n}`));
    asked.push(ask('plain', 100, 'over-5'));
    const exchanges: Exchange[] = [];
    for (const one of asked) exchanges.push(await client.send(one.request));
    asked.forEach((one, i) => expectBody(exchanges[i] as Exchange, one));
    client.recycle();
    for (const exchange of exchanges) expectRevoked(exchange);
  });

  it('should give each of concurrent sends its own body, and revoke them all on recycle()', async () => {
    const client = clientWith({ recycle: true });
    const asked = [
      ask('plain', 10, 'cs-a'),
      ask('plain', 3 * MIB, 'cs-b'),
      ask('gzip', LARGE, 'cs-c'),
      ask('br', 200_000, 'cs-d'),
      ask('plain', 1, 'cs-e'),
      ask('plain', 64_000, 'cs-f'),
    ];
    const exchanges = await Promise.all(asked.map((one) => client.send(one.request)));
    // After more answers have come through the store, they are still intact.
    const later = ask('plain', 1000, 'cs-later');
    await client.read(later.request, (exchange) => expectBody(exchange, later));
    asked.forEach((one, i) => expectBody(exchanges[i] as Exchange, one));
    client.recycle();
    for (const exchange of exchanges) expectRevoked(exchange);
  });

  it('should keep, without recycle, every body readable for good', async () => {
    const client = clientWith();
    const asked = [ask('plain', 1000, 'own-a'), ask('gzip', LARGE, 'own-b'), ask('plain', 42, 'own-c')];
    const exchanges: Exchange[] = [];
    for (const one of asked) exchanges.push(await client.send(one.request));
    client.recycle();
    // Lent bodies come and go through the store meanwhile.
    for (const size of [LARGE, 100]) {
      const lent = ask('plain', size, `own-lent-${size}`);
      await client.read(lent.request, (exchange) => expectBody(exchange, lent));
    }
    client.recycle();
    asked.forEach((one, i) => expectBody(exchanges[i] as Exchange, one));
    expect((exchanges[2]?.json as { tag: string } | undefined)?.tag).toBe('own-c');
  });

  it("should give the text as fetch's text() does: a byte order mark dropped, kept in the bytes", async () => {
    const client = clientWith({ recycle: true });
    const asked = ask('bom', 100, 'bom');
    const exchange = await client.send(asked.request);
    expect(
      Buffer.from(exchange.bytes as Uint8Array).equals(Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), asked.body])),
    ).toBe(true);
    expect(exchange.text).toBe(asked.body.toString('utf8'));
    expect(exchange.json).toEqual(JSON.parse(asked.body.toString('utf8')));
  });
});
