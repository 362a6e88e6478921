import { expect } from 'vitest';
import { factsFromProfile } from '../conformance/facts.js';
import { runKit } from '../conformance/kit.js';
import { startSimulator } from '../src/index.js';

/** A scenario the whole kit runs against, with how many examples a check, and whether it is given the profile. */
export type KitDepth = readonly [
  scenario: 'default' | 'minimal' | 'empty' | 'large',
  runs: number,
  withProfile: boolean,
];

/**
 * Runs every check against the unfaulted simulator: none may fail. With a profile, or on `large` (whose discovery
 * reads the end of the million-item history), none may be skipped either.
 */
export async function expectKitPasses([scenario, runs, withProfile]: KitDepth): Promise<void> {
  const sim = await startSimulator({ scenario });
  try {
    const run = await runKit({
      target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
      runs,
      seed: 7,
      ...(withProfile ? { facts: factsFromProfile(sim.profile, 'simulator') } : {}),
    });
    const bad = run.results.filter((r) => r.verdict === 'failed' || r.verdict === 'error');
    expect(bad.map((r) => `${r.id}: ${r.failure?.received ?? r.reason ?? ''}`)).toEqual([]);
    const skipped = run.results.filter((r) => r.verdict === 'skipped').map((r) => r.id);
    if (withProfile || scenario === 'large') expect(skipped).toEqual([]);
    if (scenario === 'empty') expect(skipped).toContain('a-known-allocation');
  } finally {
    await sim.close();
  }
}
