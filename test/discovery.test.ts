import { fc, it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { EventItem } from '../conformance/events.js';
import { parseInstantNanos } from '../conformance/instant.js';
import { FactLearner } from '../conformance/learn.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { discover, expectEveryKind, expectSound } from './discovery-expect.js';

const sorted = (ids: readonly string[]): string[] => [...ids].sort();

const T = (n: number): string => `2025-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`;
const ALLOCATION = `${'a'.repeat(64)}:Splice.AmuletAllocation:AmuletAllocation`;
const ENTRY = `${'b'.repeat(64)}:Splice.Ans:AnsEntry`;
const tx = (n: number, ...events: Record<string, unknown>[]): EventItem => ({
  update: {
    update_id: `u${n}`,
    migration_id: 0,
    record_time: T(n),
    events_by_id: Object.fromEntries(events.map((e, i) => [`u${n}:${i}`, { event_id: `u${n}:${i}`, ...e }])),
  },
});
const allocate = (n: number, id: string, locked: string): EventItem =>
  tx(
    n,
    {
      event_type: 'exercised_event',
      contract_id: 'factory',
      choice: 'AllocationFactory_Allocate',
      choice_argument: { n },
    },
    {
      event_type: 'created_event',
      contract_id: id,
      template_id: ALLOCATION,
      create_arguments: { lockedAmulet: locked },
    },
  );
const withdraw = (n: number, id: string): EventItem =>
  tx(n, {
    event_type: 'exercised_event',
    contract_id: id,
    template_id: ALLOCATION,
    choice: 'Allocation_Withdraw',
    consuming: true,
  });
const entry = (n: number, id: string, user: string, expiresAt: string): EventItem =>
  tx(n, { event_type: 'created_event', contract_id: id, template_id: ENTRY, create_arguments: { user, expiresAt } });
const reassign = (n: number, unassignId: string, contractId: string, assign: boolean): EventItem => ({
  update: {
    update_id: `u${n}`,
    record_time: T(n),
    event: assign
      ? { migration_id: 0, unassign_id: unassignId, created_event: { contract_id: contractId } }
      : { migration_id: 0, unassign_id: unassignId, contract_id: contractId },
  },
});

/** A history: A live; B's holding in flight; C withdrawn; D's holding moved and back; entries of p, q (expired), r (archived). */
const history: EventItem[] = [
  allocate(1, 'A', 'LA'),
  allocate(2, 'B', 'LB'),
  allocate(3, 'C', 'LC'),
  allocate(4, 'D', 'LD'),
  entry(5, 'E1', 'p', '2026-01-01T00:00:00Z'),
  entry(6, 'E2', 'q', '2025-01-01T12:00:00Z'),
  entry(7, 'E3', 'r', '2026-01-01T00:00:00Z'),
  reassign(8, 'u-d', 'LD', false),
  reassign(9, 'u-b', 'LB', false),
  withdraw(10, 'C'),
  reassign(11, 'u-d', 'LD', true),
  tx(12, { event_type: 'exercised_event', contract_id: 'E3', template_id: ENTRY, choice: 'Archive', consuming: true }),
];
const learn = (items: readonly EventItem[]): FactLearner => {
  const learner = new FactLearner();
  for (const item of items) learner.add(item, parseInstantNanos(String(item.update?.['record_time'])));
  return learner;
};

describe('FactLearner', () => {
  it('should tell live, in-flight and withdrawn allocations and live entries apart', () => {
    expect(learn(history).learnt()).toEqual({
      knownAllocationIds: ['A', 'D'],
      reassigningAllocationIds: ['B'],
      withdrawnAllocationIds: ['C'],
      // q's entry runs out within a day of the newest record time; r's was archived.
      partiesWithEntry: ['p'],
      factoryChoiceArguments: { n: 4, extraArgs: { context: { values: {} }, meta: { values: {} } } },
    });
  });

  it('should learn the same from windows read newest first as from one window', () => {
    for (let cut = 0; cut <= history.length; cut++) {
      const later = learn(history.slice(cut));
      later.merge(learn(history.slice(0, cut)));
      expect(later.learnt(), `cut at ${cut}`).toEqual(learn(history).learnt());
    }
  });

  it('should keep only withdrawals and factory arguments of a window read in part', () => {
    // The window [1..10] was read up to 10, and the part 11..12 that would assign D's holding never was.
    const whole = learn(history.slice(11));
    whole.mergeLasting(learn(history.slice(0, 10)));
    const learnt = whole.learnt();
    expect(learnt.knownAllocationIds).toEqual([]);
    expect(learnt.reassigningAllocationIds).toEqual([]);
    expect(learnt.partiesWithEntry).toEqual([]);
    expect(learnt.withdrawnAllocationIds).toEqual(['C']);
    expect(learnt.factoryChoiceArguments).not.toBeNull();
  });
});

describe('discoverFacts on a short history', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ scenario: 'default' });
  });
  afterAll(async () => {
    await sim.close();
  });

  it('should read the whole history, across its overlapping migrations, and learn exactly the profile', async () => {
    const facts = await discover(sim);
    expect(facts.reach).toMatchObject({ wholeHistory: true, items: 5400, migrations: [0, 1, 2] });
    expect(facts.reach?.stoppedBy).toBe('start-of-history');
    expect(sorted(facts.knownAllocationIds)).toEqual(sorted(sim.profile.knownAllocationIds));
    expect(sorted(facts.reassigningAllocationIds)).toEqual(sorted(sim.profile.reassigningAllocationIds));
    expect(sorted(facts.withdrawnAllocationIds)).toEqual(sorted(sim.profile.withdrawnAllocationIds));
    expect(sorted(facts.partiesWithEntry)).toEqual(sorted(sim.profile.partiesWithEntry));
    expect(facts.notes[0]).toMatch(/^discovery read the whole history, 5,400 items \(\d+ pages and \d+ probes in /);
  });

  it('should say how far back it read when a page bound stops it', async () => {
    const facts = await discover(sim, { maxPages: 3 });
    expect(facts.reach?.stoppedBy).toBe('page-bound');
    expect(facts.reach?.wholeHistory).toBe(false);
    expect(facts.reach?.pages).toBe(3);
    expect(facts.notes[0]).toMatch(/^discovery read the last [\d,]+ items? of the history .*page bound/);
    expectSound(facts, sim);
  });

  it('should learn nothing from an empty history and say so', async () => {
    const empty = await startSimulator({ scenario: 'empty' });
    try {
      const facts = await discover(empty);
      expect(facts.reach).toMatchObject({ wholeHistory: true, items: 0, pages: 0 });
      expect(facts.knownAllocationIds).toEqual([]);
      expect(facts.notes[1]).toMatch(/^none found in the whole history: live allocation, allocation in reassignment, /);
    } finally {
      await empty.close();
    }
  });

  it.prop([fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 12 }), fc.nat({ max: 6000 })], {
    numRuns: 6,
  })(
    'should never report a fact the target contradicts, however early its bounds stop it',
    async (seed, maxPages, minItems) => {
      const other = await startSimulator({ scenario: 'default', seed });
      try {
        const facts = await discover(other, { maxPages, minItems });
        expectSound(facts, other);
        // A window that is not the whole history ends at the end of it: its last item is the history's last.
        if (facts.reach && facts.reach.items > 0 && !facts.reach.wholeHistory)
          expect(facts.reach.to?.migrationId).toBe(2);
      } finally {
        await other.close();
      }
    },
  );
});

describe('discoverFacts on a long history', () => {
  it('should find every kind of fact in the last pages of the large scenario, not reading it all', async () => {
    const sim = await startSimulator({ scenario: 'large' });
    try {
      const facts = await discover(sim);
      expectSound(facts, sim);
      expectEveryKind(facts);
      expect(facts.reach).toMatchObject({ wholeHistory: false, stoppedBy: 'every-fact-found', migrations: [3] });
      expect(facts.reach?.items).toBeGreaterThanOrEqual(10_000);
      expect(facts.reach?.pages).toBeLessThanOrEqual(30);
    } finally {
      await sim.close();
    }
  });
});
