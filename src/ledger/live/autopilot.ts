import { backgroundItem, type BackgroundContext } from '../background.js';
import type { Allocation, AnsEntryRecord, Contract, ContractLocation, HistoryItem, Registry } from '../model.js';
import { ansEntryPayload } from '../payloads.js';
import type { Stream } from '../random.js';
import { allocationCreation } from '../story/allocations.js';
import { reassignmentItem, transactionItem, type Move } from '../story/items.js';
import type { StorySetting } from '../story/state.js';
import { templates } from '../templates.js';
import type { Micros } from '../time.js';
import type { Slot } from '../timeline.js';
import { created, newContract } from '../transactions.js';
import type { Party } from '../world.js';
import { ENTRY_TURNS, LIVE_NAME, lifeTag, liveEntryName, liveOffset, taggedId } from './live-names.js';

/** Ordinals per block of the live story: each block holds one allocation's start and one name entry. */
export const BLOCK = 64;

/**
 * What becomes of a live allocation. None of these ever changes a fact a reader has learnt from the history (a
 * known allocation stays known, one in reassignment is so from the moment it appears), so that a client reading a
 * moving ledger, such as the conformance kit, never races the story; only control calls change facts.
 */
type Fate = 'active' | 'inReassignment' | 'changeMoved';

interface BlockPlan {
  /** Position in the block of the allocation's creation; its follow-ups take the next one or two. */
  readonly allocateAt: number;
  readonly fate: Fate;
  readonly entryAt: number;
}

/** What the live story does at an ordinal. */
export type Beat =
  | { readonly kind: 'background' }
  | { readonly kind: 'allocate' | 'unassignLocked' | 'unassignChange' | 'assignChange'; readonly life: number }
  | { readonly kind: 'entry'; readonly block: number };

/** The slot of an ordinal of the live story, wherever control calls and migrations have put it. */
export type SlotOfOrdinal = (ordinal: number) => Slot;

/** A live allocation as of some point: the allocation, and where its locked holding and change stand. */
export interface LiveAllocation {
  readonly allocation: Allocation;
  readonly locations: ReadonlyMap<string, ContractLocation>;
}

/**
 * The live story: what a live ledger appends when the clock moves, a pure function of the seed and the ordinal
 * (the live story's own count of items). Mostly background traffic; in every block of BLOCK ordinals, an
 * allocation is created (some put in reassignment at once, some with their change holding moved to the app
 * synchronizer) and a party with a name entry gets another one. Nothing is stored: a live allocation or entry is
 * made again from its number when asked for, so a ledger left running for hours does not grow.
 */
export class Autopilot {
  private readonly stream: Stream;
  /** Parties with a name entry at the start, who get more: a new entry then never turns a 404 into a 200. */
  private readonly entryParties: readonly Party[];
  private readonly story: boolean;

  constructor(
    private readonly setting: StorySetting,
    private readonly registry: Registry | null,
    private readonly background: BackgroundContext,
    entryParties: readonly Party[],
  ) {
    this.stream = setting.storyStream;
    this.entryParties = entryParties;
    this.story = registry !== null && setting.world.parties.length >= 2;
  }

  private plan(block: number): BlockPlan {
    const s = this.stream.child('block', block);
    const allocateAt = s.int(0, BLOCK - 4);
    const roll = s.int(0, 99);
    const fate: Fate = roll < 60 ? 'active' : roll < 75 ? 'inReassignment' : 'changeMoved';
    const entry = s.int(0, BLOCK - 4);
    return { allocateAt, fate, entryAt: entry >= allocateAt ? entry + 3 : entry };
  }

  beatAt(ordinal: number): Beat {
    if (!this.story) return { kind: 'background' };
    const block = Math.floor(ordinal / BLOCK);
    const at = ordinal % BLOCK;
    const plan = this.plan(block);
    if (at === plan.entryAt && this.entryParties.length > 0) return { kind: 'entry', block };
    const step = at - plan.allocateAt;
    if (step === 0) return { kind: 'allocate', life: block };
    if (step === 1 && plan.fate === 'inReassignment') return { kind: 'unassignLocked', life: block };
    if (step === 1 && plan.fate === 'changeMoved') return { kind: 'unassignChange', life: block };
    if (step === 2 && plan.fate === 'changeMoved') return { kind: 'assignChange', life: block };
    return { kind: 'background' };
  }

  /** True when the item at this ordinal must not be the last appended: an allocation comes with its unassignment. */
  holdsNext(ordinal: number): boolean {
    const beat = this.beatAt(ordinal);
    return beat.kind === 'allocate' && this.plan(beat.life).fate === 'inReassignment';
  }

