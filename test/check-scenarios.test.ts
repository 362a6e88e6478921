import { describe, expect, it } from 'vitest';
import { factsFromProfile } from '../conformance/facts.js';
import { runKit } from '../conformance/kit.js';
import { startSimulator } from '../src/index.js';

describe('the kit against the unfaulted simulator', () => {
  it.each([
    ['default', 5, true],
    ['minimal', 25, false],
    ['empty', 25, false],
    // Without a profile: discovery reads the end of the million-item history, and every check runs.
    ['large', 3, false],
  ] as const)('should pass every check it can run on the %s scenario', async (scenario, runs, withProfile) => {
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
  });
});
