import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { CheckContext, Finding } from '../conformance/check.js';
import { BACK, dMovingEnd, STILL, type EndRead, type Served, type Watch } from '../conformance/checks/d-moving-end.js';
import { dEncodingsAgree } from '../conformance/checks/d-encodings-agree.js';
import { dEncodingsFieldsAgree } from '../conformance/checks/d-encodings-fields-agree.js';
import type { Exchange } from '../conformance/client/client.js';
import { noFacts } from '../conformance/history/facts.js';
import { emptyMap } from '../conformance/history/map.js';
import { formatInstantMicros } from '../conformance/reading/instant.js';
import { cursorOf, identityOf, positionOf, type Position } from '../conformance/reading/events.js';
import { dMovingEnd as movingEndFault } from '../src/faults/d-moving-end.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { eventHistory } from '../src/operations/event-history.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { pageExchange } from './page-exchange.js';

/**
 * d-moving-end's verify called directly on reads of histories built as lists, the encodings' checks on a page that
 * grew between their two reads, and d-moving-end's fault on a live ledger moved by hand (no socket: docs/style.md,
 * pure core and I/O at the edge). test/check-moving-end-live.test.ts runs the kit against the simulator.
 */

type Item = Record<string, unknown>;

const START = 1_700_000_000_000_000_000n;

/** The i-th item of a history: a verdict-only event a second after the one before. */
const itemAt = (i: number): Item => ({
  update: null,
  verdict: {
    update_id: `u${i}`,
    migration_id: 0,
    record_time: formatInstantMicros(START + BigInt(i) * 1_000_000_000n),
    finalization_time: formatInstantMicros(START + BigInt(i) * 1_000_000_000n + 500_000n),
  },
  traffic_summary: null,
  app_activity_records: null,
});

const positionAt = (i: number): Position => positionOf(itemAt(i)) as Position;
const servedAt = (i: number): Served => ({ id: identityOf(itemAt(i)), position: positionAt(i) });

const exchangeOf = (events: readonly Item[], body: object = {}): Exchange => pageExchange(events, { body });

/** A read of the items at these indices, after the item at `from` (from the start for -1), as the probe keeps it. */
const readOf = (from: number, indices: readonly number[]): EndRead => ({
  ...(from >= 0 ? { after: cursorOf(positionAt(from)) } : {}),
  exchange: exchangeOf([]),
  page: true,
  items: indices.map(servedAt),
});

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

const ctxOf = (movingEnd: boolean): CheckContext => ({
  urls: {},
  facts: noFacts,
  dialect: 'spec',
  send: () => Promise.reject(new Error('verify sends nothing')),
  encodingField: 'ledger_value_encoding',
  positions: [],
  map: emptyMap,
  movingEnd,
  pause: () => Promise.resolve(),
});

const judge = (watch: Watch, movingEnd = false) => dMovingEnd.verify('watch', { watch }, ctxOf(movingEnd));
const failures = (findings: readonly Finding[]): Finding[] => findings.filter((f) => f.severity === 'failure');

/**
 * A history that grows: the map read its first `mapped` items; the first read and each of the three after a pause saw
 * more, or as many. Each read
 * after the first goes back BACK items over the one before, as the probe does.
 */
const growing = fc
  .record({
    mapped: fc.integer({ min: 1, max: 60 }),
    growth: fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ mapped, growth }) => {
    const reads: EndRead[] = [];
    let end = mapped;
    let from = mapped - 2;
    for (const [k, more] of growth.entries()) {
      end += more;
      if (k > 0) {
        const before = reads[k - 1] as EndRead;
        const back = before.items[before.items.length - 1 - BACK];
        if (back) from = Number((back.id.match(/u(\d+)/) as RegExpMatchArray)[1]);
      }
      reads.push(readOf(from, range(from + 1, end)));
    }
    return { last: positionAt(mapped - 1), reads, moved: end > mapped };
  });

