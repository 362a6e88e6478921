import { CheckpointedTimes } from '../checkpoints.js';
import type { LedgerParts, Ledger, StaticLedger } from '../ledger.js';
import type { Allocation, AnsEntryRecord, ContractLocation, HistoryItem, Registry } from '../model.js';
import type { Stream } from '../random.js';
import type { Plan } from '../scenario.js';
import type { StorySetting } from '../story/state.js';
import { SETTLE_WITHIN_HOURS } from '../story/allocations.js';
import {
  END_OF_TIME,
  formatShortest,
  LAST_RFC3339_TEXT,
  MICROS_PER_DAY,
  MICROS_PER_HOUR,
  MICROS_PER_SECOND,
  type Micros,
} from '../time.js';
import type { HistoryIndex, Slot } from '../timeline.js';
import type { World } from '../world.js';
import { AppendedHistory } from './appended-history.js';
import { Autopilot, type SlotOfOrdinal } from './autopilot.js';
import { ComputedMap } from './computed-map.js';
import { PresentState, type Effects } from './present-state.js';
import { Refusal } from './refusal.js';

export { STATE_LIVE_ALLOCATIONS, type Effects } from './present-state.js';
export { Refusal, type RefusalReason } from './refusal.js';

/** What a control change makes: its item, and what it does to the present, applied together or not at all. */
export interface Change {
  readonly item: HistoryItem;
  readonly effects: Effects;
}

/** Items one call may append at most: a bound on the history one request can add. */
export const MAX_APPEND = 10_000_000;

/**
 * What control calls may keep by default: items they made plus migrations they started. Each item is kept whole
 * (about 12 KB of heap for a created allocation, 4 KB for a name entry: docs/control.md, what control calls keep).
 */
export const DEFAULT_MAX_CONTROL_ITEMS = 10_000;

/** How long a control call's name entry lives when it does not say (`setNameEntry`). */
export const ENTRY_LIFE_DAYS = 90;

export interface LiveLimits {
  /** Items and migrations that control calls may keep until a reset; a call past it is refused (409). */
  readonly maxControlItems: number;
}

/**
 * A ledger that moves: the scenario's history, then the live story appended as the clock advances, and the items
 * that control calls make. Append-only: an item once appended never changes, and new items come only after the
 * current end. The ledger after any sequence of calls is a pure function of the scenario, the seed and those calls
 * in order; the clock is an input (`advance`), never read here. It joins two parts: the appended history (where
 * items sit) and the present state (allocations, contracts, entries as of now).
 */
export class LiveLedger implements Ledger, HistoryIndex {
  readonly plan: Plan;
  readonly seed: number;
  readonly world: World;
  readonly registry: Registry | null;
  readonly allocations: ReadonlyMap<string, Allocation>;
  readonly ansEntries: ReadonlyMap<string, readonly AnsEntryRecord[]>;
  /** Settings for the items control calls make. */
  readonly setting: StorySetting;
  private readonly base: StaticLedger;
  private readonly autopilot: Autopilot;
  private readonly times: CheckpointedTimes;
  private readonly stream: Stream;
  private readonly start: Micros;
  private history!: AppendedHistory;
  private readonly present: PresentState;
  private readonly slotOfOrdinal: SlotOfOrdinal = (ordinal) => this.history.storySlot(ordinal);
  private readonly limits: LiveLimits;
  /**
   * The latest the present may be: every time the ledger serves must be one RFC 3339 can write (before
   * END_OF_TIME), and its items carry times up to `reach` after their record time (expiries, deadlines;
   * docs/control.md, the end of time).
   */
  readonly lastPresent: Micros;
  private readonly reach: Micros;

  constructor(parts: LedgerParts, limits: Partial<LiveLimits> = {}) {
    const { ledger } = parts;
    this.limits = { maxControlItems: limits.maxControlItems ?? DEFAULT_MAX_CONTROL_ITEMS };
    this.base = ledger;
    this.plan = ledger.plan;
    this.seed = ledger.seed;
    this.world = ledger.world;
    this.registry = ledger.registry;
    this.stream = parts.root.child('live');
    this.start = Math.max(ledger.now, ledger.timeline.lastTime() ?? ledger.plan.start);
    this.setting = {
      plan: this.plan,
      world: this.world,
      now: this.start,
      storyStream: this.stream.child('story'),
      historyLength: 0,
    };
    const entryParties = this.world.parties.filter((p) =>
      (ledger.ansEntries.get(p.id) ?? []).some((e) => e.expiresAt > ledger.now),
    );
    this.autopilot = new Autopilot(this.setting, this.registry, parts.background, entryParties);
    const first = this.start + 1 + this.stream.child('first').int(0, 2 * this.plan.meanGapMicros);
    this.times = new CheckpointedTimes(this.stream.child('times'), first, this.plan.meanGapMicros);
    this.reach = Math.max(
      SETTLE_WITHIN_HOURS * MICROS_PER_HOUR,
      ENTRY_LIFE_DAYS * MICROS_PER_DAY,
      this.autopilot.entryReach,
    );
    this.lastPresent = END_OF_TIME - this.reach - MICROS_PER_SECOND;
    this.present = new PresentState(ledger, parts.unassignIds, this.autopilot, () => this.history, this.slotOfOrdinal);
    this.allocations = new ComputedMap(
      (id) => this.present.allocation(id),
      () => this.present.allocationIds(),
    );
    this.ansEntries = new ComputedMap(
      (party) => {
        const entries = this.present.entriesOf(party);
        return entries.length > 0 ? entries : undefined;
      },
      () => this.present.entryParties(),
    );
    this.begin();
  }

