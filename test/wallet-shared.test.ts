import { it } from 'vitest';
import { markedExample, tsBlocks } from './doc-examples.js';

// The example in docs/test-server.md of two tests sharing one server (section "Faults on demand and the request
// journal"), run as it is printed there: the code between the markers below is its code block, which the last test
// compares. Its two tests run at the same time; each sees only its own faults and its own requests.

// example start
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';

// One server for the whole file. Each test sends its own id in a header, and names it in its rules and its
// reading of the journal: the tests run at the same time and neither sees the other's faults or requests.
let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', seed: 7 });
});
afterAll(() => sim.close());

/** A wallet that reads a page of D, retrying a 503 a few times; it sends `x-test-id` with every request. */
async function readPage(testId: string, tries = 4): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${sim.urls.scan}/v0/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-id': testId },
      body: JSON.stringify({ page_size: 5 }),
    });
    if (res.ok) return ((await res.json()) as { events: unknown[] }).events.length;
    await res.body?.cancel();
    if (res.status !== 503 || attempt === tries) throw new Error(`D answered ${res.status}`);
  }
}

describe.concurrent('two wallets on one server', () => {
  test('wallet-1 reads D through two 503s', async () => {
    sim.inject('D header=x-test-id:wallet-1: 503 next 2');
    expect(await readPage('wallet-1')).toBe(5);
    const mine = sim.requests({ header: 'x-test-id:wallet-1' });
    expect(mine.map((r) => r.status)).toEqual([503, 503, 200]);
  });

  test('wallet-2 is served at once, whatever wallet-1 asked for', async () => {
    sim.inject('D header=x-test-id:wallet-2: delay 50ms next 1');
    expect(await readPage('wallet-2')).toBe(5);
    const mine = await sim.finalRequests({ header: 'x-test-id:wallet-2' });
    expect(mine.map((r) => [r.status, r.rule?.rule ?? null])).toEqual([
      [200, 'D header=x-test-id:wallet-2: delay 50ms next 1'],
    ]);
  });
});
// example end

describe('the example of docs/test-server.md', () => {
  it('should be the code above, as printed there', () => {
    const example = markedExample(import.meta.url);
    expect(example).toContain("sim.inject('D header=x-test-id:wallet-1: 503 next 2')");
    expect(tsBlocks('docs/test-server.md')).toContain(example);
  });
});
