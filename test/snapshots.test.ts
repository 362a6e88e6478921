import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf } from '../src/operations/control.js';
import { MAX_SNAPSHOTS } from '../src/operations/snapshots.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { startSimulator, type Simulator } from 'token-registry-kit';
import { servedPages } from './history-walk.js';

/** Everything a client could tell apart: pages of D in both encodings, A for every allocation, C, the present. */
async function seen(sim: Simulator): Promise<unknown> {
  const state = sim.control.state();
  const a = await Promise.all(
    state.knownAllocationIds.map(async (id) => {
      const url = `${sim.urls.registry}/registry/allocations/v1/${id}/choice-contexts/withdraw`;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return [res.status, await res.text()];
    }),
  );
  const c = await Promise.all(
    [...state.partiesWithEntry, ...state.partiesWithoutEntry].map(async (party) => {
      const res = await fetch(`${sim.urls.validator}/v0/scan-proxy/ans-entries/by-party/${party}`);
      return [res.status, await res.text()];
    }),
  );
  const pages = [
    await servedPages(sim.urls.scan, 'compact_json', 1000),
    await servedPages(sim.urls.scan, 'protobuf_json', 1000),
    await servedPages(sim.urls.scan, 'compact_json', 9),
  ];
  return { pages, a, c, state, now: sim.control.advance(0).now };
}

const post = (base: string, path: string, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(`${base}/_control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

describe('snapshots over HTTP', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ scenario: 'minimal', live: { clock: 'manual' }, control: true });
  });
  afterAll(() => sim.close());

  it('should put the ledger back as it was: pages (cached ones too), A, C, state and the present', async () => {
    sim.control.reset();
    sim.control.advance(20);
    const taken = await post(sim.urls.base, '/snapshots');
    expect(taken.status).toBe(200);
    const snap = (await taken.json()) as { id: string; eventCount: number; now: string };
    expect(snap).toEqual({ id: expect.any(String), eventCount: 60, migrationId: 1, now: expect.any(String) });
    const before = await seen(sim);
    // Changes, each read once so that the page cache holds pages of the ledger about to be dropped.
    const { allocationId } = sim.control.createAllocation();
    sim.control.startReassignment(allocationId);
    sim.control.setNameEntry(sim.control.state().partiesWithoutEntry[0] as string, { name: 'gone.unverified.cns' });
    sim.control.startMigration();
    sim.control.advance({ millis: 600_000 });
    await seen(sim);
    sim.control.reset();
    sim.control.advance(20); // as many items as at the snapshot, but not the same
    await seen(sim);
    const reverted = await post(sim.urls.base, `/snapshots/${snap.id}/revert`);
    expect(reverted.status).toBe(200);
    expect(await reverted.json()).toEqual(snap);
    expect(await seen(sim)).toEqual(before);
    // The snapshot stays, and a later one too.
    sim.control.advance(5);
    const later = sim.control.snapshot();
    sim.control.revert(snap.id);
    expect(await seen(sim)).toEqual(before);
    expect(sim.control.revert(later).eventCount).toBe(65);
    expect(sim.control.snapshots().map((s) => s.id)).toEqual(expect.arrayContaining([snap.id, later]));
  });

  it('should answer 404 naming the id and the known ones, and change nothing', async () => {
    const first = sim.control.snapshots()[0]?.id;
    const total = sim.ledger.timeline.total;
    const res = await post(sim.urls.base, '/snapshots/nope/revert');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(
      new RegExp(`^no snapshot 'nope': the snapshots known are '${first}' to '\\d+'`),
    );
    expect(sim.ledger.timeline.total).toBe(total);
    const list = await fetch(`${sim.urls.base}/_control/snapshots`);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual(sim.control.snapshots());
  });

  it('should answer 409 to POST /_control/state without a state file', async () => {
    const res = await post(sim.urls.base, '/state');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toMatch(/no state file.*--state FILE/);
  });
});

describe('the control access rules on the new routes', () => {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'));
  const control = controlOf(ledger);
  const app = createApp({ ledger, control, controlOrigins: ['http://localhost:3000'], cacheBytes: 0 });
  const call = (method: string, path: string, headers: Record<string, string>): number =>
    app({
      method,
      target: `/_control${path}`,
      headers: { host: '127.0.0.1:8080', ...headers },
      body: { bytes: new Uint8Array() },
    }).status;

  it('should refuse a POST that is not JSON (415) or from a foreign page (403), and take no snapshot', () => {
    const id = control.snapshot();
    control.advance(3);
    for (const path of ['/snapshots', `/snapshots/${id}/revert`, '/state']) {
      expect(call('POST', path, { 'content-type': 'text/plain' }), path).toBe(415);
      expect(call('POST', path, {}), path).toBe(415);
      const foreign = { 'content-type': 'application/json', origin: 'https://evil.example' };
      expect(call('POST', path, foreign), path).toBe(403);
      expect(call('POST', path, { ...foreign, 'sec-fetch-site': 'cross-site' }), path).toBe(403);
    }
    expect(call('GET', '/snapshots', { origin: 'https://evil.example' })).toBe(403);
    expect(control.snapshots().map((s) => s.id)).toEqual([id]);
    expect(ledger.total).toBe(43);
    expect(call('POST', `/snapshots/${id}/revert`, { 'content-type': 'application/json' })).toBe(200);
    expect(ledger.total).toBe(40);
    expect(call('GET', '/snapshots/x/revert', {})).toBe(405);
  });
});

describe('what snapshots and the log keep', () => {
  it('should keep the latest snapshots, drop the oldest, survive a reset, and log a clock of many ticks as one entry', () => {
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    let saved = 0;
    const control = controlOf(ledger, {
      save: (log) => {
        saved = log.calls.length;
        return { file: '-', calls: saved, eventCount: log.end.eventCount, now: '' };
      },
    });
    const ids = Array.from({ length: MAX_SNAPSHOTS + 5 }, () => control.snapshot());
    expect(control.snapshots().map((s) => s.id)).toEqual(ids.slice(5));
    expect(() => control.revert(ids[4] as string)).toThrow(/no snapshot '5': the snapshots known are '6' to '105'/);
    // A real clock's ten ticks a second: one entry, however long it runs.
    for (let i = 0; i < 10_000; i++) control.advance({ millis: 100 });
    const ticked = control.snapshot();
    const now = ledger.now;
    control.saveState();
    expect(saved).toBe(1);
    control.createAllocation();
    for (let i = 0; i < 100; i++) control.advance({ millis: 100 });
    control.saveState();
    expect(saved).toBe(3);
    control.reset();
    expect(control.revert(ticked).eventCount).toBeGreaterThan(40);
    expect(ledger.now).toBe(now);
    // An in-process caller's arguments are copied: changing them later changes no replay.
    const options = { name: 'copied.unverified.cns' };
    const party = control.state().partiesWithEntry[0] as string;
    const snap = control.snapshot();
    control.setNameEntry(party, options);
    const after = control.snapshot();
    options.name = 'changed.unverified.cns';
    control.revert(snap);
    control.revert(after);
    expect(ledger.entriesOf(party).map((e) => e.name)).toContain('copied.unverified.cns');
  });
});
