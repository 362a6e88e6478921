import { describe, it } from 'vitest';
import { expectKitPasses, type KitDepth } from '../kit-on-scenarios.js';

// test/check-scenarios.test.ts in depth: many examples a check, for findings that few examples miss.
const depths: readonly KitDepth[] = [
  ['default', 25, true, ['spec', 'splice']],
  ['default', 10, false, ['spec', 'splice']],
  ['minimal', 100, false, ['spec', 'splice']],
  ['empty', 25, false, ['spec', 'splice']],
  // Without a profile: discovery reads the end of the million-item history, and every check runs.
  ['large', 5, false, ['spec', 'splice']],
];

describe('the kit against the unfaulted simulator, in depth', () => {
  it.each(depths)(
    'should pass every check it can run on the %s scenario, %i runs (profile: %s), in the dialects %j',
    async (...depth) => {
      await expectKitPasses(depth);
    },
  );
});
