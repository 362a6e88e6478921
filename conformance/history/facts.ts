import { readFileSync } from 'node:fs';
import { describeError, validate } from '../../common/schemas/registry.js';
import type { TargetProfile } from '../../common/schemas/types.js';
import { KitError } from '../../common/errors.js';
import type { ReadDefect } from './map.js';
import { fileProblem } from '../config/file-problem.js';

/** What the kit knows about the target: from --profile, or discovered from its event history. */
export interface Facts {
  readonly source: 'profile' | 'discovery' | 'none';
  readonly knownAllocationIds: readonly string[];
  readonly reassigningAllocationIds: readonly string[];
  readonly withdrawnAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly partiesWithoutEntry: readonly string[];
  readonly factoryChoiceArguments: Record<string, unknown> | null;
  /** What discovery could not find out, for the summary. */
  readonly notes: readonly string[];
  /** Set when discovery failed (the history could not be read): checks that needed its facts are errors, not skips. */
  readonly problem?: string;
  /** How much of the history discovery read; absent for a profile. */
  readonly reach?: DiscoveryReach;
  /** Answers that broke a rule while discovery read the history: failures of those rules' checks. */
  readonly defects?: readonly ReadDefect[];
  /** What the history read shows of allocations, disclosed contracts and name entries; only discovery makes it. */
  readonly history?: HistoryFacts;
}

/**
 * What discovery read of the history, for the checks that hold A, B and C to it (history/learn.ts). Every fact carries
 * the place of the item it was learnt from, so that a failure can say where the history shows it.
 */
export interface HistoryFacts {
  /** Allocations created in what was read, by id. */
  readonly allocations: readonly AllocationFact[];
  /**
   * Contracts of the templates A and B disclose, and every contract reassigned in what was read, by id: where
   * they are, by what was read.
   */
  readonly contracts: readonly ContractFact[];
  /** Name entries created in what was read, by contract id. */
  readonly entries: readonly EntryFact[];
  /** The item with the latest record time read (as an instant): the target's present is at least that late. */
  readonly latest: HistoryPoint | null;
}

export interface AllocationFact {
  readonly id: string;
  /** The holding its creation locked (`lockedAmulet`), which A discloses while it is not archived. */
  readonly lockedHolding: string | null;
  readonly created: HistoryPoint;
  /** The consuming exercise read on it, if any: Allocation_Withdraw, or another that archived it. */
  readonly ended: { readonly how: 'withdrawn' | 'archived'; readonly at: HistoryPoint } | null;
}

/** A synchronizer, and the item that put the contract there. */
export interface Placement {
  readonly synchronizerId: string;
  readonly at: HistoryPoint;
}

export interface ContractFact {
  readonly contractId: string;
  /** The template's qualified name (`Splice.Round:OpenMiningRound`); null when no event read names it. */
  readonly template: string | null;
  /** The transaction read that created it, and that transaction's synchronizer. */
  readonly created: Placement | null;
  /** Its latest assignment read: the synchronizer it went to. */
  readonly assigned: Placement | null;
  /** Its latest unassignment with no assignment of the same unassign id read: in flight since then. */
  readonly inFlight: { readonly from: string; readonly to: string; readonly at: HistoryPoint } | null;
  /** The consuming exercise of it that was read. */
  readonly archived: HistoryPoint | null;
}

export interface EntryFact {
  readonly contractId: string;
  readonly user: string;
  readonly name: string;
  /** As its create arguments give it (RFC 3339), or null when they give none. */
  readonly expiresAt: string | null;
  readonly created: HistoryPoint;
  readonly archived: HistoryPoint | null;
}

/** Where an item sits in the history, as its cursor names it. */
export interface HistoryPoint {
  readonly migrationId: number;
  readonly recordTime: string;
}

/** Why discovery stopped reading further back. */
export type DiscoveryStop = 'start-of-history' | 'every-fact-found' | 'page-bound' | 'time-bound' | 'defect';

/**
 * How far back discovery read: a window that ends at the end of the history (so that nothing later can archive
 * what it found) and begins `items` items earlier.
 */
export interface DiscoveryReach {
  /** Items read, in the window from `from` to `to`. */
  readonly items: number;
  /** Pages of up to 1000 items read. */
  readonly pages: number;
  /** Requests of the history's map (history/map.ts): one-item probes and short reads at the migrations' ends. */
  readonly probes: number;
  /** The first and last item read: the window's ends. */
  readonly from: HistoryPoint | null;
  readonly to: HistoryPoint | null;
  /** Migration ids the window covers, ascending. */
  readonly migrations: readonly number[];
  /** Migration ids of the whole history, ascending. */
  readonly migrationsInHistory: readonly number[];
  /** True when the window starts at the first item of the history: facts are then those of the whole history. */
  readonly wholeHistory: boolean;
  readonly stoppedBy: DiscoveryStop;
  readonly durationMs: number;
}

export const noFacts: Facts = {
  source: 'none',
  knownAllocationIds: [],
  reassigningAllocationIds: [],
  withdrawnAllocationIds: [],
  partiesWithEntry: [],
  partiesWithoutEntry: [],
  factoryChoiceArguments: null,
  notes: [],
};

/** A profile file that cannot be used: exit 2. */
export class ProfileError extends KitError {
  override readonly name = 'ProfileError';
  readonly exitCode = 2;
}

export function factsFromProfile(data: unknown, source: string): Facts {
  const result = validate<TargetProfile>('profile', data);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ProfileError(`${source}: ${first ? describeError(first, 'profile', true) : 'not a profile'}`);
  }
  const p = result.value;
  return {
    source: 'profile',
    knownAllocationIds: p.knownAllocationIds,
    reassigningAllocationIds: p.reassigningAllocationIds,
    withdrawnAllocationIds: p.withdrawnAllocationIds,
    partiesWithEntry: p.partiesWithEntry,
    partiesWithoutEntry: p.partiesWithoutEntry,
    factoryChoiceArguments: p.factoryChoiceArguments,
    notes: [],
  };
}

export function loadProfile(path: string): Facts {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ProfileError(`--profile ${path}: ${fileProblem(path, error)}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ProfileError(`--profile ${path}: not valid JSON: ${(error as Error).message}`);
  }
  return factsFromProfile(data, path);
}
