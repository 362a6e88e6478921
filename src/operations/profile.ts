import { encodeCompact } from '../encoding/compact-json.js';
import type { Json } from '../encoding/json.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Allocation } from '../ledger/model.js';
import { allocationSpecification, extraArgs } from '../ledger/payloads.js';
import { list, party, record, timestamp } from '../ledger/values.js';

/** Facts about a ledger that a conformance run needs (schemas/profile.json). */
export interface Profile {
  readonly scenario: string;
  readonly seed: number;
  readonly knownAllocationIds: string[];
  readonly reassigningAllocationIds: string[];
  readonly withdrawnAllocationIds: string[];
  readonly partiesWithEntry: string[];
  readonly partiesWithoutEntry: string[];
  readonly factoryChoiceArguments: Json;
  readonly eventCount: number;
}

/**
 * choiceArguments for the factory's AllocationFactory_Allocate choice, encoded as the ledger JSON API encodes
 * them, with extraArgs.context and extraArgs.meta empty (docs/api.md section 4.B; docs/deployments.md,
 * operation B).
 */
export function factoryChoiceArguments(ledger: Ledger): Json {
  const [sender, receiver] = ledger.world.parties;
  if (!ledger.registry || !sender || !receiver) return null;
  const at = ledger.now;
  const spec = allocationSpecification({
    sender: sender.id,
    receiver: receiver.id,
    executor: ledger.world.providers[0] ?? sender.id,
    amount: 100,
    admin: ledger.world.dso,
    instrument: ledger.plan.instruments[0] ?? 'Amulet',
    settlementId: 'settlement-profile',
    legId: 'leg-0',
    requestedAt: at,
    allocateBefore: at + 3_600_000_000,
    settleBefore: at + 7_200_000_000,
  });
  return encodeCompact(
    record({
      expectedAdmin: party(ledger.world.dso),
      allocation: spec,
      requestedAt: timestamp(at),
      inputHoldingCids: list([]),
      extraArgs: extraArgs(),
    }),
  );
}

/** What a profile lists, for a ledger that can say it more cheaply than by going through everything it holds. */
export interface ProfileView {
  readonly allocations: Iterable<Allocation>;
  readonly hasEntry: (party: string) => boolean;
}

/** The profile of a ledger: every allocation and entry of it, unless a view says what to list. */
export function profileOf(ledger: Ledger, view?: ProfileView): Profile {
  const all = [...(view?.allocations ?? ledger.allocations.values())];
  const ids = (states: readonly string[]): string[] =>
    all.filter((a) => states.includes(a.state)).map((a) => a.allocationId);
  const withEntry = new Set(
    view
      ? ledger.world.parties.map((p) => p.id).filter(view.hasEntry)
      : [...ledger.ansEntries.entries()]
          .filter(([, entries]) => entries.some((e) => e.expiresAt > ledger.now))
          .map(([p]) => p),
  );
  const parties = ledger.world.parties.map((p) => p.id);
  return {
    scenario: ledger.plan.name,
    seed: ledger.seed,
    knownAllocationIds: ids(['active', 'reassigned', 'lockExpired']),
    reassigningAllocationIds: ids(['inReassignment']),
    withdrawnAllocationIds: ids(['withdrawn']),
    partiesWithEntry: parties.filter((p) => withEntry.has(p)),
    partiesWithoutEntry: parties.filter((p) => !withEntry.has(p)),
    factoryChoiceArguments: factoryChoiceArguments(ledger),
    eventCount: ledger.timeline.total,
  };
}
