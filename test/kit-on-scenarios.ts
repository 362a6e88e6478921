import { expect } from 'vitest';
import type { Dialect } from '../conformance/config/config.js';
import { factsFromProfile } from '../conformance/history/facts.js';
import { runKit } from '../conformance/kit.js';
import { bReassignment409, OUTSIDE_READ } from '../conformance/checks/b-reassignment-409.js';
import { dMovingEnd, STILL } from '../conformance/checks/d-moving-end.js';
import { startSimulator } from '../src/index.js';

/**
 * A scenario the whole kit runs against, with how many examples a check, whether it is given the profile, and the
 * dialects to run it in.
 */
export type KitDepth = readonly [
  scenario: 'default' | 'minimal' | 'empty' | 'large',
  runs: number,
  withProfile: boolean,
  dialects: readonly Dialect[],
];

/**
 * Runs every check against the unfaulted simulator, in each dialect: none may fail. With a profile, or on `large`
 * (whose discovery reads the end of the million-item history), none may be skipped either. None may be
 * inconclusive, but on `empty`, where the checks of the history have nothing to look at and must say so.
 */
export async function expectKitPasses([scenario, runs, withProfile, dialects]: KitDepth): Promise<void> {
  const sim = await startSimulator({ scenario });
  try {
    for (const dialect of dialects) {
      const run = await runKit({
        target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
        runs,
        seed: 7,
        dialect,
        ...(withProfile ? { facts: factsFromProfile(sim.profile, 'simulator') } : {}),
      });
      const bad = run.results.filter((r) => r.verdict === 'failed' || r.verdict === 'error');
      expect(bad.map((r) => `${dialect} ${r.id}: ${r.failure?.received ?? r.reason ?? ''}`)).toEqual([]);
      const skippedResults = run.results.filter((r) => r.verdict === 'skipped');
      const skipped = skippedResults.map((r) => r.id);
      // On `large`, B discloses the registry's contracts, made at the start of the million items: discovery reads
      // the end, so b-reassignment-409 has nothing it can judge, and says so (check.ts, unjudgeable).
      const outsideRead = (r: { id: string; reason?: string }): boolean =>
        scenario === 'large' && r.id === bReassignment409.id && (r.reason ?? '').endsWith(OUTSIDE_READ);
      // The simulator stands still: d-moving-end has no moving end to watch, and says so, skipped, on every scenario.
      const still = (r: { id: string; reason?: string; unjudgeable?: true }): boolean =>
        r.id === dMovingEnd.id && r.unjudgeable === true && (r.reason ?? '').endsWith(STILL);
      expect(run.results.filter((r) => r.id === dMovingEnd.id && !still(r)).map((r) => r.verdict)).toEqual([]);
      if (withProfile || scenario === 'large')
        expect(skippedResults.filter((r) => !outsideRead(r) && !still(r)).map((r) => r.id)).toEqual([]);
      const inconclusive = run.results.filter((r) => r.verdict === 'inconclusive');
      if (scenario !== 'empty') {
        expect(inconclusive.map((r) => `${dialect} ${r.id}: ${r.reason ?? ''}`)).toEqual([]);
        continue;
      }
      expect(skipped).toContain('a-known-allocation');
      // Every check of the history says why it has no verdict, and none passes on nothing.
      const history = run.results.filter((r) => r.operation === 'D');
      expect(history.filter((r) => r.verdict === 'passed').map((r) => r.id)).toEqual(
        history.filter((r) => r.id === 'd-page-size-invalid').map((r) => r.id),
      );
      for (const r of history.filter((r) => r.verdict === 'inconclusive'))
        expect(r.reason, r.id).toMatch(/: the history is empty$/);
      expect(run.exitCode).toBe(1);
    }
  } finally {
    await sim.close();
  }
}
