import { expect } from 'vitest';
import { runKit } from '../conformance/kit.js';
import { startSimulator, type Scenario } from '../src/index.js';

/**
 * Faults, each in one place of the history, and the check that must catch it: the last item, both sides of the
 * second migration boundary, an item in the middle.
 */
export const cases = [
  ['d-cursor-exclusive@last', 'd-cursor-exclusive'],
  ['d-reads-agree@boundary:2', 'd-reads-agree'],
  ['d-event-tree@middle', 'd-event-tree'],
] as const;
const checks = cases.map(([, check]) => check);

/**
 * The kit, without a profile, against `scenario` broken by `fault` alone: `check` fails, the checks of the other
 * places pass, and the run looked at every migration boundary and the end.
 */
export async function expectCaughtAlone(scenario: 'large' | Scenario, fault: string, check: string): Promise<void> {
  const sim = await startSimulator({ scenario, faults: [fault] });
  try {
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
  } finally {
    await sim.close();
  }
}

/**
 * Faults of one item each, on `default`: at global index 2500, in the middle of the second migration (items 1694 to
 * 3563), between two of the map's samples (docs/kit.md, the map), on no boundary and far from the end; and at the item
 * `random:42` picks, from index 773, in the first migration, as far from the map's places. Each with the check that
 * must catch it: a broken tree, a view graph, an encoding disagreement on a field that is no ledger value, an id shape.
 */
export const itemCases = [
  ['d-event-tree@index:2500', 'd-event-tree'],
  ['d-event-tree@random:42', 'd-event-tree'],
  ['d-view-graph@index:2500', 'd-view-graph'],
  ['d-view-graph@random:42', 'd-view-graph'],
  ['d-encodings-fields-agree@index:2500', 'd-encodings-fields-agree'],
  ['d-encodings-fields-agree@random:42', 'd-encodings-fields-agree'],
  ['d-id-shapes@index:2500', 'd-id-shapes'],
  ['d-id-shapes@random:42', 'd-id-shapes'],
] as const;
const itemChecks = [...new Set(itemCases.map(([, check]) => check))];

/**
 * A default run of the kit (its own number of generated examples and time budget, a fixed seed) on `default` broken by `fault` alone, in
 * the `splice` dialect, which holds event ids to their numbering (docs/kit.md, identifier shapes): `check` fails, the
 * other checks of items pass.
 */
export async function expectItemCaught(fault: string, check: string): Promise<void> {
  const sim = await startSimulator({ scenario: 'default', faults: [fault] });
  try {
    const run = await runKit({
      target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
      checks: itemChecks,
      dialect: 'splice',
      seed: 11,
      // What `check` does by default: once its checks are done, it reads on (here with a budget no busy machine
      // spends before the reading reaches the end of this history: the test does not hang on the machine's speed).
      timeBudgetSeconds: 600,
    });
    expect(Object.fromEntries(run.results.map((r) => [r.id, r.verdict]))).toEqual(
      Object.fromEntries(itemChecks.map((id) => [id, id === check ? 'failed' : 'passed'])),
    );
  } finally {
    await sim.close();
  }
}