  private lifeStream(life: number): Stream {
    return this.stream.child('life', life);
  }

  private allocationOrdinal(life: number): number {
    return life * BLOCK + this.plan(life).allocateAt;
  }

  /** The allocation of a life as its creation made it, and the item that made it. */
  private creation(life: number, slotOf: SlotOfOrdinal): { item: HistoryItem; allocation: Allocation } {
    const registry = this.registry as Registry;
    const s = this.lifeStream(life);
    const parties = s.child('parties');
    const sender = parties.pick(this.setting.world.parties).id;
    const others = this.setting.world.parties.filter((p) => p.id !== sender);
    const receiver = parties.pick(others).id;
    const executor = parties.pick(this.setting.world.providers);
    const fate = this.plan(life).fate;
    return allocationCreation(
      this.setting,
      registry,
      { sender, receiver, executor },
      s.child('create'),
      slotOf(this.allocationOrdinal(life)),
      fate === 'inReassignment' ? 'inReassignment' : 'active',
      taggedId(life),
    );
  }

  private move(life: number, allocation: Allocation, which: 'locked' | 'change'): Move {
    const contract: Contract = which === 'locked' ? allocation.lockedAmulet : allocation.change;
    return {
      submitter: allocation.sender,
      contract,
      unassignId: `1220${this.lifeStream(life).child('unassign-id', which).hex(64)}`,
    };
  }

  /** The life a live contract id names, or null for an id the live story did not make. */
  lifeOf(contractId: string): number | null {
    return lifeTag(contractId);
  }

  /** The unassign id of a live allocation's locked holding, for a control call that finishes its reassignment. */
  unassignIdOf(life: number, slotOf: SlotOfOrdinal): string {
    return this.move(life, this.creation(life, slotOf).allocation, 'locked').unassignId;
  }

  /** The item at an ordinal, in its slot. */
  item(ordinal: number, slot: Slot, slotOf: SlotOfOrdinal): HistoryItem {
    const beat = this.beatAt(ordinal);
    switch (beat.kind) {
      case 'background':
        return backgroundItem(this.stream, this.background, { ...slot, index: ordinal });
      case 'allocate':
        return this.creation(beat.life, slotOf).item;
      case 'entry':
        return this.entry(beat.block, slot).item;
      default: {
        const { allocation } = this.creation(beat.life, slotOf);
        const which = beat.kind === 'unassignLocked' ? 'locked' : 'change';
        const half = beat.kind === 'assignChange' ? 'assign' : 'unassign';
        const s = this.lifeStream(beat.life).child(half, which);
        return reassignmentItem(this.setting, liveOffset(slot), s, slot, this.move(beat.life, allocation, which), half);
      }
    }
  }

  /**
   * The live allocation that a contract id belongs to (its allocation, locked holding or change), as of `count`
   * ordinals appended; null for any other contract.
   */
  allocationOf(contractId: string, count: number, slotOf: SlotOfOrdinal): LiveAllocation | null {
    const life = lifeTag(contractId);
    if (life === null || !this.story || this.allocationOrdinal(life) >= count) return null;
    const { allocation } = this.creation(life, slotOf);
    const ids = [allocation.allocationId, allocation.lockedAmulet.contractId, allocation.change.contractId];
    if (!ids.includes(contractId)) return null;
    return { allocation, locations: this.locationsOf(life, allocation, count) };
  }

  private locationsOf(life: number, allocation: Allocation, count: number): Map<string, ContractLocation> {
    const { world } = this.setting;
    const first = this.allocationOrdinal(life);
    const inFlight: ContractLocation = {
      state: 'inFlight',
      source: world.globalSynchronizer,
      target: world.appSynchronizer,
    };
    const locations = new Map<string, ContractLocation>();
    const fate = this.plan(life).fate;
    if (fate === 'inReassignment') locations.set(allocation.lockedAmulet.contractId, inFlight);
    if (fate === 'changeMoved' && count > first + 1) {
      locations.set(
        allocation.change.contractId,
        count > first + 2 ? { state: 'assigned', synchronizerId: world.appSynchronizer } : inFlight,
      );
    }
    return locations;
  }

  /** Every live allocation created in the first `count` ordinals, for a profile. */
  *allocations(count: number, slotOf: SlotOfOrdinal): Generator<LiveAllocation> {
    if (!this.story) return;
    for (let life = 0; this.allocationOrdinal(life) < count; life++) {
      const { allocation } = this.creation(life, slotOf);
      yield { allocation, locations: this.locationsOf(life, allocation, count) };
    }
  }

