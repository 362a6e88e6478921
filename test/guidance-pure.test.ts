import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { controlCorsHeaders } from '../src/app/control-access.js';
import { listensEverywhere, urlHost } from '../src/app/listen-address.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { unknownFields } from '../src/app/unknown-fields.js';
import { unknownOptionKey } from '../src/option-keys.js';
import { ledgerOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { closest, didYouMean, editDistance } from '../common/did-you-mean.js';
import { UsageError } from '../common/errors.js';
import { readOptions, type OptionSpec } from '../common/options.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');
const profile = profileOf(ledger);
const eventsPath = '/api/scan/v0/events';
const factoryPath = '/registry/allocation-instruction/v1/allocation-factory';
const withdrawPath = (id: string): string =>
  `/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`;

function post(target: string, body: unknown, headers: Record<string, string> = {}): AppRequest {
  return {
    method: 'POST',
    target,
    headers: { 'content-type': 'application/json', ...headers },
    body: { bytes: new TextEncoder().encode(typeof body === 'string' ? body : JSON.stringify(body)) },
  };
}

const errorOf = (reply: AppReply): string => {
  expect(reply.headers['content-type']).toBe('application/json');
  const json = JSON.parse(bodyText(reply)) as { error: string };
  expect(schemaErrors('error-response', json)).toEqual([]);
  return json.error;
};

/** The cursor a buggy indexer sends: beside `after` instead of inside it. */
const misplaced = { page_size: 2, after_migration_id: 0, after_record_time: '2020-01-01T00:00:00Z' };

