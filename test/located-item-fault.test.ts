import { describe, it } from 'vitest';
import { expectItemCaught } from './located-faults-cases.js';

// One of test/slow/located-faults-default.test.ts's cases on every npm test: an item that no check's own page reads
// (index 2500, in the middle of migration 1, no place of the map), caught by the default run's reading on.
describe('a located fault of one item, on default', () => {
  it('should catch d-view-graph@index:2500 with d-view-graph, and pass the other checks of items', async () => {
    await expectItemCaught('d-view-graph@index:2500', 'd-view-graph');
  });
});
