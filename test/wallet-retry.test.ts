import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';

// The README's example of a wallet-style test (section "Faults on demand and the request journal"), run as it is
// printed there: the code between the markers below is the README's code block, which the last test compares.

// README example start
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
// README example end

describe("the README's example", () => {
  it('should be the code above, as printed there', () => {
    const ownText = readFileSync(new URL(import.meta.url), 'utf8');
    const example = /\/\/ README example start\n([\s\S]*?)\/\/ README example end\n/.exec(ownText)?.[1] ?? '';
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```\n/g)].map((m) => m[1]);
    expect(example).toContain("sim.inject('D: 503 next 2')");
    expect(blocks).toContain(example);
  });
});
