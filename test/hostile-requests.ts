import fc from 'fast-check';
import { expect } from 'vitest';
import { schemaErrors } from './http-client.js';
import { answersIn, exchange, rawPost, type RawAnswer } from './http-raw.js';
import { binaryUnit } from './binary-unit.js';

/**
 * Raw HTTP/1.1 requests in any mix of valid and hostile, sent to the edge on one connection at a time, and what an
 * answer to them must be. Each property has its seed: a run of fewer examples tries the first of a longer run's.
 */

export const CRLF = '\r\n';
const paths = [
  '/api/scan/v0/events',
  '/registry/allocations/v1/00ab/choice-contexts/withdraw',
  '/registry/allocation-instruction/v1/allocation-factory',
  '/api/validator/v0/scan-proxy/ans-entries/by-party/alice%3A%3A1220ab',
  '/',
  '*',
  '/api/scan/v0/events?x=1',
  '/%E0%A4%A',
  '//..//../etc/passwd',
];
// HEAD is left out: its answers carry no body by definition (RFC 9110), so there is no ErrorResponse to check.
const methods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'CONNECT', 'BREW', 'get', ''];

const token = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~!$&*+^|`'.split('')), minLength: 1, maxLength: 12 });
const hostileText = fc.string({ unit: binaryUnit, maxLength: 40 });

const requestLine = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...methods),
      fc.oneof(fc.constantFrom(...paths), hostileText),
      fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 x', ''),
    )
    .map(([m, p, v]) => `${m} ${p} ${v}`),
  hostileText,
);

const header = fc.oneof(
  fc.tuple(token, fc.oneof(token, hostileText)).map(([n, v]) => `${n}: ${v}`),
  fc.constantFrom(
    'Content-Type: application/json',
    'Content-Type: text/plain',
    'Content-Type: application/json; charset=latin1',
    'Expect: 100-continue',
    'Expect: teapot',
    'Transfer-Encoding: chunked',
    'Transfer-Encoding: gzip, chunked',
    'Content-Length: 5',
    'Content-Length: -1',
    'Content-Length: 99999999999',
    'Content-Length: 3, 4',
    'Origin: http://x.test',
    'Access-Control-Request-Method: POST',
    'Connection: keep-alive',
  ),
  fc.integer({ min: 9, max: 40 }).map((k) => `X-Huge: ${'h'.repeat(k * 1024)}`),
  hostileText,
);

const body = fc.oneof(
  fc.constant(''),
  fc.constant('{"page_size":1}'),
  fc.constant('{"page_size":1000,"ledger_value_encoding":"protobuf_json"}'),
  fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 3000 }).map((depth) => `{"page_size":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constant('\xff\xfe{"page_size":1}'),
  fc.json({ maxDepth: 3 }),
);

/** One raw request: a request line, headers and a body, in any mix of valid and hostile; Host now and then left out. */
export const rawRequest = fc
  .tuple(requestLine, fc.array(header, { maxLength: 5 }), body, fc.boolean(), fc.nat(9))
  .map(([line, headers, text, withLength, hostless]) => {
    const bytes = Buffer.from(text, 'latin1');
    const host = hostless === 0 ? [] : ['Host: 127.0.0.1'];
    const all = [...host, ...headers, ...(withLength ? [`Content-Length: ${bytes.length}`] : [])];
    return Buffer.concat([Buffer.from(`${line}${CRLF}${all.join(CRLF)}${CRLF}${CRLF}`, 'latin1'), bytes]);
  });

/** Sends requests back to back on one connection; the answers that came before the server closed it or went quiet. */
/** The answers to `requests` on one connection: all that come within 300 ms of the last, after `awaited` of them. */
const answersTo = async (port: number, requests: readonly Buffer[], awaited = 0): Promise<RawAnswer[]> =>
  answersIn((await exchange(port, requests, 300, awaited)).bytes);

export function problemOf(answer: RawAnswer): string | null {
  // Every answer carries CORS's header, the edge's own (parser errors, a missing Host, CONNECT) too.
  if (answer.headers['access-control-allow-origin'] !== '*') return 'an answer without CORS';
  if (answer.status === 204) return null;
  if (answer.status >= 500) return `a ${answer.status}`;
  if (answer.headers['content-type'] !== 'application/json') return `content type ${answer.headers['content-type']}`;
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    return `a body that is not JSON: ${answer.body.slice(0, 80)}`;
  }
  if (answer.status >= 400 && schemaErrors('error-response', json).length > 0) return `not an ErrorResponse`;
  return null;
}

/**
 * Sends `numRuns` connections' worth of 1 to 8 raw requests to the server on `port`: every answer must be an
 * ErrorResponse or a valid 200, with CORS's header. Says how many requests were sent and how many answered.
 */
export async function sendHostileRequests(port: number, numRuns: number): Promise<{ sent: number; answered: number }> {
  let sent = 0;
  let answered = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(rawRequest, { minLength: 1, maxLength: 8 }), async (requests) => {
      sent += requests.length;
      const answers = await answersTo(port, requests);
      answered += answers.length;
      for (const answer of answers) {
        const problem = problemOf(answer);
        if (problem) throw new Error(`${problem} (status ${answer.status})`);
      }
    }),
    { seed: 20261123, numRuns },
  );
  return { sent, answered };
}

/**
 * Sends `numRuns` connections of well-formed requests with a hostile one behind them to the server on `port`, which
 * serves the minimal scenario: each well-formed request gets the answer it gets alone, in order, before the hostile
 * one's, and an answer that ends the connection is the last.
 */
export async function sendWellFormedBeforeHostile(port: number, numRuns: number): Promise<void> {
  const events = '/api/scan/v0/events';
  // Well-formed requests and the status each gets alone (minimal scenario).
  const wellFormed: readonly (readonly [string, number])[] = [
    [rawPost(events, '{"page_size":1000,"ledger_value_encoding":"protobuf_json"}'), 200],
    [rawPost(events, '{"page_size":1}'), 200],
    [rawPost(events, '{}'), 400],
    [`GET ${events} HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}`, 405],
    [`GET /nowhere HTTP/1.1${CRLF}Host: x${CRLF}${CRLF}`, 404],
    [`OPTIONS ${events} HTTP/1.1${CRLF}Host: x${CRLF}Origin: http://x.test${CRLF}${CRLF}`, 204],
    [`POST ${events} HTTP/1.1${CRLF}Host: x${CRLF}Expect: teapot${CRLF}Content-Length: 0${CRLF}${CRLF}`, 417],
  ];
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.constantFrom(...wellFormed), { minLength: 1, maxLength: 5 }),
      rawRequest,
      async (before, hostile) => {
        const requests = [...before.map(([text]) => Buffer.from(text, 'latin1')), hostile];
        // The well-formed ones' answers are owed whatever the machine's load: waited for, not timed.
        const answers = await answersTo(port, requests, before.length);
        expect(answers.slice(0, before.length).map((a) => a.status)).toEqual(before.map(([, status]) => status));
        for (const answer of answers) {
          const problem = problemOf(answer);
          if (problem) throw new Error(`${problem} (status ${answer.status})`);
        }
        // An answer that ends the connection is its last.
        const closing = answers.findIndex((a) => a.headers['connection'] === 'close');
        expect(closing === -1 || closing === answers.length - 1).toBe(true);
      },
    ),
    { seed: 20261125, numRuns },
  );
}
