import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { formatInstant, parseInstant } from '../src/ledger/time.js';
import { eventHistory } from '../src/operations/event-history.js';
import { positionOf, walk, type EventItem } from './history-walk.js';
import { post } from './http-client.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'default' });
});
afterAll(async () => {
  await sim.close();
});

/** Walks the whole history over HTTP, following the cursor from each page's last item. */
async function walkHttp(pageSize: number): Promise<EventItem[]> {
  const items: EventItem[] = [];
  let after: { after_migration_id: number; after_record_time: string } | undefined;
  for (let pages = 0; ; pages++) {
    if (pages > 10_000) throw new Error('the walk does not end');
    const answer = await post(`${sim.urls.scan}/v0/events`, { page_size: pageSize, ...(after ? { after } : {}) });
    expect(answer.status).toBe(200);
    const page = (answer.json as { events: EventItem[] }).events;
    expect(page.length).toBeLessThanOrEqual(pageSize);
    if (page.length === 0) return items;
    items.push(...page);
    const last = positionOf(page[page.length - 1] as EventItem);
    after = { after_migration_id: last.migrationId, after_record_time: last.recordTime };
  }
}

const keyOf = (item: EventItem): [number, number] => {
  const p = positionOf(item);
  return [p.migrationId, parseInstant(p.recordTime) as number];
};
const idOf = (item: EventItem): string => JSON.stringify(positionOf(item));

/** The history through the operation at page size 1000, walked once for both tests. */
let wholeHistory: EventItem[] | undefined;
const whole = (): EventItem[] => (wholeHistory ??= walk(sim.ledger, 1000));

describe('walking the default history', () => {
  it('should give the same sequence with page sizes 1, 7 and 1000, strictly ascending, each item once', async () => {
    // Over HTTP at page size 1000; page sizes 7 and 1 (5,400 requests) through the operation itself, whose answers
    // the HTTP walk shows to be the very bytes the server sends.
    const thousand = await walkHttp(1000);
    const [one, seven] = [walk(sim.ledger, 1), walk(sim.ledger, 7)];
    expect(JSON.stringify(whole())).toBe(JSON.stringify(thousand));
    expect(thousand.length).toBe(sim.profile.eventCount);
    // Whole lists compared as one text each, and the order checked in one assertion: 5,400 deep comparisons or
    // assertions would take seconds of their own.
    const ids = thousand.map(idOf).join('\n');
    expect(one.map(idOf).join('\n')).toBe(ids);
    expect(seven.map(idOf).join('\n')).toBe(ids);
    expect(JSON.stringify(one)).toBe(JSON.stringify(thousand));
    const unordered = thousand.slice(1).flatMap((item, i) => {
      const [m0, t0] = keyOf(thousand[i] as EventItem);
      const [m1, t1] = keyOf(item);
      return m1 > m0 || (m1 === m0 && t1 > t0) ? [] : [i + 1];
    });
    expect(unordered).toEqual([]);
  });

  it('should treat the cursor as exclusive, compared as an instant, between items and in unknown migrations', () => {
    const all = whole();
    const after = (migrationId: number, recordTime: string): EventItem[] => {
      const reply = eventHistory(sim.ledger, {
        page_size: 2,
        after: { after_migration_id: migrationId, after_record_time: recordTime },
      });
      return (reply.body as { events: EventItem[] }).events;
    };
    for (const n of [0, 1, 500, 2500, all.length - 2]) {
      const p = positionOf(all[n] as EventItem);
      const micros = parseInstant(p.recordTime) as number;
      // At an item: the next one comes first, the item is not repeated.
      expect(after(p.migrationId, p.recordTime)[0]).toEqual(all[n + 1]);
      // The same instant written with an offset and nine digits.
      const local = formatInstant(micros + 3_600_000_000, 9).replace('Z', '+01:00');
      expect(after(p.migrationId, local)[0]).toEqual(all[n + 1]);
      // Between two items: one microsecond earlier gives the item itself.
      expect(after(p.migrationId, formatInstant(micros - 1))[0]).toEqual(all[n]);
    }
    // Past the last item of a migration: the next migration starts.
    const firstOfOne = all.findIndex((i) => positionOf(i).migrationId === 1);
    expect(after(0, '2255-01-01T00:00:00Z')[0]).toEqual(all[firstOfOne]);
    // Before everything, and past the end.
    expect(after(0, '1970-01-01T00:00:00Z')[0]).toEqual(all[0]);
    expect(after(99, '1970-01-01T00:00:00Z')).toEqual([]);
  });
});
