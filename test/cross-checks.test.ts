import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckContext } from '../conformance/check.js';
import { aDisclosedSynchronizer } from '../conformance/checks/a-disclosed-synchronizer.js';
import { aHistoryState } from '../conformance/checks/a-history-state.js';
import { abDisclosedBlob, UNREAD_BLOB } from '../conformance/checks/ab-disclosed-blob.js';
import { bReassignment409, OUTSIDE_READ } from '../conformance/checks/b-reassignment-409.js';
import { cEntryHistory, NOT_SENT } from '../conformance/checks/c-entry-history.js';
import type { Exchange, RequestSpec } from '../conformance/client/client.js';
import { positionOf, type EventItem, type Position } from '../conformance/reading/events.js';
import { factsFromProfile, noFacts, type DiscoveryReach } from '../conformance/history/facts.js';
import type { Dialect } from '../conformance/config/config.js';
import { emptyMap } from '../conformance/history/map.js';
import { blobIds } from '../conformance/reading/created-event-blob.js';
import { runKit } from '../conformance/kit.js';
import { FactLearner } from '../conformance/history/learn.js';
import { entryRequest, eventsRequest, factoryRequest, withdrawRequest } from '../conformance/client/requests.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { T, tx } from './history-items.js';

/** The checks that hold the answers of A, B and C to the history discovery read. */
const CROSS_CHECKS = [
  'a-history-state',
  'a-disclosed-synchronizer',
  'b-reassignment-409',
  'ab-disclosed-active',
  'c-entry-history',
];

const PACKAGE = 'a'.repeat(64);
const create = (id: string, template: string, args: Record<string, unknown> = {}): Record<string, unknown> => ({
  event_type: 'created_event',
  contract_id: id,
  template_id: `${PACKAGE}:${template}`,
  create_arguments: args,
});
const allocate = (n: number, id: string, locked: string): EventItem =>
  tx(
    n,
    create(locked, 'Splice.Amulet:LockedAmulet'),
    create(id, 'Splice.AmuletAllocation:AmuletAllocation', { lockedAmulet: locked }),
  );
const move = (n: number, unassignId: string, contractId: string, assign: boolean): EventItem => ({
  update: {
    update_id: `u${n}`,
    record_time: T(n),
    event: {
      migration_id: 0,
      unassign_id: unassignId,
      source_synchronizer: 'global',
      target_synchronizer: 'app',
      ...(assign ? { created_event: { contract_id: contractId } } : { contract_id: contractId }),
    },
  },
});

/**
 * X's holding moved to app and arrived; Y's is in flight. p's entry ran out at 00:00:05Z, written with an offset so
 * that its text sorts after the latest record time (00:00:09Z); q's runs for a year.
 */
const items: EventItem[] = [
  allocate(1, 'X', 'HX'),
  move(2, 'u-x', 'HX', false),
  move(3, 'u-x', 'HX', true),
  allocate(4, 'Y', 'HY'),
  move(5, 'u-y', 'HY', false),
  tx(6, create('E', 'Splice.Ans:AnsEntry', { user: 'p', name: 'p.cns', expiresAt: '2025-01-01T01:00:05+01:00' })),
  tx(7, create('F', 'Splice.Ans:AnsEntry', { user: 'q', name: 'q.cns', expiresAt: '2026-01-01T00:00:00Z' })),
  tx(9),
];

/** How far discovery read: the whole history, or only its end. */
const reachOf = (wholeHistory: boolean): DiscoveryReach => ({
  items: 9,
  pages: 1,
  probes: 0,
  from: null,
  to: null,
  migrations: [0],
  migrationsInHistory: [0],
  wholeHistory,
  stoppedBy: wholeHistory ? 'start-of-history' : 'every-fact-found',
  durationMs: 0,
});

