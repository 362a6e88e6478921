import { SimulatorError } from '../../errors.js';
import type { LedgerParts, Ledger, StaticLedger } from '../ledger.js';
import type { Allocation, AnsEntryRecord, ContractLocation, HistoryItem, Registry } from '../model.js';
import type { Plan } from '../scenario.js';
import type { StorySetting } from '../story/state.js';
import type { Micros } from '../time.js';
import type { HistoryIndex, Slot } from '../timeline.js';
import type { World } from '../world.js';
import type { Stream } from '../random.js';
import { Autopilot, type SlotOfOrdinal } from './autopilot.js';
import { ComputedMap } from './computed-map.js';
import { lastAtOrBelow } from '../search.js';
import { CheckpointedTimes } from '../checkpoints.js';

/** A stretch of the appended history: items of the live story in a row, or one item a control call made. */
type Segment =
  | {
      readonly kind: 'story';
      readonly firstIndex: number;
      readonly firstOrdinal: number;
      count: number;
      readonly migrationId: number;
      /** Added to the story's own record times: control items and migrations move the story along. */
      readonly shift: number;
    }
  | { readonly kind: 'item'; readonly slot: Slot; readonly item: HistoryItem };

const firstIndexOf = (segment: Segment): number => (segment.kind === 'story' ? segment.firstIndex : segment.slot.index);

/** What control calls change, all of it dropped by `reset`. */
interface Moves {
  readonly segments: Segment[];
  /** The story's segments alone, for finding an ordinal's slot. */
  readonly storySegments: Extract<Segment, { kind: 'story' }>[];
  /** Ordinals of the live story appended so far. */
  storyCount: number;
  total: number;
  migrationId: number;
  /** First record time of the current migration. */
  migrationFirst: Micros;
  /** Last record time of the current migration, or just before its first. */
  last: Micros;
  /** The latest record time in the whole history. */
  latest: Micros | null;
  shift: number;
  clock: Micros;
  /** Items made by control calls so far: each draws from its own stream. */
  calls: number;
  readonly allocations: Map<string, Allocation>;
  readonly locations: Map<string, ContractLocation>;
  readonly unassignIds: Map<string, string>;
  readonly entries: Map<string, AnsEntryRecord[]>;
  /** The same entries by name: a name is free or taken in one look, however many entries there are. */
  readonly entryNames: Map<string, AnsEntryRecord[]>;
  /** Migrations started by control calls. */
  migrations: number;
  /** Entries archived by a control call. */
  readonly expired: Set<string>;
}

/** Items one call may append at most: a bound on the history one request can add. */
export const MAX_APPEND = 10_000_000;

/**
 * What control calls may keep by default: items they made plus migrations they started. Each item is kept whole
 * (about 16 KB of heap for a created allocation, 4 KB for a name entry: docs/control.md, what control calls keep).
 */
export const DEFAULT_MAX_CONTROL_ITEMS = 10_000;

/** Live allocations of the story that `state()` lists: the latest, not every one since the start. */
export const STATE_LIVE_ALLOCATIONS = 64;

export interface LiveLimits {
  /** Items and migrations that control calls may keep until a reset; a call past it is refused (409). */
  readonly maxControlItems: number;
}

/**
 * A control call the ledger cannot honour: an unknown allocation or party (404), a wrong state (409, such as
 * completing a reassignment that was never started) or a bad argument (400). Over HTTP, the status and the
 * message of its ErrorResponse.
 */
export class ControlError extends SimulatorError {
  override readonly name = 'ControlError';
  readonly exitCode = 2;
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A ledger that moves: the scenario's history, then the live story appended as the clock advances, and the items
 * that control calls make. Append-only: an item once appended never changes, and new items come only after the
 * current end. The ledger after any sequence of calls is a pure function of the scenario, the seed and those calls
 * in order; the clock is an input (`advance`), never read here.
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
  private readonly staticUnassignIds: ReadonlyMap<string, string>;
  private readonly autopilot: Autopilot;
  private readonly times: CheckpointedTimes;
  private readonly stream: Stream;
  private readonly start: Micros;
  private moves!: Moves;
  private readonly slotOfOrdinal: SlotOfOrdinal = (ordinal) => this.storySlot(ordinal);
  private readonly limits: LiveLimits;
  /** The scenario's entries by name, built once. */
  private readonly baseEntryNames = new Map<string, AnsEntryRecord[]>();

