import { fc } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createClient } from '../conformance/client/client.js';
import { discoverFacts, type DiscoveryOptions } from '../conformance/history/discovery.js';
import type { Facts } from '../conformance/history/facts.js';
import { startSimulator, type Simulator } from '../src/index.js';

/** Discovery against a simulator's scan URL, as `check` runs it without a profile. */
export const discover = (sim: Simulator, options: DiscoveryOptions = {}): Promise<Facts> =>
  discoverFacts(createClient({ headers: {}, timeoutMs: 60_000, rateLimit: 0 }).send, { scan: sim.urls.scan }, options);

/** Every fact discovery reports is true of the target (its profile): nothing later contradicts it. */
export function expectSound(facts: Facts, sim: Simulator): void {
  const p = sim.profile;
  const outside = (found: readonly string[], truth: readonly string[]): string[] =>
    found.filter((x) => !truth.includes(x));
  expect(facts.problem).toBeUndefined();
  expect(outside(facts.knownAllocationIds, p.knownAllocationIds)).toEqual([]);
  expect(outside(facts.reassigningAllocationIds, p.reassigningAllocationIds)).toEqual([]);
  expect(outside(facts.withdrawnAllocationIds, p.withdrawnAllocationIds)).toEqual([]);
  expect(outside(facts.partiesWithEntry, p.partiesWithEntry)).toEqual([]);
}

/** Discovery found at least one fact of every kind. */
export function expectEveryKind(facts: Facts): void {
  expect(facts.knownAllocationIds.length).toBeGreaterThan(0);
  expect(facts.reassigningAllocationIds.length).toBeGreaterThan(0);
  expect(facts.withdrawnAllocationIds.length).toBeGreaterThan(0);
  expect(facts.partiesWithEntry.length).toBeGreaterThan(0);
  expect(facts.factoryChoiceArguments).not.toBeNull();
}

/** A seed of the default scenario, and discovery's bounds: pages read, and items it needs before it may stop. */
export const boundedDiscovery: [fc.Arbitrary<number>, fc.Arbitrary<number>, fc.Arbitrary<number>] = [
  fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  fc.integer({ min: 1, max: 12 }),
  fc.nat({ max: 6000 }),
];

/** Discovery stopped by `maxPages` and `minItems` on the default scenario at `seed` reports only what holds. */
export async function expectSoundWithinBounds(seed: number, maxPages: number, minItems: number): Promise<void> {
  const other = await startSimulator({ scenario: 'default', seed });
  try {
    const facts = await discover(other, { maxPages, minItems });
    expectSound(facts, other);
    // However early a bound stops it, discovery finds nothing wrong with a correct target.
    expect(facts.defects ?? []).toEqual([]);
    // A window that is not the whole history ends at the end of it: its last item is the history's last.
    if (facts.reach && facts.reach.items > 0 && !facts.reach.wholeHistory) expect(facts.reach.to?.migrationId).toBe(2);
  } finally {
    await other.close();
  }
}
