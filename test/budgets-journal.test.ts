import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type JournalEntry, type Simulator } from 'token-registry-kit';
import { MAX_PAGE_BYTES } from '../src/app/journal-view.js';
import type { AppReply, AppRequest } from '../src/app/request.js';
import { defaultPrefixes } from '../src/app/routes.js';
import { bytesHeld, RequestJournal } from '../src/http/journal.js';

// The request journal's budget of bytes (README, "Budgets"; docs/journal.md, what it keeps): held to its limit by
// its own count of what each entry holds, and a listing that pages instead of growing.

const utf8 = new TextEncoder();
const reply: AppReply = { status: 200, headers: {}, body: '' };

/** A request with headers of about `headerBytes` in all and a body of `bodyBytes` (ASCII, or not). */
function requestOf(i: number, headerBytes: number, bodyBytes: number, ascii = true): AppRequest {
  const headers: Record<string, string> = { host: '127.0.0.1', 'content-type': 'application/json' };
  for (let h = 0; h < 4 && headerBytes > 0; h++) headers[`x-pad-${h}`] = 'h'.repeat(Math.ceil(headerBytes / 4));
  const text = JSON.stringify({ page_size: 1, n: i, pad: (ascii ? 'b' : 'é').repeat(bodyBytes) });
  return { method: 'POST', target: '/api/scan/v0/events', headers, body: { bytes: utf8.encode(text) } };
}

/** Records `request` as the edge does, with what node gives it for a plain answer. */
function record(journal: RequestJournal, request: AppRequest): void {
  const res = Object.assign(new EventEmitter(), {
    headersSent: true,
    statusCode: 200,
    destroyed: false,
    getHeader: () => 0,
  }) as unknown as ServerResponse;
  const req = { url: request.target, method: request.method, headers: { ...request.headers } } as IncomingMessage;
  journal.record(req, res, request, reply, { arrived: performance.now(), at: Date.now() });
}

/** What the journal counts a request's entry to hold. */
const heldBy = (request: AppRequest): number => {
  const bytes = 'bytes' in request.body ? request.body.bytes : new Uint8Array();
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  return bytesHeld(request.target, request.headers, text, text.length === Math.min(bytes.length, 4096));
};

