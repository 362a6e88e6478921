import type { Allocation, AllocationState } from '../model.js';
import type { Stream } from '../random.js';
import type { StoryState } from './state.js';

/** One allocation's part in the story, decided before any step runs: who takes part, its fate, when things happen. */
export interface AllocationLife {
  /** Its number in the plan, which names its stream. */
  readonly number: number;
  /** The state it ends in. */
  readonly fate: AllocationState;
  /** Shared by its creation and the keys of its follow-ups; each follow-up draws from a named child. */
  readonly allocationStream: Stream;
  readonly sender: string;
  readonly receiver: string;
  readonly executor: string;
  readonly createKey: number;
  /** Where in [0, 1) its creation falls, before the recent-activity offset. */
  readonly createAt: number;
}

/**
 * The key of the n-th follow-up (n = 1, 2): n thirds of the way from the creation to the end of its range, plus a
 * little, so that follow-ups come after the creation and in order. Draws from the allocation's stream: call once
 * per follow-up, in order.
 */
export const followUpKey = (life: AllocationLife, n: number): number =>
  life.createKey + ((1 - life.createAt) * n) / 3 + life.allocationStream.int(1, 99_999) / 1_000_000 / 3;

/** The allocation as its creation step left it. */
export function createdAllocation(state: StoryState, life: AllocationLife): Allocation {
  const allocation = state.allocationsByNumber.get(life.number);
  if (!allocation) throw new Error(`allocation ${life.number}: a follow-up ran before its creation`);
  return allocation;
}
