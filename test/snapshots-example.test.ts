import { describe } from 'vitest';
import { markedExample, tsBlocks } from './doc-examples.js';

// The README's example of a test file that reverts to one snapshot before every test (section "Snapshots and saved
// states"; docs/test-server.md prints it too), run as it is printed there: the code between the markers below is
// their code block, which the last test compares.

// example start
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';

let sim: Simulator;
let clean: string;
let items: number;
beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', live: { clock: 'manual' } });
  sim.control.advance(100); // what every test starts from
  clean = sim.control.snapshot();
  items = sim.ledger.timeline.total;
});
beforeEach(() => {
  sim.control.revert(clean); // the snapshot stays: the next test reverts to it again
});
afterAll(() => sim.close());

it('withdraws an allocation it made', () => {
  const { allocationId } = sim.control.createAllocation();
  sim.control.withdraw(allocationId);
  expect(sim.control.state().withdrawnAllocationIds).toContain(allocationId);
});

it('starts from the snapshot, whatever the test before did', () => {
  expect(sim.ledger.timeline.total).toBe(items);
});
// example end

describe('the example of README.md and docs/test-server.md', () => {
  it('should be the code above, as printed there', () => {
    const example = markedExample(import.meta.url);
    expect(example).toContain('sim.control.revert(clean);');
    expect(tsBlocks('README.md')).toContain(example);
    expect(tsBlocks('docs/test-server.md')).toContain(example);
  });
});