describe("the journal's budget of bytes", () => {
  it('should keep entries of 11 KB headers and 8 KB bodies up to its budget, and drop the oldest past it', () => {
    const budget = 2 ** 20;
    const journal = new RequestJournal(40_000, defaultPrefixes, budget);
    const one = heldBy(requestOf(0, 11_000, 8_000));
    expect(one).toBeGreaterThan(15_000);
    const fits = Math.floor(budget / one);
    // Just under: every one kept.
    for (let i = 1; i <= fits; i++) record(journal, requestOf(i, 11_000, 8_000));
    expect(journal.entries()).toHaveLength(fits);
    expect(journal.bytes).toBe(fits * one);
    expect(journal.bytes).toBeLessThanOrEqual(budget);
    expect(budget - journal.bytes).toBeLessThan(one);
    // One more: the oldest goes, and the journal stays within its budget.
    record(journal, requestOf(fits + 1, 11_000, 8_000));
    const ids = journal.entries().map((e) => e.id);
    expect(ids).toEqual(Array.from({ length: fits }, (_, i) => i + 2));
    expect(journal.bytes).toBe(fits * one);
    // Many more: still the latest that fit, and never more than the budget.
    for (let i = fits + 2; i <= 40 * fits; i++) record(journal, requestOf(i, 11_000, 8_000));
    expect(journal.entries()).toHaveLength(fits);
    expect(journal.bytes).toBeLessThanOrEqual(budget);
  });

  it('should count a body that is not ASCII at two bytes a character', () => {
    const ascii = heldBy(requestOf(0, 0, 2000, true));
    const other = heldBy(requestOf(0, 0, 2000, false));
    expect(other - ascii).toBeGreaterThanOrEqual(2000);
  });

  it('should hold the latest entries that fit both its slots and its bytes, as a reference model does', () => {
    const step = fc.oneof(
      { weight: 9, arbitrary: fc.record({ header: fc.nat(16_000), body: fc.nat(8_000), ascii: fc.boolean() }) },
      { weight: 1, arbitrary: fc.constant('clear' as const) },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1_000, max: 200_000 }),
        fc.array(step, { maxLength: 60 }),
        (size, budget, steps) => {
          const journal = new RequestJournal(size, defaultPrefixes, budget);
          let model: { id: number; held: number }[] = [];
          let id = 0;
          for (const s of steps) {
            if (s === 'clear') {
              expect(journal.clear()).toBe(model.length);
              model = [];
              continue;
            }
            const request = requestOf(++id, s.header, s.body, s.ascii);
            record(journal, request);
            model.push({ id, held: heldBy(request) });
            const total = (): number => model.reduce((sum, e) => sum + e.held, 0);
            while (model.length > 1 && (model.length > size || total() > budget)) model.shift();
            expect(journal.entries().map((e) => e.id)).toEqual(model.map((e) => e.id));
            expect(journal.bytes).toBe(total());
            expect(journal.bytes <= budget || model.length === 1).toBe(true);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("the journal's listing over HTTP", () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      journalSize: 40_000,
      journalMb: 2,
    });
  });
  afterAll(() => sim.close());

  interface Page {
    readonly size: number;
    readonly maxBytes: number;
    readonly bytes: number;
    readonly requests: JournalEntry[];
    readonly next: number | null;
  }
  const listing = async (query: string): Promise<{ status: number; length: number; page: Page }> => {
    const res = await fetch(`${sim.urls.base}/_control/requests?${query}`);
    const text = await res.text();
    return { status: res.status, length: Buffer.byteLength(text), page: JSON.parse(text) as Page };
  };

  it('should hold requests of 11 KB headers and 8 KB bodies within its budget, and list them in pages that never answer 500', async () => {
    const pad = 'h'.repeat(2_750);
    const body = JSON.stringify({ page_size: 1, pad: 'b'.repeat(8_000) });
    for (let i = 0; i < 200; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          fetch(`${sim.urls.scan}/v0/events`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-a': pad,
              'x-b': pad,
              'x-c': pad,
              'x-d': `${i + k}${pad}`,
            },
            body,
          }).then((res) => res.text()),
        ),
      );
    }
    const kept = sim.requests();
    expect(kept.length).toBeGreaterThan(100);
    expect(kept.length).toBeLessThan(140);
    const pages: { status: number; length: number; page: Page }[] = [];
    for (let after: number | null = 0; after !== null; after = pages.at(-1)?.page.next ?? null) {
      pages.push(await listing(`limit=1000&after=${after}`));
    }
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
    expect(pages.every((p) => p.length <= MAX_PAGE_BYTES + 200)).toBe(true);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.flatMap((p) => p.page.requests.map((e) => e.id))).toEqual(kept.map((e) => e.id));
    const [first] = pages;
    expect(first?.page.maxBytes).toBe(2 * 2 ** 20);
    expect(first?.page.bytes).toBeLessThanOrEqual(2 * 2 ** 20);
    expect(first?.page.bytes).toBeGreaterThan(2 * 2 ** 20 - 20_000);
    // A small page by default, and the server goes on answering.
    const latest = await listing('');
    expect([latest.status, latest.page.next]).toEqual([200, null]);
    // The latest that fit in a page: 100 at most, and 1 MiB.
    const shown = latest.page.requests.length;
    expect(shown).toBeLessThanOrEqual(100);
    expect(latest.page.requests.map((e) => e.id)).toEqual(kept.slice(-shown).map((e) => e.id));
    expect(latest.length).toBeLessThanOrEqual(MAX_PAGE_BYTES + 200);
    const res = await fetch(`${sim.urls.scan}/v0/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"page_size":1}',
    });
    expect(res.status).toBe(200);
    await res.text();
  });

  it('should give the latest page without after, page on with limit and after, and refuse a page it cannot read with 400', async () => {
    sim.clearRequests();
    for (let i = 0; i < 5; i++) await (await fetch(`${sim.urls.base}/no/such/${i}`)).text();
    const ids = sim.requests().map((e) => e.id);
    const newest = await listing('limit=2');
    expect([newest.page.requests.map((e) => e.id), newest.page.next]).toEqual([ids.slice(3), null]);
    const one = await listing('limit=2&after=0');
    expect(one.page.requests.map((e) => e.id)).toEqual(ids.slice(0, 2));
    expect(one.page.next).toBe(ids[1]);
    const two = await listing(`limit=2&after=${one.page.next}&status=404`);
    expect(two.page.requests.map((e) => e.id)).toEqual(ids.slice(2, 4));
    const last = await listing(`limit=2&after=${two.page.next}`);
    expect([last.page.requests.map((e) => e.id), last.page.next]).toEqual([ids.slice(4), null]);
    for (const [query, message] of [
      ['limit=0', /limit must be an integer from 1 to 1000, got "0"/],
      ['limit=1001', /limit must be an integer from 1 to 1000/],
      ['after=-1', /after must be an integer from 0 to/],
      ['after=x&operation=D', /after must be an integer/],
    ] as const) {
      const res = await fetch(`${sim.urls.base}/_control/requests?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
  });
});