  constructor(parts: LedgerParts, limits: Partial<LiveLimits> = {}) {
    const { ledger } = parts;
    this.limits = { maxControlItems: limits.maxControlItems ?? DEFAULT_MAX_CONTROL_ITEMS };
    for (const entries of ledger.ansEntries.values()) for (const entry of entries) pushTo(this.baseEntryNames, entry);
    this.base = ledger;
    this.plan = ledger.plan;
    this.seed = ledger.seed;
    this.world = ledger.world;
    this.registry = ledger.registry;
    this.staticUnassignIds = parts.unassignIds;
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
    this.allocations = new ComputedMap(
      (id) => this.allocation(id),
      () => this.allocationIds(),
    );
    this.ansEntries = new ComputedMap(
      (party) => {
        const entries = this.entriesOf(party);
        return entries.length > 0 ? entries : undefined;
      },
      () => new Set([...this.base.ansEntries.keys(), ...this.moves.entries.keys()]),
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
    this.moves = {
      segments: [],
      storySegments: [],
      storyCount: 0,
      total: this.base.timeline.total,
      migrationId: lastRange?.migrationId ?? 0,
      migrationFirst: lastRange?.first ?? this.start,
      last: this.start,
      latest: this.base.timeline.lastTime(),
      shift: 0,
      clock: this.base.now,
      calls: 0,
      allocations: new Map(),
      locations: new Map(),
      unassignIds: new Map(),
      entries: new Map(),
      entryNames: new Map(),
      migrations: 0,
      expired: new Set(),
    };
  }

  get timeline(): HistoryIndex {
    return this;
  }

  get total(): number {
    return this.moves.total;
  }

  /** The ledger's present: where the clock stands, never before the last item appended. */
  get now(): Micros {
    return this.moves.clock;
  }

  /** Items appended since the scenario's history ended. */
  get appended(): number {
    return this.moves.total - this.base.timeline.total;
  }

  get migrationId(): number {
    return this.moves.migrationId;
  }

  lastTime(): Micros | null {
    return this.moves.latest;
  }

  // --- the appended history -------------------------------------------------------------------------------------

  private nextStoryTime(): Micros {
    return this.times.timeOf(this.moves.storyCount) + this.moves.shift;
  }

  private appendStory(): void {
    const m = this.moves;
    const time = this.nextStoryTime();
    const tail = m.segments[m.segments.length - 1];
    if (
      tail?.kind === 'story' &&
      tail.shift === m.shift &&
      tail.migrationId === m.migrationId &&
      tail.firstOrdinal + tail.count === m.storyCount
    ) {
      tail.count++;
    } else {
      const segment = {
        kind: 'story' as const,
        firstIndex: m.total,
        firstOrdinal: m.storyCount,
        count: 1,
        migrationId: m.migrationId,
        shift: m.shift,
      };
      m.segments.push(segment);
      m.storySegments.push(segment);
    }
    m.storyCount++;
    m.total++;
    this.passed(time);
  }

  /** Appends the story's next `count` items in one go: what they are is worked out when read, not now. */
  private appendStories(count: number): void {
    if (count <= 0) return;
    this.appendStory();
    const m = this.moves;
    const tail = m.segments[m.segments.length - 1];
    if (count === 1 || tail?.kind !== 'story') return;
    tail.count += count - 1;
    m.storyCount += count - 1;
    m.total += count - 1;
    this.passed(this.times.timeOf(m.storyCount - 1) + m.shift);
  }

  private passed(time: Micros): void {
    const m = this.moves;
    m.last = time;
    if (m.latest === null || time > m.latest) m.latest = time;
  }

  /** The story's pairs stay whole: an allocation put in reassignment at once is never seen without its unassignment. */
  private finishPair(): void {
    while (this.moves.storyCount > 0 && this.autopilot.holdsNext(this.moves.storyCount - 1)) this.appendStory();
  }

  /** Appends `steps` items of the live story (one more if the last would split a pair). */
  advanceSteps(steps: number): number {
    if (!Number.isSafeInteger(steps) || steps < 0 || steps > MAX_APPEND) {
      throw new ControlError(400, `steps must be an integer from 0 to ${MAX_APPEND}, got ${steps}`);
    }
    const before = this.moves.total;
    this.appendStories(steps);
    this.finishPair();
    this.moves.clock = Math.max(this.moves.clock, this.moves.last);
    return this.moves.total - before;
  }

  /** Moves the clock on by `millis` of ledger time and appends the live story's items that fall due. */
  advanceMillis(millis: number): number {
    if (!Number.isFinite(millis) || millis < 0) {
      throw new ControlError(400, `millis must be a number of milliseconds, 0 or more, got ${millis}`);
    }
    const m = this.moves;
    const clock = m.clock + Math.floor(millis * 1000);
    // Counted before anything moves: a refused call appends nothing and leaves the clock where it was.
    const due = this.times.upperBound(m.storyCount, m.storyCount + MAX_APPEND + 1, clock - m.shift) - m.storyCount;
    if (due > MAX_APPEND) {
      throw new ControlError(
        400,
        `advancing ${millis} ms would append more than ${MAX_APPEND} items; advance in smaller steps`,
      );
    }
    const before = m.total;
    this.appendStories(due);
    this.finishPair();
    m.clock = Math.max(clock, m.last);
    return m.total - before;
  }

  /** Appends the item a control call makes, a moment after the current end, in the current migration. */
  appendItem(make: (slot: Slot, stream: Stream) => HistoryItem): Slot {
    this.roomForControl();
    const m = this.moves;
    const s = this.stream.child('control', m.calls);
    const time = m.last + 1 + s.int(0, this.plan.meanGapMicros);
    const slot: Slot = { index: m.total, migrationId: m.migrationId, recordTime: time };
    // A call that throws while making its item leaves no trace: not even a stream used up.
    const item = make(slot, s.child('item'));
    m.calls++;
    m.segments.push({ kind: 'item', slot, item });
    m.total++;
    // The story goes on after the item: its next record time moves on by the item's gap.
    m.shift += time - m.last;
    this.passed(time);
    m.clock = Math.max(m.clock, time);
    return slot;
  }

  /**
   * Starts the next migration: its record times begin before the current one's end, overlapping it as the
   * scenario's overlapPercent says, and every later item belongs to it.
   */
  startMigration(): { readonly migrationId: number; readonly firstRecordTime: Micros } {
    this.roomForControl();
    const m = this.moves;
    m.migrations++;
    const s = this.stream.child('migration', m.migrationId + 1);
    const span = m.last - m.migrationFirst;
    const first = m.last - Math.floor((span * this.plan.overlapPercent) / 100) + s.int(1, 1000);
    m.migrationId++;
    m.migrationFirst = first;
    m.last = first - 1;
    m.shift = first - this.times.timeOf(m.storyCount);
    return { migrationId: m.migrationId, firstRecordTime: first };
  }

  /** Control calls keep what they make until a reset: past the bound a call is refused before it changes anything. */
  private roomForControl(): void {
    const kept = this.moves.calls + this.moves.migrations;
    if (kept >= this.limits.maxControlItems) {
      throw new ControlError(
        409,
        `control calls keep at most ${this.limits.maxControlItems} items and migrations until a reset, and this ledger holds ${kept}: reset it (POST /_control/reset) or start with a larger --control-max-items (live.maxControlItems)`,
      );
    }
  }

  // --- positions ------------------------------------------------------------------------------------------------

  /** The appended segment holding a global index (which is past the scenario's history). */
  private segmentAt(index: number): Segment {
    return lastAtOrBelow(this.moves.segments, firstIndexOf, index) as Segment;
  }

  slot(index: number): Slot {
    if (index < this.base.timeline.total) return this.base.timeline.slot(index);
    const segment = this.segmentAt(index);
    if (segment.kind === 'item') return segment.slot;
    const ordinal = segment.firstOrdinal + (index - segment.firstIndex);
    return { index, migrationId: segment.migrationId, recordTime: this.times.timeOf(ordinal) + segment.shift };
  }

  private storySlot(ordinal: number): Slot {
    const segment = lastAtOrBelow(this.moves.storySegments, (s) => s.firstOrdinal, ordinal);
    if (!segment || ordinal >= segment.firstOrdinal + segment.count) {
      throw new Error(`live story ordinal ${ordinal} has not been appended`);
    }
    return {
      index: segment.firstIndex + (ordinal - segment.firstOrdinal),
      migrationId: segment.migrationId,
      recordTime: this.times.timeOf(ordinal) + segment.shift,
    };
  }

  /** Last (migration id, record time) of a segment. */
  private lastOf(segment: Segment): [number, Micros] {
    if (segment.kind === 'item') return [segment.slot.migrationId, segment.slot.recordTime];
    return [segment.migrationId, this.times.timeOf(segment.firstOrdinal + segment.count - 1) + segment.shift];
  }

  firstAfter(migrationId: number, recordTime: Micros): number {
    const fromBase = this.base.timeline.firstAfter(migrationId, recordTime);
    if (fromBase < this.base.timeline.total) return fromBase;
    const segments = this.moves.segments;
    const after = (segment: Segment): boolean => {
      const [m, t] = this.lastOf(segment);
      return m > migrationId || (m === migrationId && t > recordTime);
    };
    let low = 0;
    let high = segments.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (after(segments[mid] as Segment)) high = mid;
      else low = mid + 1;
    }
    const segment = segments[low];
    if (!segment) return this.moves.total;
    if (segment.kind === 'item') return segment.slot.index;
    if (segment.migrationId > migrationId) return segment.firstIndex;
    const end = segment.firstOrdinal + segment.count;
    const ordinal = this.times.upperBound(segment.firstOrdinal, end, recordTime - segment.shift);
    return segment.firstIndex + (ordinal - segment.firstOrdinal);
  }

