import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKit } from '../conformance/kit.js';
import { parseSweepPlace } from '../conformance/sweep/range.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { runMain } from './cli-process.js';

/**
 * The sweep (docs/kit.md, the sweep and the time budget): the whole history in both encodings, stopped and resumed
 * from the place it prints, a finding of its own replayed by a sweep from there, and the options' refusals.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ scenario: 'default' });
});
afterAll(() => sim.close());

const target = () => ({ registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan });

describe('check --sweep', () => {
  it('should read the whole history in both encodings, every item judged in each', async () => {
    const run = await runKit({ target: target(), checks: ['d-item-parts', 'd-encodings-agree'], sweep: true, runs: 1 });
    // In the order of the checks' list, whatever the selection's.
    expect(run.results.map((r) => [r.id, r.verdict])).toEqual([
      ['d-encodings-agree', 'passed'],
      ['d-item-parts', 'passed'],
    ]);
    expect(run.sweep).toMatchObject({ kind: 'sweep', complete: true, from: null });
    expect(run.sweep?.stopped).toBeUndefined();
    // Every item of the 5,400 judged in both encodings; the pairs compared credited to the encodings' check.
    expect(run.items.judged).toBe(2 * 5400);
    expect(run.results[1]?.evidence?.examined).toBe(2 * 5400);
    expect(run.results[0]?.evidence?.examined).toBeGreaterThanOrEqual(5000);
    expect(run.report.sweep?.complete).toBe(true);
  });

  it('should stop at its next page when told, say where to resume, and resume there to the end', async () => {
    const stop = new AbortController();
    const first = await runKit({
      target: target(),
      checks: ['d-item-parts'],
      sweep: true,
      runs: 1,
      signal: stop.signal,
      onProgress: (event) => {
        if (event.kind === 'sweep') stop.abort();
      },
    });
    expect(first.sweep).toMatchObject({ complete: false, stopped: 'interrupted', pages: 1, items: 1000 });
    const resume = parseSweepPlace(first.sweep?.resume ?? '');
    expect(resume).not.toBeNull();
    const rest = await runKit({
      target: target(),
      checks: ['d-item-parts'],
      sweep: true,
      runs: 1,
      ...(resume ? { sweepFrom: resume } : {}),
    });
    expect(rest.sweep).toMatchObject({ complete: true, from: first.sweep?.resume, items: 4400 });
  });

  it('should read no further than its range', async () => {
    const run = await runKit({
      target: target(),
      checks: ['d-item-parts'],
      sweep: true,
      runs: 1,
      sweepFrom: { migrationId: 1 },
      sweepTo: { migrationId: 1 },
    });
    expect(run.sweep?.complete).toBe(true);
    expect(run.sweep?.through?.startsWith('2,')).toBe(true);
  });

  it('should fail a pair of one item that disagrees, and replay it with a sweep from its page', async () => {
    const faulted = await startSimulator({ scenario: 'default', faults: ['d-encodings-fields-agree@index:2500'] });
    try {
      const urls = faulted.urls;
      const run = await runKit({
        target: { registry: urls.registry, validator: urls.validator, scan: urls.scan },
        checks: ['d-encodings-fields-agree'],
        sweep: true,
        runs: 1,
      });
      const failure = run.results[0]?.failure;
      expect(failure?.expected).toMatch(/effective_at the same in both encodings/);
      // Item 2500 lies in migration 1: the replay sweeps from the cursor of its page, through that page, no further.
      expect(failure?.replay).toMatch(
        / --sweep --sweep-from 1,\S+Z --sweep-to 1,\S+Z --checks d-encodings-fields-agree --seed 1$/,
      );
      const replay = (failure?.replay ?? '').split(' ');
      const [from, to] = ['--sweep-from', '--sweep-to'].map((o) =>
        parseSweepPlace(replay[replay.indexOf(o) + 1] ?? ''),
      );
      const again = await runKit({
        target: { registry: urls.registry, validator: urls.validator, scan: urls.scan },
        checks: ['d-encodings-fields-agree'],
        runs: 1,
        sweep: true,
        ...(from ? { sweepFrom: from } : {}),
        ...(to ? { sweepTo: to } : {}),
      });
      expect(again.results[0]?.failure?.received).toBe(failure?.received);
      expect(again.sweep).toMatchObject({ complete: true, pages: 1 });
    } finally {
      await faulted.close();
    }
  });

  it('should read on after the checks with what is left of the time budget, and not without one', async () => {
    const budget = await runKit({ target: target(), checks: ['d-item-parts'], timeBudgetSeconds: 600, runs: 1 });
    expect(budget.sweep).toMatchObject({ kind: 'budget', complete: true });
    expect(budget.items.judged).toBe(2 * 5400);
    const none = await runKit({ target: target(), checks: ['d-item-parts'], runs: 1 });
    expect(none.sweep).toBeUndefined();
  });

  it('should refuse a range without --sweep, and a place that is none, in one line', async () => {
    const base = sim.urls.registry;
    const alone = await runMain(['check', '--base-url', base, '--sweep-from', '1']);
    expect([alone.code, alone.stderr]).toEqual([
      2,
      'token-registry-kit: --sweep-from needs --sweep; add --sweep or leave --sweep-from out\n',
    ]);
    const bad = await runMain(['check', '--base-url', base, '--sweep', '--sweep-to', 'one']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /^token-registry-kit: --sweep-to must be a migration id, or a migration id and an RFC 3339 record time like 1,2025-01-06T09:00:00.000000Z, got "one"\n$/,
    );
  });
});
