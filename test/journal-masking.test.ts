import { fc, it as propIt } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';
import { isSecretName } from '../src/app/credentials.js';
import { answersIn, exchange } from './http-raw.js';

// Credentials in requests, masked alike in the request log and the request journal (docs/journal.md, masking):
// requests carrying a credential by its name or by its shape, in every place a request can carry one, over HTTP.

let sim: Simulator;
const logged: string[] = [];
beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', journalSize: 50, log: (line) => logged.push(line) });
});
afterAll(() => sim.close());

const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const b64url = `${alnum}-_`;
const run = (chars: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((c) => c.join(''));

/** A credential's value, long enough and mixed enough that it appears nowhere else by chance. */
const secret = run(alnum, 10, 24).map((v) => `${v}Q7z`);
/** Values that read as credentials by their shape alone: a JWT, an AWS key id, a base64 key, a hex key. */
const shaped = fc.oneof(
  fc.tuple(run(b64url, 8, 40), run(b64url, 8, 60), run(b64url, 20, 43)).map(([h, p, s]) => `eyJ${h}.${p}.${s}`),
  run('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 16).map((v) => `AKIA${v}`),
  run(`${alnum}+/`, 28, 60).map((v) => `${v}Aa9`),
  fc.tuple(run('0123456789abcdef', 40, 40), fc.boolean()).map(([v, upper]) => (upper ? v.toUpperCase() : v)),
);
const names = [
  'access_token',
  'password',
  'sig',
  'jwt',
  'X-Amz-Signature',
  'X-Amz-Credential',
  'code',
  'pwd',
  'credential',
  'api_key',
  'client_secret',
  'x-jwt',
  'signature',
  'refreshToken',
  'session_id',
  'otp',
];
const secretName = fc
  .tuple(fc.constantFrom(...names), fc.constantFrom('as', 'upper', 'lower'))
  .map(([name, spelling]) =>
    spelling === 'upper' ? name.toUpperCase() : spelling === 'lower' ? name.toLowerCase() : name,
  );
const ordinaryName = fc.constantFrom('q', 'note', 'x-note', 'ref', 'memo');
const place = fc.constantFrom('query', 'header', 'json', 'form', 'userinfo');

/** A credential and where it goes: by its name, or by its shape under an ordinary name. */
const credential = fc.oneof(
  fc.record({ name: secretName, value: secret, place }),
  fc.record({ name: ordinaryName, value: shaped, place }),
);

interface Credential {
  readonly name: string;
  readonly value: string;
  readonly place: string;
}

/** A request of D that carries `c` where it says, raw, with the connection closed after the answer. */
function requestWith(c: Credential, port: number): string {
  const encoded = `${encodeURIComponent(c.name)}=${encodeURIComponent(c.value)}`;
  const path = '/api/scan/v0/events';
  const target =
    c.place === 'query'
      ? `${path}?page=1&${encoded}`
      : c.place === 'userinfo'
        ? `http://wallet:${encodeURIComponent(c.value)}@127.0.0.1:${port}${path}`
        : path;
  const json = c.place === 'json';
  const body =
    c.place === 'form'
      ? `page_size=1&${encoded}`
      : JSON.stringify({
          page_size: 1,
          ...(json ? { wallet: { [c.name]: c.value, id: 'w-1' } } : {}),
          // A credential's shape as a field's name, which the log's warning of an unknown field quotes.
          ...(json && !isSecretName(c.name) ? { [c.value]: 1 } : {}),
        });
  const type = c.place === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const header = c.place === 'header' ? [`${c.name}: ${c.value}`] : [];
  return [
    `POST ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Content-Type: ${type}`,
    ...header,
    'Connection: close',
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');
}

describe('masking in the request log and the request journal', () => {
  propIt.prop([fc.array(credential, { minLength: 1, maxLength: 4 })], { numRuns: 40 })(
    'should show a credential nowhere, by its name or by its shape, in the query, headers, body or userinfo',
    async (credentials) => {
      sim.clearRequests();
      logged.length = 0;
      for (const c of credentials) {
        const { bytes } = await exchange(sim.port, requestWith(c, sim.port));
        expect(answersIn(bytes)).toHaveLength(1);
      }
      const entries = await sim.finalRequests();
      expect(entries).toHaveLength(credentials.length);
      let listed = '';
      try {
        sim.expectRequests({}, 0);
      } catch (error) {
        listed = (error as Error).message;
      }
      const shown = [JSON.stringify(entries), logged.join('\n'), listed].join('\n');
      for (const { value } of credentials) {
        for (const spelling of [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)]) {
          expect(shown).not.toContain(spelling);
        }
      }
    },
  );

  it('should keep the ordinary values of the API as sent: party ids, contract ids, cursors, a choice argument', async () => {
    sim.clearRequests();
    const party = sim.profile.partiesWithEntry[0] ?? '';
    const contract = sim.profile.knownAllocationIds[0] ?? '';
    expect([party, contract]).not.toContain('');
    const cursor = { after_migration_id: 0, after_record_time: '2026-11-23T09:00:00.123456Z' };
    const query = `party=${encodeURIComponent(party)}&contract=${contract}`;
    const bodies = [
      ['/api/scan/v0/events', JSON.stringify({ page_size: 1, after: cursor, party, contract })],
      [
        '/registry/allocation-instruction/v1/allocation-factory',
        JSON.stringify({ choiceArguments: sim.profile.factoryChoiceArguments, excludeDebugFields: true }),
      ],
    ] as const;
    for (const [path, body] of bodies) {
      const { bytes } = await exchange(
        sim.port,
        `POST ${path}?${query} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      expect(answersIn(bytes).map((a) => a.status)).toEqual([200]);
    }
    const entries = await sim.finalRequests();
    expect(entries.map((e) => [e.query, e.body])).toEqual(bodies.map(([, body]) => [query, body.slice(0, 4096)]));
  });

  it('should route an absolute-form target as its path, and mask its userinfo in the log', async () => {
    sim.clearRequests();
    logged.length = 0;
    const body = JSON.stringify({ page_size: 1 });
    const { bytes } = await exchange(
      sim.port,
      // A password with an unescaped @, and a URL that carries userinfo in the query.
      `POST http://user:pa55@word-Q7z@127.0.0.1:${sim.port}/api/scan/v0/events?access_token=t0ken-Q7z&next=http://u:n3xt-Q7z@x/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answersIn(bytes).map((a) => a.status)).toEqual([200]);
    const [entry] = await sim.finalRequests();
    expect(entry).toMatchObject({
      path: '/api/scan/v0/events',
      query: 'access_token=***&next=***',
      operation: 'D',
      status: 200,
    });
    expect(logged.join('\n')).toContain(
      `POST http://***@127.0.0.1:${sim.port}/api/scan/v0/events?access_token=***&next=*** 200`,
    );
    expect(logged.join('\n')).not.toMatch(/pa55|word-Q7z|t0ken|n3xt/);
  });
});