describe('did you mean', () => {
  it('should count insertions, deletions, substitutions and swaps of neighbours as one edit each', () => {
    expect(editDistance('scenaro', 'scenario')).toBe(1);
    expect(editDistance('defualt', 'default')).toBe(1);
    expect(editDistance('pagesize', 'page_size')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('should suggest the nearest known word only when it is near, without case', () => {
    expect(closest('scenaro', ['seed', 'scenario', 'port'])).toBe('scenario');
    expect(closest('pageSize', ['page_size', 'after'])).toBe('page_size');
    expect(closest('d-ordr', ['d-order', 'd-walk'])).toBe('d-order');
    expect(closest('serv', ['serve', 'profile', 'check'])).toBe('serve');
    expect(closest('frobnicate', ['serve', 'profile', 'check'])).toBeUndefined();
    expect(closest('colour', ['page_size', 'after'])).toBeUndefined();
    // Two letters are near anything: no guess.
    expect(closest('xy', ['x', 'xyz'])).toBeUndefined();
    // A long hostile word costs no table, and is near nothing.
    expect(closest('a'.repeat(100_000), ['scenario'])).toBeUndefined();
    expect(didYouMean('scenaro', ['scenario'], (w) => `--${w}`)).toBe(' (did you mean --scenario?)');
    expect(didYouMean('zzzzzz', ['scenario'])).toBe('');
  });
});

describe('unknown fields of a request body', () => {
  it('should tell a cursor put beside "after" where it belongs, and misspelt fields what they meant', () => {
    expect(unknownFields('D', misplaced)).toEqual([
      'after_migration_id belongs inside "after"',
      'after_record_time belongs inside "after"',
    ]);
    expect(unknownFields('D', { pagesize: 10 })).toEqual(['unknown field "pagesize" (did you mean "page_size"?)']);
    expect(unknownFields('D', { page_size: 1, after: { page_size: 1 } })).toEqual([
      'after.page_size belongs at the top level',
    ]);
    expect(unknownFields('D', { page_size: 1, after_migraton_id: 0 })).toEqual([
      'unknown field "after_migraton_id" (did you mean "after.after_migration_id"?)',
    ]);
    expect(unknownFields('D', { page_size: 1, colour: 'red' })).toEqual([
      'unknown field "colour" (known fields: page_size, after, ledger_value_encoding, daml_value_encoding)',
    ]);
    expect(unknownFields('A', { excludeDebugField: true })).toEqual([
      'unknown field "excludeDebugField" (did you mean "excludeDebugFields"?)',
    ]);
  });

  it('should leave known bodies, open maps and what is no object alone, and tell at most five fields', () => {
    expect(unknownFields('D', { page_size: 1, after: { after_migration_id: 0, after_record_time: 'x' } })).toEqual([]);
    expect(unknownFields('A', { meta: { anything: 'x' }, excludeDebugFields: true })).toEqual([]);
    expect(unknownFields('B', { choiceArguments: { any: { thing: 1 } } })).toEqual([]);
    expect(unknownFields('C', { whatever: 1 })).toEqual([]);
    expect(unknownFields('D', [1, 2])).toEqual([]);
    expect(unknownFields('D', 'text')).toEqual([]);
    const many = unknownFields('D', Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`x${i}`, i])));
    expect(many).toHaveLength(6);
    expect(many.at(-1)).toBe('and 4 more unknown fields');
    // A client's field name is any text: quoted, escaped and bounded.
    const [hostile] = unknownFields('D', { [`a\nb${'c'.repeat(200)}`]: 1 });
    expect(hostile).toMatch(/^unknown field "a\\nbc+\.\.\." /);
    expect(hostile?.length).toBeLessThan(200);
  });

  it('should answer as before with a warning naming the operation, and 400 in the same words when strict', () => {
    const app = createApp({ ledger });
    const strict = createApp({ ledger, strictRequests: true });
    const warned = app(post(eventsPath, misplaced));
    expect(warned.status).toBe(200);
    expect(warned.warnings).toEqual([
      'D: after_migration_id belongs inside "after"',
      'D: after_record_time belongs inside "after"',
    ]);
    expect(bodyText(warned)).toBe(bodyText(app(post(eventsPath, { page_size: 2 }))));
    const refused = strict(post(eventsPath, misplaced));
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toBe(
      'after_migration_id belongs inside "after"; after_record_time belongs inside "after"',
    );
    const typo = strict(post(eventsPath, { pagesize: 10 }));
    expect(errorOf(typo)).toBe('unknown field "pagesize" (did you mean "page_size"?)');
    expect(app(post(eventsPath, { pagesize: 10 })).warnings).toEqual([`D: ${errorOf(typo)}`]);
    const factory = strict(post(factoryPath, { choiceArguments: {}, excludeDebugField: true }));
    expect(errorOf(factory)).toMatch(/^unknown field "excludeDebugField" \(did you mean "excludeDebugFields"\?\)$/);
  });

  it('should answer a body it knows byte for byte as without the flag, and without warnings', () => {
    const app = createApp({ ledger });
    const strict = createApp({ ledger, strictRequests: true });
    const id = profile.knownAllocationIds[0] as string;
    const bodies: [string, unknown][] = [
      [eventsPath, { page_size: 3, ledger_value_encoding: 'protobuf_json' }],
      [eventsPath, { page_size: 1000, after: { after_migration_id: 0, after_record_time: '2020-01-01T00:00:00Z' } }],
      [withdrawPath(id), { meta: { k: 'v' } }],
      [factoryPath, { choiceArguments: profile.factoryChoiceArguments ?? {}, excludeDebugFields: true }],
      // Refused by the schema, whatever the flag: the same 400.
      [eventsPath, { page_size: 0 }],
    ];
    for (const [path, body] of bodies) {
      const plain = app(post(path, body));
      const checked = strict(post(path, body));
      expect(checked.status).toBe(plain.status);
      expect(bodyText(checked)).toBe(bodyText(plain));
      expect(checked.headers).toEqual(plain.headers);
      expect(plain.warnings).toBeUndefined();
    }
  });
});

