import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runKit, type KitRun } from '../conformance/kit.js';
import { startSimulator, type Control, type Profile, type Simulator } from '../src/index.js';
import type { ControlName } from '../src/operations/control.js';

/** The checks that failed, could not run or saw too little, with what they saw: empty when the kit passes. */
const problems = (run: KitRun): string[] =>
  run.results
    .filter((r) => r.verdict === 'failed' || r.verdict === 'error' || r.verdict === 'inconclusive')
    .map((r) => `${r.id}: ${r.failure?.expected ?? ''} / ${r.failure?.received ?? r.reason ?? ''}`);

const kitAgainst = (sim: Simulator, runs: number): Promise<KitRun> =>
  runKit({
    target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
    runs,
    seed: 11,
  });

/** One control call, chosen by index among the ids the ledger holds now; calls it refuses are part of the test. */
type Call = { readonly kind: number; readonly pick: number; readonly steps: number };

/** The id at the call's pick among these, or `none` when there are none. */
const from = (ids: readonly string[], call: Call): string => ids[call.pick % Math.max(1, ids.length)] ?? 'none';

/** The ways each control call is made (a call without one does not compile): `advance` by steps and by time. */
const ways: { readonly [N in ControlName]: readonly ((control: Control, state: Profile, call: Call) => unknown)[] } = {
  advance: [
    (control, _s, call) => control.advance(call.steps),
    (control, _s, call) => control.advance({ millis: call.steps * 60_000 }),
  ],
  startReassignment: [(control, state, call) => control.startReassignment(from(state.knownAllocationIds, call))],
  completeReassignment: [
    (control, state, call) => control.completeReassignment(from(state.reassigningAllocationIds, call)),
  ],
  withdraw: [(control, state, call) => control.withdraw(from(state.knownAllocationIds, call))],
  createAllocation: [(control) => control.createAllocation()],
  setNameEntry: [
    (control, state, call) =>
      control.setNameEntry(from(state.partiesWithEntry, call), { name: `n${call.pick}.unverified.cns` }),
  ],
  expireNameEntry: [
    (control, state, call) =>
      control.expireNameEntry(from(state.partiesWithEntry, call), `n${call.pick}.unverified.cns`),
  ],
  startMigration: [(control) => control.startMigration()],
  reset: [(control) => control.reset()],
  state: [(control) => control.state()],
  snapshot: [(control) => control.snapshot()],
  snapshots: [(control) => control.snapshots()],
  revert: [(control, _s, call) => control.revert(String((call.pick % 4) + 1))],
  // Refused: these simulators have no state file.
  saveState: [(control) => control.saveState()],
};
const allWays = Object.values(ways).flat();

/** Applies a call; false when the ledger refused it. */
function apply(control: Control, call: Call): boolean {
  const state = control.state();
  try {
    allWays[call.kind % allWays.length]?.(control, state, call);
    return true;
  } catch (error) {
    // A refused call is a ControlError and changes nothing; anything else is a defect.
    if ((error as Error).name !== 'ControlError') throw error;
    return false;
  }
}

describe('the kit against a ledger that moves', () => {
  it('passes after any sequence of control calls', async () => {
    const call = fc.record({
      kind: fc.nat(allWays.length - 1),
      pick: fc.nat(50),
      steps: fc.integer({ min: 0, max: 400 }),
    });
    let applied = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 30 }), async (calls) => {
        const sim = await startSimulator({ scenario: 'minimal', live: { clock: 'manual' } });
        try {
          for (const c of calls) {
            if (apply(sim.control, c)) applied++;
            else refused++;
          }
          expect(problems(await kitAgainst(sim, 2))).toEqual([]);
        } finally {
          await sim.close();
        }
      }),
      { numRuns: 3, seed: 20261123 },
    );
    // The sequences did move the ledger: most calls were honoured.
    expect(applied).toBeGreaterThan(refused);
  });

  it('passes against a real clock at speed 1000 that moves during the run', async () => {
    // A minute between items at speed 1000: some 15 items a second, while the kit walks the history.
    const sim = await startSimulator({ scenario: 'minimal', live: { clock: 'real', speed: 1000 } });
    try {
      const before = sim.ledger.timeline.total;
      // One run: the checks that walk the history take seconds, long enough for the clock to move under them.
      const run = await kitAgainst(sim, 1);
      expect(problems(run)).toEqual([]);
      expect(run.results.filter((r) => r.verdict === 'skipped').map((r) => r.id)).toEqual([]);
      // It did move while the kit ran.
      expect(sim.ledger.timeline.total).toBeGreaterThan(before);
    } finally {
      await sim.close();
    }
  });
});
