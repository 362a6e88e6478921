import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeIds, preorder } from '../conformance/checks/d-id-shapes.js';
import type { Exchange } from '../conformance/client/client.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { drawnIndex, itemsAt, parsePlace } from '../src/faults/located.js';
import { buildLedger, type Ledger } from '../src/ledger/ledger.js';
import type { HistoryItem } from '../src/ledger/model.js';
import { formatRecordTime } from '../src/ledger/time.js';
import { loadScenario } from '../src/scenario-file.js';
import { post } from './http-client.js';

/**
 * The places `index:N` and `random:SEED` (src/faults/located.ts) on `default`: a located fault that edits items edits
 * the one item there, in the bytes served, and nothing else; `random` falls on an item the fault can break, on no
 * migration's edge.
 */
const ledger: Ledger = buildLedger(loadScenario('default'), loadScenario('default').seed ?? 0);
const history = ledger.timeline;

/** Whether a fault has something to break in an item: a transaction with a verdict and traffic, or a verdict alone. */
const richTransaction = (item: HistoryItem): boolean =>
  item.kind === 'transaction' && item.verdict !== null && item.traffic !== null;
const verdictOnly = (item: HistoryItem): boolean => item.kind === 'verdict';

/** The first index from the middle of migration 1 (items 1694 to 3563 on `default`) whose item `fits`. */
const middleOfMigration1 = (fits: (item: HistoryItem) => boolean): number => {
  for (let at = 2600; ; at++) if (fits(ledger.itemAt(at))) return at;
};

/** The located faults of items, each with the kind of item it breaks. */
const faults: readonly (readonly [string, (item: HistoryItem) => boolean])[] = [
  ['d-event-tree', richTransaction],
  ['d-view-graph', richTransaction],
  ['d-traffic-views', richTransaction],
  ['d-update-verdict-agree', richTransaction],
  ['d-item-parts', verdictOnly],
  ['d-id-shapes', richTransaction],
  ['d-encodings-fields-agree', richTransaction],
];

const WINDOW = 40;

/** The body of a D request for `size` items from global index `start`. */
const pageFrom = (start: number, size: number, encoding: string): Record<string, unknown> => {
  const body = { page_size: size, ledger_value_encoding: encoding };
  if (start === 0) return body;
  const slot = history.slot(start - 1);
  return {
    ...body,
    after: { after_migration_id: slot.migrationId, after_record_time: formatRecordTime(slot.recordTime) },
  };
};

/** A page of D as the kit holds its exchange. */
async function exchangeOf(sim: Simulator, body: Record<string, unknown>): Promise<Exchange> {
  const url = `${sim.urls.scan}/v0/events`;
  const answer = await post(url, body);
  const request = { operation: 'D', method: 'POST', url, body: JSON.stringify(body), headers: {} } as const;
  return { request, status: answer.status, contentType: answer.contentType, text: answer.text, json: answer.json };
}

/** The items of a page as the bytes served: a page is written without white space, so each item's JSON is its text. */
async function itemTexts(sim: Simulator, body: Record<string, unknown>): Promise<string[]> {
  const answer = await post(`${sim.urls.scan}/v0/events`, body);
  expect(answer.status).toBe(200);
  expect(JSON.stringify(answer.json)).toBe(answer.text);
  return (answer.json as { events: unknown[] }).events.map((e) => JSON.stringify(e));
}

/** The global indexes, among `size` items from `start`, whose bytes differ between the faulted and clean simulators. */
async function differing(faulty: Simulator, clean: Simulator, start: number, size: number, encoding: string) {
  const body = pageFrom(start, size, encoding);
  const [broken, plain] = await Promise.all([itemTexts(faulty, body), itemTexts(clean, body)]);
  expect(broken.length).toBe(plain.length);
  return plain.flatMap((text, i) => (broken[i] === text ? [] : [start + i]));
}

