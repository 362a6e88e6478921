import { request as httpRequest, Agent } from 'node:http';
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createApp, type App } from '../src/app/app.js';
import { isLoopback } from '../src/app/control-access.js';
import { bodyText, type AppReply } from '../src/app/request.js';
import { ControlError, startSimulator } from '../src/index.js';
import { LiveLedger, MAX_APPEND, STATE_LIVE_ALLOCATIONS } from '../src/ledger/live/live-ledger.js';
import { controlOf, type Control } from '../src/operations/control.js';
import { eventHistory } from '../src/operations/event-history.js';
import { serialize } from '../src/encoding/json.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { runMain } from './cli-process.js';

const HOST = '127.0.0.1:8080';
const ALLOWED = 'http://localhost:3000';
const TOKEN = 'c0ntrol-t0ken';
const utf8 = new TextEncoder();

/** A live ledger on the minimal scenario, its control, and the app serving both, as `serve --live --control` does. */
function liveApp(options: { maxControlItems?: number; token?: boolean } = {}): {
  ledger: LiveLedger;
  control: Control;
  app: App;
} {
  const ledger = new LiveLedger(ledgerPartsOf('minimal'), { maxControlItems: options.maxControlItems ?? 10_000 });
  const control = controlOf(ledger);
  const app = createApp({
    ledger,
    control,
    controlOrigins: [ALLOWED],
    cacheBytes: 0,
    ...(options.token ? { auth: { tokens: [TOKEN] } } : {}),
  });
  return { ledger, control, app };
}

type Call = { method: string; path: string; body?: string; headers?: Record<string, string | undefined> };

function call(app: App, { method, path, body = '', headers = {} }: Call): AppReply {
  return app({
    method,
    target: `/_control${path}`,
    headers: { host: HOST, 'content-type': 'application/json', ...headers },
    body: { bytes: utf8.encode(body) },
  });
}

/** What a refused call must leave as it was: the history's length, its last items as served, the state, the clock. */
function snapshot(ledger: LiveLedger, control: Control): string {
  const end = ledger.timeline.total;
  const tail = ledger.timeline.slot(Math.max(0, end - 21));
  const page = eventHistory(ledger, {
    page_size: 20,
    after: { after_migration_id: tail.migrationId, after_record_time: new Date(tail.recordTime / 1000).toISOString() },
  });
  return JSON.stringify([end, ledger.now, ledger.migrationId, serialize(page.body), control.state()]);
}

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

