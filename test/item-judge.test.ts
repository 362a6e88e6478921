import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../conformance/client/client.js';
import { Covered } from '../conformance/items/covered.js';
import { ItemJudge } from '../conformance/items/judge.js';
import { eventTreeRule } from '../conformance/checks/d-event-tree.js';
import { itemPartsRule } from '../conformance/checks/d-item-parts.js';
import { idShapesRule, MAX_REMEMBERED_IDS } from '../conformance/checks/d-id-shapes.js';
import type { Position } from '../conformance/reading/events.js';
import { pageExchange } from './page-exchange.js';

/**
 * The item rules' pipeline (items/judge.ts): every item read is judged once by every rule, whoever read it, and a
 * failure is the item alone; what is remembered of the stretches read (items/covered.ts) against a model.
 */

type Json = Record<string, unknown>;

/** The record time of second `s` of a day: positions ordered as their seconds. */
const time = (s: number): string => new Date(Date.UTC(2025, 0, 6) + s * 1000).toISOString().replace('Z', '000Z');

function item(s: number, broken = false): Json {
  const id = `u${s}`;
  return {
    update: {
      update_id: id,
      migration_id: 0,
      record_time: time(s),
      root_event_ids: [broken ? `${id}:9` : `${id}:0`],
      events_by_id: { [`${id}:0`]: { event_id: `${id}:0`, child_event_ids: [] } },
    },
  };
}

function pageOf(items: readonly Json[], after: number | null, encoding = 'compact_json'): Exchange {
  const body = {
    page_size: 100,
    ledger_value_encoding: encoding,
    ...(after === null ? {} : { after: { after_migration_id: 0, after_record_time: time(after) } }),
  };
  return pageExchange(items, { body });
}

const range = (from: number, to: number, broken?: number): Json[] =>
  Array.from({ length: to - from + 1 }, (_, i) => item(from + i, from + i === broken));

describe('the item judge', () => {
  it('should judge each item once per encoding, however often it is read, and count every read', () => {
    const judge = new ItemJudge('spec', [itemPartsRule, eventTreeRule, idShapesRule]);
    judge.page(pageOf(range(1, 10), null));
    judge.page(pageOf(range(1, 10), null));
    judge.page(pageOf(range(5, 12), 4));
    judge.page(pageOf(range(3, 6), 2, 'protobuf_json'));
    expect(judge.report()).toEqual({ read: 32, judged: 16, pages: 4 });
    expect(judge.tally('d-item-parts')).toEqual({ examined: 16, finding: null });
    // Two reads of one item (in two encodings) are one item for the ids: no update id is in two items.
    expect(judge.tally('d-id-shapes')?.finding).toBeNull();
    expect(judge.tally('d-order')).toBeUndefined();
  });

  it('should fail an item with the request that reads it alone, and name who read it', () => {
    const judge = new ItemJudge('spec', [eventTreeRule]);
    judge.reader = 'discovery';
    judge.page(pageOf(range(1, 10, 7), null));
    const finding = judge.tally('d-event-tree')?.finding;
    expect(finding?.received).toMatch(
      /^the item at \(migration 0, 2025-01-06T00:00:07\.000000Z\): root_event_ids names/,
    );
    expect(finding?.input).toEqual({
      page_size: 1,
      ledger_value_encoding: 'compact_json',
      after: { after_migration_id: 0, after_record_time: time(6) },
    });
    expect(JSON.parse(finding?.exchange.request.body ?? '')).toEqual(finding?.input);
    expect(finding?.reader).toBe('discovery');
    // The first item of a page: after the page's own cursor.
    const first = new ItemJudge('spec', [eventTreeRule]);
    first.page(pageOf(range(3, 4, 3), 2));
    expect(first.tally('d-event-tree')?.finding?.input).toMatchObject({ after: { after_record_time: time(2) } });
  });

  it('should fail one update id in two items of what was read, pages apart', () => {
    const judge = new ItemJudge('spec', [idShapesRule]);
    judge.page(pageOf(range(1, 3), null));
    const again = { ...item(8), update: { ...(item(8)['update'] as Json), update_id: 'u2' } };
    judge.page(pageOf([item(7), again], 6));
    expect(judge.tally('d-id-shapes')?.finding?.expected).toBe('each update id in one item: it names one update');
  });
});