  itemAt(index: number): HistoryItem {
    if (index < this.base.timeline.total) return this.base.itemAt(index);
    const segment = this.segmentAt(index);
    if (segment.kind === 'item') return segment.item;
    const ordinal = segment.firstOrdinal + (index - segment.firstIndex);
    return this.autopilot.item(ordinal, this.slot(index), this.slotOfOrdinal);
  }

  // --- state as of now ------------------------------------------------------------------------------------------

  /** An allocation by id, in its state as of now, wherever it came from. */
  allocation(id: string): Allocation | undefined {
    const moved = this.moves.allocations.get(id) ?? this.base.allocations.get(id);
    if (moved) return moved;
    const live = this.autopilot.allocationOf(id, this.moves.storyCount, this.slotOfOrdinal);
    return live?.allocation.allocationId === id ? live.allocation : undefined;
  }

  private *allocationIds(): Generator<string> {
    yield* this.base.allocations.keys();
    for (const id of this.moves.allocations.keys()) if (!this.base.allocations.has(id)) yield id;
    for (const { allocation } of this.autopilot.allocations(this.moves.storyCount, this.slotOfOrdinal)) {
      if (!this.moves.allocations.has(allocation.allocationId)) yield allocation.allocationId;
    }
  }

  location(contractId: string): ContractLocation {
    const moved = this.moves.locations.get(contractId);
    if (moved) return moved;
    const live = this.autopilot.allocationOf(contractId, this.moves.storyCount, this.slotOfOrdinal);
    return live?.locations.get(contractId) ?? this.base.location(contractId);
  }

