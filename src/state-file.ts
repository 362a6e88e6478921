import { createHash } from 'node:crypto';
import { renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LedgerParts } from './ledger/ledger.js';
import type { LiveLedger } from './ledger/live/live-ledger.js';
import { Refusal } from './ledger/live/refusal.js';
import { formatRecordTime } from './ledger/time.js';
import { controlOf, type Control } from './operations/control.js';
import {
  readSavedState,
  savedStateText,
  SavedStateError,
  type Digest,
  type StateIdentity,
} from './operations/saved-state.js';
import type { SavedLog, SavedStateInfo } from './operations/snapshots.js';
import { packageVersion } from './package-root.js';
import { readSmallFile } from './small-file.js';

/** The largest state file read: a log of 10,000 control calls takes about 2 MB. */
const MAX_STATE_BYTES = 64 * 2 ** 20;

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

/** Writes a file whole or not at all: a temporary file beside it, renamed over it (a rename is atomic). */
function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Nothing was written, or it was renamed already.
    }
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Refusal('conflict', `could not write the state file ${file}: ${code}`);
  }
}

/**
 * The control of a live ledger whose state lives in `file` (`serve --state FILE`, `live: { stateFile }`): if the
 * file exists, the ledger starts from it (its calls replayed), and a state saved from another scenario, seed,
 * format or version, or changed since, is refused with a SavedStateError (exit code 2); if it does not, the ledger
 * starts fresh. `saveState()` writes it, whole or not at all. Without a file, saving is refused (409).
 */
export function liveControlOf(ledger: LiveLedger, parts: LedgerParts, live: unknown): Control {
  const file = stateFileOf(live);
  if (file === undefined) return controlOf(ledger);
  const identity = identityOf(ledger, parts);
  const source = `state file ${file}`;
  const save = (log: SavedLog): SavedStateInfo => {
    writeWhole(file, savedStateText(identity, log, sha256));
    return { file, calls: log.calls.length, eventCount: log.end.eventCount, now: formatRecordTime(log.end.now) };
  };
  const found = readSmallFile(file, MAX_STATE_BYTES);
  if (found.kind === 'unreadable' && found.reason === 'ENOENT') {
    // Fresh: written later. A folder that is not there would refuse every save; say so now.
    const folder = dirname(file);
    if (!isFolder(folder)) throw new SavedStateError(`${source} cannot be written: no folder ${folder}`);
    return controlOf(ledger, { save });
  }
  if (found.kind !== 'text') {
    const why =
      found.kind === 'unreadable'
        ? `cannot be read: ${found.reason}`
        : found.kind === 'tooLarge'
          ? `is larger than a saved state may be (${found.size} bytes; at most ${MAX_STATE_BYTES})`
          : 'is not a regular file';
    throw new SavedStateError(`${source} ${why}`);
  }
  const log = readSavedState(found.text, identity, sha256, source);
  return controlOf(ledger, { save, restore: { ...log, refused: (why) => new SavedStateError(`${source} ${why}`) } });
}

/** The state file of startSimulator's `live` option, if it names one: a path, not empty. */
function stateFileOf(live: unknown): string | undefined {
  const file = typeof live === 'object' && live !== null ? (live as { stateFile?: unknown }).stateFile : undefined;
  if (file === undefined || (typeof file === 'string' && file !== '')) return file;
  throw new SavedStateError(`live.stateFile must be a file's path, got ${JSON.stringify(file) ?? String(file)}`);
}

/** Writes the saved state of a simulator with a state file as it stops (`close()`: SIGTERM and SIGINT on `serve`). */
export async function saveAtClose(control: Control, live: unknown): Promise<void> {
  if (stateFileOf(live) !== undefined) control.saveState();
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
