import type { LiveLedger } from '../ledger/live/live-ledger.js';
import { Refusal } from '../ledger/live/refusal.js';
import { formatRecordTime, type Micros } from '../ledger/time.js';
import {
  advancedTo,
  appendedTo,
  callsOf,
  logOf,
  replay,
  type ChangeName,
  type LoggedCall,
  type LogNode,
} from './call-log.js';

/** Snapshots kept at most: past it, the oldest is dropped. */
export const MAX_SNAPSHOTS = 100;

/** Where a live ledger stands: its check value, which a replay of its log must give again. */
export interface Standing {
  readonly eventCount: number;
  readonly migrationId: number;
  readonly now: Micros;
}

/** A snapshot as `snapshot()`, `snapshots()` and `revert()` describe it: its id and where the ledger stood. */
export interface SnapshotInfo {
  readonly id: string;
  /** Items in the history at the snapshot. */
  readonly eventCount: number;
  readonly migrationId: number;
  /** The ledger's present at the snapshot. */
  readonly now: string;
}

/** The calls a saved state holds, and where they leave the ledger. */
export interface SavedLog {
  readonly calls: readonly LoggedCall[];
  readonly end: Standing;
}

/** What `saveState()` answers: where it wrote, and what. */
export interface SavedStateInfo {
  readonly file: string;
  /** Entries of the log written (advances in a row are one). */
  readonly calls: number;
  readonly eventCount: number;
  readonly now: string;
}

export interface RecorderOptions {
  /** A saved state to start from: its calls are replayed, and must end where it says (else `refused` is thrown). */
  readonly restore?: SavedLog & { readonly refused: (reason: string) => Error };
  /** Writes a saved state (the edge: src/state-file.ts); without it, `save` is refused (409). */
  readonly save?: (log: SavedLog) => SavedStateInfo;
}

interface Kept extends Standing {
  readonly id: string;
  readonly log: LogNode | null;
}

const standingOf = (ledger: LiveLedger): Standing => ({
  eventCount: ledger.total,
  migrationId: ledger.migrationId,
  now: ledger.now,
});

const sameStanding = (a: Standing, b: Standing): boolean =>
  a.eventCount === b.eventCount && a.migrationId === b.migrationId && a.now === b.now;

const describe = (s: Standing): string =>
  `${s.eventCount} items, migration ${s.migrationId}, now ${formatRecordTime(s.now)}`;

/**
 * The log of the calls that changed a live ledger since its start or its last reset, and the snapshots taken of it
 * (docs/control.md, snapshots and saved states). A snapshot is a position in a log; a revert replays that log from
 * the scenario's start, which gives the ledger back byte for byte, and a new epoch, so that no page served before
 * is served from the cache after it. A revert keeps every snapshot, the one reverted to included: a test may
 * revert to it before each case. A reset keeps them too. Past MAX_SNAPSHOTS, the oldest is dropped.
 */
export class Recorder {
  private log: LogNode | null = null;
  private readonly kept = new Map<string, Kept>();
  private taken = 0;
  /** The ledger's epoch the log belongs to: a reset (the control's, or the ledger's own) starts a new log. */
  private epoch: number;

  constructor(
    private readonly ledger: LiveLedger,
    private readonly change: (name: ChangeName, args: readonly unknown[]) => unknown,
    private readonly options: RecorderOptions = {},
  ) {
    this.epoch = ledger.epoch;
    const restore = options.restore;
    if (!restore) return;
    try {
      replay(ledger, restore.calls, change);
    } catch (error) {
      throw restore.refused(`its calls do not replay on this ledger: ${(error as Error).message}`);
    }
    const end = standingOf(ledger);
    if (!sameStanding(end, restore.end)) {
      throw restore.refused(`its calls replay to ${describe(end)}, not to the ${describe(restore.end)} it says`);
    }
    this.log = logOf(restore.calls);
    this.epoch = ledger.epoch;
  }

  /** The log of the ledger as it is: empty once it was reset since the last call logged. */
  private current(): LogNode | null {
    if (this.ledger.epoch !== this.epoch) {
      this.log = null;
      this.epoch = this.ledger.epoch;
    }
    return this.log;
  }

  /** A change made: logged with a copy of its arguments as JSON, which a caller changing them later cannot reach. */
  changed(name: ChangeName, args: readonly unknown[]): void {
    const given = args.slice(0, args.findLastIndex((arg) => arg !== undefined) + 1);
    this.log = appendedTo(this.current(), { call: name, args: JSON.parse(JSON.stringify(given)) as unknown[] });
  }

  /** An advance made, from where it began: logged by what it did, if it did anything. */
  advanced(from: Standing): void {
    const log = this.current();
    if (!sameStanding(from, standingOf(this.ledger))) this.log = advancedTo(log, this.ledger.total, this.ledger.now);
  }

  /** Where the ledger stands now: for an advance to start from. */
  standing(): Standing {
    return standingOf(this.ledger);
  }

  snapshot(): string {
    const id = String(++this.taken);
    this.kept.set(id, { id, log: this.current(), ...standingOf(this.ledger) });
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.kept.size > MAX_SNAPSHOTS) this.kept.delete(this.kept.keys().next().value as string);
    return id;
  }

  snapshots(): SnapshotInfo[] {
    return [...this.kept.values()].map(infoOf);
  }

  revert(id: string): SnapshotInfo {
    const kept = this.kept.get(id);
    if (!kept) throw new Refusal('unknown', `no snapshot '${id}': ${this.known()}`);
    try {
      replay(this.ledger, callsOf(kept.log), this.change);
    } catch (error) {
      // A defect (the calls replayed were honoured once): leave the ledger at the start rather than half-way.
      this.ledger.reset();
      throw error;
    }
    this.log = kept.log;
    this.epoch = this.ledger.epoch;
    const now = standingOf(this.ledger);
    if (!sameStanding(now, kept)) {
      // A replay that does not end where the snapshot stood is a defect of the simulator, not of the call.
      throw new Error(`reverting to snapshot ${id} gave ${describe(now)}, not the ${describe(kept)} it held`);
    }
    return infoOf(kept);
  }

  /** The ids known, for the message of an unknown one: they are consecutive, the oldest dropped first. */
  private known(): string {
    const ids = [...this.kept.keys()];
    if (ids.length === 0) return 'none has been taken (control.snapshot(), POST /_control/snapshots)';
    const range = ids.length === 1 ? `'${ids[0]}'` : `'${ids[0]}' to '${ids[ids.length - 1]}'`;
    return `the snapshots known are ${range} (at most ${MAX_SNAPSHOTS} are kept, the oldest dropped first)`;
  }

  save(): SavedStateInfo {
    if (!this.options.save) {
      throw new Refusal(
        'conflict',
        'this simulator has no state file to save to: start it with --state FILE (live: { stateFile })',
      );
    }
    return this.options.save({ calls: callsOf(this.current()), end: standingOf(this.ledger) });
  }
}

const infoOf = (kept: Kept): SnapshotInfo => ({
  id: kept.id,
  eventCount: kept.eventCount,
  migrationId: kept.migrationId,
  now: formatRecordTime(kept.now),
});
