import { backgroundItem, type BackgroundContext } from './background.js';
import { roundAt } from './mining-rounds.js';
import type { Allocation, AnsEntryRecord, ContractLocation, HistoryItem, Registry } from './model.js';
import { Stream } from './random.js';
import { planOf, type Plan, type Scenario } from './scenario.js';
import { buildStory } from './story/story.js';
import { MICROS_PER_DAY, type Micros } from './time.js';
import { Timeline, type HistoryIndex } from './timeline.js';
import { buildWorld, type World } from './world.js';

/** An in-memory ledger: pure data plus on-demand items, the same for the same scenario and seed. */
export interface Ledger {
  readonly plan: Plan;
  readonly seed: number;
  readonly world: World;
  /** The history's positions: its length, where each item sits, where a cursor points. */
  readonly timeline: HistoryIndex;
  /** The ledger's present, against which name entries expire. */
  readonly now: Micros;
  readonly registry: Registry | null;
  readonly allocations: ReadonlyMap<string, Allocation>;
  readonly ansEntries: ReadonlyMap<string, readonly AnsEntryRecord[]>;
  /** Where a story contract stands at the end of the history; contracts not listed are on the global synchronizer. */
  location(contractId: string): ContractLocation;
  /** Changes when the history is dropped and begun again (a live ledger's reset); absent for one that never is. */
  readonly epoch?: number;
  /** The history item at a global index, 0 <= index < timeline.total. */
  itemAt(index: number): HistoryItem;
}

/** A ledger built once from its scenario: its timeline is the fixed one, with its migrations' ranges. */
export interface StaticLedger extends Ledger {
  readonly timeline: Timeline;
}

/** A static ledger with what a live ledger continues from: its root stream and how background items are made. */
export interface LedgerParts {
  readonly ledger: StaticLedger;
  readonly root: Stream;
  readonly background: BackgroundContext;
  /** The unassign ids of the story's contracts in flight at the end of the history. */
  readonly unassignIds: ReadonlyMap<string, string>;
  /** What it was built from: another thread builds the same ledger from it (src/page-thread). */
  readonly scenario: Scenario;
}

/**
 * Builds the ledger of a scenario. The same scenario and seed always give the same ledger, byte for byte in every
 * response; a different seed gives a different one.
 *
 * @example
 * const ledger = buildLedger(scenario, 42);
 * ledger.itemAt(0); // the registry's set-up transaction
 */
export function buildLedger(scenario: Scenario, seed: number): StaticLedger {
  return buildLedgerParts(scenario, seed).ledger;
}

/** The ledger of a scenario and the parts a live ledger needs to go on from it. */
export function buildLedgerParts(scenario: Scenario, seed: number): LedgerParts {
  const plan = planOf(scenario);
  const root = new Stream(seed >>> 0, ['ledger']);
  const world = buildWorld(root, plan.parties);
  const timeline = new Timeline(root.child('timeline'), {
    start: plan.start,
    meanGap: plan.meanGapMicros,
    migrations: plan.migrations,
    overlapPercent: plan.overlapPercent,
    events: plan.events,
  });
  const now = plan.now ?? (timeline.lastTime() ?? plan.start) + MICROS_PER_DAY;
  const story = buildStory(root, plan, world, timeline.total, (index) => timeline.slot(index), now);
  const background: BackgroundContext = {
    world,
    traders: world.parties.length > 0 ? world.parties.map((p) => p.id) : world.providers,
    amuletRules: story.registry?.amuletRules.contractId ?? '',
    mix: plan.mix,
    roundOf: (recordTime) => roundAt(plan.start, recordTime),
  };
  const assignedGlobal: ContractLocation = { state: 'assigned', synchronizerId: world.globalSynchronizer };
  const ledger: StaticLedger = {
    plan,
    seed,
    world,
    timeline,
    now,
    registry: story.registry,
    allocations: story.allocations,
    ansEntries: story.ansEntries,
    location: (contractId) => story.locations.get(contractId) ?? assignedGlobal,
    itemAt: (index) => story.items.get(index) ?? backgroundItem(root, background, timeline.slot(index)),
  };
  return { ledger, root, background, unassignIds: story.unassignIds, scenario };
}
