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
