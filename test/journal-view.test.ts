import { describe, expect, it } from 'vitest';
import {
  checkedFilter,
  entryLine,
  filterOfQuery,
  filtering,
  JournalError,
  RequestExpectationError,
  type JournalEntry,
  type JournalFilter,
  type JournalReader,
} from '../src/app/journal-view.js';
import { operationsListed, unknownOperation } from './unknown-operation.js';
import { maskHeaders, maskQuery } from '../src/app/credentials.js';
import { Injector } from '../src/app/injector.js';
import { toolsOf } from '../src/app/tools.js';

const entry = (id: number, fields: Partial<JournalEntry> = {}): JournalEntry => ({
  id,
  time: new Date(Date.UTC(2026, 10, 23, 9, 0, id)).toISOString(),
  method: 'POST',
  path: '/api/scan/v0/events',
  query: '',
  headers: { 'content-type': 'application/json', authorization: 'Bearer ***' },
  body: '{"page_size":10}',
  bodyBytes: 16,
  status: 200,
  bytes: 100,
  durationMs: 1.5,
  final: true,
  client: '127.0.0.1',
  operation: 'D',
  rule: null,
  ...fields,
});

/** A journal over a fixed list, as the edge's ring reads (src/http/journal.ts). */
function readerOf(entries: JournalEntry[]): JournalReader & { cleared: number } {
  let kept = [...entries];
  return {
    size: 1000,
    maxBytes: 2 ** 20,
    bytes: 0,
    cleared: 0,
    entries(filter: JournalFilter = {}) {
      const passes = filtering(checkedFilter(filter));
      return kept.filter((e) => passes(e, Date.parse(e.time)));
    },
    scan(filter: JournalFilter, after: number) {
      return this.entries(filter).filter((e) => e.id > after);
    },
    scanNewest(filter: JournalFilter) {
      return this.entries(filter).reverse();
    },
    clear() {
      const n = kept.length;
      kept = [];
      this.cleared += n;
      return n;
    },
    whenFinal(filter: JournalFilter = {}) {
      return Promise.resolve(this.entries(filter));
    },
  };
}

describe('maskHeaders', () => {
  it.each([
    ['authorization', 'Bearer s3cr3t-t0ken', 'Bearer ***'],
    ['Authorization', 'Basic dXNlcjpwYXNz', 'Basic ***'],
    ['AUTHORIZATION', 'justatoken', '***'],
    ['Proxy-Authorization', 'Bearer abc', 'Bearer ***'],
    ['cookie', 'session=abc; theme=dark', '***'],
    ['Set-Cookie', 'id=QQ7', '***'],
    ['X-API-Key', 'k-123', '***'],
    ['x-api-key', 'k-123', '***'],
    ['X-Auth-Token', 'tok-QQ1', '***'],
    ['x-client-secret', 'sec-QQ2', '***'],
    ['X-Refresh-TOKEN', 'ref-QQ3', '***'],
    ['apikey', 'key-QQ4', '***'],
    ['x-session-id', 'sid-QQ5', '***'],
    ['x-password', 'pw-QQ6', '***'],
  ])('should mask %s', (name, value, shown) => {
    const kept = maskHeaders({ [name]: value, 'content-type': 'application/json' });
    expect(kept).toEqual({ [name.toLowerCase()]: shown, 'content-type': 'application/json' });
    expect(JSON.stringify(kept)).not.toContain(value.split(' ').at(-1));
  });

  it('should join repeated headers and mask every value of a credential', () => {
    expect(
      maskHeaders({ cookie: ['a=1', 'b=2'], accept: ['text/plain', 'application/json'], gone: undefined }),
    ).toEqual({ cookie: '***', accept: 'text/plain, application/json' });
  });

  it('should keep ordinary headers as sent', () => {
    const headers = { host: '127.0.0.1:8080', 'content-type': 'application/json', 'user-agent': 'wallet/1.0' };
    expect(maskHeaders(headers)).toEqual(headers);
  });
});

describe('maskQuery', () => {
  it.each([
    ['', ''],
    ['page=2', 'page=2'],
    ['token=abc&page=2', 'token=***&page=2'],
    ['API_KEY=abc', 'API_KEY=***'],
    ['x%2Dauth%2Dtoken=abc&flag', 'x%2Dauth%2Dtoken=***&flag'],
    ['%zz=1', '%zz=1'],
  ])('should mask %j as %j', (query, masked) => {
    expect(maskQuery(query)).toBe(masked);
  });
});