  /** The latest `limit` live allocations created in the first `count` ordinals, oldest first. */
  *recentAllocations(count: number, limit: number, slotOf: SlotOfOrdinal): Generator<Allocation> {
    if (!this.story || count === 0) return;
    const lastBlock = Math.floor((count - 1) / BLOCK);
    const last = this.allocationOrdinal(lastBlock) < count ? lastBlock : lastBlock - 1;
    for (let life = Math.max(0, last - limit + 1); life <= last; life++) yield this.creation(life, slotOf).allocation;
  }

  /**
   * The live entries named `name` among the first `count` ordinals (expired ones too): the name says its round of
   * turns, so only the one block per entry party of that round is looked at, however long the story.
   */
  entriesNamed(name: string, count: number, slotOf: SlotOfOrdinal): AnsEntryRecord[] {
    const round = LIVE_NAME.exec(name);
    const n = this.entryParties.length;
    if (!this.story || !round || n === 0 || count === 0) return [];
    const turn = Number(round[1]) - 1;
    const found: AnsEntryRecord[] = [];
    for (let rank = 0; rank < n; rank++) {
      const block = turn * n + rank;
      // The turns operation C looks at (unexpiredEntries): an older entry of the live story is gone for it, and so
      // for a name's owner too, even where the clock left it unexpired (a migration moves record times back).
      const latest = this.latestEntryBlock(rank, count);
      if (block > latest || block <= latest - ENTRY_TURNS * n) continue;
      const ordinal = block * BLOCK + this.plan(block).entryAt;
      if (ordinal >= count) continue;
      if (liveEntryName(this.entryParties[rank] as Party, turn) !== name) continue;
      found.push(this.entry(block, slotOf(ordinal)).entry);
    }
    return found;
  }

  /** The latest block, among the first `count` ordinals, whose entry goes to the entry party of this rank. */
  private latestEntryBlock(rank: number, count: number): number {
    const n = this.entryParties.length;
    const lastBlock = Math.floor((count - 1) / BLOCK);
    return lastBlock - ((((lastBlock - rank) % n) + n) % n);
  }

  /** How far past its record time a live entry's expiry may be: three rounds of turns (`entry`). */
  get entryReach(): Micros {
    return 3 * this.roundMicros();
  }

  private roundMicros(): Micros {
    return this.entryParties.length * BLOCK * this.setting.plan.meanGapMicros;
  }

  /** The entry a block gives: to the entry parties in turn, named by the round of turns, living two to three rounds. */
  private entry(block: number, slot: Slot): { item: HistoryItem; entry: AnsEntryRecord } {
    const { world } = this.setting;
    const party = this.entryParties[block % this.entryParties.length] as Party;
    const turn = Math.floor(block / this.entryParties.length);
    const s = this.stream.child('entry', block);
    const name = liveEntryName(party, turn);
    const roundMicros = this.roundMicros();
    let made: AnsEntryRecord | null = null;
    const item = transactionItem(
      this.setting,
      s,
      slot,
      (effective) => {
        const expiresAt = effective.micros + roundMicros * 2 + s.int(0, roundMicros);
        const url = s.chance(60) ? `https://${party.hint}.example.com` : '';
        const description = s.chance(50) ? `${party.hint} on the global synchronizer` : '';
        const contract = newContract(
          s,
          templates.ansEntry,
          ansEntryPayload(world.dso, party.id, name, url, description, expiresAt),
          effective,
          [world.dso, party.id],
        );
        made = { contract, user: party.id, name, url, description, expiresAt };
        return [created(contract)];
      },
      [party.id],
      { workflowId: 'ans-entry-request' },
    );
    if (!made) throw new Error('the entry transaction made no entry');
    return { item, entry: made };
  }

  /**
   * The live entries of a party as of `count` ordinals that may not have expired by `now` (its last few turns: an
   * entry lives at most three rounds), latest first, made one at a time: a caller that needs one makes only that one.
   */
  *unexpiredEntries(party: string, count: number, now: Micros, slotOf: SlotOfOrdinal): Generator<AnsEntryRecord> {
    const rank = this.entryParties.findIndex((p) => p.id === party);
    if (!this.story || rank < 0 || count === 0) return;
    const n = this.entryParties.length;
    const latest = this.latestEntryBlock(rank, count);
    for (let block = latest, turns = 0; block >= 0 && turns < ENTRY_TURNS; block -= n, turns++) {
      const ordinal = block * BLOCK + this.plan(block).entryAt;
      if (ordinal >= count) continue;
      const { entry } = this.entry(block, slotOf(ordinal));
      if (entry.expiresAt > now) yield entry;
    }
  }
}
