import { describe, it } from 'vitest';
import { expectKitPasses, type KitDepth } from '../kit-on-scenarios.js';

// test/check-scenarios.test.ts in depth: many examples a check, for findings that few examples miss.
const depths: readonly KitDepth[] = [
  ['default', 25, true],
  ['default', 10, false],
  ['minimal', 100, false],
  ['empty', 25, false],
  // Without a profile: discovery reads the end of the million-item history, and every check runs.
  ['large', 5, false],
];

describe('the kit against the unfaulted simulator, in depth', () => {
  it.each(depths)('should pass every check it can run on the %s scenario, %i runs', async (...depth) => {
    await expectKitPasses(depth);
  });
});
