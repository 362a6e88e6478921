import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serialize } from '../src/encoding/json.js';
import { ControlError, startSimulator } from '../src/index.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf, type Control } from '../src/operations/control.js';
import { eventHistory } from '../src/operations/event-history.js';
import { withdrawContext } from '../src/operations/withdraw-context.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { startServe, startServeProcess } from './cli-process.js';
import { get, post } from './http-client.js';
import { positionOf, walk, type EventItem } from './history-walk.js';

type Cursor = { after_migration_id: number; after_record_time: string };

const liveLedger = (scenario = 'default'): { ledger: LiveLedger; control: Control } => {
  const ledger = new LiveLedger(ledgerPartsOf(scenario));
  return { ledger, control: controlOf(ledger) };
};

/** The page after a cursor, as served. */
function page(ledger: LiveLedger, after: Cursor | undefined, pageSize = 1000): { text: string; events: EventItem[] } {
  const reply = eventHistory(ledger, { page_size: pageSize, ...(after ? { after } : {}) });
  expect(reply.status).toBe(200);
  const events = (reply.body as { events: EventItem[] }).events;
  return { text: serialize(reply.body), events };
}

const cursorOf = (item: EventItem): Cursor => {
  const p = positionOf(item);
  return { after_migration_id: p.migrationId, after_record_time: p.recordTime };
};

/** The synchronizer ids of the contracts operation A discloses. */
const synchronizersOf = (body: unknown): string[] =>
  (body as { disclosedContracts: { synchronizerId: string }[] }).disclosedContracts.map((c) => c.synchronizerId);

