import { createHash, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { AppendedFile, errorCode, linkTarget, Prepared, syncFolder, takeLock } from './durable-files.js';
import type { LedgerParts } from './ledger/ledger.js';
import type { LiveLedger } from './ledger/live/live-ledger.js';
import { Refusal } from './ledger/live/refusal.js';
import { formatRecordTime } from './ledger/time.js';
import { lineOf, type LoggedCall } from './operations/call-log.js';
import { clockedControlOf, type ClockedControl } from './operations/control.js';
import {
  callLogHead,
  readCallLog,
  readSavedState,
  savedStateText,
  SavedStateError,
  type CallLog,
  type Digest,
  type LoadedState,
  type StateIdentity,
} from './operations/saved-state.js';
import type { SavedLog, SavedStateInfo } from './operations/snapshots.js';
import { packageVersion } from '../common/package-root.js';
import { readSmallFile } from './small-file.js';

/** The largest state file read: a log of 10,000 control calls takes about 2 MB. */
const MAX_STATE_BYTES = 64 * 2 ** 20;
/** The log of calls is saved into the state file once it holds this much more than the state file itself. */
const COMPACT_AFTER_BYTES = 2 ** 20;

const sha256: Digest = (text) => createHash('sha256').update(text).digest('hex');

/** JSON with every object's keys sorted: the same content gives the same text, whatever order its file used. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
}

/** What a saved state of this ledger must match: this package's version, the scenario's name and content, the seed. */
export function identityOf(ledger: LiveLedger, parts: LedgerParts): StateIdentity {
  return {
    packageVersion,
    scenario: ledger.plan.name,
    scenarioSha256: sha256(canonical(parts.scenario)),
    seed: ledger.seed,
  };
}

/** A live simulator's control, its real clock's tick, and what it does when it closes. */
export interface LiveControl extends ClockedControl {
  /** Saves the state (with a state file) and lets the file go to another process. */
  close(): void;
  /** The state file the ledger started from, when it existed, and the calls replayed from it and its log. */
  readonly loaded?: { readonly file: string; readonly calls: number };
}

export interface LiveControlOptions {
  /** startSimulator's `live` option, whose `stateFile` names the state file, if any. */
  readonly live: unknown;
  /** Bytes the snapshots' logs may hold together. */
  readonly maxSnapshotBytes: number;
  /** Where to say what a start-up found (a log of calls gone on from, a torn record dropped). */
  readonly note: (line: string) => void;
}

/**
 * The control of a live ledger whose state lives in a file (`serve --state FILE`, `live: { stateFile }`), durably
 * (docs/control.md, what is durable when): every call that changes the ledger is appended to the log of calls
 * beside it (`FILE.log`) and on disk before it answers; a save (`saveState()`, a reset, a revert, closing, and the
 * start) writes the whole state to FILE and starts an empty log. If FILE exists, the ledger starts from it and the
 * log that goes on from it; a state saved from another scenario, seed, format or version, or changed since, is
 * refused with a SavedStateError (exit code 2), and so is a file another process has (`FILE.lock`). Without a file,
 * saving is refused (409).
 */
export function liveControlOf(ledger: LiveLedger, parts: LedgerParts, options: LiveControlOptions): LiveControl {
  const { maxSnapshotBytes } = options;
  const file = stateFileOf(options.live);
  if (file === undefined) return { ...clockedControlOf(ledger, { maxSnapshotBytes }), close: () => {} };
  const source = `state file ${file}`;
  let target: string;
  try {
    target = linkTarget(file);
  } catch (error) {
    throw new SavedStateError(`${source} cannot be followed to a file: ${errorCode(error)}`);
  }
  // A folder that is not there would refuse every write: said in its words, before a lock is tried there.
  const folder = dirname(target);
  if (!isFolder(folder)) throw new SavedStateError(`${source} cannot be written: no folder ${folder}`);
  const lockFile = `${target}.lock`;
  let lock;
  try {
    lock = takeLock(lockFile);
  } catch (error) {
    throw new SavedStateError(`${source} cannot be locked for this process (${lockFile}): ${errorCode(error)}`);
  }
  if ('holder' in lock) {
    throw new SavedStateError(
      `${source} is in use by ${lock.holder} (${lockFile}): one process at a time keeps a state; stop that one, or remove ${lockFile} if it is gone`,
    );
  }
  const { release } = lock;
  const identity = identityOf(ledger, parts);
  const keeper = new StateKeeper(file, target, identity);
  try {
    const state = loadedState(target, identity, source);
    const log = loadedLog(keeper.logFile, state?.logId ?? null, options.note, source);
    if (state === null && log !== null) {
      options.note(
        `${source}: its log of calls ${keeper.logFile} goes on from a saved state that is not there: not used`,
      );
    }
    const clocked = clockedControlOf(ledger, {
      maxSnapshotBytes,
      save: keeper.save,
      append: keeper.append,
      ...(state === null
        ? {}
        : {
            restore: {
              ...state,
              then: log?.kind === 'calls' ? log.calls : [],
              refused: (why: string) => new SavedStateError(`${source} ${why}`),
            },
          }),
    });
    // Saved at once: the state file holds every call so far (the log's too, after a crash), and an empty log of
    // calls goes on from it. A file that cannot be written is said now, not at the first call.
    let saved;
    try {
      saved = clocked.control.saveState();
    } catch (error) {
      throw new SavedStateError(`${source} cannot be written: ${(error as Error).message}`);
    }
    let closed = false;
    return {
      ...clocked,
      ...(state === null ? {} : { loaded: { file, calls: saved.calls } }),
      close: () => {
        if (closed) return;
        closed = true;
        try {
          clocked.control.saveState();
        } finally {
          keeper.close();
          release();
        }
      },
    };
  } catch (error) {
    keeper.close();
    release();
    throw error;
  }
}

/** The saved state in `target`, or null when there is none yet; refused (SavedStateError) when it cannot be one. */
function loadedState(target: string, identity: StateIdentity, source: string): LoadedState | null {
  const found = readSmallFile(target, MAX_STATE_BYTES);
  if (found.kind === 'unreadable' && found.reason === 'ENOENT') return null;
  if (found.kind !== 'text') {
    const why =
      found.kind === 'unreadable'
        ? `cannot be read: ${found.reason}`
        : found.kind === 'tooLarge'
          ? `is larger than a saved state may be (${found.size} bytes; at most ${MAX_STATE_BYTES})`
          : 'is not a regular file';
    throw new SavedStateError(`${source} ${why}`);
  }
  return readSavedState(found.text, identity, sha256, source);
}

/** The calls of the log of calls that go on from the state of `logId`, if there is such a log; said on `note`. */
function loadedLog(
  logFile: string,
  logId: string | null,
  note: (line: string) => void,
  source: string,
): CallLog | null {
  // The log is saved into the state once it holds COMPACT_AFTER_BYTES more: by then one record more (a request
  // body is at most 1 MiB) at most.
  const found = readSmallFile(logFile, MAX_STATE_BYTES + COMPACT_AFTER_BYTES + 2 * 2 ** 20);
  if (found.kind === 'unreadable' && found.reason === 'ENOENT') return null;
  const logSource = `${source}: its log of calls ${logFile}`;
  if (found.kind !== 'text') {
    throw new SavedStateError(
      `${logSource} ${found.kind === 'unreadable' ? `cannot be read: ${found.reason}` : found.kind === 'tooLarge' ? `is larger than one can be (${found.size} bytes)` : 'is not a regular file'}`,
    );
  }
  const log = readCallLog(found.text, logId, logSource);
  if (log.kind === 'calls' && log.torn) {
    note(
      `${logSource}: its last record was cut short (the process stopped while writing it, before that call answered): dropped`,
    );
  }
  if (log.kind === 'calls' && log.calls.length > 0) {
    note(
      `${logSource}: ${log.calls.length} records made after the state was last saved (the process stopped without saving): gone on from them`,
    );
  }
  return log;
}

/**
 * Writes a live ledger's state: the whole of it to the state file, and each call as it is made to the log of calls
 * beside it (`append`), which goes on from the state file of the same `logId`.
 */
class StateKeeper {
  readonly logFile: string;
  /** The log of calls being appended to; null when none is in place (the next call saves the whole state). */
  private log: AppendedFile | null = null;
  private stateBytes = 0;
  /** Closed with its simulator: the file may be another process's now. */
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly target: string,
    private readonly identity: StateIdentity,
  ) {
    this.logFile = `${target}.log`;
  }

  /**
   * Writes the state, and a new log of calls that goes on from it: the log is written first under a temporary
   * name, then the state is renamed into place (from then on it is the state), then the log (a crash in between
   * leaves the old log, which goes on from another state: not read).
   */
  save = (log: SavedLog): SavedStateInfo => {
    this.open();
    const logId = randomBytes(12).toString('hex');
    const text = savedStateText(this.identity, log, sha256, logId);
    // Whatever happens, the old log is not appended to again: it goes on from the old state.
    this.log?.close();
    this.log = null;
    let next: Prepared | null = null;
    try {
      // The log holds the calls the state does: it is as readable as the state file, and no more.
      next = Prepared.write(this.logFile, callLogHead(logId), this.target);
      const state = Prepared.write(this.target, text);
      state.close();
      state.commit();
    } catch (error) {
      next?.discard();
      throw new Refusal('unwritable', `could not write the state file ${this.file}: ${errorCode(error)}`);
    }
    this.stateBytes = text.length;
    let placed = true;
    try {
      next.commit();
    } catch {
      // The state is written; with no log in place, the next call saves it again with one.
      placed = false;
    }
    try {
      syncFolder(dirname(this.target));
    } catch (error) {
      next.discard();
      throw new Refusal(
        'unwritable',
        `the state file ${this.file} was written, but its folder could not be synced to disk: ${errorCode(error)}`,
      );
    }
    if (placed) this.log = new AppendedFile(next.open(), next.size);
    else next.discard();
    return {
      file: this.file,
      calls: log.calls.length,
      eventCount: log.end.eventCount,
      now: formatRecordTime(log.end.now),
    };
  };

  /** Appends calls to the log of calls, on disk before it returns; past its bound, saves the whole state instead. */
  append = (calls: readonly LoggedCall[], whole: () => SavedLog): void => {
    this.open();
    const log = this.log;
    if (log === null) {
      this.save(whole());
      return;
    }
    try {
      log.append(calls.map((call) => `${lineOf(call)}\n`).join(''));
    } catch (error) {
      // Whatever is at its end now is not to be appended after: the next call saves the whole state.
      log.close();
      this.log = null;
      throw new Refusal(
        'unwritable',
        `could not write the log of calls ${this.logFile} (${errorCode(error)}): the call was undone, nothing changed`,
      );
    }
    if (log.bytes > this.stateBytes + COMPACT_AFTER_BYTES) {
      try {
        this.save(whole());
      } catch {
        // The calls are on disk in the log: saved at a later call.
      }
    }
  };

  /** Refuses a write once closed. */
  private open(): void {
    if (this.closed) {
      throw new Refusal(
        'unwritable',
        `this simulator was closed, and its state file ${this.file} is written no more: the call was undone, nothing changed`,
      );
    }
  }

  close(): void {
    this.log?.close();
    this.log = null;
    this.closed = true;
  }
}

/** The state file of startSimulator's `live` option, if it names one: a path, not empty. */
function stateFileOf(live: unknown): string | undefined {
  const file = typeof live === 'object' && live !== null ? (live as { stateFile?: unknown }).stateFile : undefined;
  if (file === undefined || (typeof file === 'string' && file !== '')) return file;
  throw new SavedStateError(`live.stateFile must be a file's path, got ${JSON.stringify(file) ?? String(file)}`);
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