describe('filters', () => {
  const all = [
    entry(1, { status: 503, rule: { id: 1, rule: 'D: 503 next 2' } }),
    entry(2, { status: 200 }),
    entry(3, {
      method: 'GET',
      path: '/api/validator/v0/scan-proxy/ans-entries/by-party/p',
      operation: 'C',
      status: 404,
    }),
    entry(4, {
      method: 'GET',
      path: '/no/such',
      operation: null,
      status: 404,
      client: '10.0.0.7',
      headers: { 'x-test-id': 'wallet-1', authorization: 'Bearer ***' },
    }),
  ];
  const ids = (filter: JournalFilter): number[] =>
    readerOf(all)
      .entries(filter)
      .map((e) => e.id);

  it('should pick entries by every field given', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ operation: 'D' })).toEqual([1, 2]);
    expect(ids({ operation: 'D', status: 503 })).toEqual([1]);
    expect(ids({ status: 404 })).toEqual([3, 4]);
    expect(ids({ method: 'get' })).toEqual([3, 4]);
    expect(ids({ path: '/no/such' })).toEqual([4]);
    expect(ids({ path: '/api/*' })).toEqual([1, 2, 3]);
    expect(ids({ since: all[2]?.time as string })).toEqual([3, 4]);
    expect(ids({ since: new Date(Date.parse(all[1]?.time as string)) })).toEqual([2, 3, 4]);
    expect(ids({ final: true })).toEqual([1, 2, 3, 4]);
    expect(ids({ final: false })).toEqual([]);
    expect(ids({ header: 'x-test-id:wallet-1' })).toEqual([4]);
    expect(ids({ header: 'X-Test-Id' })).toEqual([4]);
    expect(ids({ header: 'x-test-id:wallet-2' })).toEqual([]);
    expect(ids({ header: 'authorization:Bearer ***' })).toEqual([1, 2, 3, 4]);
    expect(ids({ client: '10.0.0.7' })).toEqual([4]);
    expect(ids({ client: '::ffff:127.0.0.1' })).toEqual([1, 2, 3]);
  });

  it('should read a query string as a filter', () => {
    expect(filterOfQuery('operation=D&status=503&method=post&path=/x&since=2026-01-01T00:00:00Z')).toEqual({
      operation: 'D',
      status: 503,
      method: 'POST',
      path: '/x',
      since: '2026-01-01T00:00:00Z',
    });
    expect(filterOfQuery('final=false')).toEqual({ final: false });
    expect(filterOfQuery('header=x-test-id:wallet-1&client=::1')).toEqual({
      header: 'x-test-id:wallet-1',
      client: '::1',
    });
    expect(filterOfQuery('')).toEqual({});
  });

  it.each([
    [
      `operation=${unknownOperation}`,
      new RegExp(`filter operation must be ${operationsListed('or')}, got "${unknownOperation}"`),
    ],
    ['status=abc', /filter status must be an integer from 100 to 599, got "abc"/],
    ['status=700', /filter status must be an integer from 100 to 599, got 700/],
    ['method=P0ST', /filter method must be a method such as POST/],
    ['path=api', /filter path must start with \//],
    ['since=yesterday', /filter since must be a Date or an ISO 8601 instant, got "yesterday"/],
    ['final=maybe', /filter final must be true or false, got "maybe"/],
    ['header=x(1)', /filter header must be NAME or NAME:VALUE, such as x-test-id:wallet-1, got "x\(1\)"/],
    ['header=x:', /filter header must be NAME or NAME:VALUE/],
    ['client=localhost', /filter client must be an address such as 127.0.0.1 or ::1, got "localhost"/],
    [
      'colour=red',
      /a request filter has no field "colour"; expected operation, status, method, path, since, final, header, client/,
    ],
  ])('should refuse the query %j naming the field', (query, message) => {
    expect(() => filterOfQuery(query)).toThrow(JournalError);
    expect(() => filterOfQuery(query)).toThrow(message);
  });

  it('should refuse a filter that is not an object', () => {
    expect(() => checkedFilter('D')).toThrow(/a request filter must be an object/);
  });
});

