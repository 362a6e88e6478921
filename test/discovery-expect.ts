import { expect } from 'vitest';
import { createClient } from '../conformance/client.js';
import { discoverFacts, type DiscoveryOptions } from '../conformance/discovery.js';
import type { Facts } from '../conformance/facts.js';
import type { Simulator } from '../src/index.js';

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
