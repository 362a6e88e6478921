import type { Scenario } from '../../common/schemas/types.js';
import { parseInstant, type Micros } from './time.js';

/** A scenario file as `schemas/scenario.json` describes it (generated type). */
export type { Scenario };

export type BackgroundKind = 'transactionWithActivity' | 'transactionWithVerdict' | 'transactionOnly' | 'verdictOnly';
export const backgroundKinds: readonly BackgroundKind[] = [
  'transactionWithActivity',
  'transactionWithVerdict',
  'transactionOnly',
  'verdictOnly',
];

type AllocationCountKey = 'active' | 'inReassignment' | 'withdrawn' | 'reassigned' | 'lockExpired';

/** A scenario with every default filled in and every cross-field rule checked. */
export interface Plan {
  readonly name: string;
  readonly start: Micros;
  readonly meanGapMicros: number;
  readonly now: Micros | null;
  readonly migrations: number;
  readonly overlapPercent: number;
  readonly events: number;
  readonly mix: readonly number[];
  readonly parties: number;
  readonly withoutEntry: number;
  readonly withSeveralEntries: number;
  readonly withExpiredEntryOnly: number;
  readonly allocations: Readonly<Record<AllocationCountKey, number>>;
  readonly instruments: readonly string[];
  readonly externalPartyConfig: boolean;
}

export class ScenarioError extends Error {}

/**
 * Fills in defaults and checks the rules a JSON Schema cannot state. The scenario has passed its schema already;
 * errors name the JSON path and the rule.
 */
export function planOf(scenario: Scenario): Plan {
  const start = parseInstant(scenario.clock.start);
  if (start === null)
    throw new ScenarioError(`/clock/start must be an RFC 3339 timestamp, got "${scenario.clock.start}"`);
  const now = scenario.clock.now === undefined ? null : parseInstant(scenario.clock.now);
  if (scenario.clock.now !== undefined && now === null) {
    throw new ScenarioError(`/clock/now must be an RFC 3339 timestamp, got "${scenario.clock.now}"`);
  }
  const mix = backgroundKinds.map((kind) => scenario.mix?.[kind] ?? defaultMix[kind]);
  if (mix.every((w) => w === 0)) throw new ScenarioError('/mix must give at least one kind a positive weight');
  const parties = scenario.parties.count;
  const withoutEntry = scenario.parties.withoutEntry ?? 0;
  const withSeveralEntries = scenario.parties.withSeveralEntries ?? 0;
  const withExpiredEntryOnly = scenario.parties.withExpiredEntryOnly ?? 0;
  if (withoutEntry + withSeveralEntries + withExpiredEntryOnly > parties) {
    throw new ScenarioError(
      `/parties: withoutEntry + withSeveralEntries + withExpiredEntryOnly (${withoutEntry + withSeveralEntries + withExpiredEntryOnly}) must not exceed count (${parties})`,
    );
  }
  const allocations = {
    active: scenario.allocations.active ?? 0,
    inReassignment: scenario.allocations.inReassignment ?? 0,
    withdrawn: scenario.allocations.withdrawn ?? 0,
    reassigned: scenario.allocations.reassigned ?? 0,
    lockExpired: scenario.allocations.lockExpired ?? 0,
  };
  const allocationCount = Object.values(allocations).reduce((a, b) => a + b, 0);
  if (allocationCount > 0 && parties < 2) {
    throw new ScenarioError(`/parties/count must be at least 2 when there are allocations, got ${parties}`);
  }
  // Record times grow by meanGapMillis + 1 µs on average: the last must still be a microsecond count that a
  // number holds exactly (up to June 2255).
  const end = start + scenario.events * (scenario.clock.meanGapMillis * 1000 + 1);
  if (!Number.isSafeInteger(end)) {
    throw new ScenarioError(
      `/events: ${scenario.events} items ${scenario.clock.meanGapMillis} ms apart from /clock/start would run past the year 2255, beyond the record times this simulator counts exactly; lower events or meanGapMillis`,
    );
  }
  return {
    name: scenario.name,
    start,
    meanGapMicros: scenario.clock.meanGapMillis * 1000,
    now,
    migrations: scenario.migrations.count,
    overlapPercent: scenario.migrations.overlapPercent ?? 0,
    events: scenario.events,
    mix,
    parties,
    withoutEntry,
    withSeveralEntries,
    withExpiredEntryOnly,
    allocations,
    instruments: scenario.instruments ?? ['Amulet'],
    externalPartyConfig: scenario.externalPartyConfig ?? true,
  };
}

/**
 * Rough bytes of heap a plan's ledger takes, by the scenario field that asks for them, measured on this code
 * (node --expose-gc, heap used after a build): about 6 KB per party with its entries, about 25 KB per allocation
 * with the items of its story. History items cost nothing here: background items are made on demand and record
 * times drawn from checkpoints. For refusing, before the build, a scenario that no heap can hold.
 */
export function heapEstimate(plan: Plan): { readonly path: string; readonly what: string; readonly bytes: number }[] {
  const allocations = Object.values(plan.allocations).reduce((a, b) => a + b, 0);
  return [
    {
      path: '/parties',
      what: `${plan.parties} parties`,
      bytes: (plan.parties + plan.withSeveralEntries * 2) * 6_000,
    },
    { path: '/allocations', what: `${allocations} allocations`, bytes: allocations * 25_000 },
  ];
}

const defaultMix: Record<BackgroundKind, number> = {
  transactionWithActivity: 55,
  transactionWithVerdict: 15,
  transactionOnly: 15,
  verdictOnly: 15,
};
