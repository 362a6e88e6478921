import type { Allocation, AnsEntryRecord, Contract, ContractLocation, HistoryItem, Registry } from '../model.js';
import type { Stream } from '../random.js';
import type { Plan } from '../scenario.js';
import type { Micros } from '../time.js';
import type { Slot } from '../timeline.js';
import type { World } from '../world.js';

/** What every chapter reads and nothing changes: the scenario, its cast, the ledger's present, the story's stream. */
export interface StorySetting {
  readonly plan: Plan;
  readonly world: World;
  /** The ledger's present, against which name entries expire. */
  readonly now: Micros;
  /** The story's own stream; each chapter draws from named children of it, never from it directly. */
  readonly storyStream: Stream;
  /** How many items the history holds, story and background together. */
  readonly historyLength: number;
}

/**
 * What the steps leave behind as they run, in history order: the registry once it is set up, every allocation,
 * where story contracts stand, and the name entries. Steps receive it; nothing else writes it.
 */
export interface StoryState {
  registry: Registry | null;
  readonly allocations: Map<string, Allocation>;
  /** Allocations by their number in the plan, for the steps that follow their creation. */
  readonly allocationsByNumber: Map<number, Allocation>;
  readonly locations: Map<string, ContractLocation>;
  readonly ansEntries: Map<string, AnsEntryRecord[]>;
  /** Reassignments so far: their offsets count them. */
  reassignmentCount: number;
  /** The unassign id of each contract in flight, for whoever assigns it later (a live ledger's control). */
  readonly unassignIds: Map<string, string>;
}

/**
 * One item of the story, still without a place. Steps are sorted by key (stable, so that equal keys keep the order
 * in which the chapters made them): cause before effect. Keys from 1 up are recent activity (recent-activity.ts).
 */
export interface Step {
  readonly key: number;
  readonly run: (slot: Slot, state: StoryState) => HistoryItem;
}

/** A chapter of the story: the steps it adds, in the order they are made. */
export type Chapter = (setting: StorySetting) => Step[];

export const emptyStoryState = (): StoryState => ({
  registry: null,
  allocations: new Map(),
  allocationsByNumber: new Map(),
  locations: new Map(),
  ansEntries: new Map(),
  reassignmentCount: 0,
  unassignIds: new Map(),
});

/** The registry, which every step after the set-up (key -1, always first) may rely on. */
export function registryOf(state: StoryState): Registry {
  if (!state.registry) throw new Error('a story step ran before the registry was set up');
  return state.registry;
}

/** The mining round open now: the last one opened. */
export function openRound(registry: Registry): Contract {
  const round = registry.rounds.at(-1);
  if (!round) throw new Error('the registry has no open mining round');
  return round;
}
