import { describe, expect, it } from 'vitest';
import { factsFromProfile } from '../conformance/history/facts.js';
import { runKit } from '../conformance/kit.js';
import { startSimulator } from '../src/index.js';
import { expectKitPasses, type KitDepth } from './kit-on-scenarios.js';

// A few examples a check, within npm test's budget; test/slow/check-scenarios-deep.test.ts runs many more, and
// the kit on `large` (`npm run test:slow`; discovery on its end is in test/discovery.test.ts). Each check is
// proven by its fault in test/check-faults.test.ts.
const depths: readonly KitDepth[] = [
  // Both dialects on default are in test/slow/check-scenarios-deep.test.ts, with `large`.
  ['default', 1, true, ['spec']],
  // minimal in the spec dialect: the conformance project's own run (conformance/suites, 3 runs, in npm test), and
  // 100 runs in the deep test.
  ['minimal', 3, false, ['splice']],
  ['empty', 10, false, ['spec', 'splice']],
];

describe('the kit against the unfaulted simulator', () => {
  it.each(depths)(
    'should pass every check it can run on the %s scenario, %i runs (profile: %s), in the dialects %j',
    async (...depth) => {
      await expectKitPasses(depth);
    },
  );
});

describe('the kit against the unfaulted simulator, live', () => {
  it.each(['spec', 'splice'] as const)(
    "should pass every check on a ledger whose end moves at each of d-moving-end's pauses, in the %s dialect",
    async (dialect) => {
      const sim = await startSimulator({ scenario: 'minimal', live: { clock: 'manual' } });
      try {
        const run = await runKit({
          target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
          facts: factsFromProfile(sim.profile, 'simulator'),
          runs: 2,
          seed: 7,
          dialect,
          movingEnd: true,
          // A manual clock, moved on a few items at each pause: no test waits (run/session.ts, pause).
          pause: () => {
            sim.control.advance(4);
            return Promise.resolve();
          },
        });
        expect(run.results.filter((r) => r.verdict !== 'passed').map((r) => `${r.id}: ${r.reason ?? ''}`)).toEqual([]);
      } finally {
        await sim.close();
      }
    },
  );
});