describe('the ids d-id-shapes remembers across what was read', () => {
  it('should remember MAX_REMEMBERED_IDS update ids, the first ones, and hold the ones past them to their shapes only', () => {
    const judge = new ItemJudge('spec', [idShapesRule]);
    const total = MAX_REMEMBERED_IDS + 1;
    for (let from = 1; from <= total; from += 1000)
      judge.page(pageOf(range(from, Math.min(from + 999, total)), from === 1 ? null : from - 1));
    expect(judge.tally('d-id-shapes')?.finding).toBeNull();
    // The one past the bound is not remembered: its id again, at a new place, is not met.
    const past = { ...item(total + 10), update: { ...(item(total + 10)['update'] as Json), update_id: `u${total}` } };
    judge.page(pageOf([past], total + 9));
    expect(judge.tally('d-id-shapes')?.finding).toBeNull();
    // The last one within it is.
    const within = {
      ...item(total + 20),
      update: { ...(item(total + 20)['update'] as Json), update_id: `u${total - 1}` },
    };
    judge.page(pageOf([within], total + 19));
    expect(judge.tally('d-id-shapes')?.finding?.expected).toBe('each update id in one item: it names one update');
  });
});

/** The model of the stretches judged: the whole seconds judged, a stretch (a, t] holding a+1 to t. */
describe('the stretches judged (items/covered.ts), against a model', () => {
  const at = (s: number): Position => ({ migrationId: 0, recordTime: time(s), nanos: BigInt(s) * 1_000_000_000n });
  type Model = { judged: Set<number> };
  const holdsIn = (m: Model, after: number | null, through: number): boolean => {
    for (let s = (after ?? -1) + 1; s <= through; s++) if (!m.judged.has(s)) return false;
    return true;
  };
  class Add implements fc.Command<Model, Covered> {
    constructor(
      readonly after: number | null,
      readonly through: number,
    ) {}
    check = (): boolean => true;
    run(m: Model, real: Covered): void {
      real.add(this.after === null ? null : at(this.after), at(this.through));
      for (let s = (this.after ?? -1) + 1; s <= this.through; s++) m.judged.add(s);
    }
    toString = (): string => `add(${this.after}, ${this.through}]`;
  }
  class Ask implements fc.Command<Model, Covered> {
    constructor(
      readonly after: number | null,
      readonly through: number,
    ) {}
    check = (): boolean => true;
    run(m: Model, real: Covered): void {
      expect(real.has(at(this.through))).toBe(m.judged.has(this.through));
      // Where a reader after `after` may go on from: the end of the run of judged seconds just after it, if any.
      let end = this.after ?? -1;
      while (m.judged.has(end + 1)) end++;
      const reach = real.reach(this.after === null ? null : at(this.after));
      expect(reach === null ? null : Number(reach.nanos / 1_000_000_000n)).toBe(
        end === (this.after ?? -1) ? null : end,
      );
      if (this.after === null || this.after < this.through)
        expect(real.holds(this.after === null ? null : at(this.after), at(this.through))).toBe(
          holdsIn(m, this.after, this.through),
        );
    }
    toString = (): string => `ask(${this.after}, ${this.through}]`;
  }
  const stretch = fc
    .tuple(fc.option(fc.integer({ min: 0, max: 40 }), { freq: 5 }), fc.integer({ min: 0, max: 40 }))
    .filter(([a, t]) => a === null || a < t);

  it('should hold what was added, stretch by stretch, and join those that touch', () => {
    fc.assert(
      fc.property(
        fc.commands([stretch.map(([a, t]) => new Add(a, t)), stretch.map(([a, t]) => new Ask(a, t))], { size: '+1' }),
        (commands) => fc.modelRun(() => ({ model: { judged: new Set<number>() }, real: new Covered() }), commands),
      ),
      { numRuns: 300 },
    );
  });
});
