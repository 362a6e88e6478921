import type { LiveLedger } from '../ledger/live/live-ledger.js';
import type { Micros } from '../ledger/time.js';

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
 * The log's last entry, with the entries before it. Nodes never change: a snapshot holds its log by holding a node,
 * and a log that goes on after a revert shares the nodes before the snapshot with the log it left.
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

/** A log of `calls`, in order, as they are (advances in a row are not joined). */
export const logOf = (calls: readonly LoggedCall[]): LogNode | null =>
  calls.reduce<LogNode | null>((log, call) => appendedTo(log, call), null);

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
  for (const call of calls) {
    if (call.call === 'advance') ledger.restoreAdvance(call.eventCount, call.now);
    else change(call.call, call.args);
  }
}
