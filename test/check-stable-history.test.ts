import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { CheckContext } from '../conformance/check.js';
import { dStableHistory, type StableInput } from '../conformance/checks/d-stable-history.js';
import type { Exchange } from '../conformance/client/client.js';
import { noFacts } from '../conformance/history/facts.js';
import { emptyMap } from '../conformance/history/map.js';
import { formatInstantMicros } from '../conformance/reading/instant.js';
import { pageExchange } from './page-exchange.js';

/**
 * d-stable-history's verify, called directly: live histories built as lists, no socket (docs/style.md, pure core
 * and I/O at the edge).
 */

type Item = Record<string, unknown>;

const START = 1_700_000_000_000_000_000n;

/** The i-th item of a history: a verdict-only event a millisecond after the one before. */
const itemAt = (i: number): Item => ({
  update: null,
  verdict: {
    update_id: `u${i}`,
    migration_id: 0,
    record_time: formatInstantMicros(START + BigInt(i) * 1_000_000n),
    finalization_time: formatInstantMicros(START + BigInt(i) * 1_000_000n + 500n * 1000n),
  },
  traffic_summary: null,
  app_activity_records: null,
});

const history = (length: number): Item[] => Array.from({ length }, (_, i) => itemAt(i));

const exchangeOf = (events: readonly Item[], status = 200): Exchange => pageExchange(events, { status });

const ctx: CheckContext = {
  urls: {},
  facts: noFacts,
  dialect: 'spec',
  send: () => Promise.reject(new Error('verify sends nothing')),
  encodingField: 'ledger_value_encoding',
  positions: [],
  map: emptyMap,
  movingEnd: false,
  pause: () => Promise.resolve(),
};

/** The cursor on the item at `index`, or none (from the start) for -1. */
const inputOf = (index: number, sizes: readonly [number, number]): StableInput => {
  const verdict = index >= 0 ? (itemAt(index)['verdict'] as Item) : null;
  return verdict
    ? {
        after: { after_migration_id: 0, after_record_time: verdict['record_time'] as string },
        sizes,
        encoding: 'compact_json',
      }
    : { sizes, encoding: 'compact_json' };
};

/** The page a target answers from a history of which `visible` items have happened so far. */
const pageOf = (all: readonly Item[], cursor: number, visible: number, size: number): Item[] =>
  all.slice(cursor + 1, Math.max(cursor + 1, Math.min(visible, cursor + 1 + size)));

const verify = (input: StableInput, first: Exchange, second: Exchange) =>
  dStableHistory.verify(input, { first, second }, ctx).findings;

/** A history of up to 60 items, a cursor in it, and how much of it each of the two requests saw. */
const liveHistory = fc
  .tuple(fc.nat(60), fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }))
  .map(([length, c, v1, v2, s1, s2]) => {
    const cursor = (c % (length + 1)) - 1;
    const seenFirst = cursor + 1 + (v1 % (length - cursor));
    const seenSecond = seenFirst + (v2 % (length - seenFirst + 1));
    return { all: history(length), cursor, seenFirst, seenSecond, sizes: [s1, s2] as const };
  });

describe('d-stable-history verify', () => {
  it.prop([liveHistory, fc.boolean()])(
    'should pass the same page asked for twice, and two page sizes, on a history that grows in between',
    ({ all, cursor, seenFirst, seenSecond, sizes }, same) => {
      const [s1, s2] = same ? [sizes[0], sizes[0]] : sizes;
      const first = exchangeOf(pageOf(all, cursor, seenFirst, s1));
      const second = exchangeOf(pageOf(all, cursor, seenSecond, s2));
      expect(verify(inputOf(cursor, [s1, s2]), first, second)).toEqual([]);
    },
  );

  it.prop([liveHistory, fc.nat()])(
    'should fail, naming the index and the key, when an item served before comes back changed',
    ({ all, cursor, seenFirst, seenSecond, sizes }, k) => {
      const served = pageOf(all, cursor, seenFirst, sizes[0]);
      const again = pageOf(all, cursor, seenSecond, sizes[1]);
      const common = Math.min(served.length, again.length);
      if (common === 0) return;
      const index = k % common;
      const changed = structuredClone(again);
      ((changed[index] as Item)['verdict'] as Item)['finalization_time'] = '2099-01-01T00:00:00.000000Z';
      const findings = verify(inputOf(cursor, sizes), exchangeOf(served), exchangeOf(changed));
      expect(findings).toHaveLength(1);
      expect(findings[0]?.expected).toContain(`events[${index}] the same in both answers`);
      expect(findings[0]?.received).toMatch(
        new RegExp(
          `^events\\[${index}\\]\\.verdict\\.finalization_time: "[^"]+", then "2099-01-01T00:00:00\\.000000Z"`,
        ),
      );
      expect(findings[0]?.exchange?.status).toBe(200);
    },
  );

  it('should fail when the history grew before the end the first answer read', () => {
    const [a, b, c] = [itemAt(0), itemAt(1), itemAt(2)];
    const early = { ...itemAt(1), verdict: { ...(itemAt(1)['verdict'] as Item), update_id: 'late-comer' } };
    const findings = verify(inputOf(-1, [5, 5]), exchangeOf([a, b]), exchangeOf([a, b, early, c]));
    expect(findings.map((f) => f.received)).toEqual([
      `events[2] of the second answer at (migration 0, ${String((itemAt(1)['verdict'] as Item)['record_time'])})`,
    ]);
  });

  it('should fail when the same full page comes back longer', () => {
    const findings = verify(inputOf(-1, [2, 2]), exchangeOf(history(2)), exchangeOf(history(3)));
    expect(findings.map((f) => [f.expected, f.received])).toEqual([
      [
        '2 events, as in the first answer, which was a full page (the same page (page_size 2) asked for twice)',
        '3 events',
      ],
    ]);
  });

  it('should fail when the second answer holds fewer events than the first', () => {
    const findings = verify(inputOf(-1, [3, 4]), exchangeOf(history(3)), exchangeOf(history(2)));
    expect(findings.map((f) => f.received)).toEqual(['2 events']);
  });

  it('should fail, naming the request, when an answer is not 200', () => {
    const findings = verify(inputOf(-1, [3, 3]), exchangeOf(history(3)), exchangeOf([], 503));
    expect(findings.map((f) => f.expected)).toEqual(['200 for a valid cursor and page_size (second request)']);
  });

  it('should pass the same items with their keys in another order', () => {
    const reordered = history(3).map((item) => Object.fromEntries(Object.entries(item).reverse()));
    expect(verify(inputOf(-1, [3, 3]), exchangeOf(history(3)), exchangeOf(reordered))).toEqual([]);
  });
});
