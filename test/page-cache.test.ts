import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { faultsFor } from '../src/faults/index.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { ByteCache } from '../src/operations/byte-cache.js';
import { controlOf } from '../src/operations/control.js';
import { PageLease } from '../src/operations/page-lease.js';
import { profileOf } from '../src/operations/profile.js';
import { ledgerOf, ledgerPartsOf } from '../src/scenario-file.js';
import { WireResponse } from './wire-response.js';

const events = (body: object): AppRequest => ({
  method: 'POST',
  target: '/api/scan/v0/events',
  headers: { 'content-type': 'application/json' },
  body: { bytes: new TextEncoder().encode(JSON.stringify(body)) },
});

const post = (target: string, body: object): AppRequest => ({ ...events(body), target });

/** The bytes a page lent by the page store writes on a response (src/operations/page-lease.ts). */
function written(reply: AppReply): Uint8Array | undefined {
  expect(reply.body).toBeInstanceOf(PageLease);
  const res = new WireResponse();
  (reply.body as PageLease).endOn(res);
  return res.inFlight[0]?.view;
}
const get = (target: string): AppRequest => ({ method: 'GET', target, headers: {}, body: { bytes: new Uint8Array() } });

describe('the page cache', () => {
  it('should serve a page asked for again as the same bytes, without building it', () => {
    const app = createApp({ ledger: ledgerOf('minimal') });
    const first = written(app(events({ page_size: 30 })));
    const again = written(app(events({ page_size: 30 })));
    // The very bytes kept the first time: nothing was built again.
    expect(again).toBe(first);
    expect(written(app(events({ page_size: 30, ledger_value_encoding: 'protobuf_json' })))).not.toBe(first);
  });

  it('should hold no more bytes than its capacity, dropping the least recently used first', () => {
    const cache = new ByteCache(1000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, new Uint8Array(200));
    expect(cache.size).toBeLessThanOrEqual(1000);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k19')).toBeDefined();
    cache.set('huge', new Uint8Array(600));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('should never write over a page while its response is being sent, even once dropped from the cache', () => {
    // Room for four pages of 300.
    const cache = new ByteCache(1300);
    const first = cache.take(300);
    first.fill(1);
    cache.set('first', first);
    const sent = cache.lend(first);
    const later: Uint8Array[] = [];
    for (let i = 0; i < 6; i++) {
      const bytes = cache.take(300);
      expect(bytes.buffer).not.toBe(first.buffer);
      bytes.fill(2 + i);
      cache.set(`page ${i}`, bytes);
      cache.lend(bytes)();
      later.push(bytes);
      expect(cache.size).toBeLessThanOrEqual(1300);
    }
    expect(cache.get('first')).toBeUndefined();
    expect(first.every((byte) => byte === 1)).toBe(true);
    sent();
    // Pages that had been sent were written over: the fifth went into the first of them.
    expect(later[4]?.buffer).toBe(later[0]?.buffer);
    expect(later[4]?.every((byte) => byte === 6)).toBe(true);
  });

  it('should reuse the buffer of a page dropped after it was sent, and never one it still holds', () => {
    const cache = new ByteCache(1000);
    const kept = new Set<ArrayBufferLike>();
    let reused = 0;
    for (let i = 0; i < 20; i++) {
      const bytes = cache.take(200 + (i % 3) * 10);
      if (kept.has(bytes.buffer)) reused++;
      for (let j = 0; j < i; j++) {
        // Every page still in the cache keeps its own bytes.
        const held = cache.get(`page ${j}`);
        if (held) expect(held.buffer).not.toBe(bytes.buffer);
      }
      cache.set(`page ${i}`, bytes);
      cache.lend(bytes)();
      kept.add(bytes.buffer);
      expect(cache.size).toBeLessThanOrEqual(1000);
    }
    expect(reused).toBeGreaterThan(10);
    // Answers it did not hand out (A, B and C) are kept, and dropped, as they are.
    const plain = new Uint8Array(100);
    cache.set('plain', plain);
    cache.lend(plain)();
    expect(cache.get('plain')).toBe(plain);
  });

  it('should never serve a live ledger a page from before it grew or was reset', () => {
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(ledger);
    const app = createApp({ ledger });
    const tail = { page_size: 1000, after: { after_migration_id: 1, after_record_time: '2000-01-01T00:00:00Z' } };
    const before = bodyText(app(events(tail)));
    control.advance(30);
    const grown = bodyText(app(events(tail)));
    expect(grown.startsWith(before.slice(0, -2))).toBe(true);
    expect(grown.length).toBeGreaterThan(before.length);
    control.reset();
    control.createAllocation();
    const afterReset = bodyText(app(events(tail)));
    expect(afterReset).not.toBe(grown);
    expect(afterReset).toContain('AllocationFactory_Allocate');
  });

  it('should answer A, B and C asked again with the bytes kept the first time, on a ledger that stands still', () => {
    const ledger = ledgerOf('minimal');
    const app = createApp({ ledger });
    const profile = profileOf(ledger);
    const requests: AppRequest[] = [
      post(`/registry/allocations/v1/${profile.knownAllocationIds[0]}/choice-contexts/withdraw`, {}),
      post('/registry/allocation-instruction/v1/allocation-factory', {
        choiceArguments: profile.factoryChoiceArguments,
      }),
      get(`/api/validator/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(profile.partiesWithEntry[0] ?? '')}`),
    ];
    for (const request of requests) {
      const first = app(request);
      expect(first.status).toBe(200);
      // The very bytes kept the first time (a string would be an answer serialized anew).
      expect(first.body).toBeInstanceOf(Uint8Array);
      expect(app(request).body).toBe(first.body);
      // And the bytes are those the operation gives without the cache.
      expect(bodyText(first)).toBe(bodyText(createApp({ ledger, cacheBytes: 0 })(request)));
    }
    const other = post(`/registry/allocations/v1/${profile.knownAllocationIds[0]}/choice-contexts/withdraw`, {
      excludeDebugFields: true,
    });
    expect(bodyText(app(other))).not.toBe(bodyText(app(requests[0] as AppRequest)));
  });

  it("should answer a live ledger's A anew each time: a control call changes it", () => {
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(ledger);
    const app = createApp({ ledger });
    const id = control.state().knownAllocationIds[0] as string;
    const withdraw = post(`/registry/allocations/v1/${id}/choice-contexts/withdraw`, {});
    expect(app(withdraw).status).toBe(200);
    control.withdraw(id);
    expect(app(withdraw).status).toBe(404);
  });

  it('should be off with fault modes, which change what is served', () => {
    const app = createApp({ ledger: ledgerOf('minimal'), faults: faultsFor(['d-stable-history']) });
    expect(bodyText(app(events({ page_size: 5 })))).not.toBe(bodyText(app(events({ page_size: 5 }))));
  });
});
