import type { ControlAdvance, ControlAllocation, ControlNameEntry } from '../schemas/types.js';
import {
  completeReassignment,
  createAllocation,
  expireNameEntry,
  setNameEntry,
  startReassignment,
  withdraw,
  type Appended,
} from '../ledger/live/changes.js';
import { ControlError, type LiveLedger } from '../ledger/live/live-ledger.js';
import { formatRecordTime, parseInstant } from '../ledger/time.js';
import { describeError, validate, type SchemaName } from '../schemas/registry.js';
import { profileOf, type Profile } from './profile.js';
import { failure, ok, type Reply } from './reply.js';

export type { Appended } from '../ledger/live/changes.js';

/** Where a live ledger stands after `advance`. */
export interface Advanced {
  /** Items appended by this call. */
  readonly appended: number;
  /** Items in the history now. */
  readonly eventCount: number;
  readonly migrationId: number;
  /** The ledger's present. */
  readonly now: string;
}

/**
 * Moves a live simulator from a test: the clock, allocations, name entries and migrations. Each call appends the
 * history items that its change implies (unassignments and assignments, exercises and archives, created events),
 * so that operations A to D stay coherent; a call the ledger cannot honour throws a `ControlError` and appends
 * nothing.
 */
export interface Control {
  /** Appends the live story's next `steps` items (a number, or `{ steps }`), or those due in `{ millis }` of ledger time. */
  advance(by: number | ControlAdvance): Advanced;
  /** Starts moving an allocation's locked holding to the app synchronizer: A answers 409 until it completes. */
  startReassignment(allocationId: string): Appended;
  /** Finishes a reassignment: A answers 200 again, disclosing the holding on the app synchronizer. */
  completeReassignment(allocationId: string): Appended;
  /** Withdraws an allocation: A answers 404 from then on. */
  withdraw(allocationId: string): Appended;
  /** A new active allocation; parties left out are picked from the ledger's. */
  createAllocation(options?: ControlAllocation): Appended & { readonly allocationId: string };
  /** A new name entry for a party (90 days long unless `expiresAt` says otherwise). */
  setNameEntry(party: string, entry: ControlNameEntry): Appended & { readonly contractId: string };
  /** Expires and archives a party's unexpired entry of that name. */
  expireNameEntry(party: string, name: string): Appended & { readonly contractId: string };
  /** Starts the next migration, overlapping the current one's end as the scenario says. */
  startMigration(): { readonly migrationId: number; readonly firstRecordTime: string };
  /** Back to the scenario's start: everything appended and every change is dropped. */
  reset(): void;
  /**
   * What `profile` prints, as of now; of the live story's allocations, the latest 64 (a state read costs the same
   * however long the history).
   */
  state(): Profile;
}

/** The value if it passes its schema, else a ControlError(400) that names the field and the rule. */
function checked<T>(schema: SchemaName, value: unknown, subject: string): T {
  const result = validate<T>(schema, value);
  if (result.ok) return result.value;
  const first = result.errors[0];
  throw new ControlError(400, first ? describeError(first, subject) : `${subject} is invalid`);
}

const partyOf = (party: unknown): string => checked<string>('party-id', party, 'party');

function allocationIdOf(id: unknown): string {
  if (typeof id !== 'string' || id === '') {
    throw new ControlError(400, `allocationId must be a non-empty string, got ${JSON.stringify(id) ?? 'nothing'}`);
  }
  return id;
}

/** The control of a live ledger. */
export function controlOf(ledger: LiveLedger): Control {
  return {
    advance: (by) => {
      const request = checked<ControlAdvance>(
        'control-advance',
        typeof by === 'number' ? { steps: by } : by,
        'advance',
      );
      const appended =
        request.steps !== undefined ? ledger.advanceSteps(request.steps) : ledger.advanceMillis(request.millis ?? 0);
      return {
        appended,
        eventCount: ledger.total,
        migrationId: ledger.migrationId,
        now: formatRecordTime(ledger.now),
      };
    },
    startReassignment: (id) => startReassignment(ledger, allocationIdOf(id)),
    completeReassignment: (id) => completeReassignment(ledger, allocationIdOf(id)),
    withdraw: (id) => withdraw(ledger, allocationIdOf(id)),
    createAllocation: (options = {}) =>
      createAllocation(ledger, checked<ControlAllocation>('control-allocation', options, 'options')),
    setNameEntry: (party, entry) => {
      const request = checked<ControlNameEntry>('control-name-entry', entry, 'entry');
      const expiresAt = request.expiresAt === undefined ? undefined : (parseInstant(request.expiresAt) ?? undefined);
      return setNameEntry(ledger, partyOf(party), {
        name: request.name,
        ...(request.url === undefined ? {} : { url: request.url }),
        ...(request.description === undefined ? {} : { description: request.description }),
        ...(expiresAt === undefined ? {} : { expiresAt }),
      });
    },
    expireNameEntry: (party, name) => {
      if (typeof name !== 'string' || name === '') throw new ControlError(400, 'name must be a non-empty string');
      return expireNameEntry(ledger, partyOf(party), name);
    },
    startMigration: () => {
      const started = ledger.startMigration();
      return { migrationId: started.migrationId, firstRecordTime: formatRecordTime(started.firstRecordTime) };
    },
    reset: () => ledger.reset(),
    state: () => profileOf(ledger, { allocations: ledger.stateAllocations(), hasEntry: (p) => ledger.hasEntry(p) }),
  };
}

/** A control call's answer over HTTP: its result as JSON, or its ControlError as an ErrorResponse. */
export function controlReply(call: () => unknown): Reply {
  try {
    return ok(call() ?? {});
  } catch (error) {
    if (error instanceof ControlError) return failure(error.status, error.message);
    throw error;
  }
}
