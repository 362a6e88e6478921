import type { StaticLedger } from '../ledger.js';
import type { Allocation, AnsEntryRecord, ContractLocation } from '../model.js';
import type { Micros } from '../time.js';
import type { Autopilot, SlotOfOrdinal } from './autopilot.js';

/** Live allocations of the story that `state()` lists: the latest, not every one since the start. */
export const STATE_LIVE_ALLOCATIONS = 64;

/**
 * What a control change does to the present besides appending its item: worked out with the item, without touching
 * the ledger, and applied with it by the ledger, or not at all.
 */
export interface Effects {
  /** The allocation in its new state. */
  readonly allocation?: Allocation;
  /** Where contracts it moved or archived now are. */
  readonly locations?: Readonly<Record<string, ContractLocation>>;
  /** The unassign id of a contract put in flight. */
  readonly unassign?: { readonly contractId: string; readonly unassignId: string };
  readonly entry?: AnsEntryRecord;
  /** The contract id of an entry archived. */
  readonly archivedEntry?: string;
}

/** Where the history stands, as the present state reads it. */
export interface Position {
  /** Ordinals of the live story appended. */
  readonly storyCount: number;
  readonly clock: Micros;
}

function pushTo(byName: Map<string, AnsEntryRecord[]>, entry: AnsEntryRecord): void {
  const list = byName.get(entry.name);
  if (list) list.push(entry);
  else byName.set(entry.name, [entry]);
}

/**
 * The present state of a live ledger: allocations, where contracts are, name entries. The scenario's and the live
 * story's are worked out from them when asked for; only what control calls changed is kept here (`apply`), with an
 * index of entries by name, so that a name is found free or taken in one look.
 */
export class PresentState {
  private allocations = new Map<string, Allocation>();
  private locations = new Map<string, ContractLocation>();
  private unassignIds = new Map<string, string>();
  private entries = new Map<string, AnsEntryRecord[]>();
  private entryNames = new Map<string, AnsEntryRecord[]>();
  /** Entries archived by a control call. */
  private expired = new Set<string>();
  /** The scenario's entries by name, built once. */
  private readonly baseEntryNames = new Map<string, AnsEntryRecord[]>();

  constructor(
    private readonly base: StaticLedger,
    private readonly staticUnassignIds: ReadonlyMap<string, string>,
    private readonly autopilot: Autopilot,
    private readonly position: () => Position,
    private readonly slotOfOrdinal: SlotOfOrdinal,
  ) {
    for (const entries of base.ansEntries.values()) for (const entry of entries) pushTo(this.baseEntryNames, entry);
  }

  /** Forgets every control call's change. */
  reset(): void {
    this.allocations = new Map();
    this.locations = new Map();
    this.unassignIds = new Map();
    this.entries = new Map();
    this.entryNames = new Map();
    this.expired = new Set();
  }

  /** Applies a change's effects, which cannot fail: everything that could refuse the change was checked before. */
  apply(effects: Effects): void {
    if (effects.allocation) this.allocations.set(effects.allocation.allocationId, effects.allocation);
    for (const [cid, location] of Object.entries(effects.locations ?? {})) this.locations.set(cid, location);
    if (effects.unassign) this.unassignIds.set(effects.unassign.contractId, effects.unassign.unassignId);
    if (effects.entry) {
      const list = this.entries.get(effects.entry.user);
      if (list) list.push(effects.entry);
      else this.entries.set(effects.entry.user, [effects.entry]);
      pushTo(this.entryNames, effects.entry);
    }
    if (effects.archivedEntry !== undefined) this.expired.add(effects.archivedEntry);
  }

  /** An allocation by id, in its state as of now, wherever it came from. */
  allocation(id: string): Allocation | undefined {
    const moved = this.allocations.get(id) ?? this.base.allocations.get(id);
    if (moved) return moved;
    const live = this.autopilot.allocationOf(id, this.position().storyCount, this.slotOfOrdinal);
    return live?.allocation.allocationId === id ? live.allocation : undefined;
  }

