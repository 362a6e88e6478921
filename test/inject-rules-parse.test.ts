import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isSecretName } from '../src/app/credentials.js';
import { formatRule, InjectRuleError, parseRule, type InjectRule } from '../src/app/inject-rules.js';
import { OPERATION_IDS } from '../common/api.js';
import { unknownOperation } from './unknown-operation.js';

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
    ['D header=X-Test-Id:wallet-1: 503 next 2', 'D header=x-test-id:wallet-1: 503 next 2'],
    ['* client=10.0.0.7: reset', '* client=10.0.0.7: reset'],
    ['* Client=::FFFF:10.0.0.7: reset', '* client=10.0.0.7: reset'],
    ['* client=::1: reset', '* client=::1: reset'],
    ['D status=5xx client=127.0.0.1 header=x-run: delay 1s', 'D header=x-run client=127.0.0.1 status=5xx: delay 1s'],
    ['POST /x header=authorization: 401', 'POST /x header=authorization: 401'],
    ['D header=x-note:a:b=c: 503', 'D header=x-note:a:b=c: 503'],
  ])('should read %j as %j', (text, printed) => {
    expect(formatRule(parseRule(text))).toBe(printed);
  });

  it('should read the parts of a rule', () => {
    expect(parseRule('A status=409: 429 retry-after=3 25% next 4')).toEqual({
      target: { kind: 'operation', operation: 'A' },
      header: null,
      client: null,
      status: '409',
      action: { kind: 'status', status: 429, retryAfter: 3 },
      share: 2500,
      next: 4,
    });
    expect(parseRule('GET /x/*: delay 1m-2m').action).toEqual({ kind: 'delay', fromMs: 60_000, toMs: 120_000 });
    expect(parseRule('/x: slow 10').target).toEqual({ kind: 'path', method: null, path: '/x' });
  });

  it.each([
    ['D 503', /expected TARGET \[header=NAME\[:VALUE\]\] \[client=ADDRESS\] \[status=CODE\]: ACTION/],
    ['', /expected TARGET/],
    ['D:', /expected TARGET/],
    [
      `${unknownOperation}: 503`,
      new RegExp(
        `unknown target "${unknownOperation}"; expected ${OPERATION_IDS.join(', ')}, \\* or \\[METHOD\\] /path`,
      ),
    ],
    ['FETCH /x: 503', /unknown target "FETCH"/],
    ['POST x: 503', /unknown target "POST x"/],
    ['/a/**/b: 503', /"\*\*" may only be the last segment/],
    [
      'D foo: 503',
      /unexpected "foo" before the colon; expected .*, then header=NAME\[:VALUE\], client=ADDRESS or status=CODE/,
    ],
    ['D header=: 503', /header= is not a header to match; expected header=NAME \(present\) or header=NAME:VALUE/],
    ['D header=x-id:: 503', /header=x-id: is not a header to match/],
    ['D header=x(id): 503', /header=x\(id\) is not a header to match/],
    ['D header=a header=b: 503', /header= is given twice; expected one, e.g. "D header=x-test-id:wallet-1: 503"/],
    ['D header=Authorization:Bearer: 503', /header=authorization:... would print a credential.*header=authorization\)/],
    ['D header=x-api-key:k1: 503', /would print a credential/],
    [
      '* client=10.0.0.256: reset',
      /client=10.0.0.256 is not an address; expected an IPv4 or IPv6 address.*client=10.0.0.7/,
    ],
    ['* client=localhost: reset', /client=localhost is not an address/],
    ['* client=:: reset', /client=: is not an address/],
    ['* client=12345::1: reset', /client=12345::1 is not an address/],
    ['* client=1.2.3.4 client=1.2.3.5: reset', /client= is given twice/],
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
    header: fc.option(
      fc.record({
        // Not a credential's name, whose value a rule may not hold (docs/inject.md, the rule syntax).
        name: fc.stringMatching(/^x-[a-z0-9-]{1,10}$/).filter((name) => !isSecretName(name)),
        // Not ending with a colon: the first colon followed by a space ends the target.
        value: fc.option(fc.stringMatching(/^[A-Za-z0-9:=._-]{0,11}[A-Za-z0-9=._-]$/)),
      }),
    ),
    client: fc.option(fc.constantFrom('127.0.0.1', '10.0.0.7', '::1', 'fe80::1:2')),
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
