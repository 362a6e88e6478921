import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText } from '../src/app/request.js';
import { startSimulator } from '../src/index.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf, type Control } from '../src/operations/control.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { runMain } from './cli-process.js';
import { call } from './control-hardening-helpers.js';

// The snapshots' budget (README, budgets; docs/control.md, what snapshots keep): the logs of calls that snapshots
// keep, counted together, each run of calls once however many snapshots share it, by the code's own accounting: a
// run holds its lines of JSON (one byte a character here, all ASCII) and RUN_OVERHEAD.

/** What a run holds besides its text (docs/control.md, what snapshots keep). */
const RUN_OVERHEAD = 96;

/** What the log keeps of calls, as the lines of a run, and what they hold. */
const runBytes = (lines: readonly string[]): number =>
  RUN_OVERHEAD + lines.reduce((sum, line) => sum + line.length + 1, 0);

/** Some calls on a control, and the lines the log keeps of them. */
function someCalls(control: Control, allocations: number): string[] {
  const lines: string[] = [];
  for (let i = 0; i < allocations; i++) {
    const { eventCount, now } = control.advance(3);
    lines.push(JSON.stringify({ call: 'advance', eventCount, now }));
    control.createAllocation();
    lines.push('{"call":"createAllocation","args":[]}');
  }
  return lines;
}

/** Three snapshots: two on one branch of calls, one after a reset; the bytes each adds to what they hold. */
function threeSnapshots(maxSnapshotBytes: number): { control: Control; ids: string[]; bytes: number[] } {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'));
  const control = controlOf(ledger, { maxSnapshotBytes });
  const bytes: number[] = [];
  const ids: string[] = [];
  bytes.push(runBytes(someCalls(control, 4)));
  ids.push(control.snapshot());
  // On the same branch: the second holds the first's calls and its own, the first's counted once.
  bytes.push(runBytes(someCalls(control, 2)));
  ids.push(control.snapshot());
  control.reset();
  bytes.push(runBytes(someCalls(control, 3)));
  ids.push(control.snapshot());
  return { control, ids, bytes };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe("the snapshots' budget", () => {
  it('should keep snapshots whose logs fit it together, and drop the oldest until they fit when they would not', () => {
    const probe = threeSnapshots(2 ** 30);
    const total = sum(probe.bytes);
    // Just at the limit: all three kept.
    expect(
      threeSnapshots(total)
        .control.snapshots()
        .map((s) => s.id),
    ).toEqual(['1', '2', '3']);
    // One byte under: the oldest is dropped, which frees nothing (the second holds its calls), then the second.
    const under = threeSnapshots(total - 1);
    expect(under.control.snapshots().map((s) => s.id)).toEqual(['3']);
    expect(() => under.control.revert('1')).toThrow(
      /no snapshot '1': the snapshots known are '3' \(at most 100 are kept, holding at most \d+ bytes of logged calls together, the oldest dropped first\)/,
    );
    // A hundred snapshots of one log without a call between them add nothing to it.
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(ledger, {
      maxSnapshotBytes: runBytes(someCalls(controlOf(new LiveLedger(ledgerPartsOf('minimal'))), 4)),
    });
    someCalls(control, 4);
    for (let i = 0; i < 100; i++) control.snapshot();
    expect(control.snapshots()).toHaveLength(100);
  });

  it('should refuse, with 409 naming the budget, a snapshot whose log alone is past it, change nothing and go on', () => {
    const { bytes } = threeSnapshots(2 ** 30);
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(ledger, { maxSnapshotBytes: (bytes[2] as number) - 1 });
    const app = createApp({ ledger, control, cacheBytes: 0 });
    someCalls(control, 3);
    const total = ledger.total;
    const refused = call(app, { method: 'POST', path: '/snapshots', body: '{}' });
    expect(refused.status).toBe(409);
    expect(JSON.parse(bodyText(refused))).toEqual({
      error: `a snapshot now would keep ${bytes[2]} bytes of logged calls, past the snapshots' budget of ${(bytes[2] as number) - 1} bytes (--snapshots-max-mb, live.maxSnapshotsMb): reset the ledger, whose log holds the calls since its last reset, or start with a larger budget; nothing changed`,
    });
    expect(control.snapshots()).toEqual([]);
    expect(ledger.total).toBe(total);
    expect(call(app, { method: 'POST', path: '/advance', body: '{"steps":2}' }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/reset', body: '{}' }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/snapshots', body: '{}' }).status).toBe(200);
  });

  it('should be set with --snapshots-max-mb (live.maxSnapshotsMb), a number of MiB above 0', async () => {
    await expect(startSimulator({ live: { clock: 'manual', maxSnapshotsMb: 0 } })).rejects.toThrow(
      /live\.maxSnapshotsMb must be a number of MiB above 0/,
    );
    const cli = await runMain(['serve', '--live', '--snapshots-max-mb', '0']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/--snapshots-max-mb/);
    const sim = await startSimulator({ scenario: 'minimal', live: { clock: 'manual', maxSnapshotsMb: 0.001 } });
    try {
      sim.control.advance(1);
      for (let i = 0; i < 40; i++) sim.control.createAllocation();
      expect(() => sim.control.snapshot()).toThrow(/past the snapshots' budget of 1048 bytes/);
    } finally {
      await sim.close();
    }
  });
});
