import { describe, expect, it, vi } from 'vitest';
import { createApp, replyOf } from '../src/app/app.js';
import { injecting, Injector, type RequestFacts } from '../src/app/injector.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { defaultPrefixes, routesFor } from '../src/app/routes.js';
import { profileOf } from '../src/operations/profile.js';
import { PageLease } from '../src/operations/page-lease.js';
import { ledgerOf } from '../src/scenario-file.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');
const profile = profileOf(ledger);
const routes = routesFor(defaultPrefixes);
const eventsPath = '/api/scan/v0/events';
const utf8 = new TextEncoder();

const request = (method: string, target: string, body = ''): AppRequest => ({
  method,
  target,
  headers: { 'content-type': 'application/json', host: '127.0.0.1:8080' },
  body: { bytes: utf8.encode(body) },
});
const events = (size = 2): AppRequest => request('POST', eventsPath, JSON.stringify({ page_size: size }));
const withdraw = (id: string): AppRequest =>
  request('POST', `/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`, '{}');
const D: RequestFacts = { method: 'POST', path: eventsPath, operation: 'D' };

/** The decisions of an injector with `rules`, for `count` requests of D: rule id and delay, or null. */
const decisionsOf = (seed: number, rules: string[], count: number): (number | null)[] => {
  const injector = new Injector(seed);
  for (const rule of rules) injector.add(rule);
  return Array.from({ length: count }, () => {
    const fired = injector.decide(D, () => 200);
    return fired === null ? null : fired.id * 100_000 + fired.delayMs;
  });
};

describe('Injector', () => {
  const decisions = decisionsOf;

  it('should draw shares and delays from the seed and the rule: the same seed, rules and requests give the same faults', () => {
    const rules = ['D: reset 25%', 'D: delay 1ms-900ms 50%'];
    const first = decisions(7, rules, 2000);
    expect(decisions(7, rules, 2000)).toEqual(first);
    expect(decisions(8, rules, 2000)).not.toEqual(first);
    const resets = first.filter((d) => d === 100_000).length;
    expect(resets).toBeGreaterThan(400);
    expect(resets).toBeLessThan(600);
    const delays = first.filter((d) => d !== null && d > 200_000).map((d) => (d as number) - 200_000);
    expect(delays.length).toBeGreaterThan(600);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...delays)).toBeLessThanOrEqual(900);
    expect(new Set(delays).size).toBeGreaterThan(300);
  });

  it('should give a rule the same draws whatever the rules after it', () => {
    const alone = decisions(3, ['D: reset 30%'], 500).map((d) => d !== null);
    const followed = decisions(3, ['D: reset 30%', 'D: 503'], 500).map((d) => d === 100_000);
    expect(followed).toEqual(alone);
  });

  it('should fire `next N` that many times, then leave the list', () => {
    const injector = new Injector(1);
    injector.add('D: 503 next 2');
    expect(injector.list()).toEqual([{ id: 1, rule: 'D: 503 next 2', left: 2 }]);
    expect(injector.decide(D, () => 200)?.id).toBe(1);
    expect(injector.list()).toEqual([{ id: 1, rule: 'D: 503 next 2', left: 1 }]);
    expect(injector.decide(D, () => 200)?.id).toBe(1);
    expect(injector.decide(D, () => 200)).toBeNull();
    expect(injector.active).toHaveLength(0);
    expect(injector.remove(1)).toBeNull();
  });

  it('should take the first rule that matches, and number rules on across removals and clears', () => {
    const injector = new Injector(1);
    const c = injector.add('C: 500');
    const any = injector.add('*: 502');
    expect(injector.decide(D, () => 200)?.id).toBe(any.id);
    expect(injector.decide({ method: 'GET', path: '/c', operation: 'C' }, () => 200)?.id).toBe(c.id);
    expect(injector.remove(c.id)?.rule).toBe('C: 500');
    expect(injector.clear()).toBe(1);
    expect(injector.add('D: 503').id).toBe(3);
  });

  it('should ask for the status only for a rule with status=, and match codes and classes', () => {
    const injector = new Injector(1);
    injector.add('D: 503 next 1');
    const status = vi.fn(() => 409);
    injector.decide(D, status);
    expect(status).not.toHaveBeenCalled();
    injector.add('D status=4xx: 500');
    expect(injector.decide(D, status)?.action).toEqual({ kind: 'status', status: 500, retryAfter: null });
    expect(status).toHaveBeenCalled();
    expect(injector.decide(D, () => 200)).toBeNull();
  });

  it('should fire a rule with header= or client= only for the requests that carry that header or come from there', () => {
    const injector = new Injector(1);
    const mine = injector.add('D header=x-test-id:wallet-1: 503 next 2');
    const anyRun = injector.add('D header=X-Run: 429');
    const far = injector.add('* client=10.0.0.7: reset');
    const from = (headers: Record<string, string | string[]>, client?: string): RequestFacts => ({
      ...D,
      headers,
      ...(client === undefined ? {} : { client }),
    });
    expect(injector.decide(D, () => 200)).toBeNull();
    expect(injector.decide(from({ 'x-test-id': 'wallet-2' }), () => 200)).toBeNull();
    expect(injector.decide(from({ 'x-test-id': 'wallet-1' }), () => 200)?.id).toBe(mine.id);
    expect(injector.decide(from({ 'x-test-id': ['wallet-3', 'wallet-1'] }), () => 200)?.id).toBe(mine.id);
    expect(injector.list().map((r) => r.id)).toEqual([anyRun.id, far.id]);
    expect(injector.decide(from({ 'x-run': '' }), () => 200)?.id).toBe(anyRun.id);
    expect(injector.decide(from({}, '10.0.0.8'), () => 200)).toBeNull();
    expect(injector.decide(from({}, '10.0.0.7'), () => 200)?.id).toBe(far.id);
  });

  it.each([
    ['/api/scan/v0/events', '/api/scan/v0/events', true],
    ['/api/scan/v0/events', '/api/scan/v0/events/', true],
    ['/api/scan/v0/events', '/api/scan/v0', false],
    ['/api/*/v0/events', '/api/scan/v0/events', true],
    ['/api/**', '/api/scan/v0/events', true],
    ['/api/**', '/api', true],
    ['/api/**', '/other/scan', false],
    ['/a/*', '/a/b/c', false],
  ])('should match the path %j against %j: %j', (pattern, path, matches) => {
    const injector = new Injector(1);
    injector.add(`POST ${pattern}: 503`);
    expect(injector.decide({ method: 'POST', path, operation: null }, () => 200) !== null).toBe(matches);
    expect(injector.decide({ method: 'GET', path, operation: null }, () => 200)).toBeNull();
  });
});