  /** The unassign id of a contract in flight, whoever started its reassignment. */
  unassignIdOf(contractId: string): string | undefined {
    const known = this.moves.unassignIds.get(contractId) ?? this.staticUnassignIds.get(contractId);
    if (known) return known;
    const live = this.autopilot.allocationOf(contractId, this.moves.storyCount, this.slotOfOrdinal);
    if (!live || live.allocation.lockedAmulet.contractId !== contractId) return undefined;
    const life = this.autopilot.lifeOf(contractId);
    return life === null ? undefined : this.autopilot.unassignIdOf(life, this.slotOfOrdinal);
  }

  /** Records what a control call did to an allocation and the contracts it moved. */
  record(allocation: Allocation, locations: Readonly<Record<string, ContractLocation>>): void {
    this.moves.allocations.set(allocation.allocationId, allocation);
    for (const [cid, location] of Object.entries(locations)) this.moves.locations.set(cid, location);
  }

  rememberUnassign(contractId: string, unassignId: string): void {
    this.moves.unassignIds.set(contractId, unassignId);
  }

  /** A party's entries as of now that have not been archived; some may have expired (operation C filters them). */
  entriesOf(party: string): AnsEntryRecord[] {
    const m = this.moves;
    return [
      ...(this.base.ansEntries.get(party) ?? []),
      ...(m.entries.get(party) ?? []),
      ...this.autopilot.entriesOf(party, m.storyCount, m.clock, this.slotOfOrdinal),
    ].filter((e) => !m.expired.has(e.contract.contractId));
  }

