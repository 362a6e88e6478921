import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKit } from '../../conformance/kit.js';
import { startSimulator, type Simulator } from '../../src/index.js';

// The kit without a profile on `large`, whose facts discovery learns from the end of a million items. npm test has
// the kit on a tenth of `large` in test/located-faults.test.ts (checks of D) and discovery on the end of `large` in
// test/discovery.test.ts.
const targetOf = (sim: Simulator) => ({
  registry: sim.urls.registry,
  validator: sim.urls.validator,
  scan: sim.urls.scan,
});

describe('runKit without a profile on the large scenario (1,000,000 items)', () => {
  // Passing every check there is in check-scenarios.test.ts.
  let faulty: Simulator;
  beforeAll(async () => {
    // a-reassignment-409 innermost: it lends the operation another ledger, which an outer fault's next(body) drops.
    faulty = await startSimulator({
      scenario: 'large',
      faults: ['a-known-allocation', 'c-known-entry', 'a-reassignment-409'],
    });
  });
  afterAll(async () => {
    await faulty.close();
  });

  it('should fail the A and C checks whose faults the target has', async () => {
    const run = await runKit({
      target: targetOf(faulty),
      runs: 3,
      checks: ['a-known-allocation', 'a-reassignment-409', 'c-known-entry'],
      failOnSkip: true,
    });
    expect(run.results.map((r) => [r.id, r.verdict])).toEqual([
      ['a-known-allocation', 'failed'],
      ['a-reassignment-409', 'failed'],
      ['c-known-entry', 'failed'],
    ]);
    expect(run.exitCode).toBe(1);
    expect(run.facts.reach).toMatchObject({ wholeHistory: false, stoppedBy: 'every-fact-found' });
    // The duration covers the whole run: discovery included.
    expect(run.durationMs).toBeGreaterThan(run.facts.reach?.durationMs ?? Infinity);
  });
});
