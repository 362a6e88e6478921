import { describe } from 'vitest';
import { markedExample, tsBlocks } from './doc-examples.js';

// The README's example of a wallet test against a ledger that moves (section "A ledger that moves"; docs/test-server.md,
// control, prints it too), run as it is printed there: the code between the markers below is their code block, which
// the last test compares.

// example start
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ live: { clock: 'manual' } });
});
afterAll(() => sim.close());

const withdrawContext = (id: string) =>
  fetch(`${sim.urls.registry}/registry/allocations/v1/${id}/choice-contexts/withdraw`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

it('retries a withdrawal once the reassignment completes', async () => {
  const [id] = sim.control.state().reassigningAllocationIds;
  if (id === undefined) throw new Error('the scenario has no allocation in reassignment');
  expect((await withdrawContext(id)).status).toBe(409);

  sim.control.completeReassignment(id);

  const retry = await withdrawContext(id);
  expect(retry.status).toBe(200);
  const { disclosedContracts } = (await retry.json()) as { disclosedContracts: { synchronizerId: string }[] };
  expect(disclosedContracts.map((c) => c.synchronizerId)).toContain(sim.ledger.world.appSynchronizer);
});
// example end

describe('the example of README.md and docs/test-server.md', () => {
  it('should be the code above, as printed there', () => {
    const example = markedExample(import.meta.url);
    expect(example).toContain('sim.control.completeReassignment(id);');
    expect(tsBlocks('README.md')).toContain(example);
    expect(tsBlocks('docs/test-server.md')).toContain(example);
  });
});