describe('entryLine', () => {
  it('should put an entry on one line: number, time, request, operation, status, rule, credentials, body', () => {
    const line = entryLine(
      entry(7, {
        status: 503,
        query: 'token=***',
        rule: { id: 1, rule: 'D: 503 next 2' },
        body: `{"page_size":10,"pad":"${'x'.repeat(100)}\n"}`,
      }),
    );
    expect(line).toMatch(
      /^#7 2026-11-23T09:00:07\.000Z POST \/api\/scan\/v0\/events\?token=\*\*\* D 503 \(rule 1: D: 503 next 2\) \[authorization: Bearer \*\*\*\] "\{\\"page_size\\":10,.*\.\.\."$/,
    );
    expect(line).not.toContain('\n');
    expect(entryLine(entry(8, { status: null, operation: null, headers: {}, body: '' }))).toBe(
      '#8 2026-11-23T09:00:08.000Z POST /api/scan/v0/events - no answer',
    );
    expect(entryLine(entry(9, { status: null, final: false, headers: {}, body: '' }))).toBe(
      '#9 2026-11-23T09:00:09.000Z POST /api/scan/v0/events D answering',
    );
  });
});

describe('expectRequests', () => {
  const journal = readerOf([
    entry(1, { status: 503, rule: { id: 1, rule: 'D: 503 next 2' } }),
    entry(2, { status: 503, rule: { id: 1, rule: 'D: 503 next 2' } }),
    entry(3, { status: 200 }),
  ]);
  const tools = toolsOf(new Injector(1), journal);

  it('should return the matching entries when there are as many as expected', () => {
    expect(tools.expectRequests({ operation: 'D', status: 503 }, 2).map((e) => e.id)).toEqual([1, 2]);
    expect(tools.expectRequests({ operation: 'D' }, { atLeast: 3 })).toHaveLength(3);
    expect(tools.expectRequests({ status: 404 }, { atMost: 0 })).toEqual([]);
    expect(tools.expectRequests({}, { atLeast: 1, atMost: 3 })).toHaveLength(3);
  });

  it('should throw a SimulatorError listing the journal, one line per entry, those that match marked', () => {
    let thrown: unknown;
    try {
      tools.expectRequests({ operation: 'D', status: 503 }, 3);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RequestExpectationError);
    const error = thrown as RequestExpectationError;
    expect(error.name).toBe('RequestExpectationError');
    expect(error.exitCode).toBe(1);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe(
      'expected exactly 3 requests with operation D, status 503, saw 2; the journal holds 3 (of at most 1000), * marks those that match:',
    );
    expect(lines.slice(1).map((l) => l.slice(0, 4))).toEqual(['* #1', '* #2', '  #3']);
    expect(lines[1]).toContain('(rule 1: D: 503 next 2) [authorization: Bearer ***]');
    expect(() => tools.expectRequests({}, { atLeast: 4, atMost: 9 })).toThrow(
      /^expected from 4 to 9 requests of any kind, saw 3/,
    );
    expect(() => tools.expectRequests({}, { atMost: 1 })).toThrow(/^expected at most 1 requests/);
  });

  it('should refuse a count it cannot read, and a journal that is off', () => {
    expect(() => tools.expectRequests({}, -1)).toThrow(JournalError);
    expect(() => tools.expectRequests({}, { atLeast: 3, atMost: 2 })).toThrow(/atLeast <= atMost/);
    const off = toolsOf(new Injector(1), undefined);
    expect(() => off.requests()).toThrow(/the request journal is off/);
    expect(() => off.expectRequests({}, 0)).toThrow(JournalError);
  });

  it('should clear the journal', () => {
    const mine = readerOf([entry(1), entry(2)]);
    toolsOf(new Injector(1), mine).clearRequests();
    expect(mine.entries()).toEqual([]);
    expect(mine.cleared).toBe(2);
  });
});

describe('inject handles', () => {
  it('should list the rules in force with what is left, and remove one by its handle', () => {
    const tools = toolsOf(new Injector(1), undefined);
    const first = tools.inject('D: 503 next 2');
    const second = tools.inject('c: truncate');
    expect(first).toMatchObject({ id: 1, rule: 'D: 503 next 2', left: 2 });
    expect(tools.rules().map(({ id, rule, left }) => ({ id, rule, left }))).toEqual([
      { id: 1, rule: 'D: 503 next 2', left: 2 },
      { id: 2, rule: 'C: truncate', left: null },
    ]);
    expect(first.remove()).toBe(true);
    expect(first.remove()).toBe(false);
    expect(tools.rules().map((r) => r.id)).toEqual([second.id]);
    expect(tools.rules()[0]?.remove()).toBe(true);
    expect(tools.rules()).toEqual([]);
    expect(() => tools.inject('D: 200')).toThrow(/status 200 is not an error/);
    tools.inject('D: 503');
    expect(tools.clearRules()).toBe(1);
  });
});
