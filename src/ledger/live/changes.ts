import type { Allocation, AnsEntryRecord, ContractLocation, HistoryItem, Registry } from '../model.js';
import { ansEntryPayload } from '../payloads.js';
import { allocationCreation, type AllocationParties } from '../story/allocations.js';
import { withdrawalItem } from '../story/allocation-fates.js';
import { reassignmentItem, transactionItem } from '../story/items.js';
import { templates } from '../templates.js';
import {
  END_OF_TIME,
  formatRecordTime,
  formatShortest,
  LAST_HELD_TEXT,
  LAST_RFC3339_TEXT,
  MICROS_PER_DAY,
  type Micros,
} from '../time.js';
import type { Slot } from '../timeline.js';
import { created, exercised, newContract } from '../transactions.js';
import { party as partyValue, record, unit } from '../values.js';
import { liveOffset } from './live-names.js';
import { ENTRY_LIFE_DAYS, type Change, type Effects, type LiveLedger } from './live-ledger.js';
import { Refusal } from './refusal.js';
import type { Stream } from '../random.js';

/** What a change appended: the item's update id and where it sits. */
export interface Appended {
  readonly updateId: string;
  readonly migrationId: number;
  readonly recordTime: string;
}

const updateIdOf = (item: HistoryItem): string =>
  item.kind === 'transaction'
    ? item.transaction.updateId
    : item.kind === 'reassignment'
      ? item.reassignment.updateId
      : item.verdict.updateId;

const appended = (slot: Slot, item: HistoryItem): Appended => ({
  updateId: updateIdOf(item),
  migrationId: slot.migrationId,
  recordTime: formatRecordTime(slot.recordTime),
});

/** Appends a change's item and its effects, and says where the item went. */
function append(ledger: LiveLedger, make: (slot: Slot, stream: Stream) => Change): [Appended, Effects] {
  const { slot, change } = ledger.appendChange(make);
  return [appended(slot, change.item), change.effects];
}

function registryOf(ledger: LiveLedger): Registry {
  if (!ledger.registry) {
    throw new Refusal(
      'conflict',
      'This ledger has no registry (its scenario has an empty history): nothing can be allocated.',
    );
  }
  return ledger.registry;
}

const notFound = (id: string): Refusal => new Refusal('unknown', `AmuletAllocation '${id}' not found.`);

/** An allocation that exists and is not archived, with its registry. */
function liveAllocation(ledger: LiveLedger, id: string): Allocation {
  const allocation = ledger.allocation(id);
  if (!allocation || ledger.location(id).state === 'archived') throw notFound(id);
  return allocation;
}

/** The sender starts moving an allocation's locked holding to the app synchronizer: A answers 409 from now on. */
export function startReassignment(ledger: LiveLedger, id: string): Appended {
  const allocation = liveAllocation(ledger, id);
  const locked = allocation.lockedAmulet;
  const where = ledger.location(locked.contractId);
  if (where.state === 'archived') {
    throw new Refusal('conflict', `Allocation '${id}' has no locked holding to reassign: its lock expired.`);
  }
  if (where.state === 'inFlight') {
    throw new Refusal(
      'conflict',
      `Allocation '${id}' is being reassigned already: finish it with completeReassignment.`,
    );
  }
  if (where.synchronizerId !== ledger.world.globalSynchronizer) {
    throw new Refusal(
      'conflict',
      `Allocation '${id}' was reassigned already: its locked holding is on synchronizer ${where.synchronizerId}.`,
    );
  }
  const [result] = append(ledger, (slot, stream) => {
    const unassignId = `1220${stream.child('unassign-id').hex(64)}`;
    const { world } = ledger;
    const move = { submitter: allocation.sender, contract: locked, unassignId };
    return {
      item: reassignmentItem(ledger.setting, liveOffset(slot), stream, slot, move, 'unassign'),
      effects: {
        allocation: { ...allocation, state: 'inReassignment' },
        locations: {
          [locked.contractId]: { state: 'inFlight', source: world.globalSynchronizer, target: world.appSynchronizer },
        },
        unassign: { contractId: locked.contractId, unassignId },
      },
    };
  });
  return result;
}