  *allocationIds(): Generator<string> {
    yield* this.base.allocations.keys();
    for (const id of this.allocations.keys()) if (!this.base.allocations.has(id)) yield id;
    for (const { allocation } of this.autopilot.allocations(this.position().storyCount, this.slotOfOrdinal)) {
      if (!this.allocations.has(allocation.allocationId)) yield allocation.allocationId;
    }
  }

  location(contractId: string): ContractLocation {
    const moved = this.locations.get(contractId);
    if (moved) return moved;
    const live = this.autopilot.allocationOf(contractId, this.position().storyCount, this.slotOfOrdinal);
    return live?.locations.get(contractId) ?? this.base.location(contractId);
  }

  /** The unassign id of a contract in flight, whoever started its reassignment. */
  unassignIdOf(contractId: string): string | undefined {
    const known = this.unassignIds.get(contractId) ?? this.staticUnassignIds.get(contractId);
    if (known) return known;
    const live = this.autopilot.allocationOf(contractId, this.position().storyCount, this.slotOfOrdinal);
    if (!live || live.allocation.lockedAmulet.contractId !== contractId) return undefined;
    const life = this.autopilot.lifeOf(contractId);
    return life === null ? undefined : this.autopilot.unassignIdOf(life, this.slotOfOrdinal);
  }

  /** A party's entries as of now that have not been archived; some may have expired (operation C filters them). */
  entriesOf(party: string): AnsEntryRecord[] {
    const { storyCount, clock } = this.position();
    return [
      ...(this.base.ansEntries.get(party) ?? []),
      ...(this.entries.get(party) ?? []),
      ...this.autopilot.unexpiredEntries(party, storyCount, clock, this.slotOfOrdinal),
    ].filter((e) => !this.expired.has(e.contract.contractId));
  }

  /** The parties that may hold entries. */
  entryParties(): Set<string> {
    return new Set([...this.base.ansEntries.keys(), ...this.entries.keys()]);
  }

  /** Whether an entry has neither expired by `clock` nor been archived by a control call. */
  private holds(entry: AnsEntryRecord, clock: Micros): boolean {
    return entry.expiresAt > clock && !this.expired.has(entry.contract.contractId);
  }

  /** The entries of that name, whoever holds them, that have neither expired by now nor been archived. */
  entriesNamed(name: string): AnsEntryRecord[] {
    const { storyCount, clock } = this.position();
    return [
      ...(this.baseEntryNames.get(name) ?? []),
      ...(this.entryNames.get(name) ?? []),
      ...this.autopilot.entriesNamed(name, storyCount, this.slotOfOrdinal),
    ].filter((e) => this.holds(e, clock));
  }

  /** Whether a party holds an entry that has neither expired by now nor been archived. */
  hasEntry(party: string): boolean {
    const { storyCount, clock } = this.position();
    const holds = (e: AnsEntryRecord): boolean => this.holds(e, clock);
    if ((this.base.ansEntries.get(party) ?? []).some(holds) || (this.entries.get(party) ?? []).some(holds)) return true;
    for (const entry of this.autopilot.unexpiredEntries(party, storyCount, clock, this.slotOfOrdinal)) {
      if (holds(entry)) return true;
    }
    return false;
  }

  /**
   * The allocations `state()` lists: the scenario's, every one a control call made or changed, and the live story's
   * latest STATE_LIVE_ALLOCATIONS. Not all of the story's: those grow with the history, and a state read must not.
   */
  *stateAllocations(): Generator<Allocation> {
    const moved = this.allocations;
    for (const allocation of this.base.allocations.values()) if (!moved.has(allocation.allocationId)) yield allocation;
    const { storyCount } = this.position();
    const recent = this.autopilot.recentAllocations(storyCount, STATE_LIVE_ALLOCATIONS, this.slotOfOrdinal);
    for (const allocation of recent) if (!moved.has(allocation.allocationId)) yield allocation;
    yield* moved.values();
  }
}