describe('located faults at index:N and random:SEED', () => {
  let clean: Simulator;
  beforeAll(async () => {
    clean = await startSimulator({ scenario: 'default' });
  });
  afterAll(async () => {
    await clean.close();
  });

  it('should parse the places, draw the same item for the same seed, and refuse an index past the end', async () => {
    expect(parsePlace('index:0')).toEqual({ kind: 'index', n: 0 });
    expect(parsePlace('random:7')).toEqual({ kind: 'random', seed: 7 });
    for (const bad of ['index:-1', 'index:01', 'index:', 'random:x', 'random:4294967296', 'random:'])
      expect(parsePlace(bad), bad).toBeNull();
    const drawn = drawnIndex(history, 7) ?? -1;
    expect(drawn).toBe(drawnIndex(buildLedger(loadScenario('default'), ledger.seed).timeline, 7));
    expect(drawnIndex(history, 8)).not.toBe(drawn);
    // Neither side of a boundary, nor an end: the draw steps past the places a kit probes by design.
    expect([0, 1693, 1694, 3563, 3564, 5399]).not.toContain(drawn);
    expect([...itemsAt(history, { kind: 'index', n: 2600 })]).toEqual([
      `${history.slot(2600).migrationId}/${history.slot(2600).recordTime}`,
    ]);
    await expect(startSimulator({ scenario: 'default', faults: ['d-event-tree@index:5400'] })).rejects.toThrow(
      'fault "d-event-tree@index:5400": index 5400 is past the end of the history, which holds 5400 items, 0 to 5399',
    );
    await expect(startSimulator({ scenario: 'default', faults: ['d-event-tree@index:x'] })).rejects.toThrow(
      /^fault "d-event-tree@index:x": unknown place "index:x"; places: last, middle, boundary:N \(N from 1\), index:N \(N from 0\), random:SEED \(SEED from 0\)$/,
    );
  });

  describe.each(faults)('%s', (fault, fits) => {
    const index = middleOfMigration1(fits);
    it.each([[`index:${index}`], ['random:7']])('@%s should edit one item, in the bytes served', async (place) => {
      const faulty = await startSimulator({ scenario: 'default', faults: [`${fault}@${place}`] });
      try {
        // The window holds the item and neighbours on both sides; the item is never a page's last (d-item-parts spares
        // that one).
        const from = place.startsWith('index') ? index - WINDOW / 2 : (drawnIndex(history, 7) ?? 0) - 1;
        const [compact, protobuf] = [
          await differing(faulty, clean, from, WINDOW, 'compact_json'),
          await differing(faulty, clean, from, WINDOW, 'protobuf_json'),
        ];
        // An encoding's fault breaks the item in protobuf_json only; every other, in both.
        const target = protobuf[0] ?? -1;
        expect(protobuf).toEqual([target]);
        expect(compact).toEqual(fault === 'd-encodings-fields-agree' ? [] : [target]);
        if (place.startsWith('index')) expect(target).toBe(index);
        else expect(fits(ledger.itemAt(target))).toBe(true);
        // The item and a neighbour, the item mid-page: only the item differs.
        for (const encoding of ['compact_json', 'protobuf_json'])
          expect(await differing(faulty, clean, target - 1, 3, encoding)).toEqual(
            encoding === 'compact_json' && fault === 'd-encodings-fields-agree' ? [] : [target],
          );
        // A page that does not hold it is the clean page.
        expect(await differing(faulty, clean, target + 1, 5, 'protobuf_json')).toEqual([]);
      } finally {
        await faulty.close();
      }
    });
  });
  // d-id-shapes's fault numbers a transaction's events from 1, a shape the splice dialect alone refuses (docs/kit.md,
  // identifier shapes): located, it renumbers that one item's ids, and the rule finds that item in a page.
  it.each([[`index:${middleOfMigration1(richTransaction)}`], ['random:7']])(
    'should number the events of the one item at d-id-shapes@%s from 1, which the splice dialect alone fails',
    async (place) => {
      const faulty = await startSimulator({ scenario: 'default', faults: [`d-id-shapes@${place}`] });
      try {
        const from = place.startsWith('index')
          ? middleOfMigration1(richTransaction) - 1
          : (drawnIndex(history, 7) ?? 0) - 1;
        const target = (await differing(faulty, clean, from, WINDOW, 'compact_json'))[0] ?? -1;
        const page = await exchangeOf(faulty, pageFrom(target - 1, 3, 'compact_json'));
        const [before, item, after] = (page.json as { events: { update: Record<string, unknown> }[] }).events.map(
          (e) => e.update,
        );
        const numbers = (update: Record<string, unknown> | undefined): number[] =>
          update
            ? preorder(update['events_by_id'] as Record<string, unknown>, update['root_event_ids']).map((id) =>
                Number(id.slice(String(update['update_id']).length + 1)),
              )
            : [];
        const fromOne = numbers(item);
        expect(fromOne.length).toBeGreaterThan(0);
        expect(fromOne).toEqual(fromOne.map((_, i) => i + 1));
        for (const neighbour of [before, after].filter((u) => u?.['events_by_id']))
          expect(numbers(neighbour)[0]).toBe(0);
        const [spec, splice] = [judgeIds(page, false), judgeIds(page, true)];
        expect(spec.findings).toEqual([]);
        expect(splice.findings.map((f) => f.received)).toEqual([
          expect.stringMatching(/^events\[1\]: at .*the event 0 in pre-order is "[^"]+:1"$/),
        ]);
      } finally {
        await faulty.close();
      }
    },
  );
});
