import type { Allocation, AnsEntryRecord, ContractLocation, HistoryItem, Registry } from '../model.js';
import type { Stream } from '../random.js';
import { ScenarioError, type Plan } from '../scenario.js';
import type { Micros } from '../time.js';
import type { Slot } from '../timeline.js';
import type { World } from '../world.js';
import { allocations } from './allocations.js';
import { nameEntries } from './name-entries.js';
import { placeSteps } from './placement.js';
import { registrySetUp } from './registry-set-up.js';
import { roundChanges } from './round-changes.js';
import { emptyStoryState, type Chapter, type StorySetting } from './state.js';

/** Everything the story leaves behind: its items by global index and the state at the end of the history. */
export interface Story {
  readonly items: ReadonlyMap<number, HistoryItem>;
  readonly registry: Registry | null;
  readonly allocations: ReadonlyMap<string, Allocation>;
  readonly locations: ReadonlyMap<string, ContractLocation>;
  readonly ansEntries: ReadonlyMap<string, readonly AnsEntryRecord[]>;
  /** The unassign ids of the contracts in flight at the end of the history. */
  readonly unassignIds: ReadonlyMap<string, string>;
}

/**
 * The chapters in the order they make their steps. Steps with equal keys keep this order, and each chapter draws
 * its keys from its own streams, so the order is part of the ledger's bytes: add new chapters at the end.
 */
const chapters: readonly Chapter[] = [registrySetUp, roundChanges, nameEntries, allocations];

/**
 * The story of the ledger: the registry's set-up, round changes, name entries and every allocation's life.
 * Steps get random positions in the history that keep cause before effect; the rest of the history is
 * background traffic made on demand (background.ts).
 */
export function buildStory(
  stream: Stream,
  plan: Plan,
  world: World,
  slotCount: number,
  slotAt: (index: number) => Slot,
  now: Micros,
): Story {
  const setting: StorySetting = { plan, world, now, storyStream: stream.child('story'), historyLength: slotCount };
  const steps = chapters.flatMap((chapter) => chapter(setting));
  const state = emptyStoryState();
  const items = new Map<number, HistoryItem>();
  const story = (): Story => ({
    items,
    registry: state.registry,
    allocations: state.allocations,
    locations: state.locations,
    ansEntries: state.ansEntries,
    unassignIds: state.unassignIds,
  });
  // An empty history has no registry at all; anything beyond the set-up needs a history to live in.
  if (slotCount === 0 && steps.length === 1) return story();
  if (steps.length > slotCount) throw new StoryTooLong(steps.length, slotCount);
  // Steps run in history order: each finds the state that the steps before it left.
  for (const { step, index } of placeSteps(setting.storyStream, steps, slotCount)) {
    items.set(index, step.run(slotAt(index), state));
  }
  return story();
}

export class StoryTooLong extends ScenarioError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(`/events must be at least ${needed} for this scenario's parties, entries and allocations, got ${available}`);
  }
}
