import { describe, it } from 'vitest';
import { cases, expectCaughtAlone } from '../located-faults-cases.js';

// A million items built three times: npm test breaks a history of the same shape, a tenth as long
// (test/located-faults.test.ts).
describe('located faults (ID@PLACE) on the large scenario', () => {
  it.each(cases)('should catch %s with %s, and pass the checks of the other places', async (fault, check) => {
    await expectCaughtAlone('large', fault, check);
  });
});
