import { describe, it } from 'vitest';
import { expectItemCaught, itemCases } from '../located-faults-cases.js';

// Eight default runs of the kit on `default`, each with a simulator of its own (about 14 s of CPU in all): here, not in
// npm test, until the kit catches them.
describe('located faults of one item, on default', () => {
  // Not caught yet: each item lies on no page the checks of items read (about 25 short random pages and 5 items at
  // each place of the map, docs/kit.md); discovery reads the whole history, but holds its items to the order and
  // cursor rules only. Once every item read is judged by every item rule, each is caught: then `it.each`.
  it.fails.each(itemCases)('should catch %s with %s, and pass the other checks of items', async (fault, check) => {
    await expectItemCaught(fault, check);
  });
});