  addEntry(entry: AnsEntryRecord): void {
    const entries = this.moves.entries.get(entry.user) ?? [];
    entries.push(entry);
    this.moves.entries.set(entry.user, entries);
    pushTo(this.moves.entryNames, entry);
  }

  /** The entries of that name, whoever holds them, that have neither expired by now nor been archived. */
  entriesNamed(name: string): AnsEntryRecord[] {
    const m = this.moves;
    return [
      ...(this.baseEntryNames.get(name) ?? []),
      ...(m.entryNames.get(name) ?? []),
      ...this.autopilot.entriesNamed(name, m.storyCount, this.slotOfOrdinal),
    ].filter((e) => e.expiresAt > m.clock && !m.expired.has(e.contract.contractId));
  }

  /** Whether a party holds an entry that has neither expired by now nor been archived. */
  hasEntry(party: string): boolean {
    const m = this.moves;
    const holds = (e: AnsEntryRecord): boolean => e.expiresAt > m.clock && !m.expired.has(e.contract.contractId);
    if ((this.base.ansEntries.get(party) ?? []).some(holds) || (m.entries.get(party) ?? []).some(holds)) return true;
    for (const entry of this.autopilot.unexpiredEntries(party, m.storyCount, m.clock, this.slotOfOrdinal)) {
      if (!m.expired.has(entry.contract.contractId)) return true;
    }
    return false;
  }

  /**
   * The allocations `state()` lists: the scenario's, every one a control call made or changed, and the live story's
   * latest STATE_LIVE_ALLOCATIONS. Not all of the story's: those grow with the history, and a state read must not.
   */
  *stateAllocations(): Generator<Allocation> {
    const moved = this.moves.allocations;
    for (const allocation of this.base.allocations.values()) if (!moved.has(allocation.allocationId)) yield allocation;
    const recent = this.autopilot.recentAllocations(this.moves.storyCount, STATE_LIVE_ALLOCATIONS, this.slotOfOrdinal);
    for (const allocation of recent) if (!moved.has(allocation.allocationId)) yield allocation;
    yield* moved.values();
  }

  archiveEntry(contractId: string): void {
    this.moves.expired.add(contractId);
  }
}

function pushTo(byName: Map<string, AnsEntryRecord[]>, entry: AnsEntryRecord): void {
  const list = byName.get(entry.name);
  if (list) list.push(entry);
  else byName.set(entry.name, [entry]);
}
