import type { LiveLedger } from '../ledger/live/live-ledger.js';
import { Refusal } from '../ledger/live/refusal.js';
import { formatRecordTime, type Micros } from '../ledger/time.js';
import {
  advancedTo,
  appendedTo,
  applied,
  callsOfRun,
  emptyLog,
  entriesOf,
  frozen,
  logOf,
  replay,
  type ChangeName,
  type Log,
  type LoggedCall,
  type Run,
} from './call-log.js';

/** Snapshots kept at most: past it, the oldest is dropped. */
export const MAX_SNAPSHOTS = 100;

/** MiB the snapshots' logs may hold together by default (`--snapshots-max-mb`, `live.maxSnapshotsMb`). */
export const DEFAULT_SNAPSHOTS_MB = 32;

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
  /**
   * A saved state to start from: its calls are replayed, and must end where it says (else `refused` is thrown); then
   * the calls of its log of calls that came after it (`then`), if any.
   */
  readonly restore?: SavedLog & {
    readonly then?: readonly LoggedCall[];
    readonly refused: (reason: string) => Error;
  };
  /** Writes a saved state (the edge: src/state-file.ts); without it, `save` is refused (409). */
  readonly save?: (log: SavedLog) => SavedStateInfo;
  /**
   * Makes the log durable (src/state-file.ts): the calls that changed the ledger are handed to it before the call
   * returns (a real clock's ticks with the next call that does), and it returns once they are on disk, or throws a
   * Refusal (`unwritable`) having kept none of them; a reset or a revert saves the whole log with `save`. It may
   * save the whole log itself (`whole`) when its file grows. A call it could not keep is undone.
   */
  readonly append?: (calls: readonly LoggedCall[], whole: () => SavedLog) => void;
  /** Bytes the snapshots' logs may hold together (DEFAULT_SNAPSHOTS_MB MiB by default). */
  readonly maxSnapshotBytes?: number;
}

