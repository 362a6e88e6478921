import { describe, it } from 'vitest';
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
