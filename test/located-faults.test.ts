import { afterEach, describe, expect, it } from 'vitest';
import { runKit } from '../conformance/kit.js';
import { faultIds, startSimulator, type Simulator } from '../src/index.js';
import { itemsAt, parsePlace } from '../src/faults/located.js';
import { buildLedger } from '../src/ledger/ledger.js';
import { loadScenario } from '../src/scenario-file.js';

/**
 * The kit, without a profile, against a long history (`large`: a million items, four migrations) broken in one
 * place only: the last item, both sides of the second migration boundary, an item in the middle. A kit that read
 * only the history's first page, each migration's first item and the end of its last migration would pass all
 * three; this one must catch each with the check about it, and pass the other two.
 */
const cases = [
  ['d-cursor-exclusive@last', 'd-cursor-exclusive'],
  ['d-reads-agree@boundary:2', 'd-reads-agree'],
  ['d-event-tree@middle', 'd-event-tree'],
] as const;
const checks = cases.map(([, check]) => check);

describe('located faults (ID@PLACE)', () => {
  it('should name the items at each place, and refuse an unknown place or a fault of another operation', async () => {
    const ledger = buildLedger(loadScenario('minimal'), 7);
    const last = ledger.timeline.slot(ledger.timeline.total - 1);
    expect([...itemsAt(ledger.timeline, { kind: 'last' })]).toEqual([`${last.migrationId}/${last.recordTime}`]);
    const boundary = [...itemsAt(ledger.timeline, { kind: 'boundary', n: 1 })];
    expect(boundary.map((k) => Number(k.split('/')[0]))).toEqual([0, 1]);
    expect(itemsAt(ledger.timeline, { kind: 'boundary', n: 2 }).size).toBe(0);
    expect(itemsAt(ledger.timeline, { kind: 'middle' }).size).toBe(1);
    expect(parsePlace('boundary:0')).toBeNull();
    await expect(startSimulator({ scenario: 'minimal', faults: ['d-order@first'] })).rejects.toThrow(
      'fault "d-order@first": unknown place "first"; places: last, middle, boundary:N (N from 1)',
    );
    await expect(startSimulator({ scenario: 'minimal', faults: ['d-order@last@x'] })).rejects.toThrow(
      'unknown place "last@x"',
    );
    await expect(startSimulator({ scenario: 'minimal', faults: ['a-known-allocation@last'] })).rejects.toThrow(
      /only a fault of operation D can be located/,
    );
    expect(faultIds).not.toContain('d-order@last');
  });

  let sim: Simulator | undefined;
  afterEach(async () => {
    await sim?.close();
    sim = undefined;
  });

  it.each(cases)('should catch %s with %s, and pass the checks of the other places', async (fault, check) => {
    sim = await startSimulator({ scenario: 'large', faults: [fault] });
    const run = await runKit({
      target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
      checks,
      // The fixed examples at every place of the map are what must find the fault: one generated example on top.
      runs: 1,
      seed: 11,
    });
    expect(run.results.map((r) => [r.id, r.verdict])).toEqual(
      checks.map((id) => [id, id === check ? 'failed' : 'passed']),
    );
    // The run looked where the fault is: every migration boundary and the end.
    for (const r of run.results.filter((r) => r.verdict === 'passed'))
      expect(r.evidence?.coverage, r.id).toMatchObject({ boundaries: { probed: 3, of: 3 } });
  });
});
