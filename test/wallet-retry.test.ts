import { describe, it } from 'vitest';
import { markedExample, tsBlocks } from './doc-examples.js';

// The example of a wallet-style test in docs/test-server.md (section "Faults on demand and the request journal"),
// run as it is printed there: the code between the markers below is its code block, which the last test compares.

// example start
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';

/** The wallet's page fetch: retries 429, 502, 503 and 504 a few times, then gives up. */
async function fetchEvents(scan: string, body: object, tries = 4): Promise<{ events: unknown[] }> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${scan}/v0/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wallet-token' },
      body: JSON.stringify(body),
    });
    if (res.ok) return (await res.json()) as { events: unknown[] };
    await res.body?.cancel();
    if (![429, 502, 503, 504].includes(res.status) || attempt === tries) throw new Error(`D answered ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', seed: 7 });
});
afterAll(() => sim.close());

test('the wallet reads D through two 503s', async () => {
  sim.inject('D: 503 next 2');
  const page = await fetchEvents(sim.urls.scan, { page_size: 10 });
  expect(page.events).toHaveLength(10);
  // Three requests of D: two answered by the rule, the third served; the token masked in the journal.
  const tries = sim.expectRequests({ operation: 'D' }, 3);
  expect(tries.map((r) => [r.status, r.rule?.rule ?? null])).toEqual([
    [503, 'D: 503 next 2'],
    [503, 'D: 503 next 2'],
    [200, null],
  ]);
  expect(tries.every((r) => r.headers['authorization'] === 'Bearer ***')).toBe(true);
});
// example end

describe('the example of docs/test-server.md', () => {
  it('should be the code above, as printed there', () => {
    const example = markedExample(import.meta.url);
    expect(example).toContain("sim.inject('D: 503 next 2')");
    expect(tsBlocks('docs/test-server.md')).toContain(example);
  });
});