function contextOf(events: readonly EventItem[], dialect: Dialect = 'spec', wholeHistory = false): CheckContext {
  const learner = new FactLearner();
  for (const item of events) learner.add(item, positionOf(item) as Position);
  return {
    urls: { registry: 'http://registry.test', validator: 'http://validator.test', scan: 'http://scan.test' },
    facts: { ...noFacts, source: 'discovery', history: learner.history(), reach: reachOf(wholeHistory) },
    dialect,
    send: () => Promise.reject(new Error('verify sends nothing')),
    encodingField: 'ledger_value_encoding',
    positions: [],
    map: emptyMap,
    movingEnd: false,
    pause: () => Promise.resolve(),
  };
}

const answer = (request: RequestSpec, status: number, body: unknown): Exchange => ({
  request: { ...request, headers: {} },
  status,
  contentType: 'application/json',
  text: JSON.stringify(body),
  json: body,
});

describe('aHistoryState.verify', () => {
  const ctx = contextOf(items);
  const withdraw = (id: string, status: number, body: unknown = {}) =>
    aHistoryState.verify(id, { context: answer(withdrawRequest(ctx.urls, id), status, body) }, ctx);

  it('should fail a 409 for an allocation whose holding was assigned again, citing where', () => {
    const { findings } = withdraw('X', 409, { error: 'being reassigned' });
    expect(findings[0]?.expected).toMatch(/^200 \(created at \(migration 0, 2025-01-01T00:00:01.000000Z\); /);
    expect(findings[0]?.expected).toContain('assigned to app at (migration 0, 2025-01-01T00:00:03.000000Z)');
  });

  it('should fail a 200 for an allocation whose holding is in flight, citing the unassignment', () => {
    const { findings } = withdraw('Y', 200, { disclosedContracts: [] });
    expect(findings[0]?.expected).toMatch(/^409 .*unassigned from global to app at \(migration 0, 2025-01-01T00:00:05/);
  });

  it('should let a round in flight hold A up, and fail a 200 that discloses it', () => {
    const moving = contextOf([
      allocate(1, 'X', 'HX'),
      tx(2, create('O', 'Splice.Round:OpenMiningRound')),
      move(3, 'u-o', 'O', false),
    ]);
    const verify = (status: number, body: unknown) =>
      aHistoryState.verify('X', { context: answer(withdrawRequest(moving.urls, 'X'), status, body) }, moving);
    expect(verify(409, { error: 'being reassigned' }).findings).toEqual([]);
    expect(verify(200, { disclosedContracts: [{ contractId: 'HX' }] }).findings).toEqual([]);
    const { findings } = verify(200, { disclosedContracts: [{ contractId: 'HX' }, { contractId: 'O' }] });
    expect(findings[0]?.expected).toMatch(
      /^409 \(.*; OpenMiningRound O is in flight: unassigned from global to app at/,
    );
    expect(findings[0]?.received).toBe('200 with disclosedContracts[1] = it');
  });

  it('should pass the answers the history calls for, each one piece of evidence', () => {
    // One piece of evidence about one allocation, named so that the report counts each allocation once.
    expect(withdraw('X', 200, { disclosedContracts: [{ contractId: 'HX', synchronizerId: 'app' }] })).toEqual({
      findings: [],
      examined: 1,
      subjects: ['X'],
    });
    expect(withdraw('Y', 409, { error: 'being reassigned' })).toEqual({ findings: [], examined: 1, subjects: ['Y'] });
  });
});

describe("B's disclosed contracts held to the history", () => {
  // The round O was created on global and assigned to app; R is in flight from global to app.
  const ctx = contextOf([
    tx(1, create('O', 'Splice.Round:OpenMiningRound')),
    move(2, 'u-o', 'O', false),
    move(3, 'u-o', 'O', true),
    tx(4, create('R', 'Splice.AmuletRules:AmuletRules')),
    move(5, 'u-r', 'R', false),
  ]);
  const factory = (...disclosed: Record<string, unknown>[]) =>
    answer(factoryRequest(ctx.urls, {}), 200, { factoryId: 'F', choiceContext: { disclosedContracts: disclosed } });

  it('should fail a contract B discloses on another synchronizer than the history puts it on, as it fails A', () => {
    // Before, the check asked A alone: B's answers were never held to the history.
    const { findings } = aDisclosedSynchronizer.verify(
      { operation: 'B' },
      { context: factory({ contractId: 'O', synchronizerId: 'global' }) },
      ctx,
    );
    expect(findings[0]?.expected).toMatch(/^B's disclosedContracts\[0\] \(OpenMiningRound O\) on app, where its last/);
    expect(findings[0]?.received).toBe('synchronizerId "global"');
    const right = factory({ contractId: 'O', synchronizerId: 'app' }, { contractId: 'R', synchronizerId: 'global' });
    expect(aDisclosedSynchronizer.verify({ operation: 'B' }, { context: right }, ctx)).toEqual({
      findings: [],
      examined: 1,
      subjects: ['O'],
    });
  });

  it('should fail a 200 of B that discloses a contract in flight, and count what it judged', () => {
    const inFlight = factory({ contractId: 'O', synchronizerId: 'app' }, { contractId: 'R', synchronizerId: 'global' });
    const { findings, examined } = bReassignment409.verify(false, { factory: inFlight }, ctx);
    expect(examined).toBe(2);
    expect(findings[0]?.expected).toMatch(/^409 while a contract to disclose is being reassigned: AmuletRules R was/);
    expect(findings[0]?.received).toBe('200 with choiceContext.disclosedContracts[1] = it');
    const settled = factory({ contractId: 'O', synchronizerId: 'app' }, { contractId: 'X' });
    // X is a contract the history read shows nothing of: not judged, and said in a warning (check.ts, unjudgeable).
    expect(bReassignment409.verify(false, { factory: settled }, ctx)).toEqual({
      findings: [expect.objectContaining({ severity: 'warning', expected: OUTSIDE_READ })],
      examined: 1,
      subjects: ['O'],
    });
    const busy = answer(factoryRequest(ctx.urls, {}), 409, { error: 'being reassigned' });
    expect(bReassignment409.verify(false, { factory: busy }, ctx)).toEqual({ findings: [], examined: 0 });
  });
});

describe('a disclosed contract tied to its createdEventBlob', () => {
  const blobOf = (event: unknown): string => Buffer.from(JSON.stringify(event)).toString('base64');
  const ctx = contextOf([]);
  const disclosing = (...disclosed: Record<string, unknown>[]) =>
    answer(withdrawRequest(ctx.urls, 'X'), 200, { choiceContextData: {}, disclosedContracts: disclosed });
  const verify = (...disclosed: Record<string, unknown>[]) =>
    abDisclosedBlob.verify({ operation: 'A', allocationId: 'X' }, { context: disclosing(...disclosed) }, ctx);

  it('should read the ids of a base64 JSON creation event, and nothing of another form', () => {
    expect(blobIds(blobOf({ contract_id: 'C', template_id: 'p:M:T', signatories: [] }))).toEqual({
      contractId: 'C',
      templateId: 'p:M:T',
    });
    // A protobuf's bytes, base64 that is not padded, JSON that is no object or names no ids: not read.
    expect(blobIds(Buffer.from([0x0a, 0x03, 0x32, 0x2e, 0x31]).toString('base64'))).toBeNull();
    expect(blobIds(blobOf({ contract_id: 'C', template_id: 'p:M:T' }).replace(/=+$/, ''))).toBeNull();
    expect(blobIds(blobOf(['C']))).toBeNull();
    expect(blobIds(blobOf({ contract_id: 'C' }))).toBeNull();
    expect(blobIds(42)).toBeNull();
  });

  it('should fail a blob of another contract, and count a blob it cannot read as a warning, never as evidence', () => {
    const own = {
      contractId: 'C',
      templateId: 'p:M:T',
      createdEventBlob: blobOf({ contract_id: 'C', template_id: 'p:M:T' }),
    };
    const other = { contractId: 'D', templateId: 'p:M:T', createdEventBlob: own.createdEventBlob };
    const proto = { contractId: 'E', templateId: 'p:M:T', createdEventBlob: 'CgMyLjE=' };
    expect(verify(own)).toEqual({ findings: [], examined: 1 });
    const { findings, examined } = verify(own, other, proto);
    expect(examined).toBe(2);
    expect(findings.map((f) => f.severity)).toEqual(['failure', 'warning']);
    expect(findings[0]?.expected).toBe(
      "A's disclosedContracts[1].createdEventBlob the blob of contract D of template p:M:T",
    );
    expect(findings[0]?.received).toBe('the blob of contract C of template p:M:T');
    expect(findings[1]?.expected).toBe(UNREAD_BLOB);
  });
});

describe('cEntryHistory.verify', () => {
  const ctx = contextOf(items);
  const entryOf = (party: string, status: number, body: unknown) =>
    cEntryHistory.verify(party, { entry: answer(entryRequest(ctx.urls, party), status, body), end: NOT_SENT }, ctx);
  const entry = (cid: string, user: string, expires: string) => ({
    entry: { contract_id: cid, user, name: `${user}.cns`, url: '', description: '', expires_at: expires },
  });

  it('should compare expiry with the latest record time as instants, not as text', () => {
    const { findings } = entryOf('p', 200, entry('E', 'p', '2025-01-01T00:00:05Z'));
    expect(findings[0]?.received).toContain(
      "expired at 2025-01-01T01:00:05+01:00, by the history's latest record time (migration 0, 2025-01-01T00:00:09",
    );
  });

  it("should fail an entry that is another party's contract, and a 404 while a live entry outlives the day", () => {
    expect(entryOf('p', 200, entry('F', 'p', '2026-01-01T00:00:00Z')).findings[0]?.received).toMatch(
      /: the name entry of q$/,
    );
    expect(entryOf('q', 404, { error: 'none' }).findings[0]?.expected).toMatch(
      /^200 with an entry: q\.cns \(contract F/,
    );
  });

  it('should fail a 404 for a party whose entry never expires', () => {
    const forever = contextOf([...items, tx(10, create('G', 'Splice.Ans:AnsEntry', { user: 'r', name: 'r.cns' }))]);
    const { findings } = cEntryHistory.verify(
      'r',
      { entry: answer(entryRequest(forever.urls, 'r'), 404, { error: 'none' }), end: NOT_SENT },
      forever,
    );
    expect(findings[0]?.expected).toMatch(/^200 with an entry: .* never expires$/);
  });

  it('should pass a 404 for a party whose entries ran out, and leave an entry the history lacks unjudged', () => {
    expect(entryOf('p', 404, { error: 'none' })).toEqual({ findings: [], examined: 1, subjects: ['p'] });
    expect(entryOf('q', 200, entry('G', 'q', '2026-01-01T00:00:00Z'))).toEqual({ findings: [], examined: 0 });
  });
});

describe('cEntryHistory.verify: the answer the history determines', () => {
  // s holds three entries, s.cns, s-2.cns and s-3.cns, each live for a year past the latest record time (00:00:12Z).
  const entryOfS = (n: number, cid: string, name: string): EventItem =>
    tx(n, create(cid, 'Splice.Ans:AnsEntry', { user: 's', name, expiresAt: '2026-01-01T00:00:00Z' }));
  const several = [...items, entryOfS(10, 'S1', 's.cns'), entryOfS(11, 'S2', 's-2.cns'), entryOfS(12, 'S3', 's-3.cns')];
  const entry = (cid: string, name: string) => ({
    entry: { contract_id: cid, user: 's', name, url: '', description: '', expires_at: '2026-01-01T00:00:00Z' },
  });
  const verify = (ctx: CheckContext, body: unknown, end: Exchange | typeof NOT_SENT = NOT_SENT) =>
    cEntryHistory.verify('s', { entry: answer(entryRequest(ctx.urls, 's'), 200, body), end }, ctx);
  const endOf = (ctx: CheckContext, events: unknown[]) =>
    answer(eventsRequest(ctx.urls, { page_size: 1 }), 200, { events });

  it("should fail, in the splice dialect, a live entry that is not the rule's choice, which the spec dialect allows", () => {
    const splice = contextOf(several, 'splice');
    const { findings } = verify(splice, entry('S3', 's-3.cns'));
    expect(findings[0]?.expected).toMatch(
      /^the entry of s with the smallest name among its live ones: s-2\.cns \(contract S2/,
    );
    expect(findings[0]?.received).toMatch(/^entry s-3\.cns \(contract S3/);
    expect(verify(splice, entry('S2', 's-2.cns'))).toEqual({ findings: [], examined: 1, subjects: ['s'] });
    expect(verify(contextOf(several), entry('S3', 's-3.cns'))).toEqual({ findings: [], examined: 1, subjects: ['s'] });
  });

  it('should take names that differ only in punctuation in either order, as a database collation may', () => {
    const ctx = contextOf([entryOfS(1, 'A', 'a-b.cns'), entryOfS(2, 'B', 'ab.cns')], 'splice');
    expect(verify(ctx, entry('B', 'ab.cns')).findings).toEqual([]);
    expect(verify(ctx, entry('A', 'a-b.cns')).findings).toEqual([]);
  });

  it('should fail an entry the whole history never shows when nothing followed its end, in both dialects', () => {
    for (const dialect of ['spec', 'splice'] as const) {
      const ctx = contextOf(several, dialect, true);
      const { findings, examined } = verify(ctx, entry('Z', 's-0.cns'), endOf(ctx, []));
      expect(examined).toBe(1);
      expect(findings[0]?.expected).toMatch(/^an entry contract of s that the history shows \(the whole history read/);
      expect(findings[0]?.received).toBe('entry with contract_id Z');
    }
  });

  it('should leave such an entry unjudged when the history grew since, or was read only in part', () => {
    const whole = contextOf(several, 'spec', true);
    const grown = endOf(whole, [{ update: null }]);
    expect(verify(whole, entry('Z', 's-0.cns'), grown)).toEqual({ findings: [], examined: 0 });
    expect(verify(whole, entry('Z', 's-0.cns'))).toEqual({ findings: [], examined: 0 });
    const part = contextOf(several, 'spec', false);
    expect(verify(part, entry('Z', 's-0.cns'), endOf(part, []))).toEqual({ findings: [], examined: 0 });
  });
});

describe('the cross-checks against the unfaulted simulator', () => {
  let sim: Simulator;
  beforeAll(async () => {
    // minimal holds an allocation in each state, a reassigned one among them, and parties with and without entries.
    sim = await startSimulator({ scenario: 'minimal' });
  });
  afterAll(async () => {
    await sim.close();
  });
  const target = () => ({ registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan });

  it.each([['spec'], ['splice']] as const)(
    'should pass on minimal with the facts discovery reads, each with evidence, in the %s dialect',
    async (dialect) => {
      const run = await runKit({ target: target(), checks: CROSS_CHECKS, runs: 3, seed: 7, dialect });
      expect(run.results.map((r) => `${r.id}: ${r.verdict} ${r.failure?.received ?? r.reason ?? ''}`)).toEqual(
        CROSS_CHECKS.map((id) => `${id}: passed `),
      );
      for (const r of run.results) expect(r.evidence?.examined, r.id).toBeGreaterThan(0);
    },
  );

  it('should read the history beside a profile, and skip them only without a scan URL', async () => {
    const facts = factsFromProfile(sim.profile, 'sim');
    const profiled = await runKit({ target: target(), checks: CROSS_CHECKS, runs: 3, facts });
    expect(profiled.results.map((r) => [r.id, r.verdict])).toEqual(CROSS_CHECKS.map((id) => [id, 'passed']));
    expect(profiled.facts.notes).toContainEqual(expect.stringMatching(/^for the history's facts, discovery read /));
    const blind = await runKit({
      target: { registry: sim.urls.registry, validator: sim.urls.validator },
      checks: CROSS_CHECKS,
      facts,
    });
    for (const r of blind.results) {
      expect(r.verdict, r.id).toBe('skipped');
      expect(r.reason, r.id).toMatch(/\(the history was not read\): the profile lists none$/);
    }
  });
});
