import type { ControlAdvance, ControlAllocation, ControlNameEntry } from '../../common/schemas/types.js';
import {
  completeReassignment,
  createAllocation,
  expireNameEntry,
  setNameEntry,
  startReassignment,
  withdraw,
  type Appended,
} from '../ledger/live/changes.js';
import { Refusal, type LiveLedger } from '../ledger/live/live-ledger.js';
import { ControlError, inControlTerms } from './control-error.js';
import { formatRecordTime, LAST_RFC3339_TEXT, parseInstant } from '../ledger/time.js';
import { describeError, validate, type SchemaName } from '../../common/schemas/registry.js';
import { profileOf, type Profile } from './profile.js';
import { failure, ok, type Reply } from './reply.js';
import { changeNames, type ChangeName } from './call-log.js';
import { Recorder, type RecorderOptions, type SavedStateInfo, type SnapshotInfo } from './snapshots.js';

export type { Appended } from '../ledger/live/changes.js';
export type { SavedStateInfo, SnapshotInfo } from './snapshots.js';

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
  /** Back to the scenario's start: everything appended and every change is dropped (snapshots stay). */
  reset(): void;
  /**
   * What `profile` prints, as of now; of the live story's allocations, the latest 64 (a state read costs the same
   * however long the history).
   */
  state(): Profile;
  /**
   * Marks where the ledger stands, and returns the mark's id for `revert`. 100 are kept, their logs within
   * `live.maxSnapshotsMb` together: past either, the oldest are dropped; one whose own log is past it throws 409.
   */
  snapshot(): string;
  /** The snapshots kept, oldest first. */
  snapshots(): SnapshotInfo[];
  /**
   * Puts the ledger back exactly as it was at the snapshot: the items and changes made since are gone, and pages,
   * answers and the present are what they were then. Every snapshot stays, this one included. Unknown id: 404.
   */
  revert(id: string): SnapshotInfo;
  /**
   * Writes the whole saved state to the state file the simulator was started with (`--state`), and empties its
   * log of calls (docs/control.md, what is durable when); 409 without one, 503 when it cannot be written.
   */
  saveState(): SavedStateInfo;
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

function snapshotIdOf(id: unknown): string {
  if (typeof id !== 'string' || id === '') {
    throw new ControlError(
      400,
      `id must be a snapshot's id, a non-empty string, got ${JSON.stringify(id) ?? 'nothing'}`,
    );
  }
  return id;
}

/** What a tick of a real clock appends at most when more fell due: a million items a second at ten ticks. */
export const MAX_STEPS_PER_TICK = 100_000;

/** The control of a live ledger, and the tick of a real clock (src/live-clock.ts), which moves it without a caller. */
export interface ClockedControl {
  readonly control: Control;
  /**
   * Moves the ledger on by `millis` of ledger time, as a real clock does: logged, but written to the log of calls
   * only with the next call a caller waits for (a tick is not one). More items due than a tick appends: it appends
   * MAX_STEPS_PER_TICK and lags behind. Past the last present there is (the end of time): it stops there, and
   * returns what to say of it, once; else null.
   */
  tick(millis: number): string | null;
}

/** The control of a live ledger (`clockedControlOf` without its clock's tick). */
export const controlOf = (ledger: LiveLedger, options: RecorderOptions = {}): Control =>
  clockedControlOf(ledger, options).control;

/**
 * The control of a live ledger. The calls that change it are logged (operations/snapshots.ts): a snapshot is a
 * place in the log, and a saved state (`options.restore`, `options.save`) is the log.
 */
export function clockedControlOf(ledger: LiveLedger, options: RecorderOptions = {}): ClockedControl {
  const changes: Pick<Control, ChangeName> = {
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
  };
  const change = (name: ChangeName, args: readonly unknown[]): unknown =>
    (changes[name] as (...given: readonly unknown[]) => unknown)(...args);
  const recorder = new Recorder(ledger, change, options);
  const logged =
    (name: ChangeName) =>
    (...args: unknown[]) => {
      const result = change(name, args);
      recorder.changed(name, args);
      return result;
    };
  const control: Control = {
    advance: (by) => {
      const request = checked<ControlAdvance>(
        'control-advance',
        typeof by === 'number' ? { steps: by } : by,
        'advance',
      );
      const from = recorder.standing();
      const appended =
        request.steps !== undefined ? ledger.advanceSteps(request.steps) : ledger.advanceMillis(request.millis ?? 0);
      recorder.advanced(from);
      return {
        appended,
        eventCount: ledger.total,
        migrationId: ledger.migrationId,
        now: formatRecordTime(ledger.now),
      };
    },
    ...(Object.fromEntries(changeNames.map((name) => [name, logged(name)])) as Pick<Control, ChangeName>),
    reset: () => recorder.reset(),
    state: () => profileOf(ledger, { allocations: ledger.stateAllocations(), hasEntry: (p) => ledger.hasEntry(p) }),
    snapshot: () => recorder.snapshot(),
    snapshots: () => recorder.snapshots(),
    revert: (id) => recorder.revert(snapshotIdOf(id)),
    saveState: () => recorder.save(),
  };
  let ended = false;
  const tick = (millis: number): string | null => {
    if (ended) return null;
    const from = recorder.standing();
    ended = ticked(ledger, millis);
    recorder.advanced(from, false);
    return ended
      ? `the ledger's time reached ${formatRecordTime(ledger.now)}, the last present it has (its items' times stay before ${LAST_RFC3339_TEXT}, the last instant RFC 3339 can write): the real clock stops`
      : null;
  };
  // The ledger refuses in its own terms (src/ledger/live/refusal.ts); here they become statuses.
  return {
    control: Object.fromEntries(
      Object.entries(control).map(([name, call]) => [name, inControlTerms(call as (...args: unknown[]) => unknown)]),
    ) as unknown as Control,
    tick,
  };
}