  /** How many times the history was reset: what was served before a reset says nothing of what follows it. */
  epoch = 0;

  /** Back to the scenario's history as built: nothing appended, no control call made. */
  reset(): void {
    this.epoch++;
    this.begin();
  }

  private begin(): void {
    const ranges = this.base.timeline.migrations;
    const lastRange = ranges[ranges.length - 1];
    this.history = new AppendedHistory(this.times, {
      total: this.base.timeline.total,
      migrationId: lastRange?.migrationId ?? 0,
      migrationFirst: lastRange?.first ?? this.start,
      last: this.start,
      latest: this.base.timeline.lastTime(),
      clock: this.base.now,
    });
    this.present.reset();
  }

  get timeline(): HistoryIndex {
    return this;
  }

  get total(): number {
    return this.history.total;
  }

  /** The ledger's present: where the clock stands, never before the last item appended. */
  get now(): Micros {
    return this.history.clock;
  }

  /** Items appended since the scenario's history ended. */
  get appended(): number {
    return this.history.total - this.base.timeline.total;
  }

  get migrationId(): number {
    return this.history.migrationId;
  }

  lastTime(): Micros | null {
    return this.history.latest;
  }

  // --- moving on ------------------------------------------------------------------------------------------------

  /** The story's pairs stay whole: an allocation put in reassignment at once is never seen without its unassignment. */
  private finishPair(): void {
    const h = this.history;
    while (h.storyCount > 0 && this.autopilot.holdsNext(h.storyCount - 1)) h.appendStories(1);
  }

  /** Appends `steps` items of the live story (one more if the last would split a pair). */
  advanceSteps(steps: number): number {
    if (!Number.isSafeInteger(steps) || steps < 0 || steps > MAX_APPEND) {
      throw new Refusal('invalid', `steps must be an integer from 0 to ${MAX_APPEND}, got ${steps}`);
    }
    const h = this.history;
    if (steps > 0) {
      const count = steps + (this.autopilot.holdsNext(h.storyCount + steps - 1) ? 1 : 0);
      if (h.storyTime(count - 1) > this.lastPresent) throw this.pastTheEnd(`appending ${steps} items`);
    }
    const before = h.total;
    h.appendStories(steps);
    this.finishPair();
    h.clock = Math.max(h.clock, h.last);
    return h.total - before;
  }

  /** Moves the clock on by `millis` of ledger time and appends the live story's items that fall due. */
  advanceMillis(millis: number): number {
    if (!Number.isFinite(millis) || millis < 0) {
      throw new Refusal('invalid', `millis must be a number of milliseconds, 0 or more, got ${millis}`);
    }
    const clock = this.history.clock + Math.floor(millis * 1000);
    if (clock > this.lastPresent) throw this.pastTheEnd(`advancing ${millis} ms`);
    return this.advanceClockTo(clock, `advancing ${millis} ms`);
  }

  /** Moves the clock on to the last present there is (`lastPresent`): what a real clock does at the end of time. */
  advanceToEnd(): number {
    return this.advanceClockTo(Math.max(this.history.clock, this.lastPresent), 'advancing to the end of time');
  }

  /** Why a call that would take the ledger past `lastPresent` is refused; nothing has changed. */
  private pastTheEnd(what: string): Refusal {
    const days = Math.ceil(this.reach / MICROS_PER_DAY);
    return new Refusal(
      'end',
      `${what} would take the ledger's time past ${LAST_RFC3339_TEXT}, the last instant RFC 3339 can write: its present stops at ${formatShortest(this.lastPresent)}, ${days} days before, so that the expiries its items carry stay within it; nothing changed`,
    );
  }