/** The locked holding arrives on the app synchronizer: A answers 200 again, with the new synchronizer id. */
export function completeReassignment(ledger: LiveLedger, id: string): Appended {
  const allocation = liveAllocation(ledger, id);
  const locked = allocation.lockedAmulet;
  const where = ledger.location(locked.contractId);
  const unassignId = ledger.unassignIdOf(locked.contractId);
  if (where.state !== 'inFlight' || !unassignId) {
    const why =
      where.state === 'archived'
        ? 'its lock expired, so there is nothing to move'
        : where.state === 'assigned' && where.synchronizerId !== ledger.world.globalSynchronizer
          ? `it finished already (the holding is on synchronizer ${where.synchronizerId})`
          : 'no reassignment was ever started (start one with startReassignment)';
    throw new Refusal('conflict', `Allocation '${id}' is not being reassigned: ${why}.`);
  }
  const [result] = append(ledger, (slot, stream) => {
    const move = { submitter: allocation.sender, contract: locked, unassignId };
    return {
      item: reassignmentItem(ledger.setting, liveOffset(slot), stream, slot, move, 'assign'),
      effects: {
        allocation: { ...allocation, state: 'reassigned' },
        locations: { [locked.contractId]: { state: 'assigned', synchronizerId: where.target } },
      },
    };
  });
  return result;
}

/** The sender withdraws an allocation: it and its locked holding are archived, and A answers 404 from now on. */
export function withdraw(ledger: LiveLedger, id: string): Appended {
  const allocation = liveAllocation(ledger, id);
  const registry = registryOf(ledger);
  const locked = allocation.lockedAmulet;
  const where = ledger.location(locked.contractId);
  if (where.state === 'inFlight') {
    throw new Refusal(
      'conflict',
      `Allocation '${id}' cannot be withdrawn while its locked holding is being reassigned: complete the reassignment first.`,
    );
  }
  const archived: ContractLocation = { state: 'archived' };
  const [result] = append(ledger, (slot, stream) => {
    const holding = where.state === 'archived' ? null : locked;
    const synchronizerId = where.state === 'assigned' ? where.synchronizerId : undefined;
    return {
      item: withdrawalItem(ledger.setting, registry, allocation, holding, stream, slot, synchronizerId),
      effects: {
        allocation: { ...allocation, state: 'withdrawn' },
        locations: { [allocation.allocationId]: archived, [locked.contractId]: archived },
      },
    };
  });
  return result;
}

/** Who takes part in a new allocation; any left out are picked from the ledger's parties. */
export type AllocationRequest = Partial<AllocationParties>;

function knownParty(ledger: LiveLedger, role: string, id: string, providers: boolean): string {
  const known = ledger.world.parties.some((p) => p.id === id) || (providers && ledger.world.providers.includes(id));
  if (!known) throw new Refusal('unknown', `${role} '${id}' is not a party of this ledger.`);
  return id;
}

/** A sender allocates a new holding to a settlement leg: a new allocation that A answers 200 for. */
export function createAllocation(
  ledger: LiveLedger,
  request: AllocationRequest = {},
): Appended & { allocationId: string } {
  const registry = registryOf(ledger);
  const { world } = ledger;
  if (world.parties.length < 2)
    throw new Refusal('conflict', 'This ledger has fewer than two parties: nothing can be allocated.');
  const [result, effects] = append(ledger, (slot, stream) => {
    const picks = stream.child('parties');
    const sender = request.sender ?? picks.pick(world.parties).id;
    const receiver = request.receiver ?? picks.pick(world.parties.filter((p) => p.id !== sender)).id;
    const executor = request.executor ?? picks.pick(world.providers);
    knownParty(ledger, 'sender', sender, false);
    knownParty(ledger, 'receiver', receiver, false);
    knownParty(ledger, 'executor', executor, true);
    if (sender === receiver) throw new Refusal('invalid', `sender and receiver must differ, got '${sender}' for both.`);
    const { item, allocation } = allocationCreation(
      ledger.setting,
      registry,
      { sender, receiver, executor },
      stream,
      slot,
      'active',
    );
    return { item, effects: { allocation } };
  });
  return { ...result, allocationId: effects.allocation?.allocationId ?? '' };
}