interface Kept extends Standing {
  readonly id: string;
  readonly run: Run | null;
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

/** Bytes as a reader takes them in: exact below 64 KiB, else in KiB or MiB to a tenth. */
export function sizeText(bytes: number): string {
  if (bytes < 64 * 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 2 ** 20 ? [bytes / 1024, 'KiB'] : [bytes / 2 ** 20, 'MiB'];
  return `${value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/**
 * The log of the calls that changed a live ledger since its start or its last reset, and the snapshots taken of it
 * (docs/control.md, snapshots and saved states). A snapshot is a position in a log; a revert replays that log from
 * the scenario's start, which gives the ledger back byte for byte, and a new epoch, so that no page served before
 * is served from the cache after it. A revert keeps every snapshot, the one reverted to included: a test may
 * revert to it before each case. A reset keeps them too. Past MAX_SNAPSHOTS, or past the bytes their logs may hold
 * together, the oldest are dropped.
 */
export class Recorder {
  private log: Log = emptyLog;
  private readonly kept = new Map<string, Kept>();
  private taken = 0;
  /** The ledger's epoch the log belongs to: a reset (the control's, or the ledger's own) starts a new log. */
  private epoch: number;
  /** Bytes of the runs the snapshots hold, each run counted once however many hold it. */
  private held = 0;
  private readonly maxSnapshotBytes: number;
  /** Calls made but not yet handed to `append`: a real clock's ticks, until a call follows them. */
  private unwritten: LoggedCall[] = [];

  constructor(
    private readonly ledger: LiveLedger,
    private readonly change: (name: ChangeName, args: readonly unknown[]) => unknown,
    private readonly options: RecorderOptions = {},
  ) {
    this.epoch = ledger.epoch;
    this.maxSnapshotBytes = options.maxSnapshotBytes ?? DEFAULT_SNAPSHOTS_MB * 2 ** 20;
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
    try {
      applied(ledger, restore.then ?? [], change);
    } catch (error) {
      throw restore.refused(`the calls of its log do not replay after it: ${(error as Error).message}`);
    }
    this.log = { run: null, since: logOf([...restore.calls, ...(restore.then ?? [])]) };
    this.epoch = ledger.epoch;
  }

  /** The log of the ledger as it is: empty once it was reset since the last call logged. */
  private current(): Log {
    if (this.ledger.epoch !== this.epoch) {
      this.log = emptyLog;
      this.epoch = this.ledger.epoch;
    }
    return this.log;
  }

  /** A change made: logged with a copy of its arguments as JSON, which a caller changing them later cannot reach. */
  changed(name: ChangeName, args: readonly unknown[]): void {
    const given = args.slice(0, args.findLastIndex((arg) => arg !== undefined) + 1);
    const call: LoggedCall = { call: name, args: JSON.parse(JSON.stringify(given)) as unknown[] };
    const before = this.current();
    const unwritten = this.unwritten;
    this.log = { run: before.run, since: appendedTo(before.since, call) };
    this.unwritten = [...unwritten, call];
    this.flush(before, unwritten);
  }

  /**
   * An advance made, from where it began: logged by what it did, if it did anything. One a caller waits for
   * (`acknowledged`) is made durable before it returns; a real clock's tick waits for the next that is.
   */
  advanced(from: Standing, acknowledged = true): void {
    const before = this.current();
    const unwritten = this.unwritten;
    if (!sameStanding(from, standingOf(this.ledger))) {
      const call: LoggedCall = { call: 'advance', eventCount: this.ledger.total, now: this.ledger.now };
      this.log = { run: before.run, since: advancedTo(before.since, call.eventCount, call.now) };
      // Advances in a row are one: the file joins them too (call-log.ts, logOf).
      this.unwritten = unwritten.at(-1)?.call === 'advance' ? [...unwritten.slice(0, -1), call] : [...unwritten, call];
    }
    // Even one that did nothing answers with the present: the ticks before it are written.
    if (acknowledged) this.flush(before, unwritten);
  }

  /** Hands the calls not yet written to `append`; if it cannot keep them, the ledger goes back to `before`. */
  private flush(before: Log, unwritten: LoggedCall[]): void {
    const append = this.options.append;
    if (!append) {
      this.unwritten = [];
      return;
    }
    if (this.unwritten.length === 0) return;
    try {
      append(this.unwritten, () => this.savedLog());
      this.unwritten = [];
    } catch (error) {
      this.undo(before, unwritten);
      throw error;
    }
  }

  /** The ledger as the log `log` made it, with the calls `unwritten` not yet written: after a call not kept. */
  private undo(log: Log, unwritten: LoggedCall[]): void {
    replay(this.ledger, entriesOf(log), this.change);
    this.log = log;
    this.epoch = this.ledger.epoch;
    this.unwritten = unwritten;
  }

  /** With a durable log, the whole log saved after a reset or a revert; if it cannot be, the ledger goes back. */
  private saveWhole(before: Log, unwritten: LoggedCall[]): void {
    if (!this.options.append || !this.options.save) return;
    try {
      this.options.save(this.savedLog());
      this.unwritten = [];
    } catch (error) {
      this.undo(before, unwritten);
      throw error;
    }
  }

  /** Back to the scenario's start: the log is emptied (snapshots stay). */
  reset(): void {
    const before = this.current();
    const unwritten = this.unwritten;
    this.ledger.reset();
    this.log = emptyLog;
    this.epoch = this.ledger.epoch;
    this.saveWhole(before, unwritten);
  }

  /** Where the ledger stands now: for an advance to start from. */
  standing(): Standing {
    return standingOf(this.ledger);
  }

  snapshot(): string {
    const log = this.current();
    const run = log.since ? frozen(log.run, log.since) : log.run;
    if (run && run.bytesUpTo > this.maxSnapshotBytes) {
      throw new Refusal(
        'full',
        `a snapshot now would keep ${sizeText(run.bytesUpTo)} of logged calls, past the snapshots' budget of ${sizeText(this.maxSnapshotBytes)} (--snapshots-max-mb, live.maxSnapshotsMb): reset the ledger, whose log holds the calls since its last reset, or start with a larger budget; nothing changed`,
      );
    }
    this.log = { run, since: null };
    const id = String(++this.taken);
    this.kept.set(id, { id, run, ...standingOf(this.ledger) });
    this.hold(run);
    // A Map iterates in insertion order: the first key is the oldest. The new one alone fits, so it stays.
    while (this.kept.size > MAX_SNAPSHOTS || this.held > this.maxSnapshotBytes) {
      const oldest = this.kept.values().next().value as Kept;
      this.kept.delete(oldest.id);
      this.release(oldest.run);
    }
    return id;
  }

  /** A run is held by a snapshot: it, and the runs before it not held yet, are counted. */
  private hold(run: Run | null): void {
    for (let r = run; r; r = r.before) {
      if (++r.holders > 1) return;
      this.held += r.bytes;
    }
  }

  /** A run is no longer held by a snapshot: it, and the runs before it that nothing else holds, are not counted. */
  private release(run: Run | null): void {
    for (let r = run; r; r = r.before) {
      if (--r.holders > 0) return;
      this.held -= r.bytes;
    }
  }

  /** Bytes the snapshots' logs hold together: what `maxSnapshotBytes` bounds. */
  snapshotBytes(): number {
    return this.held;
  }

  snapshots(): SnapshotInfo[] {
    return [...this.kept.values()].map(infoOf);
  }

  revert(id: string): SnapshotInfo {
    const kept = this.kept.get(id);
    if (!kept) throw new Refusal('unknown', `no snapshot '${id}': ${this.known()}`);
    const before = this.current();
    const unwritten = this.unwritten;
    try {
      replay(this.ledger, callsOfRun(kept.run), this.change);
    } catch (error) {
      // A defect (the calls replayed were honoured once): leave the ledger at the start rather than half-way.
      this.ledger.reset();
      throw error;
    }
    this.log = { run: kept.run, since: null };
    this.epoch = this.ledger.epoch;
    const now = standingOf(this.ledger);
    if (!sameStanding(now, kept)) {
      // A replay that does not end where the snapshot stood is a defect of the simulator, not of the call.
      throw new Error(`reverting to snapshot ${id} gave ${describe(now)}, not the ${describe(kept)} it held`);
    }
    this.saveWhole(before, unwritten);
    return infoOf(kept);
  }

  /** The ids known, for the message of an unknown one: they are consecutive, the oldest dropped first. */
  private known(): string {
    const ids = [...this.kept.keys()];
    if (ids.length === 0) return 'none has been taken (control.snapshot(), POST /_control/snapshots)';
    const range = ids.length === 1 ? `'${ids[0]}'` : `'${ids[0]}' to '${ids[ids.length - 1]}'`;
    return `the snapshots known are ${range} (at most ${MAX_SNAPSHOTS} are kept, holding at most ${sizeText(this.maxSnapshotBytes)} of logged calls together, the oldest dropped first)`;
  }

  private savedLog(): SavedLog {
    return { calls: entriesOf(this.current()), end: standingOf(this.ledger) };
  }

  save(): SavedStateInfo {
    if (!this.options.save) {
      throw new Refusal(
        'conflict',
        'this simulator has no state file to save to: start it with --state FILE (live: { stateFile })',
      );
    }
    const info = this.options.save(this.savedLog());
    this.unwritten = [];
    return info;
  }
}

const infoOf = (kept: Kept): SnapshotInfo => ({
  id: kept.id,
  eventCount: kept.eventCount,
  migrationId: kept.migrationId,
  now: formatRecordTime(kept.now),
});
