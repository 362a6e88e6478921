import { describe, it } from 'vitest';
import { expectItemCaught, itemCases } from '../located-faults-cases.js';

// Eight default runs of the kit on `default`, each with a simulator of its own: each item lies on no page the checks
// of items read themselves (short random pages and 5 items at each place of the map, docs/kit.md); what catches it is
// the reading on with what is left of the run's time budget, every item of which the item rules judge.
describe('located faults of one item, on default', () => {
  it.each(itemCases)('should catch %s with %s, and pass the other checks of items', async (fault, check) => {
    await expectItemCaught(fault, check);
  });
});
