import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it, vi } from 'vitest';
import { createApp, replyOf } from '../src/app/app.js';
import { formatRule, InjectRuleError, parseRule, type InjectRule } from '../src/app/inject-rules.js';
import { injecting, Injector, type RequestFacts } from '../src/app/injector.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { defaultPrefixes, routesFor } from '../src/app/routes.js';
import { profileOf } from '../src/operations/profile.js';
import { ledgerOf } from '../src/scenario-file.js';
import { OPERATION_IDS } from '../src/shared/api.js';
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

describe('parseRule', () => {
  it.each([
    ['D: 503 next 2', 'D: 503 next 2'],
    ['d:503', 'D: 503'],
    ['D: reset 10%', 'D: reset 10%'],
    ['D: delay 2s', 'D: delay 2s'],
    ['D: delay 100ms-2s', 'D: delay 100ms-2s'],
    ['D: delay 1.5s-60000ms', 'D: delay 1500ms-1m'],
    ['POST /api/scan/v0/events: slow 2048', 'POST /api/scan/v0/events: slow 2048'],
    ['post /api/validator/*/x/**: 504', 'POST /api/validator/*/x/**: 504'],
    ['A status=409: 500', 'A status=409: 500'],
    ['* status=5XX: reset', '* status=5xx: reset'],
    ['*: 429 retry-after=3 next 1', '*: 429 retry-after=3 next 1'],
    ['C: truncate', 'C: truncate'],
    ['C: truncate after=10 next 3 12.5%', 'C: truncate after=10 12.5% next 3'],
    ['D: empty 5%', 'D: empty 5%'],
    ['  B:   504   always  ', 'B: 504'],
  ])('should read %j as %j', (text, printed) => {
    expect(formatRule(parseRule(text))).toBe(printed);
  });

  it('should read the parts of a rule', () => {
    expect(parseRule('A status=409: 429 retry-after=3 25% next 4')).toEqual({
      target: { kind: 'operation', operation: 'A' },
      status: '409',
      action: { kind: 'status', status: 429, retryAfter: 3 },
      share: 2500,
      next: 4,
    });
    expect(parseRule('GET /x/*: delay 1m-2m').action).toEqual({ kind: 'delay', fromMs: 60_000, toMs: 120_000 });
    expect(parseRule('/x: slow 10').target).toEqual({ kind: 'path', method: null, path: '/x' });
  });

  it.each([
    ['D 503', /expected TARGET \[status=CODE\]: ACTION/],
    ['', /expected TARGET/],
    ['D:', /expected TARGET/],
    ['E: 503', /unknown target "E"; expected A, B, C, D, \* or \[METHOD\] \/path/],
    ['FETCH /x: 503', /unknown target "FETCH"/],
    ['POST x: 503', /unknown target "POST x"/],
    ['/a/**/b: 503', /"\*\*" may only be the last segment/],
    ['D foo: 503', /unexpected "foo" before the colon/],
    ['D status=20: 503', /status=20 is not a status; expected a code such as 409 or a class such as 5xx/],
    ['D status=200 status=201: 503', /status= is given twice/],
    ['D: 200', /status 200 is not an error; expected a status from 400 to 599/],
    ['D: 600', /status 600 is not an error/],
    ['D: boom', /unknown action "boom"; expected a status from 400 to 599, delay, slow, truncate, empty or reset/],
    ['D: delay', /delay "" is not a duration; expected e.g. "delay 2s"/],
    ['D: delay 2', /delay "2" is not a duration/],
    ['D: delay 11m', /delay "11m" is not a duration.*at most 10m/],
    ['D: delay 0.5ms', /delay "0.5ms" is not a duration/],
    ['D: delay 2s-1s', /delay 2s-1s runs backwards/],
    ['D: delay 1s-2s-3s', /is not a duration/],
    ['D: slow', /slow "" is not a rate; expected bytes per second/],
    ['D: slow 0', /slow "0" is not a rate/],
    ['D: reset 0%', /share 0% is out of range/],
    ['D: reset 101%', /share 101% is out of range/],
    ['D: reset 0.001%', /share 0.001% is out of range/],
    ['D: reset 5% 6%', /a share is given twice/],
    ['D: 503 next', /next needs a count of 1 or more, got ""/],
    ['D: 503 next 0', /next needs a count of 1 or more, got "0"/],
    ['D: 503 next 1 next 2', /next is given twice/],
    ['D: reset retry-after=3', /retry-after= goes with a status action only/],
    ['D: 503 retry-after=soon', /retry-after=soon is not a number of seconds/],
    ['D: 503 after=3', /after= goes with truncate only/],
    ['D: truncate after=-1', /after=-1 is not a number of bytes/],
    ['D: 503 always next 2', /always contradicts a share or next/],
    ['D: 503 twice', /unexpected "twice" after the action; expected N%, next N/],
  ])('should refuse %j in one line naming what is wrong', (text, message) => {
    let thrown: unknown;
    try {
      parseRule(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InjectRuleError);
    const error = thrown as InjectRuleError;
    expect(error.exitCode).toBe(2);
    expect(error.message).toMatch(/^inject rule ".*": /);
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(message);
  });

  const duration = fc.oneof(
    fc.integer({ min: 0, max: 600_000 }),
    fc.integer({ min: 0, max: 600 }).map((s) => s * 1000),
    fc.integer({ min: 0, max: 10 }).map((m) => m * 60_000),
  );
  const segment = fc.oneof(
    fc.constantFrom('*', 'api', 'v0', '%3A%3A', 'a:b', 'x.y~z'),
    fc.stringMatching(/^[a-z0-9]{1,8}$/),
  );
  const rule: fc.Arbitrary<InjectRule> = fc.record({
    target: fc.oneof(
      fc.constantFrom(...OPERATION_IDS).map((operation) => ({ kind: 'operation' as const, operation })),
      fc.constant({ kind: 'any' as const }),
      fc.record({
        kind: fc.constant('path' as const),
        method: fc.constantFrom(null, 'GET', 'POST', 'DELETE'),
        path: fc
          .tuple(fc.array(segment, { maxLength: 5 }), fc.boolean())
          .map(([parts, rest]) => `/${[...parts, ...(rest ? ['**'] : [])].join('/')}`),
      }),
    ),
    status: fc.constantFrom(null, '200', '409', '4xx', '5xx'),
    action: fc.oneof(
      fc.record({
        kind: fc.constant('status' as const),
        status: fc.integer({ min: 400, max: 599 }),
        retryAfter: fc.option(fc.integer({ min: 0, max: 86_400 })),
      }),
      fc
        .tuple(duration, duration)
        .map(([a, b]) => ({ kind: 'delay' as const, fromMs: Math.min(a, b), toMs: Math.max(a, b) })),
      fc.record({ kind: fc.constant('slow' as const), bytesPerSecond: fc.integer({ min: 1, max: 1e9 }) }),
      fc.record({ kind: fc.constant('truncate' as const), after: fc.option(fc.integer({ min: 0, max: 1e9 })) }),
      fc.constantFrom({ kind: 'empty' as const }, { kind: 'reset' as const }),
    ),
    share: fc.option(fc.integer({ min: 1, max: 10_000 })),
    next: fc.option(fc.integer({ min: 1, max: 1e9 })),
  });

  propIt.prop([rule])('should read back every rule it prints, as the same rule', (given) => {
    const text = formatRule(given);
    expect(parseRule(text)).toEqual(given);
    expect(formatRule(parseRule(text))).toBe(text);
  });
});

describe('Injector', () => {
  const decisions = (seed: number, rules: string[], count: number): (number | null)[] => {
    const injector = new Injector(seed);
    for (const rule of rules) injector.add(rule);
    return Array.from({ length: count }, () => {
      const fired = injector.decide(D, () => 200);
      return fired === null ? null : fired.id * 100_000 + fired.delayMs;
    });
  };

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

  it('should pass the real answer to the edge for delay, slow and truncate, with what to do on the wire', () => {
    const injector = new Injector(1);
    const app = createApp({ ledger, injector });
    const page = served(createApp({ ledger }), events(4));
    for (const [rule, transport] of [
      ['D: delay 250ms next 1', { kind: 'delay', ms: 250 }],
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

  it("should give a dropped answer's bytes back at once, and leave a passed one's to the edge", () => {
    const sent = vi.fn();
    const inner = vi.fn((): AppReply => ({ status: 200, headers: {}, body: new Uint8Array(10), sent }));
    const injector = new Injector(1);
    const app = injecting(inner, injector, routes, (result, extra) => replyOf(result, true, extra));
    injector.add('D status=200: 503 next 1');
    expect(app(events()).status).toBe(503);
    expect(inner).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    injector.add('D: 503 next 1');
    app(events());
    expect(inner).toHaveBeenCalledTimes(1);
    injector.add('D: truncate next 1');
    expect(app(events()).sent).toBe(sent);
    expect(sent).toHaveBeenCalledTimes(1);
    injector.add('D status=2xx: empty next 1');
    expect(app(events()).injected?.transport).toEqual({ kind: 'empty' });
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
