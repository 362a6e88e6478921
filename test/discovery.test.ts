import { it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { positionOf, type EventItem, type Position } from '../conformance/reading/events.js';
import { FactLearner } from '../conformance/history/learn.js';
import { startSimulator, type Simulator } from '../src/index.js';
import {
  boundedDiscovery,
  discover,
  expectEveryKind,
  expectSound,
  expectSoundWithinBounds,
} from './discovery-expect.js';
import { T, tx } from './history-items.js';

const sorted = (ids: readonly string[]): string[] => [...ids].sort();

const at = (n: number) => ({ migrationId: 0, recordTime: T(n) });
const ALLOCATION = `${'a'.repeat(64)}:Splice.AmuletAllocation:AmuletAllocation`;
const LOCKED = `${'a'.repeat(64)}:Splice.Amulet:LockedAmulet`;
const RULES = `${'a'.repeat(64)}:Splice.AmuletRules:AmuletRules`;
const ROUND = `${'a'.repeat(64)}:Splice.Round:OpenMiningRound`;
const ENTRY = `${'b'.repeat(64)}:Splice.Ans:AnsEntry`;
const create = (id: string, template: string, args: Record<string, unknown> = {}): Record<string, unknown> => ({
  event_type: 'created_event',
  contract_id: id,
  template_id: template,
  create_arguments: args,
});
const archive = (id: string, template: string, choice = 'Archive'): Record<string, unknown> => ({
  event_type: 'exercised_event',
  contract_id: id,
  template_id: template,
  choice,
  consuming: true,
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
    create(locked, LOCKED),
    create(id, ALLOCATION, { lockedAmulet: locked }),
  );
const withdraw = (n: number, id: string, locked: string): EventItem =>
  tx(n, archive(id, ALLOCATION, 'Allocation_Withdraw'), archive(locked, LOCKED, 'LockedAmulet_Unlock'));
const entry = (n: number, id: string, user: string, expiresAt: string): EventItem =>
  tx(n, create(id, ENTRY, { user, name: `${user}.cns`, expiresAt }));
const reassign = (n: number, unassignId: string, contractId: string, assign: boolean, from = 'global', to = 'app') => ({
  update: {
    update_id: `u${n}`,
    record_time: T(n),
    event: {
      migration_id: 0,
      unassign_id: unassignId,
      source_synchronizer: from,
      target_synchronizer: to,
      ...(assign ? { created_event: { contract_id: contractId, template_id: LOCKED } } : { contract_id: contractId }),
    },
  },
});

/**
 * A history: A live; B's holding in flight; C withdrawn; D's holding moved to app and back to global; entries of p,
 * q (expired), r (archived); the rules moved to app; round O0 archived for O1.
 */
const history: EventItem[] = [
  tx(0, create('R', RULES), create('O0', ROUND)),
  allocate(1, 'A', 'LA'),
  allocate(2, 'B', 'LB'),
  allocate(3, 'C', 'LC'),
  allocate(4, 'D', 'LD'),
  entry(5, 'E1', 'p', '2026-01-01T00:00:00Z'),
  // RFC 3339 with an offset and no fraction: 12:00:00Z, compared as an instant.
  entry(6, 'E2', 'q', '2025-01-01T13:00:00+01:00'),
  entry(7, 'E3', 'r', '2026-01-01T00:00:00Z'),
  reassign(8, 'u-d', 'LD', false),
  reassign(9, 'u-b', 'LB', false),
  withdraw(10, 'C', 'LC'),
  reassign(11, 'u-d', 'LD', true),
  tx(12, archive('E3', ENTRY)),
  tx(13, archive('O0', ROUND), create('O1', ROUND)),
  reassign(14, 'u-r', 'R', false),
  reassign(15, 'u-r', 'R', true),
  reassign(16, 'u-d2', 'LD', false, 'app', 'global'),
  reassign(17, 'u-d2', 'LD', true, 'app', 'global'),
];
const learn = (items: readonly EventItem[]): FactLearner => {
  const learner = new FactLearner();
  for (const item of items) learner.add(item, positionOf(item) as Position);
  return learner;
};
/** What the history says of one contract. */
const contract = (learner: FactLearner, id: string) => learner.history().contracts.find((c) => c.contractId === id);

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
      expect(later.history(), `cut at ${cut}`).toEqual(learn(history).history());
    }
  });

  it('should keep only withdrawals and factory arguments of a window read in part', () => {
    // The window [0..10] was read up to 10, and the part 11..12 that would assign D's holding never was.
    const whole = learn(history.slice(12));
    whole.mergeLasting(learn(history.slice(0, 11)));
    const learnt = whole.learnt();
    expect(learnt.knownAllocationIds).toEqual([]);
    expect(learnt.reassigningAllocationIds).toEqual([]);
    expect(learnt.partiesWithEntry).toEqual([]);
    expect(learnt.withdrawnAllocationIds).toEqual(['C']);
    expect(learnt.factoryChoiceArguments).not.toBeNull();
    // Nor does the history of the window read to its end show the allocations created before it.
    expect(whole.history().allocations).toEqual([]);
    expect(whole.history().entries.map((e) => e.contractId)).toEqual([]);
  });

  it("should know each allocation's holding, where it was created, and where it was withdrawn", () => {
    const { allocations } = learn(history).history();
    expect(allocations).toEqual([
      { id: 'A', lockedHolding: 'LA', created: at(1), ended: null },
      { id: 'B', lockedHolding: 'LB', created: at(2), ended: null },
      { id: 'C', lockedHolding: 'LC', created: at(3), ended: { how: 'withdrawn', at: at(10) } },
      { id: 'D', lockedHolding: 'LD', created: at(4), ended: null },
    ]);
  });

  it('should place a contract on the target of its latest assignment, else where it was created', () => {
    const learner = learn(history);
    expect(contract(learner, 'LA')).toEqual({
      contractId: 'LA',
      template: 'Splice.Amulet:LockedAmulet',
      created: { synchronizerId: 'global', at: at(1) },
      assigned: null,
      inFlight: null,
      archived: null,
    });
    // Moved to app (8, 11), then back to global (16, 17): the later assignment wins, whichever window came first.
    expect(contract(learner, 'LD')).toMatchObject({
      assigned: { synchronizerId: 'global', at: at(17) },
      inFlight: null,
    });
    expect(contract(learner, 'R')).toMatchObject({
      template: 'Splice.AmuletRules:AmuletRules',
      created: { synchronizerId: 'global', at: at(0) },
      assigned: { synchronizerId: 'app', at: at(15) },
      inFlight: null,
    });
  });

  it('should hold a contract in flight from an unassignment with no assignment read, until one is', () => {
    expect(contract(learn(history), 'LB')).toMatchObject({
      inFlight: { from: 'global', to: 'app', at: at(9) },
      assigned: null,
    });
    // Up to item 14 the rules' move has not completed; item 15 completes it.
    expect(contract(learn(history.slice(0, 15)), 'R')?.inFlight).toEqual({ from: 'global', to: 'app', at: at(14) });
    expect(contract(learn(history.slice(0, 16)), 'R')?.inFlight).toBeNull();
  });

  it('should know which disclosed contracts are archived, and where', () => {
    const learner = learn(history);
    expect(contract(learner, 'O0')).toMatchObject({ template: 'Splice.Round:OpenMiningRound', archived: at(13) });
    expect(contract(learner, 'O1')).toMatchObject({
      created: { synchronizerId: 'global', at: at(13) },
      archived: null,
    });
    expect(contract(learner, 'LC')?.archived).toEqual(at(10));
    // Allocations and entries are no contracts A or B discloses.
    expect(contract(learner, 'C')).toBeUndefined();
    expect(contract(learner, 'E3')).toBeUndefined();
  });

  it('should know name entries (user, name, expiry as given, archival) and the latest record time', () => {
    const facts = learn(history).history();
    expect(facts.entries).toEqual([
      { contractId: 'E1', user: 'p', name: 'p.cns', expiresAt: '2026-01-01T00:00:00Z', created: at(5), archived: null },
      {
        contractId: 'E2',
        user: 'q',
        name: 'q.cns',
        expiresAt: '2025-01-01T13:00:00+01:00',
        created: at(6),
        archived: null,
      },
      {
        contractId: 'E3',
        user: 'r',
        name: 'r.cns',
        expiresAt: '2026-01-01T00:00:00Z',
        created: at(7),
        archived: at(12),
      },
    ]);
    expect(facts.latest).toEqual(at(17));
  });

  it('should take the latest record time as an instant, across migrations whose times overlap', () => {
    const later = { ...(tx(3) as { update: Record<string, unknown> }).update, migration_id: 1 };
    const learner = learn([tx(9), { update: later }]);
    // Migration 1 comes after migration 0, but its item's record time is earlier.
    expect(learner.history().latest).toEqual(at(9));
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

  // Ten runs of it: test/slow/discovery-bounds.test.ts.
  it.prop(boundedDiscovery, { numRuns: 1 })(
    'should never report a fact the target contradicts, however early its bounds stop it',
    expectSoundWithinBounds,
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
