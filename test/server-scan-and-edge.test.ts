import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';
import { get, post, schemaErrors } from './http-client.js';
import { defaultAndEmpty, entryUrl, eventsUrl, expectError, withdrawUrl } from './server-helpers.js';

let sim: Simulator;
let empty: Simulator;

beforeAll(async () => {
  [sim, empty] = await defaultAndEmpty();
});
afterAll(() => Promise.all([sim.close(), empty.close()]));

describe('operation C: name entry by party', () => {
  it('should answer 200 with the entry of the requested party, sent as a real client sends it', async () => {
    for (const party of sim.profile.partiesWithEntry.slice(0, 20)) {
      const answer = await get(entryUrl(sim, party));
      expect(answer.status).toBe(200);
      expect(schemaErrors('lookup-entry-by-party-response', answer.json)).toEqual([]);
      const entry = (answer.json as { entry: { user: string; name: string } }).entry;
      expect(entry.user).toBe(party);
      expect(entry.name).toMatch(/^[a-z0-9_-]+\.unverified\.cns$/);
    }
  });

  it('should answer 404 for parties without an unexpired entry and for unknown parties', async () => {
    const unknown = `nobody::1220${'ab'.repeat(32)}`;
    for (const party of [...sim.profile.partiesWithoutEntry.slice(0, 10), unknown]) {
      expectError(await get(entryUrl(sim, party)), 404, /does not have any ANSEntry/);
    }
  });

  it.each(['alice', 'alice::', '::1220ab', `alice::1220${'g'.repeat(64)}`, 'a b::1220'])(
    'should answer 400 for the malformed party %j',
    async (party) => {
      expectError(await get(entryUrl(sim, party)), 400, /party must be a party id/);
    },
  );
});

