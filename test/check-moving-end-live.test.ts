import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STILL } from '../conformance/checks/d-moving-end.js';
import { factsFromProfile } from '../conformance/history/facts.js';
import { runKit, type KitOptions } from '../conformance/kit.js';
import { startSimulator, type Simulator } from '../src/index.js';

/**
 * d-moving-end run by the kit against the simulator: live with a manual clock that each of the check's pauses moves on
 * (runKit's pause: no test waits), and standing still. test/check-moving-end.test.ts tests its verify and its fault.
 */

describe('d-moving-end against the simulator', () => {
  let live: Simulator;
  let still: Simulator;
  beforeAll(async () => {
    [live, still] = await Promise.all([
      startSimulator({ scenario: 'minimal', live: { clock: 'manual' } }),
      startSimulator({ scenario: 'minimal' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([live.close(), still.close()]);
  });

  const targetOf = (sim: Simulator): KitOptions['target'] => ({
    registry: sim.urls.registry,
    validator: sim.urls.validator,
    scan: sim.urls.scan,
  });

  it.each(['spec', 'splice'] as const)(
    'should pass a live ledger whose end moves at each pause, in the %s dialect',
    async (dialect) => {
      let pauses = 0;
      const run = await runKit({
        target: targetOf(live),
        dialect,
        checks: ['d-moving-end', 'd-encodings-agree', 'd-encodings-fields-agree', 'd-stable-history'],
        movingEnd: true,
        pause: () => {
          pauses++;
          live.control.advance(5);
          return Promise.resolve();
        },
      });
      expect(run.results.map((r) => `${r.id} ${r.verdict} ${r.failure?.received ?? r.reason ?? ''}`)).toEqual(
        run.results.map((r) => `${r.id} passed `),
      );
      expect(pauses).toBe(3);
      expect(run.results[0]?.evidence?.examined).toBeGreaterThan(0);
    },
  );

  it('should be skipped, for the kit has nothing to judge, where the end stands still; a run with --fail-on-skip passes', async () => {
    const run = await runKit({
      target: targetOf(still),
      checks: ['d-moving-end'],
      failOnSkip: true,
      pause: () => Promise.reject(new Error('no pause where the end did not move')),
    });
    expect(run.results[0]?.verdict).toBe('skipped');
    expect(run.results[0]?.reason).toBe(`1 answer held nothing the kit could judge, only: ${STILL}`);
    expect(run.exitCode).toBe(0);
  });

  it('should watch a live end that moved since the map, untold', async () => {
    let pauses = 0;
    const run = await runKit({
      target: targetOf(live),
      facts: factsFromProfile(live.profile, 'simulator'),
      checks: ['d-moving-end'],
      // The first pause is the kit's own: the map reads the end, then the end moves before the check reads it.
      pause: () => {
        pauses++;
        live.control.advance(2);
        return Promise.resolve();
      },
      onProgress: (event) => {
        if (event.kind === 'check') live.control.advance(1);
      },
    });
    expect(run.results[0]?.verdict, run.results[0]?.reason).toBe('passed');
    expect(pauses).toBe(3);
  });
});
