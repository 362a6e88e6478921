import { describe, expect, it } from 'vitest';
import { bodyText } from '../src/app/request.js';
import { ControlError, startSimulator } from '../src/index.js';
import { MAX_APPEND, STATE_LIVE_ALLOCATIONS } from '../src/ledger/live/live-ledger.js';
import { runMain } from './cli-process.js';
import { call, liveApp, snapshot } from './control-hardening-helpers.js';

describe('control calls keep a bounded amount', () => {
  it('should refuse a call past maxControlItems with 409 naming the bound, change nothing, and take calls again after a reset', () => {
    const { ledger, control, app } = liveApp({ maxControlItems: 5 });
    for (let i = 0; i < 4; i++)
      expect(call(app, { method: 'POST', path: '/allocations', body: '{}' }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/migrations' }).status).toBe(200);
    const before = snapshot(ledger, control);
    for (const path of ['/allocations', '/migrations']) {
      const refused = call(app, { method: 'POST', path, body: '{}' });
      expect(refused.status).toBe(409);
      expect(JSON.parse(bodyText(refused))).toEqual({
        error: expect.stringMatching(/at most 5 items.*--control-max-items/),
      });
    }
    expect(() => control.createAllocation()).toThrow(ControlError);
    expect(snapshot(ledger, control)).toBe(before);
    // The live story is not a control call's: advancing still works at the bound.
    expect(call(app, { method: 'POST', path: '/advance', body: '{"steps":100}' }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/reset' }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/allocations', body: '{}' }).status).toBe(200);
  });

  it('should refuse a bound that is not a positive integer', async () => {
    await expect(startSimulator({ live: { clock: 'manual', maxControlItems: 0 } })).rejects.toThrow(/maxControlItems/);
    const cli = await runMain(['serve', '--live', '--control-max-items', '0']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/--control-max-items/);
  });
});

describe('a state read', () => {
  it("should list the scenario's allocations, the control calls' and only the latest live ones, however long the history", () => {
    const { ledger, control } = liveApp();
    const start = control.state();
    const listed = (s: typeof start): number =>
      s.knownAllocationIds.length + s.reassigningAllocationIds.length + s.withdrawnAllocationIds.length;
    control.advance(MAX_APPEND);
    control.advance(MAX_APPEND);
    const made = control.createAllocation().allocationId;
    const state = control.state();
    expect(state.eventCount).toBe(ledger.timeline.total);
    expect(state.knownAllocationIds).toContain(made);
    expect(listed(state)).toBeLessThanOrEqual(listed(start) + STATE_LIVE_ALLOCATIONS + 1);
    // The latest live allocation is among them, and A knows it.
    expect(listed(state)).toBeGreaterThan(listed(start) + 1);
  });

  it("should find a name taken without going through every party's entries", () => {
    const { ledger, control } = liveApp();
    const party = control.state().partiesWithEntry[0] as string;
    for (let i = 0; i < 50; i++) control.setNameEntry(party, { name: `n${i}.unverified.cns` });
    // Going through the entries of every party (what took 4 ms a call at 20 k entries) is what must not happen.
    Object.defineProperty(ledger, 'ansEntries', {
      get: () => {
        throw new Error('went through every entry');
      },
    });
    expect(() => control.setNameEntry(party, { name: 'n7.unverified.cns' })).toThrow(/is taken/);
    expect(control.setNameEntry(party, { name: 'n50.unverified.cns' }).contractId).toMatch(/^00/);
    expect(control.expireNameEntry(party, 'n3.unverified.cns').contractId).toMatch(/^00/);
  });
});

describe('a name taken', () => {
  it('should be taken exactly when operation C serves it, also once a migration has moved record times back', () => {
    const { ledger } = liveApp();
    ledger.advanceSteps(2_000_000);
    const before = [...ledger.ansEntries].flatMap(([owner, entries]) =>
      entries.filter((e) => e.expiresAt > ledger.now).map((e) => [owner, e.name] as const),
    );
    ledger.startMigration();
    ledger.advanceSteps(64 * 20);
    expect(before.length).toBeGreaterThan(0);
    for (const [owner, name] of before) {
      const served = (ledger.ansEntries.get(owner) ?? []).some((e) => e.name === name && e.expiresAt > ledger.now);
      expect(
        ledger.entriesNamed(name).some((e) => e.user === owner),
        name,
      ).toBe(served);
    }
  });
});

describe('a refused advance', () => {
  it('should append nothing and leave the clock where it was', () => {
    const { ledger, control, app } = liveApp();
    const before = snapshot(ledger, control);
    const refused = call(app, { method: 'POST', path: '/advance', body: '{"millis":31536000000000}' });
    expect(refused.status).toBe(400);
    expect(bodyText(refused)).toMatch(/would append more than/);
    expect(snapshot(ledger, control)).toBe(before);
  });
});