describe('a live ledger moved by its control', () => {
  it('answers 409 while an allocation is in reassignment, and 200 on the app synchronizer once it completes', () => {
    const { ledger, control } = liveLedger();
    const id = control.state().reassigningAllocationIds[0] as string;
    expect(withdrawContext(ledger, id, {}).status).toBe(409);
    const before = ledger.total;
    const done = control.completeReassignment(id);
    expect(ledger.total).toBe(before + 1);
    const last = page(ledger, undefined, 1).events;
    expect(last).toHaveLength(1);
    const reply = withdrawContext(ledger, id, {});
    expect(reply.status).toBe(200);
    expect(synchronizersOf(reply.body)).toContain(ledger.world.appSynchronizer);
    // The assignment is the last item of the history, with the update id the call returned.
    const tail = walk(ledger, 1000).at(-1) as EventItem;
    expect(tail.update?.['update_id']).toBe(done.updateId);
    expect(JSON.stringify(tail)).toContain('"created_event"');
    expect(control.state().knownAllocationIds).toContain(id);
    expect(control.state().reassigningAllocationIds).not.toContain(id);
  });

  it('refuses what the ledger cannot do with a ControlError that says why, and appends nothing', () => {
    const { ledger, control } = liveLedger();
    const known = activeAllocation(ledger);
    const total = ledger.total;
    const refused = (call: () => unknown): { status: number; message: string } => {
      try {
        call();
      } catch (error) {
        expect(error).toBeInstanceOf(ControlError);
        return { status: (error as ControlError).status, message: (error as Error).message };
      }
      throw new Error('the call was not refused');
    };
    expect(refused(() => control.completeReassignment(known))).toEqual({
      status: 409,
      message: expect.stringContaining('no reassignment was ever started') as string,
    });
    expect(refused(() => control.withdraw('nope')).status).toBe(404);
    expect(refused(() => control.advance(-1))).toEqual({
      status: 400,
      message: expect.stringContaining('steps') as string,
    });
    expect(refused(() => control.createAllocation({ sender: 'nobody::1220' + '0'.repeat(64) })).status).toBe(404);
    const party = control.state().partiesWithEntry[0] as string;
    expect(refused(() => control.setNameEntry(party, { name: 'Not A Name' })).status).toBe(400);
    expect(refused(() => control.expireNameEntry(party, 'never-made.unverified.cns')).status).toBe(404);
    control.startReassignment(known);
    expect(refused(() => control.startReassignment(known)).status).toBe(409);
    expect(refused(() => control.withdraw(known)).message).toContain('complete the reassignment first');
    expect(ledger.total).toBe(total + 1);
  });

  it('withdraws, creates allocations and changes name entries, each through an item that says so', () => {
    const { ledger, control } = liveLedger();
    const created = control.createAllocation();
    expect(withdrawContext(ledger, created.allocationId, {}).status).toBe(200);
    control.withdraw(created.allocationId);
    expect(withdrawContext(ledger, created.allocationId, {}).status).toBe(404);
    const party = control.state().partiesWithEntry[0] as string;
    control.setNameEntry(party, { name: '0-first.unverified.cns' });
    const entry = (): unknown => controlEntryName(ledger, party);
    expect(entry()).toBe('0-first.unverified.cns');
    control.expireNameEntry(party, '0-first.unverified.cns');
    expect(entry()).not.toBe('0-first.unverified.cns');
    const text = JSON.stringify(walk(ledger, 1000).slice(-4));
    for (const choice of ['AllocationFactory_Allocate', 'Allocation_Withdraw', 'AnsEntry_Expire']) {
      expect(text).toContain(choice);
    }
  });

  it('is append-only: a tail loop sees each new item once and in order, and pages read before never change', () => {
    const { ledger, control } = liveLedger('minimal');
    const seen: string[] = [];
    const earlier = new Map<string, string>();
    let cursor: Cursor | undefined;
    const drain = (): void => {
      for (;;) {
        const { events } = page(ledger, cursor, 37);
        if (events.length === 0) return;
        seen.push(...events.map((e) => JSON.stringify(e)));
        cursor = cursorOf(events.at(-1) as EventItem);
      }
    };
    const calls: (() => unknown)[] = [
      () => control.advance(25),
      () => control.advance({ millis: 3_600_000 }),
      () => control.createAllocation(),
      () => control.startMigration(),
      () => control.advance(1),
    ];
    for (let round = 0; round < 12; round++) {
      drain();
      // A page from somewhere in what is there now: asked again later, its bytes must not change.
      const at = seen[Math.floor((seen.length * round) / 12)];
      const from = at ? cursorOf(JSON.parse(at) as EventItem) : undefined;
      earlier.set(JSON.stringify(from ?? null), page(ledger, from, 20).text);
      (calls[round % calls.length] as () => unknown)();
    }
    drain();
    expect(seen).toEqual(walk(ledger, 1000).map((e) => JSON.stringify(e)));
    expect(new Set(seen).size).toBe(seen.length);
    for (const [from, text] of earlier) {
      const again = page(ledger, (JSON.parse(from) as Cursor | null) ?? undefined, 20).text;
      expect(again).toBe(text);
    }
    expect(ledger.migrationId).toBeGreaterThan(ledger.plan.migrations - 1);
  });

  it('is a pure function of the scenario, the seed and the calls: the same calls give the same bytes', () => {
    const moved = (): string => {
      const { ledger, control } = liveLedger('minimal');
      const state = control.state();
      control.advance(300);
      control.completeReassignment(state.reassigningAllocationIds[0] as string);
      control.startMigration();
      control.advance({ millis: 7_200_000 });
      control.withdraw(state.knownAllocationIds[1] as string);
      return createHash('sha256')
        .update(
          walk(ledger, 1000)
            .map((e) => JSON.stringify(e))
            .join('\n'),
        )
        .digest('hex');
    };
    expect(moved()).toBe(moved());
    const { ledger, control } = liveLedger();
    control.advance(300);
    control.reset();
    expect(ledger.total).toBe(ledger.plan.events);
  });
});

/** An allocation that stands on the global synchronizer, never reassigned. */
const activeAllocation = (ledger: Ledger): string =>
  [...ledger.allocations.values()].find((a) => a.state === 'active')?.allocationId ?? '';

/** The name C answers with for a party, or null. */
function controlEntryName(ledger: LiveLedger, party: string): string | null {
  const entries = ledger.ansEntries.get(party) ?? [];
  const names = entries.filter((e) => e.expiresAt > ledger.now).map((e) => e.name);
  return names.sort()[0] ?? null;
}

