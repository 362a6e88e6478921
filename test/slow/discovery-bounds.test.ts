import { it } from '@fast-check/vitest';
import { describe } from 'vitest';
import { boundedDiscovery, expectSoundWithinBounds } from '../discovery-expect.js';

// Each run builds a ledger and reads up to 12 pages of it: npm test runs one (test/discovery.test.ts).
describe('discoverFacts on a short history', () => {
  it.prop(boundedDiscovery, { numRuns: 10 })(
    'should never report a fact the target contradicts, however early its bounds stop it',
    expectSoundWithinBounds,
  );
});