describe('d-moving-end verify', () => {
  it.prop([growing])('should pass a history that only grows at its end', ({ last, reads, moved }) => {
    const judgement = judge({ reads, last, endKnown: true, pauses: reads.length - 1 });
    expect(failures(judgement.findings)).toEqual([]);
    if (moved) expect(judgement.examined).toBeGreaterThan(0);
    else expect(judgement.examined).toBe(0);
  });

  it('should fail an item that appears behind one served before the pause', () => {
    // Served: 10, 11, 13; after the pause, 12 is there, behind 13.
    const reads = [readOf(9, [10, 11, 13]), readOf(9, [10, 11, 12, 13, 14])];
    const [finding] = failures(judge({ reads, last: positionAt(10), endKnown: true, pauses: 1 }).findings);
    expect(finding?.expected).toContain(`events[2] ${servedAt(13).id}`);
    expect(finding?.received).toMatch(/^events\[2\] \(migration 0, .*\) u12: an event behind \(migration 0, /);
  });

  it('should fail an item served before the pause that is gone after it', () => {
    const reads = [readOf(9, [10, 11, 12]), readOf(9, [10, 12, 13])];
    const [finding] = failures(judge({ reads, last: positionAt(10), endKnown: true, pauses: 1 }).findings);
    expect(finding?.received).toMatch(/^events\[1\] .* u12: .* u11, served before, is gone$/);
    const shorter = [readOf(9, [10, 11, 12]), readOf(9, [10, 11])];
    const [cut] = failures(judge({ reads: shorter, last: positionAt(10), endKnown: true, pauses: 1 }).findings);
    expect(cut?.received).toMatch(/^2 events: .* u12, served before, is gone$/);
  });

  it("should fail a first read that does not begin with the map's last item", () => {
    const reads = [readOf(9, [11, 12])];
    const [finding] = failures(judge({ reads, last: positionAt(10), endKnown: true, pauses: 0 }).findings);
    expect(finding?.expected).toMatch(/first the event the map read last/);
  });

  it('should judge nothing, saying why, where the end stood still', () => {
    const still = judge({ reads: [readOf(9, [10])], last: positionAt(10), endKnown: true, pauses: 0 });
    expect(still.examined).toBe(0);
    expect(still.findings.map((f) => [f.severity, f.expected])).toEqual([['warning', STILL]]);
    // Told that it moves, and watched for nothing: no verdict either, but not the skip of a history that stands still.
    const reads = [readOf(9, [10]), readOf(9, [10]), readOf(9, [10])];
    const told = judge({ reads, last: positionAt(10), endKnown: true, pauses: 2 }, true);
    expect(told.examined).toBe(0);
    expect(told.findings.map((f) => f.received)).toEqual([expect.stringMatching(/ in 1\.5 s of pauses$/)]);
  });
});

describe('the encodings on a page whose end moved between its two reads', () => {
  const checks = [dEncodingsAgree, dEncodingsFieldsAgree];
  const ctx = ctxOf(false);
  const verify = (pageSize: number, compact: readonly Item[], proto: readonly Item[]) =>
    checks.map(
      (check) =>
        check.verify({ page_size: pageSize }, { compact: exchangeOf(compact), proto: exchangeOf(proto) }, ctx).findings,
    );
  const items = range(0, 6).map(itemAt);

  it('should compare the events both reads hold when the compact_json read came back short', () => {
    expect(verify(10, items.slice(0, 5), items)).toEqual([[], []]);
    for (const check of checks)
      expect(
        check.verify({ page_size: 10 }, { compact: exchangeOf(items.slice(0, 5)), proto: exchangeOf(items) }, ctx)
          .examined,
      ).toBe(5);
  });

  it('should still fail a count that no moving end explains', () => {
    // The compact_json page was full: it did not read to the end.
    for (const findings of verify(5, items.slice(0, 5), items.slice(0, 6)))
      expect(findings.map((f) => f.expected)).toEqual(['5 events in protobuf_json, as in compact_json']);
    // The later read holds fewer: a history does not shrink.
    for (const findings of verify(10, items, items.slice(0, 5)))
      expect(findings.map((f) => f.expected)).toEqual(['6 events in protobuf_json, as in compact_json']);
  });
});

describe("d-moving-end's fault", () => {
  /** The update ids of the whole history as D serves it, with the fault or without. */
  const served = (ledger: Ledger, faulty: boolean): string[] => {
    const body = { page_size: 1000 };
    const reply = faulty
      ? movingEndFault.apply({ operation: 'D', ledger, params: {}, body, headers: {} }, (b, on) => eventHistory(on, b))
      : eventHistory(ledger, body);
    return ((reply.body as { events: Item[] }).events ?? []).map((e) => identityOf(e));
  };
  const parts = ledgerPartsOf('minimal');

  // Two items or more a step: each step brings in what the one before held back.
  it.prop([fc.array(fc.integer({ min: 2, max: 6 }), { minLength: 2, maxLength: 6 })], { numRuns: 10 })(
    'should hold new items back behind items served, and never drop one served',
    (steps) => {
      const ledger = new LiveLedger(parts);
      // Standing still, it serves the scenario's history as it is.
      expect(served(ledger, true)).toEqual(served(ledger, false));
      let before: string[] = [];
      let late = 0;
      for (const n of steps) {
        ledger.advanceSteps(n);
        const [now, clean] = [served(ledger, true), served(ledger, false)];
        // One consistent history at each moment: the clean one, some of its newest items left out, in order.
        expect(now.filter((id) => clean.includes(id))).toEqual(now);
        expect(clean.slice(0, -3)).toEqual(now.slice(0, clean.length - 3));
        // Nothing served before is gone, and what came in behind the last item served before is late.
        expect(before.filter((id) => !now.includes(id))).toEqual([]);
        const lastBefore = now.indexOf(before[before.length - 1] ?? '');
        late += now.slice(0, lastBefore).filter((id) => !before.includes(id)).length;
        before = now;
      }
      expect(late).toBeGreaterThan(0);
    },
  );
});
