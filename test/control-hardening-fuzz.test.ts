import { Agent } from 'node:http';
import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bodyText } from '../src/app/request.js';
import { startSimulator } from '../src/index.js';
import type { LiveLedger } from '../src/ledger/live/live-ledger.js';
import type { Control } from '../src/operations/control.js';
import { ALLOWED, call, liveApp, send, snapshot, TOKEN, type Call } from './control-hardening-helpers.js';

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