describe('operation D: events', () => {
  it.each([1, 1000])('should answer page_size %i with at most that many valid events', async (pageSize) => {
    const answer = await post(eventsUrl(sim), { page_size: pageSize });
    expect(answer.status).toBe(200);
    expect(schemaErrors('event-history-response', answer.json)).toEqual([]);
    expect((answer.json as { events: unknown[] }).events).toHaveLength(pageSize);
  });

  it.each([0, 1001, -1, 1.5, '10', null, true, [], {}])('should answer 400 for page_size %j', async (pageSize) => {
    expectError(
      await post(eventsUrl(sim), { page_size: pageSize }),
      400,
      /page_size must be an integer from 1 to 1000/,
    );
  });

  it('should answer 400 when page_size is missing', async () => {
    expectError(await post(eventsUrl(sim), {}), 400, /page_size is required/);
  });

  it.each([
    [{ page_size: 1, ledger_value_encoding: 'json' }, /ledger_value_encoding must be one of/],
    [{ page_size: 1, daml_value_encoding: 'json' }, /daml_value_encoding must be one of/],
    [{ page_size: 1, ledger_value_encoding: 'compact_json', daml_value_encoding: 'protobuf_json' }, /must agree/],
    [
      { page_size: 1, after: { after_migration_id: 0, after_record_time: 'yesterday' } },
      /after_record_time must be an RFC 3339 timestamp/,
    ],
    [
      { page_size: 1, after: { after_migration_id: -1, after_record_time: '2024-01-01T00:00:00Z' } },
      /after_migration_id must be a non-negative integer/,
    ],
    [{ page_size: 1, after: { after_record_time: '2024-01-01T00:00:00Z' } }, /after\.after_migration_id is required/],
    [{ page_size: 1, after: 'start' }, /after must be an object/],
  ])('should answer 400 for %j', async (body, mentions) => {
    expectError(await post(eventsUrl(sim), body), 400, mentions);
  });

  it('should answer a deeply nested or non-finite page_size with 400, quoting it briefly', async () => {
    const deep = `{"page_size":${'['.repeat(20000)}${']'.repeat(20000)}}`;
    expectError(
      await post(eventsUrl(sim), deep),
      400,
      /page_size must be an integer from 1 to 1000, got \[\[\[\[\[\[\[\.\.\.\]\]\]\]\]\]\]/,
    );
    expectError(await post(eventsUrl(sim), '{"page_size":1e400}'), 400, /got Infinity$/);
    const meta = `{"meta":{"k":${'['.repeat(20000)}${']'.repeat(20000)}}}`;
    expectError(
      await post(withdrawUrl(sim, sim.profile.knownAllocationIds[0] as string), meta),
      400,
      /meta\.k must be a string/,
    );
  });

  it('should take a cursor with any number of fraction digits', async () => {
    const answer = await post(eventsUrl(sim), {
      page_size: 1,
      after: { after_migration_id: 0, after_record_time: '2024-09-20T13:31:28.405180000000001Z' },
    });
    expect(answer.status).toBe(200);
  });

  it('should accept both encoding names and give protobuf_json type tags', async () => {
    const spec = await post(eventsUrl(sim), { page_size: 5, ledger_value_encoding: 'protobuf_json' });
    const upstream = await post(eventsUrl(sim), { page_size: 5, daml_value_encoding: 'protobuf_json' });
    const both = await post(eventsUrl(sim), {
      page_size: 5,
      daml_value_encoding: 'protobuf_json',
      ledger_value_encoding: 'protobuf_json',
    });
    expect(spec.text).toBe(upstream.text);
    expect(both.text).toBe(spec.text);
    expect(spec.text).toContain('"create_arguments":{"record":{"fields":[');
    const compact = await post(eventsUrl(sim), { page_size: 5 });
    expect(compact.text).not.toBe(spec.text);
  });

  it('should answer 200 with no events past the end and for the empty scenario', async () => {
    const past = await post(eventsUrl(sim), {
      page_size: 10,
      after: { after_migration_id: 99, after_record_time: '2024-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(200);
    expect(past.json).toEqual({ events: [] });
    expect((await post(eventsUrl(empty), { page_size: 10 })).json).toEqual({ events: [] });
  });
});

// Routing, body rules and CORS are the app's (test/app.test.ts); here only what goes through the adapter.
describe('the HTTP edge', () => {
  it('should answer a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ page_size: 1, padding: 'x'.repeat(1024 * 1024) });
    expectError(await post(eventsUrl(sim), big), 413, /at most 1048576 bytes/);
  });

  it('should serve the prefixes it is given', async () => {
    const custom = await startSimulator({ scenario: 'minimal', validatorPrefix: '/v', scanPrefix: '' });
    try {
      expect(custom.urls.scan).toBe(custom.urls.base);
      expect((await post(`${custom.urls.scan}/v0/events`, { page_size: 1 })).status).toBe(200);
      expect(
        (
          await get(
            `${custom.urls.validator}/v0/scan-proxy/ans-entries/by-party/${custom.profile.partiesWithEntry[0] ?? ''}`,
          )
        ).status,
      ).toBe(200);
      expect((await post(`${custom.urls.base}/api/scan/v0/events`, { page_size: 1 })).status).toBe(404);
    } finally {
      await custom.close();
    }
  });
});

describe('CORS and the request log', () => {
  const preflight = (url: string, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://wallet.test', 'access-control-request-method': 'POST', ...headers },
    });

  it('should send no CORS header and answer OPTIONS with 405 when CORS is off', async () => {
    const closed = await startSimulator({ scenario: 'empty', cors: false });
    try {
      const response = await preflight(eventsUrl(closed));
      expect(response.status).toBe(405);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(schemaErrors('error-response', await response.json())).toEqual([]);
      const ok = await post(eventsUrl(closed), { page_size: 1 });
      expect(ok.status).toBe(200);
    } finally {
      await closed.close();
    }
  });

  it('should log one line per request with method, path, status, bytes and milliseconds', async () => {
    const lines: string[] = [];
    const logged = await startSimulator({ scenario: 'minimal', log: (line) => lines.push(line) });
    try {
      const page = await post(eventsUrl(logged), { page_size: 2 });
      await get(`${logged.urls.base}/no/such/%22route%22`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z POST /api/scan/v0/events 200 ${Buffer.byteLength(page.text)} B [\\d.]+ ms$`,
        ),
      );
      expect(lines[1]).toMatch(/ GET \/no\/such\/%22route%22 404 \d+ B /);
    } finally {
      await logged.close();
    }
  });
});