/** A new name entry for a party. */
export interface EntryRequest {
  readonly name: string;
  readonly url?: string;
  readonly description?: string;
  /** When it expires; ENTRY_LIFE_DAYS (90) after the ledger's present if not given. */
  readonly expiresAt?: Micros;
}

function userParty(ledger: LiveLedger, party: string): string {
  if (!ledger.world.parties.some((p) => p.id === party)) {
    throw new Refusal('unknown', `Party '${party}' is not a party of this ledger.`);
  }
  return party;
}

/** A party registers a name: C answers with it when it is the party's smallest unexpired name. */
export function setNameEntry(
  ledger: LiveLedger,
  party: string,
  request: EntryRequest,
): Appended & { contractId: string } {
  userParty(ledger, party);
  const now = ledger.now;
  const expiresAt = request.expiresAt ?? now + ENTRY_LIFE_DAYS * MICROS_PER_DAY;
  if (expiresAt >= END_OF_TIME) {
    throw new Refusal(
      'end',
      `expiresAt must be before 10000-01-01T00:00:00Z, which RFC 3339 cannot write: at most ${LAST_HELD_TEXT}, the last microsecond the ledger holds there (a later one, up to ${LAST_RFC3339_TEXT}, reads as 10000-01-01); nothing changed.`,
    );
  }
  if (expiresAt <= now) {
    throw new Refusal(
      'invalid',
      `expiresAt must be after the ledger's present (${formatShortest(now)}), got ${formatShortest(expiresAt)}.`,
    );
  }
  const holder = ledger.entriesNamed(request.name)[0];
  if (holder) {
    throw new Refusal(
      'conflict',
      `Name '${request.name}' is taken: party '${holder.user}' holds an unexpired entry for it.`,
    );
  }
  const [result, effects] = append(ledger, (slot, stream) => {
    const { world } = ledger;
    const url = request.url ?? '';
    const description = request.description ?? '';
    let entry: AnsEntryRecord | undefined;
    const item = transactionItem(
      ledger.setting,
      stream,
      slot,
      (effective) => {
        const contract = newContract(
          stream,
          templates.ansEntry,
          ansEntryPayload(world.dso, party, request.name, url, description, expiresAt),
          effective,
          [world.dso, party],
        );
        entry = { contract, user: party, name: request.name, url, description, expiresAt };
        return [created(contract)];
      },
      [party],
      { workflowId: 'ans-entry-request' },
    );
    return { item, effects: entry ? { entry } : {} };
  });
  return { ...result, contractId: effects.entry?.contract.contractId ?? '' };
}

/** A party's entry is expired and archived at once: C no longer answers with it. */
export function expireNameEntry(ledger: LiveLedger, party: string, name: string): Appended & { contractId: string } {
  userParty(ledger, party);
  const entry = ledger.entriesNamed(name).find((e) => e.user === party);
  if (!entry) throw new Refusal('unknown', `Party '${party}' has no unexpired entry named '${name}'.`);
  const { dso } = ledger.world;
  const [result] = append(ledger, (slot, stream) => ({
    effects: { archivedEntry: entry.contract.contractId },
    item: transactionItem(
      ledger.setting,
      stream,
      slot,
      () => [
        exercised({
          contractId: entry.contract.contractId,
          template: templates.ansEntry,
          choice: 'AnsEntry_Expire',
          choiceArgument: record({ actor: partyValue(dso) }),
          exerciseResult: unit,
          consuming: true,
          actingParties: [dso],
        }),
      ],
      [dso],
    ),
  }));
  return { ...result, contractId: entry.contract.contractId };
}