describe('the control API over HTTP', () => {
  it('moves the ledger with JSON in and out: 409, complete, then 200', async () => {
    const sim = await startSimulator({ live: { clock: 'manual' }, control: true });
    try {
      const state = await get(`${sim.urls.base}/_control/state`);
      expect(state.status).toBe(200);
      const id = (state.json as { reassigningAllocationIds: string[] }).reassigningAllocationIds[0] as string;
      const withdrawUrl = `${sim.urls.registry}/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`;
      expect((await post(withdrawUrl, {})).status).toBe(409);
      const never = activeAllocation(sim.ledger);
      const refused = await post(`${sim.urls.base}/_control/allocations/${never}/complete-reassignment`, '');
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ error: expect.stringContaining('no reassignment was ever started') as string });
      const completed = await post(`${sim.urls.base}/_control/allocations/${id}/complete-reassignment`, '');
      expect(completed.status).toBe(200);
      const after = await post(withdrawUrl, {});
      expect(after.status).toBe(200);
      expect(synchronizersOf(after.json)).toContain(sim.ledger.world.appSynchronizer);
      const advanced = await post(`${sim.urls.base}/_control/advance`, { steps: 10 });
      expect(advanced.json).toMatchObject({ appended: expect.any(Number) as number });
      expect((await post(`${sim.urls.base}/_control/advance`, { steps: 'x' })).status).toBe(400);
      expect((await post(`${sim.urls.base}/_control/allocations/nope/withdraw`, '')).status).toBe(404);
      expect((await get(`${sim.urls.base}/_control/nothing`)).status).toBe(404);
    } finally {
      await sim.close();
    }
  });

  it('is off unless asked for, and needs a live simulator', async () => {
    const sim = await startSimulator({ scenario: 'minimal' });
    try {
      const off = await get(`${sim.urls.base}/_control/state`);
      expect(off.status).toBe(404);
      expect(off.json).toEqual({ error: expect.stringContaining('--control') as string });
      expect(() => sim.control.advance(1)).toThrow(/not live/);
    } finally {
      await sim.close();
    }
    await expect(startSimulator({ control: true })).rejects.toThrow(/control needs a live simulator/);
  });

  it('asks for the bearer token when auth is on', async () => {
    const sim = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      auth: { tokens: ['s3cret-token'], groups: ['scan'] },
    });
    try {
      expect((await get(`${sim.urls.base}/_control/state`)).status).toBe(401);
      const ok = await get(`${sim.urls.base}/_control/state`, { authorization: 'Bearer s3cret-token' });
      expect(ok.status).toBe(200);
    } finally {
      await sim.close();
    }
  });
});

describe('two live processes', () => {
  // A child, run as a user runs it, and this test's own process, serving through the same `main`, as in
  // test/determinism.test.ts: a second child would cost seconds of CPU and show nothing the first does not.
  it('serve identical bytes when given the same control calls', async () => {
    const args = ['--scenario', 'minimal', '--live', '--clock', 'manual', '--control', '--quiet'];
    const servers = await Promise.all([startServeProcess(args), startServe(args)]);
    try {
      const histories = await Promise.all(
        servers.map(async ({ base }) => {
          const state = (await get(`${base}/_control/state`)).json as { reassigningAllocationIds: string[] };
          const calls: [string, unknown][] = [
            ['/advance', { steps: 150 }],
            [`/allocations/${state.reassigningAllocationIds[0] ?? ''}/complete-reassignment`, ''],
            ['/allocations', {}],
            ['/migrations', ''],
            ['/advance', { millis: 1_800_000 }],
          ];
          for (const [path, body] of calls) expect((await post(`${base}/_control${path}`, body)).status).toBe(200);
          let text = '';
          let after: Cursor | undefined;
          for (;;) {
            const answer = await post(`${base}/api/scan/v0/events`, { page_size: 100, ...(after ? { after } : {}) });
            text += answer.text;
            const events = (answer.json as { events: EventItem[] }).events;
            if (events.length === 0) return text;
            after = cursorOf(events.at(-1) as EventItem);
          }
        }),
      );
      expect(histories[0]?.length).toBeGreaterThan(100_000);
      expect(histories[1]).toBe(histories[0]);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });
});
