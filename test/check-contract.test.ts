import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { defineCheck, failure, judged, warning, type Answers } from '../conformance/check.js';
import type { Exchange } from '../conformance/client/client.js';
import { defaultKitConfig } from '../conformance/config/config.js';
import { factsFromProfile } from '../conformance/history/facts.js';
import { eventsRequest } from '../conformance/client/requests.js';
import { openSession, runCheck, type Session } from '../conformance/run/runner.js';
import { exitCodeOf } from '../conformance/run/results.js';
import { startSimulator, type Simulator } from '../src/index.js';

/**
 * The contract between a check and the runner: verify receives every answer the check asks for,
 * or it does not run and the check is an error; a missing answer never passes.
 */

let sim: Simulator;
let session: Session;

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
  session = await openSession(
    {
      ...defaultKitConfig,
      target: { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan },
    },
    factsFromProfile(sim.profile, 'simulator'),
  );
});

afterAll(async () => {
  session.close();
  await sim.close();
});

/** A check over one page of D that counts its probes and its verifies; `answer` decides what the probe returns. */
function pageCheck(answer: (page: Exchange) => { page?: Exchange; next?: Exchange }) {
  const calls = { probe: 0, verify: 0, seen: [] as Exchange[] };
  const check = defineCheck({
    id: 'contract-page',
    title: 'A page and the next',
    operation: 'D',
    groups: ['scan'],
    // Inputs that shrink (towards 1): a runner that tried the probe again on smaller inputs would show it.
    examples: () => [7],
    inputs: () => fc.integer({ min: 1, max: 10 }),
    asks: ['page', 'next'],
    probe: async (pageSize, ctx) => {
      calls.probe++;
      return answer(await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize })));
    },
    evidence: { of: 'pages' },
    verify: (_pageSize, { page, next }) => {
      calls.verify++;
      calls.seen.push(page, next);
      return judged(page.status === 200 ? [] : [failure('200', String(page.status), page)]);
    },
  });
  return { check, calls };
}

describe('runCheck', () => {
  it('should record an error, not a pass, when the probe returns no answer', async () => {
    const { check, calls } = pageCheck(() => ({}));

    const result = await runCheck(check, session);

    expect(result.verdict).toBe('error');
    expect(result.reason).toBe(
      'the probe brought back no answer for page, next (the check asks for page, next): ' +
        'a defect of the kit, not of the target',
    );
    expect(calls.verify).toBe(0);
  });

  it('should name the one answer missing when the probe returns fewer than the check asks for', async () => {
    const { check, calls } = pageCheck((page) => ({ page }));

    const result = await runCheck(check, session);

    expect(result.verdict).toBe('error');
    expect(result.reason).toMatch(/^the probe brought back no answer for next \(the check asks for page, next\)/);
    expect(result.failure).toBeUndefined();
    expect(calls.verify).toBe(0);
  });

  it('should not probe again, on shrunk inputs, once an answer is missing', async () => {
    const { check, calls } = pageCheck(() => ({}));

    await runCheck(check, session);

    expect(calls.probe).toBe(1);
  });

  it('should hand verify every answer, as the probe returned it, when none is missing', async () => {
    const { check, calls } = pageCheck((page) => ({ page, next: page }));

    const result = await runCheck(check, session);

    expect(result.verdict).toBe('passed');
    expect(calls.verify).toBe(calls.probe);
    expect(calls.seen.length).toBe(2 * calls.probe);
    expect(calls.seen.every((e) => e.status === 200 && e.request.url.endsWith('/v0/events'))).toBe(true);
  });
});

describe('runCheck, of evidence in a form the kit does not read', () => {
  const UNREADABLE = 'a page in a form the kit reads';
  /** A check over one page of D whose verify reads none of it, and says so with `said` (or nothing). */
  const unreadingCheck = (said: string | null) =>
    defineCheck({
      id: 'contract-unreadable',
      title: 'A page read in a form the kit does not know',
      operation: 'D',
      groups: ['scan'],
      examples: () => [1],
      inputs: () => fc.constant(1),
      asks: ['page'],
      probe: async (pageSize, ctx) => ({ page: await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize })) }),
      evidence: { of: 'pages read' },
      unjudgeable: UNREADABLE,
      verify: (_pageSize, { page }) => judged(said === null ? [] : [warning(said, 'another form', page)], 0),
    });

  it('should skip, not call inconclusive, a check that met only evidence it cannot read, and say why', async () => {
    const result = await runCheck(unreadingCheck(UNREADABLE), session);

    expect(result.verdict).toBe('skipped');
    // The kit's want, not the run's set-up: --fail-on-skip does not make it fail the run, as a plain skip does.
    expect(exitCodeOf({ results: [result], failOnSkip: true })).toBe(0);
    const plainSkip = { ...result };
    delete plainSkip.unjudgeable;
    expect(exitCodeOf({ results: [plainSkip], failOnSkip: true })).toBe(1);
    expect(result.reason).toMatch(
      /^\d+ answers? held nothing the kit could judge, only: a page in a form the kit reads$/,
    );
  });

  it('should still call inconclusive a check that examined nothing and met nothing unreadable', async () => {
    expect((await runCheck(unreadingCheck(null), session)).verdict).toBe('inconclusive');
    expect((await runCheck(unreadingCheck('another warning'), session)).verdict).toBe('inconclusive');
  });
});

describe('Check', () => {
  it('should give verify answers with no optional member', () => {
    expectTypeOf<Answers<'page' | 'next'>>().toEqualTypeOf<{ readonly page: Exchange; readonly next: Exchange }>();
  });
});
