import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, TargetError, type Client, type RequestSpec } from '../conformance/client/client.js';
import { kitConfigOf } from '../conformance/config/config.js';
import { checksById } from '../conformance/checks/index.js';
import { openSession, runCheck } from '../conformance/run/runner.js';
import { runMain } from './cli-process.js';

/**
 * The kit's budget of answers held at once (--max-held-mb; README, Budgets), held to its limit by the client's own
 * accounting of the bytes it holds: bodies that fit together are kept, the one that would pass the budget is not
 * read and says why, an answer alone is read whatever the budget, and the room comes back once the bodies go.
 */

const MIB = 1024 * 1024;

let server: Server;
let base: string;

/** A JSON body of exactly `size` bytes. */
const bodyOf = (size: number): Buffer => {
  const head = '{"error":"';
  return Buffer.from(`${head}${'x'.repeat(size - head.length - 2)}"}`);
};

beforeAll(async () => {
  // GET /<how>/<size>: a body of `size` bytes, with its length (plain), without it (chunked) or gzipped.
  // Anything else (the kit's requests): a page of no events to the first contact, else a 400 of 600 KiB.
  server = createServer((req, res) => {
    const [, how = '', size = ''] = (req.url ?? '').split('/');
    const json = { 'content-type': 'application/json' };
    req.resume();
    req.on('end', () => {
      if (how === 'plain') return void res.writeHead(200, json).end(bodyOf(Number(size)));
      if (how === 'chunked') {
        res.writeHead(200, json);
        const body = bodyOf(Number(size));
        res.write(body.subarray(0, 1000));
        return void res.end(body.subarray(1000));
      }
      if (how === 'gzip')
        return void res.writeHead(200, { ...json, 'content-encoding': 'gzip' }).end(gzipSync(bodyOf(Number(size))));
      if (req.url?.endsWith('/v0/events') && req.headers['content-length'] === '17')
        return void res.writeHead(200, json).end('{"events":[]}');
      res.writeHead(400, json).end(bodyOf(600 * 1024));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const asked = (how: 'plain' | 'chunked' | 'gzip', size: number): RequestSpec => ({
  operation: 'D',
  method: 'GET',
  url: `${base}/${how}/${size}`,
});

const BUDGET = 100_000;

function clientWithBudget(): Client {
  return createClient({ headers: {}, timeoutMs: 20_000, rateLimit: 0, recycle: true, maxHeldBytes: BUDGET });
}

describe('the budget of answers held at once (--max-held-mb)', () => {
  it.each(['plain', 'chunked', 'gzip'] as const)(
    'should keep answers that fill it exactly, refuse the one past it (%s), and take them again once they go',
    async (how) => {
      const client = clientWithBudget();
      try {
        await client.send(asked(how, 60_000));
        await client.send(asked(how, 40_000));
        expect(client.held()).toEqual({ now: BUDGET, peak: BUDGET });
        const refused = await client.send(asked(how, 50)).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(TargetError);
        expect((refused as TargetError).kind).toBe('too-large');
        expect((refused as TargetError).message).toMatch(
          /^the answer of GET http:\/\/127\.0\.0\.1:\d+\/\w+\/50 would take the answers held at once past 0\.1 MB \(0\.1 MB held already\); stopped reading \(--max-held-mb\)$/,
        );
        // The refused answer took no room, and the bytes held never passed the budget.
        expect(client.held()).toEqual({ now: BUDGET, peak: BUDGET });
        client.recycle();
        expect(client.held().now).toBe(0);
        // The room is back, and the target goes on answering.
        await client.send(asked(how, 90_000));
        expect(client.held().now).toBe(90_000);
      } finally {
        client.close();
      }
    },
  );

  it('should read an answer alone whatever the budget, and give a lent one back after its use', async () => {
    const client = clientWithBudget();
    try {
      const size = await client.read(asked('plain', 3 * BUDGET), (exchange) => exchange.bytes?.length);
      expect(size).toBe(3 * BUDGET);
      expect(client.held()).toEqual({ now: 0, peak: 3 * BUDGET });
      // Lent one after the other, answers each near the budget never stand together.
      for (let i = 0; i < 3; i++) await client.read(asked('chunked', BUDGET - 10), () => undefined);
      expect(client.held().now).toBe(0);
    } finally {
      client.close();
    }
  });

  it("should make the check that holds answers past it an error that names it, and the kit's other checks go on", async () => {
    // A target that answers 600 KiB to every request: a check that compares two answers holds 1.2 MiB.
    const config = { ...kitConfigOf({ 'base-url': base, 'max-held-mb': '1' }, {}, () => 1), runs: 2 };
    const session = await openSession(config, undefined, () => {}, []);
    try {
      const stable = await runCheck(checksById['d-stable-history'], session);
      expect(stable.verdict).toBe('error');
      expect(stable.reason).toMatch(
        /would take the answers held at once past 1 MB \(0\.59 MB held already\).*--max-held-mb/,
      );
      const single = await runCheck(checksById['error-schema'], session);
      expect(single.verdict).toBe('passed');
      expect(session.held().peak).toBeLessThanOrEqual(MIB);
      expect(session.held().now).toBe(0);
    } finally {
      session.close();
    }
  });

  it('should be set by check --max-held-mb, and named in what the run prints', async () => {
    const result = await runMain(['check', '--base-url', base, '--checks', 'd-stable-history', '--max-held-mb', '1']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/d-stable-history +.*would take the answers held at once past 1 MB.*--max-held-mb/);
    const bad = await runMain(['check', '--base-url', base, '--max-held-mb', '0']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-held-mb must be an integer from 1 to 4096, got "0"/);
  });
});
