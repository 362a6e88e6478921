import type { LiveLedger } from '../ledger/live/live-ledger.js';
import { formatRecordTime, parseInstant, type Micros } from '../ledger/time.js';

/** The control calls that change the ledger besides `advance`: each appends an item or starts a migration. */
export const changeNames = [
  'startReassignment',
  'completeReassignment',
  'withdraw',
  'createAllocation',
  'setNameEntry',
  'expireNameEntry',
  'startMigration',
] as const;

export type ChangeName = (typeof changeNames)[number];

/**
 * A call that changed the ledger, as the log keeps it: a change with its arguments (JSON, as they were given), or
 * an advance by what it did, the history's length and the present after it. The ledger is a function of its
 * scenario, seed and these (docs/control.md, snapshots and saved states).
 */
export type LoggedCall =
  | { readonly call: 'advance'; readonly eventCount: number; readonly now: Micros }
  | { readonly call: ChangeName; readonly args: readonly unknown[] };

/**
 * A call as a line of JSON: how a saved state lists it, how the log of calls beside it appends it, and how a
 * snapshot keeps it (`Run`). An advance's present is an RFC 3339 record time.
 */
export function lineOf(call: LoggedCall): string {
  return JSON.stringify(
    call.call === 'advance' ? { call: 'advance', eventCount: call.eventCount, now: formatRecordTime(call.now) } : call,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The call a line's parsed JSON holds, or null when it holds none. */
export function callOf(value: unknown): LoggedCall | null {
  if (!isRecord(value)) return null;
  if (value['call'] === 'advance') {
    const now = typeof value['now'] === 'string' ? parseInstant(value['now']) : null;
    return isCount(value['eventCount']) && now !== null
      ? { call: 'advance', eventCount: value['eventCount'], now }
      : null;
  }
  const name = changeNames.find((n) => n === value['call']);
  const args = value['args'];
  return name !== undefined && Array.isArray(args) ? { call: name, args } : null;
}

/**
 * The log's last entry, with the entries before it. Nodes never change: a log that goes on shares the nodes before
 * with the log it came from.
 */
export interface LogNode {
  readonly call: LoggedCall;
  readonly before: LogNode | null;
  /** Entries up to this one. */
  readonly length: number;
}

/** The log with one entry more. */
export const appendedTo = (log: LogNode | null, call: LoggedCall): LogNode => ({
  call,
  before: log,
  length: (log?.length ?? 0) + 1,
});

/**
 * The log after an advance to `eventCount` items with the present at `now`. Advances in a row are one entry, by
 * what they did in all: a real clock's ten ticks a second add nothing to the log, whose length so stays at most
 * one advance per change, plus one (changes are bounded by maxControlItems until a reset).
 */
export function advancedTo(log: LogNode | null, eventCount: number, now: Micros): LogNode {
  const call: LoggedCall = { call: 'advance', eventCount, now };
  return log?.call.call === 'advance' ? { call, before: log.before, length: log.length } : appendedTo(log, call);
}

/** The log's entries, first to last. */
export function callsOf(log: LogNode | null): LoggedCall[] {
  const calls: LoggedCall[] = [];
  for (let node = log; node; node = node.before) calls.push(node.call);
  return calls.reverse();
}

/** A log of `calls`, in order, advances in a row joined as one. */
export const logOf = (calls: readonly LoggedCall[]): LogNode | null =>
  calls.reduce<LogNode | null>(
    (log, call) => (call.call === 'advance' ? advancedTo(log, call.eventCount, call.now) : appendedTo(log, call)),
    null,
  );

/** What a run costs besides its text's characters: the string's header and the run's own fields. */
export const RUN_OVERHEAD = 96;

/**
 * Entries of the log frozen by a snapshot: their lines as one text, laid out in one place, after the run before
 * them. Snapshots hold runs, and share them: a snapshot taken after another on the same branch of calls adds a run
 * of the calls made in between, however many came before. What a run holds is its text (docs/control.md, what
 * snapshots keep).
 */
export interface Run {
  /** Its entries' lines (`lineOf`), each ending with a newline. */
  readonly text: string;
  readonly before: Run | null;
  /** Entries up to the end of this run. */
  readonly length: number;
  /** What this run holds in bytes: its text (one byte a character, two if any is past U+00FF), and RUN_OVERHEAD. */
  readonly bytes: number;
  /** What this run and every run before it hold. */
  readonly bytesUpTo: number;
  /** The snapshots and counted runs after it that hold it: it is counted while one does (Recorder). */
  holders: number;
}

/** The run of `log`'s entries after `run`: the log frozen where it stands. */
export function frozen(run: Run | null, log: LogNode): Run {
  const text = callsOf(log)
    .map((call) => `${lineOf(call)}\n`)
    .join('');
  const bytes = RUN_OVERHEAD + text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);
  return {
    text,
    before: run,
    length: (run?.length ?? 0) + log.length,
    bytes,
    bytesUpTo: (run?.bytesUpTo ?? 0) + bytes,
    holders: 0,
  };
}

/** The entries of a run and those before it, first to last. */
export function callsOfRun(run: Run | null): LoggedCall[] {
  const runs: Run[] = [];
  for (let r = run; r; r = r.before) runs.push(r);
  return runs.reverse().flatMap((r) =>
    r.text
      .slice(0, -1)
      .split('\n')
      .map((line) => callOf(JSON.parse(line)) as LoggedCall),
  );
}

/**
 * The log of a ledger: the runs that snapshots froze, and the entries since the last of them. A snapshot freezes
 * the entries since into a run; a revert goes back to a snapshot's run, with no entries since.
 */
export interface Log {
  readonly run: Run | null;
  readonly since: LogNode | null;
}

export const emptyLog: Log = { run: null, since: null };

/** A log's entries, first to last, advances in a row joined as one (a run may end with one, and `since` begin with one). */
export function entriesOf(log: Log): LoggedCall[] {
  return callsOf(logOf([...callsOfRun(log.run), ...callsOf(log.since)]));
}

/**
 * Replays calls on a ledger from the scenario's start, in order: a change by making it again (`change`, which throws
 * the ledger's refusal), an advance by what it did. The same calls give the same ledger, byte for byte: everything
 * the ledger holds is a function of the calls before it (docs/style.md, determinism).
 */
export function replay(
  ledger: LiveLedger,
  calls: readonly LoggedCall[],
  change: (name: ChangeName, args: readonly unknown[]) => unknown,
): void {
  ledger.reset();
  applied(ledger, calls, change);
}

/** Makes calls on a ledger where it stands, in order, as `replay` does after its reset. */
export function applied(
  ledger: LiveLedger,
  calls: readonly LoggedCall[],
  change: (name: ChangeName, args: readonly unknown[]) => unknown,
): void {
  for (const call of calls) {
    if (call.call === 'advance') ledger.restoreAdvance(call.eventCount, call.now);
    else change(call.call, call.args);
  }
}