describe('CORS: the headers a page may read', () => {
  it('should expose WWW-Authenticate, Allow and Retry-After on answers, and to an allowed origin of the control API', () => {
    const expose = 'WWW-Authenticate, Allow, Retry-After';
    const app = createApp({ ledger, auth: { tokens: ['t0k3n'] } });
    const unauthorized = app(post(eventsPath, { page_size: 1 }));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers['access-control-expose-headers']).toBe(expose);
    const wrongMethod = app({ ...post(eventsPath, ''), method: 'GET' });
    expect(wrongMethod.headers['access-control-expose-headers']).toBe(expose);
    expect(createApp({ ledger, cors: false })(post(eventsPath, { page_size: 1 })).headers).not.toHaveProperty(
      'access-control-expose-headers',
    );
    const origin = 'http://localhost:3000';
    expect(controlCorsHeaders({ origin }, [origin])['access-control-expose-headers']).toBe(expose);
    expect(controlCorsHeaders({ origin: 'http://evil.test' }, [origin])).not.toHaveProperty(
      'access-control-expose-headers',
    );
  });
});

describe('addresses in URLs', () => {
  it('should never name every interface, which no client reaches', () => {
    expect(urlHost('0.0.0.0')).toBe('127.0.0.1');
    expect(urlHost('::')).toBe('[::1]');
    expect(urlHost('[::]')).toBe('[::1]');
    expect(urlHost('::1')).toBe('[::1]');
    expect(urlHost('127.0.0.1')).toBe('127.0.0.1');
    expect(urlHost('fe80::1')).toBe('[fe80::1]');
    expect(urlHost('localhost')).toBe('localhost');
    expect(['0.0.0.0', '::', '[::]', '::0'].map(listensEverywhere)).toEqual([true, true, true, true]);
    expect(['127.0.0.1', '::1', 'localhost', '10.0.0.1'].map(listensEverywhere)).toEqual([false, false, false, false]);
  });
});

describe("startSimulator's option keys", () => {
  const unknown = (given: unknown): string | null => unknownOptionKey<object, object, object, object>(given as object);
  it('should name an unknown key with the one meant, at the top and inside live, auth and limits', () => {
    expect(unknown({ scenaro: 'minimal' })).toBe('unknown option "scenaro" (did you mean "scenario"?)');
    expect(unknown({ live: { clok: 'manual' } })).toBe('unknown option "live.clok" (did you mean "live.clock"?)');
    expect(unknown({ auth: { token: ['x'] } })).toBe('unknown option "auth.token" (did you mean "auth.tokens"?)');
    expect(unknown({ limits: { idleTimeout: 1 } })).toBe(
      'unknown option "limits.idleTimeout" (did you mean "limits.idleTimeoutMs"?)',
    );
    expect(unknown({ colour: 'red' })).toMatch(/^unknown option "colour"; known: scenario, seed, host, port, /);
    expect(unknown({ scenario: 'minimal', live: true, auth: { tokens: [] }, limits: {} })).toBeNull();
  });
});

describe('options that need another', () => {
  const table = [
    { name: 'live', kind: 'flag', env: 'X_LIVE', description: 'live' },
    {
      name: 'speed',
      kind: 'value',
      value: 'n',
      env: 'X_SPEED',
      default: '1',
      parse: (_l, t) => t,
      needs: 'live',
      description: 's',
    },
  ] as const satisfies readonly OptionSpec[];

  it('should refuse one given without the flag it needs, on the command line or in the environment', () => {
    expect(() => readOptions(table, { speed: '10' }, {})).toThrow(
      new UsageError('--speed needs --live; add --live or leave --speed out'),
    );
    expect(() => readOptions(table, {}, { X_SPEED: '10' })).toThrow(/^X_SPEED needs --live/);
    expect(readOptions(table, {}, {})).toEqual({ live: false, speed: '1' });
    expect(readOptions(table, { speed: '10', live: true }, {})).toEqual({ live: true, speed: '10' });
    expect(readOptions(table, { speed: '10' }, { X_LIVE: 'yes' }).speed).toBe('10');
  });
});