  private advanceClockTo(clock: Micros, what: string): number {
    const h = this.history;
    // Counted before anything moves: a refused call appends nothing and leaves the clock where it was.
    let due = h.dueBy(clock, MAX_APPEND);
    if (due > MAX_APPEND) {
      throw new Refusal('invalid', `${what} would append more than ${MAX_APPEND} items; advance in smaller steps`);
    }
    // A pair whose second item would fall past the last present is left out whole (only ever at the end of time).
    if (due > 0 && this.autopilot.holdsNext(h.storyCount + due - 1) && h.storyTime(due) > this.lastPresent) due--;
    const before = h.total;
    h.appendStories(due);
    this.finishPair();
    h.clock = Math.max(clock, h.last);
    return h.total - before;
  }

  /** Replays an advance by what it did: `total` items in all, the present at `clock` (AppendedHistory). */
  restoreAdvance(total: number, clock: Micros): void {
    this.history.restoreAdvance(total, clock);
  }

  /**
   * Appends the item a control change makes, a moment after the current end, in the current migration, and applies
   * its effects. `make` works the change out without touching the ledger; if it throws, nothing has changed, not
   * even a stream used up.
   */
  appendChange(make: (slot: Slot, stream: Stream) => Change): { readonly slot: Slot; readonly change: Change } {
    this.roomForControl();
    const h = this.history;
    const s = this.stream.child('control', h.calls);
    const slot = h.nextItemSlot(s.int(0, this.plan.meanGapMicros));
    if (slot.recordTime > this.lastPresent) throw this.pastTheEnd("this call's item");
    const change = make(slot, s.child('item'));
    h.appendItem(slot, change.item);
    this.present.apply(change.effects);
    return { slot, change };
  }

  /**
   * Starts the next migration: its record times begin before the current one's end, overlapping it as the
   * scenario's overlapPercent says, and every later item belongs to it.
   */
  startMigration(): { readonly migrationId: number; readonly firstRecordTime: Micros } {
    this.roomForControl();
    const h = this.history;
    const s = this.stream.child('migration', h.migrationId + 1);
    const first = h.last - Math.floor((h.migrationSpan * this.plan.overlapPercent) / 100) + s.int(1, 1000);
    h.startMigration(first);
    return { migrationId: h.migrationId, firstRecordTime: first };
  }

  /** Control calls keep what they make until a reset: past the bound a call is refused before it changes anything. */
  private roomForControl(): void {
    const kept = this.history.calls + this.history.migrations;
    if (kept >= this.limits.maxControlItems) {
      throw new Refusal(
        'full',
        `control calls keep at most ${this.limits.maxControlItems} items and migrations until a reset, and this ledger holds ${kept}: reset it (POST /_control/reset) or start with a larger --control-max-items (live.maxControlItems)`,
      );
    }
  }

  // --- positions ------------------------------------------------------------------------------------------------

  slot(index: number): Slot {
    return index < this.base.timeline.total ? this.base.timeline.slot(index) : this.history.at(index).slot;
  }

  firstAfter(migrationId: number, recordTime: Micros): number {
    const fromBase = this.base.timeline.firstAfter(migrationId, recordTime);
    return fromBase < this.base.timeline.total ? fromBase : this.history.firstAfter(migrationId, recordTime);
  }

  itemAt(index: number): HistoryItem {
    if (index < this.base.timeline.total) return this.base.itemAt(index);
    const at = this.history.at(index);
    return 'item' in at ? at.item : this.autopilot.item(at.ordinal, at.slot, this.slotOfOrdinal);
  }

  // --- state as of now ------------------------------------------------------------------------------------------

  /** An allocation by id, in its state as of now, wherever it came from. */
  allocation(id: string): Allocation | undefined {
    return this.present.allocation(id);
  }

  location(contractId: string): ContractLocation {
    return this.present.location(contractId);
  }

  /** The unassign id of a contract in flight, whoever started its reassignment. */
  unassignIdOf(contractId: string): string | undefined {
    return this.present.unassignIdOf(contractId);
  }

  /** A party's entries as of now that have not been archived; some may have expired (operation C filters them). */
  entriesOf(party: string): AnsEntryRecord[] {
    return this.present.entriesOf(party);
  }

  /** The entries of that name, whoever holds them, that have neither expired by now nor been archived. */
  entriesNamed(name: string): AnsEntryRecord[] {
    return this.present.entriesNamed(name);
  }

  /** Whether a party holds an entry that has neither expired by now nor been archived. */
  hasEntry(party: string): boolean {
    return this.present.hasEntry(party);
  }

  /** The allocations `state()` lists (PresentState.stateAllocations). */
  stateAllocations(): Generator<Allocation> {
    return this.present.stateAllocations();
  }
}