/**
 * A tick's advance: the items due in `millis`; MAX_STEPS_PER_TICK of them when more fell due than one call may
 * append (a tiny gap at a huge speed: the ledger lags behind the clock rather than stop serving); up to the last
 * present there is when that comes first, and then true.
 */
function ticked(ledger: LiveLedger, millis: number): boolean {
  const refused = refusalOf(() => ledger.advanceMillis(millis));
  if (refused === null) return false;
  if (refused === 'end' && refusalOf(() => ledger.advanceToEnd()) === null) return true;
  if (refusalOf(() => ledger.advanceSteps(MAX_STEPS_PER_TICK)) === null) return false;
  // Fewer than MAX_STEPS_PER_TICK items are left before the end: all of them.
  ledger.advanceToEnd();
  return true;
}

/** Null when `move` moved the ledger, else why it refused (the end of time, or too many items at once). */
function refusalOf(move: () => unknown): 'end' | 'invalid' | null {
  try {
    move();
    return null;
  } catch (error) {
    if (error instanceof Refusal && (error.reason === 'end' || error.reason === 'invalid')) return error.reason;
    throw error;
  }
}

/** A control call: the name of one of `Control`'s methods. */
export type ControlName = keyof Control;

/**
 * How a control call is made over HTTP (`serve --control`): its method and path under `/_control` (a `:name`
 * segment is a parameter, percent-decoded), whether it reads a JSON body (an empty one stands for `{}`), and the
 * call it makes with the path's parameters and the body.
 */
export interface ControlCall<N extends ControlName> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly hasBody: boolean;
  readonly invoke: (control: Control, params: Readonly<Record<string, string>>, body: unknown) => ControlAnswer<N>;
}

/** What a call answers over HTTP: what it returns in-process, but a JSON object where that is a bare id. */
export type ControlAnswer<N extends ControlName> = N extends 'snapshot' ? SnapshotInfo : ReturnType<Control[N]>;

const param = (params: Readonly<Record<string, string>>, name: string): string => params[name] ?? '';

/** One entry per method of `Control`: a method without its entry, or an entry without its method, does not compile. */
export type ControlCalls = { readonly [N in ControlName]: ControlCall<N> };

/**
 * Every control call, declared once: the HTTP routes (app/control-routes.ts) and the refusals of a simulator that
 * stands still (`refusingControl`) are made from it. In the order of docs/test-server.md's table, which a test holds
 * to it.
 */
export const controlCalls: ControlCalls = {
  advance: {
    method: 'POST',
    path: '/advance',
    hasBody: true,
    invoke: (c, _p, body) => c.advance(body as ControlAdvance),
  },
  startReassignment: {
    method: 'POST',
    path: '/allocations/:allocationId/start-reassignment',
    hasBody: true,
    invoke: (c, p) => c.startReassignment(param(p, 'allocationId')),
  },
  completeReassignment: {
    method: 'POST',
    path: '/allocations/:allocationId/complete-reassignment',
    hasBody: true,
    invoke: (c, p) => c.completeReassignment(param(p, 'allocationId')),
  },
  withdraw: {
    method: 'POST',
    path: '/allocations/:allocationId/withdraw',
    hasBody: true,
    invoke: (c, p) => c.withdraw(param(p, 'allocationId')),
  },
  createAllocation: {
    method: 'POST',
    path: '/allocations',
    hasBody: true,
    invoke: (c, _p, body) => c.createAllocation(body as ControlAllocation),
  },
  setNameEntry: {
    method: 'POST',
    path: '/name-entries/:party',
    hasBody: true,
    invoke: (c, p, body) => c.setNameEntry(param(p, 'party'), body as ControlNameEntry),
  },
  expireNameEntry: {
    method: 'POST',
    path: '/name-entries/:party/:name/expire',
    hasBody: true,
    invoke: (c, p) => c.expireNameEntry(param(p, 'party'), param(p, 'name')),
  },
  startMigration: { method: 'POST', path: '/migrations', hasBody: true, invoke: (c) => c.startMigration() },
  reset: { method: 'POST', path: '/reset', hasBody: true, invoke: (c) => c.reset() },
  state: { method: 'GET', path: '/state', hasBody: false, invoke: (c) => c.state() },
  snapshot: {
    method: 'POST',
    path: '/snapshots',
    hasBody: true,
    invoke: (c) => {
      const id = c.snapshot();
      return c.snapshots().find((s) => s.id === id) as SnapshotInfo;
    },
  },
  snapshots: { method: 'GET', path: '/snapshots', hasBody: false, invoke: (c) => c.snapshots() },
  revert: {
    method: 'POST',
    path: '/snapshots/:id/revert',
    hasBody: true,
    invoke: (c, p) => c.revert(param(p, 'id')),
  },
  saveState: { method: 'POST', path: '/state', hasBody: true, invoke: (c) => c.saveState() },
};

/** The names of the control calls, in `controlCalls`' order. */
export const controlNames = Object.keys(controlCalls) as readonly ControlName[];

/** A control whose every call is `refuse`: that of a simulator that stands still. */
export function refusingControl(refuse: () => never): Control {
  // Filled below with every name of `controlCalls`, which has one entry per method of Control.
  const control = {} as Record<ControlName, () => never>;
  for (const name of controlNames) control[name] = refuse;
  return control;
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
