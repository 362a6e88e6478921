import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultIds, startSimulator, type Scenario } from '../src/index.js';
import { itemsAt, parsePlace } from '../src/faults/located.js';
import { buildLedger } from '../src/ledger/ledger.js';
import { loadScenario } from '../src/scenario-file.js';
import { cases, expectCaughtAlone } from './located-faults-cases.js';

/**
 * The kit, without a profile, against a long history (the shape of `large`: four migrations, here of 100,000 items)
 * broken in one place only. A kit that read only the history's first page, each migration's first item and the end
 * of its last migration would pass all three; this one must catch each with the check about it, and pass the other
 * two.
 */
const longHistory: Scenario = {
  ...(JSON.parse(readFileSync(new URL('../scenarios/large.json', import.meta.url), 'utf8')) as Scenario),
  name: 'large-tenth',
  events: 100_000,
};

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
      'fault "d-order@first": unknown place "first"; places: last, middle, boundary:N (N from 1), index:N (N from 0), random:SEED (SEED from 0)',
    );
    await expect(startSimulator({ scenario: 'minimal', faults: ['d-order@last@x'] })).rejects.toThrow(
      'unknown place "last@x"',
    );
    await expect(startSimulator({ scenario: 'minimal', faults: ['a-known-allocation@last'] })).rejects.toThrow(
      /only a fault of operation D can be located/,
    );
    expect(faultIds).not.toContain('d-order@last');
  });

  // On `large` itself, a million items: test/slow/located-faults-large.test.ts.
  it.each(cases)('should catch %s with %s, and pass the checks of the other places', async (fault, check) => {
    await expectCaughtAlone(longHistory, fault, check);
  });
});
