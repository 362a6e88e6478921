import { createHash } from 'node:crypto';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { Refusal } from '../src/ledger/live/refusal.js';
import { lineOf } from '../src/operations/call-log.js';
import { ControlError } from '../src/operations/control-error.js';
import { clockedControlOf, type ClockedControl } from '../src/operations/control.js';
import {
  callLogHead,
  readCallLog,
  readSavedState,
  savedStateText,
  type StateIdentity,
} from '../src/operations/saved-state.js';
import { ledgerPartsOf } from '../src/scenario-file.js';

// A durable log of calls (docs/control.md, what is durable when) against what a crash must leave: after every
// command, a ledger started from what is "on disk" (the text of the state file and of its log of calls, as
// src/state-file.ts writes them) stands where the real one stood after its last call that returned. A real clock's
// ticks return to no caller: what they did may be lost, until a call after them returns. A write that fails undoes
// its call, which throws a ControlError 503 and changes nothing.

const parts = ledgerPartsOf('minimal');
const identity: StateIdentity = { packageVersion: 'test', scenario: 'minimal', scenarioSha256: 'x', seed: 7 };
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What the files hold: the state's text and its log's, as the edge writes them, and whether the next write fails. */
interface Disk {
  state: string;
  log: string;
  failNext: boolean;
  saves: number;
}

interface Real {
  readonly ledger: LiveLedger;
  readonly clocked: ClockedControl;
  readonly disk: Disk;
  /** Where the real ledger stood after its last call that returned. */
  acknowledged: unknown;
}

const standing = (ledger: LiveLedger, clocked: ClockedControl): unknown => [
  ledger.total,
  ledger.migrationId,
  ledger.now,
  clocked.control.state(),
];

function failed(disk: Disk): boolean {
  if (!disk.failNext) return false;
  disk.failNext = false;
  return true;
}

function realSide(): Real {
  const ledger = new LiveLedger(parts, { maxControlItems: 8 });
  const disk: Disk = { state: '', log: '', failNext: false, saves: 0 };
  let ids = 0;
  const clocked = clockedControlOf(ledger, {
    save: (log) => {
      if (failed(disk)) throw new Refusal('unwritable', 'no room to save');
      const logId = String(++ids);
      disk.state = savedStateText(identity, log, sha256, logId);
      disk.log = callLogHead(logId);
      disk.saves++;
      return { file: 'disk', calls: log.calls.length, eventCount: log.end.eventCount, now: '' };
    },
    append: (calls) => {
      if (failed(disk)) throw new Refusal('unwritable', 'no room to append');
      disk.log += calls.map((call) => `${lineOf(call)}\n`).join('');
    },
  });
  clocked.control.saveState();
  return { ledger, clocked, disk, acknowledged: standing(ledger, clocked) };
}

/** The ledger a start from the disk gives. */
function fromDisk(disk: Disk): unknown {
  const ledger = new LiveLedger(parts, { maxControlItems: 8 });
  const state = readSavedState(disk.state, identity, sha256, 'state');
  const log = readCallLog(disk.log, state.logId, 'log');
  const clocked = clockedControlOf(ledger, {
    restore: {
      ...state,
      then: log.kind === 'calls' ? log.calls : [],
      refused: (why) => new Error(why),
    },
  });
  return standing(ledger, clocked);
}

/**
 * A call a caller waits for: when it returns, what it changed is on disk, with the ticks before it; when a write
 * fails, it throws 503 and changed nothing. A snapshot changes nothing that is saved (snapshots are not).
 */
class Call implements fc.Command<object, Real> {
  constructor(
    readonly label: string,
    readonly make: (real: Real) => unknown,
    readonly changes = true,
  ) {}
  check = (): boolean => true;
  run(_model: object, real: Real): void {
    const before = standing(real.ledger, real.clocked);
    try {
      this.make(real);
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      if (error.status === 503) expect(standing(real.ledger, real.clocked)).toEqual(before);
      // A refused call (409, 404) changed nothing, and wrote nothing that matters.
      return crashCheck(real);
    }
    if (this.changes) real.acknowledged = standing(real.ledger, real.clocked);
    crashCheck(real);
  }
  toString = (): string => this.label;
}

function crashCheck(real: Real): void {
  expect(fromDisk(real.disk)).toEqual(real.acknowledged);
}

class Tick implements fc.Command<object, Real> {
  constructor(readonly millis: number) {}
  check = (): boolean => true;
  run(_model: object, real: Real): void {
    real.clocked.tick(this.millis);
    crashCheck(real);
  }
  toString = (): string => `tick(${this.millis})`;
}

class FailNext implements fc.Command<object, Real> {
  check = (): boolean => true;
  run(_model: object, real: Real): void {
    real.disk.failNext = true;
  }
  toString = (): string => 'failNextWrite';
}

const pick = <T>(items: readonly T[], n: number): T | undefined => items[n % Math.max(1, items.length)];

const commands = [
  fc.constant(new Call('allocate', (r) => r.clocked.control.createAllocation())),
  fc
    .nat()
    .map(
      (n) =>
        new Call(`withdraw(${n})`, (r) =>
          r.clocked.control.withdraw(pick(r.clocked.control.state().knownAllocationIds, n) ?? 'x'),
        ),
    ),
  fc.nat(30).map((steps) => new Call(`advance(${steps})`, (r) => r.clocked.control.advance(steps))),
  fc
    .integer({ min: 1, max: 200_000 })
    .map((millis) => new Call(`advance({millis: ${millis}})`, (r) => r.clocked.control.advance({ millis }))),
  fc.integer({ min: 1, max: 200_000 }).map((millis) => new Tick(millis)),
  fc.constant(new Call('migrate', (r) => r.clocked.control.startMigration())),
  fc.constant(new Call('snapshot', (r) => r.clocked.control.snapshot(), false)),
  fc
    .nat()
    .map(
      (n) =>
        new Call(`revert(${n})`, (r) => r.clocked.control.revert(pick(r.clocked.control.snapshots(), n)?.id ?? 'x')),
    ),
  fc.constant(new Call('reset', (r) => r.clocked.control.reset())),
  fc.constant(new Call('save', (r) => r.clocked.control.saveState())),
  fc.constant(new FailNext()),
];

describe('a durable log of calls', () => {
  test('should answer a call it could not write with 503, and undo it', () => {
    const real = realSide();
    real.clocked.control.advance(3);
    const before = standing(real.ledger, real.clocked);
    real.disk.failNext = true;
    expect(() => real.clocked.control.createAllocation()).toThrow(
      expect.objectContaining({ name: 'ControlError', status: 503, message: 'no room to append' }),
    );
    expect(standing(real.ledger, real.clocked)).toEqual(before);
    real.disk.failNext = true;
    expect(() => real.clocked.control.reset()).toThrow(expect.objectContaining({ status: 503 }));
    expect(standing(real.ledger, real.clocked)).toEqual(before);
    real.clocked.control.createAllocation();
    expect(fromDisk(real.disk)).toEqual(standing(real.ledger, real.clocked));
  });

  test.prop([fc.commands(commands, { maxCommands: 30, size: 'max' })], { numRuns: 30 })(
    'should leave on disk, at every moment, the ledger as it stood after its last call that returned',
    (cmds) => {
      fc.modelRun(() => ({ model: {}, real: realSide() }), cmds);
    },
  );
});