describe('the control API and web pages', () => {
  const cases: [string, Call, number][] = [
    [
      'a text/plain POST (a simple request)',
      { method: 'POST', path: '/reset', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    ['a POST with no content type', { method: 'POST', path: '/allocations', headers: { 'content-type': '' } }, 415],
    [
      'a form POST',
      { method: 'POST', path: '/migrations', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['a page of another origin', { method: 'POST', path: '/reset', headers: { origin: 'https://evil.example' } }, 403],
    ['an opaque origin', { method: 'POST', path: '/reset', headers: { origin: 'null' } }, 403],
    [
      'a cross-site request with no Origin',
      { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    ],
    [
      'a same-site page of another port',
      { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'same-site' } },
      403,
    ],
    [
      'a DNS-rebinding page',
      { method: 'POST', path: '/reset', headers: { host: 'evil.example:8080', origin: 'http://evil.example:8080' } },
      403,
    ],
    ['a request with an empty Host', { method: 'GET', path: '/state', headers: { host: '' } }, 403],
    ['a request with no Host', { method: 'POST', path: '/reset', headers: { host: undefined } }, 403],
    [
      'a foreign preflight',
      {
        method: 'OPTIONS',
        path: '/reset',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
      403,
    ],
  ];
  for (const [what, request, status] of cases) {
    it(`should refuse ${what} with ${status}, before any effect`, () => {
      const { ledger, control, app } = liveApp();
      control.advance(5);
      const before = snapshot(ledger, control);
      const answer = call(app, request);
      expect(answer.status).toBe(status);
      expect(JSON.parse(bodyText(answer))).toEqual({ error: expect.any(String) });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(snapshot(ledger, control)).toBe(before);
    });
  }

  it('should answer a same-origin page, an allowed origin (named, never *) and a program', () => {
    const { app } = liveApp();
    expect(
      call(app, { method: 'POST', path: '/advance', body: '{"steps":1}', headers: { origin: `http://${HOST}` } })
        .status,
    ).toBe(200);
    const allowed = call(app, {
      method: 'GET',
      path: '/state',
      headers: { origin: ALLOWED, 'sec-fetch-site': 'same-site' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    const plain = call(app, { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'none' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = call(app, {
      method: 'OPTIONS',
      path: '/reset',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    // The four operations keep answering any origin.
    const page = app({
      method: 'POST',
      target: '/api/scan/v0/events',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: { bytes: utf8.encode('{"page_size":1}') },
    });
    expect(page.headers['access-control-allow-origin']).toBe('*');
  });

  it('should answer any Host once a token is required, and still refuse a foreign origin', () => {
    const { app } = liveApp({ token: true });
    const auth = { authorization: `Bearer ${TOKEN}`, host: 'simulator:8080' };
    expect(call(app, { method: 'GET', path: '/state', headers: auth }).status).toBe(200);
    expect(call(app, { method: 'GET', path: '/state', headers: { host: 'simulator:8080' } }).status).toBe(401);
    expect(
      call(app, { method: 'POST', path: '/reset', headers: { ...auth, origin: 'https://evil.example' } }).status,
    ).toBe(403);
  });

  it('should answer any Host without a token when opened to the network on purpose, and still refuse foreign pages', () => {
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const app = createApp({ ledger, control: controlOf(ledger), allowUnauthenticatedControl: true, cacheBytes: 0 });
    expect(call(app, { method: 'GET', path: '/state', headers: { host: 'simulator:8080' } }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/reset', headers: { origin: 'https://evil.example' } }).status).toBe(403);
  });

  it('should take an allowed origin in any spelling and match it as browsers send it', async () => {
    const sim = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      controlOrigins: ['HTTP://LocalHost:3000/', 'http://127.0.0.1:80'],
    });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1']) {
        const answer = await send(sim.port, null, 'GET', '/_control/state', { origin }, '');
        expect(answer.status, origin).toBe(200);
      }
    } finally {
      await sim.close();
    }
    await expect(startSimulator({ controlOrigins: ['http://x'] })).rejects.toThrow(/need control/);
    expect((await runMain(['serve', '--control-origin', 'http://localhost:3000'])).code).toBe(2);
  });

  it('should tell loopback listening addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', 'localhost.example.com'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('should refuse --control on a non-loopback host without a token, unless told', async () => {
    await expect(startSimulator({ live: { clock: 'manual' }, control: true, host: '0.0.0.0' })).rejects.toThrow(
      /needs a token/,
    );
    const cli = await runMain(['serve', '--live', '--control', '--host', '0.0.0.0', '--port', '0']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/--allow-unauthenticated-control/);
    const cliBadOrigin = await runMain(['serve', '--live', '--control', '--control-origin', 'http://x/path']);
    expect(cliBadOrigin.code).toBe(2);
  });
});

/** One control call as a fuzz draws it: what it is, and which of the ledger's ids or names it picks. */
const controlCall = fc.oneof(
  fc.record({
    kind: fc.constant('advance'),
    body: fc.oneof(
      fc.nat({ max: 300 }).map((steps) => ({ steps })),
      fc.double({ min: 0, max: 1e14, noNaN: true }).map((millis) => ({ millis })),
      fc.constantFrom<unknown>({ steps: -1 }, { steps: 'x' }, { millis: -5 }, [], 'null', { steps: 1, extra: 1 }),
    ),
  }),
  fc.record({ kind: fc.constantFrom('start', 'complete', 'withdraw'), pick: fc.nat(), unknown: fc.boolean() }),
  fc.record({
    kind: fc.constant('allocate'),
    sender: fc.option(fc.nat(), { nil: undefined }),
    receiver: fc.option(fc.nat(), { nil: undefined }),
    stranger: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('entry'),
    pick: fc.nat(),
    name: fc.constantFrom('a.unverified.cns', 'b.unverified.cns', '', 'c'),
    expires: fc.constantFrom(undefined, '1999-01-01T00:00:00Z', '2999-01-01T00:00:00Z', 'soon'),
  }),
  fc.record({
    kind: fc.constant('expire'),
    pick: fc.nat(),
    name: fc.constantFrom('a.unverified.cns', 'b.unverified.cns', 'nope'),
  }),
  fc.record({ kind: fc.constantFrom('migration', 'reset', 'state') }),
  fc.record({
    kind: fc.constant('garbage'),
    path: fc.constantFrom('/advance', '/allocations', '/name-entries/x', '/nothing'),
    body: fc.constantFrom('{', '[1]', '"x"', '{"name":1}', 'x'.repeat(2000)),
  }),
);
type ControlCall = typeof controlCall extends fc.Arbitrary<infer T> ? T : never;

/** The request for a drawn call, with ids and parties picked from the ledger as it stands. */
function requestOf(drawn: ControlCall, control: Control, ledger: LiveLedger): Call {
  const state = control.state();
  const ids = [...state.knownAllocationIds, ...state.reassigningAllocationIds, ...state.withdrawnAllocationIds];
  const parties = ledger.world.parties.map((p) => p.id);
  const at = <T>(list: readonly T[], n: number): T | undefined => list[n % Math.max(1, list.length)];
  switch (drawn.kind) {
    case 'advance':
      return {
        method: 'POST',
        path: '/advance',
        body: typeof drawn.body === 'string' ? drawn.body : JSON.stringify(drawn.body),
      };
    case 'start':
    case 'complete':
    case 'withdraw': {
      const id = drawn.unknown ? 'no-such-allocation' : (at(ids, drawn.pick) ?? 'none');
      const verb = { start: 'start-reassignment', complete: 'complete-reassignment', withdraw: 'withdraw' }[drawn.kind];
      return { method: 'POST', path: `/allocations/${encodeURIComponent(id)}/${verb}` };
    }
    case 'allocate': {
      const body = {
        ...(drawn.sender === undefined
          ? {}
          : { sender: drawn.stranger ? 'stranger::1220ab' : at(parties, drawn.sender) }),
        ...(drawn.receiver === undefined ? {} : { receiver: at(parties, drawn.receiver) }),
      };
      return { method: 'POST', path: '/allocations', body: JSON.stringify(body) };
    }
    case 'entry': {
      const expiresAt = drawn.expires === 'soon' ? new Date(ledger.now / 1000 + 1000).toISOString() : drawn.expires;
      const body = { name: drawn.name, ...(expiresAt === undefined ? {} : { expiresAt }) };
      return {
        method: 'POST',
        path: `/name-entries/${encodeURIComponent(at(parties, drawn.pick) ?? 'x')}`,
        body: JSON.stringify(body),
      };
    }
    case 'expire':
      return {
        method: 'POST',
        path: `/name-entries/${encodeURIComponent(at(parties, drawn.pick) ?? 'x')}/${drawn.name}/expire`,
      };
    case 'migration':
      return { method: 'POST', path: '/migrations' };
    case 'reset':
      return { method: 'POST', path: '/reset' };
    case 'state':
      return { method: 'GET', path: '/state' };
    case 'garbage':
      return { method: 'POST', path: drawn.path, body: drawn.body };
  }
}

describe('any sequence of control calls', () => {
  const { ledger, control, app } = liveApp({ maxControlItems: 6 });

  fcTest.prop([fc.array(controlCall, { maxLength: 25 })], { numRuns: 40 })(
    'should never answer 5xx, and a refused call should change nothing while an accepted one only appends',
    (calls) => {
      ledger.reset();
      for (const drawn of calls) {
        const before = snapshot(ledger, control);
        const end = ledger.timeline.total;
        const answer = call(app, requestOf(drawn, control, ledger));
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(JSON.parse(bodyText(answer))).toEqual({ error: expect.any(String) });
          expect(snapshot(ledger, control)).toBe(before);
        } else if (drawn.kind !== 'reset') {
          expect(ledger.timeline.total).toBeGreaterThanOrEqual(end);
        }
      }
    },
  );
});

describe('the control API under several clients at once', () => {
  it('should answer every request below 500, keep at most its bound, and never change a served item', async () => {
    const sim = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual', maxControlItems: 20 },
      control: true,
      controlOrigins: [ALLOWED],
      auth: { tokens: [TOKEN], groups: ['scan'] },
    });
    const history = async (): Promise<string[]> => {
      const texts: string[] = [];
      let after: unknown;
      for (;;) {
        const page = await send(
          sim.port,
          null,
          'POST',
          '/api/scan/v0/events',
          { authorization: `Bearer ${TOKEN}` },
          JSON.stringify({ page_size: 500, ...(after ? { after } : {}) }),
        );
        const events = (
          JSON.parse(page.text) as {
            events: {
              update?: { migration_id: number; record_time: string };
              verdict?: { migration_id: number; record_time: string };
            }[];
          }
        ).events;
        if (events.length === 0) return texts;
        for (const e of events) texts.push(JSON.stringify(e));
        const last = events[events.length - 1];
        const at = last?.update ?? last?.verdict;
        after = { after_migration_id: at?.migration_id, after_record_time: at?.record_time };
      }
    };
    try {
      const first = await history();
      const statuses = new Map<number, number>();
      let kept = 0;
      const client = async (seed: number): Promise<void> => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const draws = fc.sample(fc.tuple(controlCall, fc.nat(7)), { seed, numRuns: 60 });
        try {
          for (const [drawn, hostile] of draws) {
            if (drawn.kind === 'reset') continue;
            const r = requestOf(drawn, sim.control, sim.ledger as LiveLedger);
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              authorization: `Bearer ${TOKEN}`,
            };
            if (hostile === 1) headers['origin'] = 'https://evil.example';
            if (hostile === 2) headers['content-type'] = 'text/plain';
            if (hostile === 3) delete headers['authorization'];
            if (hostile === 4) headers['sec-fetch-site'] = 'cross-site';
            if (hostile === 5) headers['origin'] = ALLOWED;
            const answer = await send(sim.port, agent, r.method, `/_control${r.path}`, headers, r.body ?? '');
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect(answer.status).toBeLessThan(500);
            // A path that names no call answers 404 before credentials are asked for, as for the operations.
            // A GET changes nothing: its content type is not asked for.
            const refusable = r.path !== '/nothing' && !(hostile === 2 && r.method === 'GET');
            if (hostile >= 1 && hostile <= 4 && refusable)
              expect([401, 403, 415], `${r.method} ${r.path} ${JSON.stringify(headers)}`).toContain(answer.status);
            if (answer.status === 200 && /updateId/.test(answer.text)) kept++;
          }
        } finally {
          agent.destroy();
        }
      };
      await Promise.all([1, 2, 3, 4].map(client));
      const last = await history();
      expect(last.slice(0, first.length)).toEqual(first);
      expect(kept).toBeLessThanOrEqual(20);
      expect(statuses.get(409)).toBeGreaterThan(0);
    } finally {
      await sim.close();
    }
  });
});

function send(
  port: number,
  agent: Agent | null,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(agent ? { agent } : {}),
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk: string) => (text += chunk))
          .on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject).end(body);
  });
}
