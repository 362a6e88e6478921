import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runKit, type KitRun } from '../conformance/kit.js';
import { startSimulator, type Control, type Simulator } from '../src/index.js';

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

/** Applies a call; false when the ledger refused it. */
function apply(control: Control, call: Call): boolean {
  const state = control.state();
  const from = (ids: readonly string[]): string => ids[call.pick % Math.max(1, ids.length)] ?? 'none';
  const calls = [
    () => control.advance(call.steps),
    () => control.advance({ millis: call.steps * 60_000 }),
    () => control.startReassignment(from(state.knownAllocationIds)),
    () => control.completeReassignment(from(state.reassigningAllocationIds)),
    () => control.withdraw(from(state.knownAllocationIds)),
    () => control.createAllocation(),
    () => control.setNameEntry(from(state.partiesWithEntry), { name: `n${call.pick}.unverified.cns` }),
    () => control.expireNameEntry(from(state.partiesWithEntry), `n${call.pick}.unverified.cns`),
    () => control.startMigration(),
  ];
  try {
    (calls[call.kind % calls.length] as () => unknown)();
    return true;
  } catch (error) {
    // A refused call is a ControlError and changes nothing; anything else is a defect.
    if ((error as Error).name !== 'ControlError') throw error;
    return false;
  }
}

describe('the kit against a ledger that moves', () => {
  it('passes after any sequence of control calls', async () => {
    const call = fc.record({ kind: fc.nat(8), pick: fc.nat(50), steps: fc.integer({ min: 0, max: 400 }) });
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
