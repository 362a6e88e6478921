import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { post, schemaErrors } from './http-client.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', limits: { headersTimeoutMs: 2000, requestTimeoutMs: 3000 } });
});
afterAll(async () => {
  await sim.close();
});

const CRLF = '\r\n';
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
const hostileText = fc.string({ unit: 'binary', maxLength: 40 });

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

/** One raw request: a request line, headers and a body, in any mix of valid and hostile. */
const rawRequest = fc
  .tuple(requestLine, fc.array(header, { maxLength: 5 }), body, fc.boolean())
  .map(([line, headers, text, withLength]) => {
    const bytes = Buffer.from(text, 'latin1');
    const all = ['Host: 127.0.0.1', ...headers, ...(withLength ? [`Content-Length: ${bytes.length}`] : [])];
    return Buffer.concat([Buffer.from(`${line}${CRLF}${all.join(CRLF)}${CRLF}${CRLF}`, 'latin1'), bytes]);
  });

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Splits raw HTTP/1.1 responses by their Content-Length (every answer of ours has one). */
function answersIn(text: string): Answer[] {
  const answers: Answer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const lines = rest.slice(0, end).split('\r\n');
    const status = Number(lines[0]?.slice(9, 12));
    const headers = Object.fromEntries(
      lines.slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyBytes = Buffer.from(rest.slice(end + 4), 'latin1').subarray(0, length);
    answers.push({ status, headers, body: bodyBytes.toString('utf8') });
    rest = Buffer.from(rest.slice(end + 4), 'latin1')
      .subarray(length)
      .toString('latin1');
  }
  return answers;
}

/** Sends requests back to back on one connection and reads until the server closes it or goes quiet. */
function exchange(requests: readonly Buffer[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(sim.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let quiet: NodeJS.Timeout | undefined;
    const done = (): void => {
      clearTimeout(quiet);
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    const idle = (): void => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 300);
    };
    socket.on('data', (d: Buffer) => {
      chunks.push(d);
      idle();
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.on('connect', () => {
      for (const r of requests) socket.write(r);
      idle();
    });
  });
}

function problemOf(answer: Answer): string | null {
  if (answer.status === 204) return answer.headers['access-control-allow-origin'] === '*' ? null : 'a 204 without CORS';
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

describe('the HTTP edge under hostile raw requests', () => {
  it('should answer every request it answers with an ErrorResponse or a valid 200, and stay the same', async () => {
    const reference = await post(`${sim.urls.scan}/v0/events`, { page_size: 20 });
    let sent = 0;
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(rawRequest, { minLength: 1, maxLength: 8 }), async (requests) => {
        sent += requests.length;
        const answers = answersIn(await exchange(requests));
        answered += answers.length;
        for (const answer of answers) {
          const problem = problemOf(answer);
          if (problem) throw new Error(`${problem} (status ${answer.status})`);
        }
      }),
      { seed: 20261123, numRuns: 1200 },
    );
    expect(sent).toBeGreaterThanOrEqual(5000);
    expect(answered).toBeGreaterThan(1000);
    const after = await post(`${sim.urls.scan}/v0/events`, { page_size: 20 });
    expect(after.text).toBe(reference.text);
  }, 120_000);
});