describe('the app with faults on demand', () => {
  const served = (app: (r: AppRequest) => AppReply, r: AppRequest): { status: number; text: string } => {
    const reply = app(r);
    return { status: reply.status, text: bodyText(reply) };
  };

  it('should answer as before with no rule in force, byte for byte', () => {
    const plain = createApp({ ledger });
    const injector = new Injector(ledger.seed);
    const app = createApp({ ledger, injector });
    expect(served(app, events(5))).toEqual(served(plain, events(5)));
    injector.add('D: 503');
    expect(injector.clear()).toBe(1);
    expect(served(app, events(5))).toEqual(served(plain, events(5)));
  });

  it('should answer `D: 503 next 2` with two ErrorResponses, then the page as it is, the cache untouched', () => {
    const injector = new Injector(ledger.seed);
    const app = createApp({ ledger, injector });
    const page = served(createApp({ ledger }), events(3));
    served(app, events(3));
    injector.add('D: 503 next 2');
    for (let i = 0; i < 2; i++) {
      const reply = app(events(3));
      expect(reply.status).toBe(503);
      expect(reply.headers['content-type']).toBe('application/json');
      expect(reply.headers['access-control-allow-origin']).toBe('*');
      expect(reply.headers['retry-after']).toBeUndefined();
      expect(reply.injected).toEqual({ id: 1, rule: 'D: 503 next 2' });
      const json = JSON.parse(bodyText(reply)) as { error: string };
      expect(schemaErrors('error-response', json)).toEqual([]);
      expect(json.error).toBe('injected by rule 1 (D: 503 next 2): Service Unavailable');
    }
    expect(served(app, events(3))).toEqual(page);
    expect(app(events(3)).injected).toBeUndefined();
  });

  it('should send Retry-After with a 429, 1 unless told', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    injector.add('*: 429 next 1');
    expect(app(events()).headers['retry-after']).toBe('1');
    injector.add('*: 503 retry-after=3 next 1');
    expect(app(request('GET', '/no/such')).headers['retry-after']).toBe('3');
  });

  it('should fault only where the operation would answer the status of status=', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    injector.add('A status=409: 500');
    expect(app(withdraw(profile.reassigningAllocationIds[0] as string)).status).toBe(500);
    expect(app(withdraw(profile.knownAllocationIds[0] as string)).status).toBe(200);
    expect(app(withdraw('no-such')).status).toBe(404);
  });

  it('should never fault the control API', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    injector.add('*: 503');
    expect(app(request('GET', '/_control/inject')).status).toBe(404);
    expect(app(request('GET', '/anything')).status).toBe(503);
  });

  it("should never fault the browser view's page", () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector, ui: true });
    injector.add('*: 503');
    expect(app(request('GET', '/_ui')).status).toBe(200);
    expect(app(request('GET', '/_ui/state')).status).toBe(200);
  });

  it("should never fault the browser view's own requests, nor let them draw a share or count down next N", () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    const page = served(createApp({ ledger }), events(2));
    const fromView = (r: AppRequest): AppRequest => ({ ...r, headers: { ...r.headers, 'x-trk-ui': '1' } });
    injector.add('D: 503 next 2');
    injector.add('*: reset 50%');
    // Without the view's requests: two 503s, then rule 2's draws.
    const draws = decisionsOf(1, ['D: 503 next 2', '*: reset 50%'], 42).slice(2);
    for (let i = 0; i < 10; i++) expect(served(app, fromView(events(2)))).toEqual(page);
    expect(injector.list().map((r) => r.left)).toEqual([2, null]);
    expect([app(events(2)).status, app(events(2)).status]).toEqual([503, 503]);
    // The share's stream is where it was: the view's requests drew nothing from it.
    const seen = Array.from({ length: 40 }, () => app(events(2)).injected?.transport?.kind === 'reset');
    expect(seen).toEqual(draws.map((d) => d === 200_000));
    expect(seen.filter(Boolean).length).toBeGreaterThan(5);
  });

  it('should match header= and client= against the request the edge read', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    injector.add('D header=x-test-id:wallet-1 client=10.0.0.7: 503');
    const tagged: AppRequest = { ...events(2), headers: { ...events(2).headers, 'x-test-id': 'wallet-1' } };
    expect(app(tagged).status).toBe(200);
    expect(app({ ...tagged, client: '10.0.0.8' }).status).toBe(200);
    expect(app({ ...tagged, client: '10.0.0.7' }).status).toBe(503);
    expect(app({ ...events(2), client: '10.0.0.7' }).status).toBe(200);
  });

  it('should pass the real answer to the edge for slow and truncate, with what to do on the wire', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    const page = served(createApp({ ledger }), events(4));
    for (const [rule, transport] of [
      ['D status=200: delay 250ms next 1', { kind: 'delay', ms: 250 }],
      ['D: slow 100 next 1', { kind: 'slow', bytesPerSecond: 100 }],
      ['D: truncate after=7 next 1', { kind: 'truncate', after: 7 }],
    ] as const) {
      injector.add(rule);
      const reply = app(events(4));
      expect({ status: reply.status, text: bodyText(reply) }).toEqual(page);
      expect(reply.injected?.transport).toEqual(transport);
    }
    injector.add('D: reset next 1');
    expect(app(events(4)).injected?.transport).toEqual({ kind: 'reset' });
  });

  it('should not make a delayed answer until the edge asks for it, once the wait is over, unless status= made it', () => {
    const inner = vi.fn((): AppReply => ({ status: 200, headers: {}, body: new Uint8Array(10) }));
    const injector = new Injector(1);
    const app = injecting(inner, injector, routes, (result, extra) => replyOf(result, true, extra));
    injector.add('D: delay 10m next 1');
    const waiting = app(events());
    expect(waiting.injected?.transport).toEqual({ kind: 'delay', ms: 600_000 });
    expect(inner).not.toHaveBeenCalled();
    expect(waiting.body).toEqual('');
    expect(waiting.later?.()).toMatchObject({ status: 200 });
    expect(inner).toHaveBeenCalledTimes(1);
    // With status=, the operation ran to be matched: its answer is the one passed on, made once.
    injector.add('D status=200: delay 10m next 1');
    const made = app(events());
    expect(inner).toHaveBeenCalledTimes(2);
    expect(made.later).toBeUndefined();
    expect(made.status).toBe(200);
  });

  it('should pass a lent page on as it is, or drop it unwritten: it gives nothing back that the edge did not write', () => {
    const givenBack = vi.fn();
    let made: PageLease | null = null;
    const inner = vi.fn((): AppReply => {
      made = new PageLease(new Uint8Array(10), givenBack);
      return { status: 200, headers: {}, body: made };
    });
    const injector = new Injector(1);
    const app = injecting(inner, injector, routes, (result, extra) => replyOf(result, true, extra));
    injector.add('D status=200: 503 next 1');
    expect(app(events()).status).toBe(503);
    expect(inner).toHaveBeenCalledTimes(1);
    injector.add('D: 503 next 1');
    app(events());
    expect(inner).toHaveBeenCalledTimes(1);
    injector.add('D: truncate next 1');
    const truncated = app(events());
    expect(truncated.body).toBe(made);
    injector.add('D status=2xx: empty next 1');
    expect(app(events()).injected?.transport).toEqual({ kind: 'empty' });
    expect(inner).toHaveBeenCalledTimes(3);
    expect(givenBack).not.toHaveBeenCalled();
  });
});
