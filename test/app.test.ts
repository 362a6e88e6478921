import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { ledgerOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');
const profile = profileOf(ledger);
const app = createApp({ ledger });
const eventsPath = '/api/scan/v0/events';
const entryPath = (party: string): string =>
  `/api/validator/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(party)}`;

function request(method: string, target: string, body = '', headers: Record<string, string> = {}): AppRequest {
  return {
    method,
    target,
    headers: { 'content-type': 'application/json', ...headers },
    body: { bytes: new TextEncoder().encode(body) },
  };
}

function expectError(reply: AppReply, status: number, mentions: RegExp): void {
  expect(reply.status).toBe(status);
  expect(reply.headers['content-type']).toBe('application/json');
  const json = JSON.parse(bodyText(reply)) as { error: string };
  expect(schemaErrors('error-response', json)).toEqual([]);
  expect(json.error).toMatch(mentions);
}

describe('createApp: routes and body rules', () => {
  const segment = fc.oneof(
    fc.constantFrom('registry', 'allocations', 'v1', 'choice-contexts', 'withdraw', 'api', 'scan', 'v0', 'events'),
    fc.constantFrom('validator', 'scan-proxy', 'ans-entries', 'by-party'),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.constantFrom('%', '%zz', '..', '.', '%2F', ''),
  );
  propIt.prop([
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
    fc.array(segment, { maxLength: 9 }),
    fc.string(),
  ])(
    'should answer any method, path and body without a server error, as an ErrorResponse when it fails',
    (method, parts, body) => {
      const reply = app(request(method, `/${parts.join('/')}`, body));
      expect(reply.status).toBeLessThan(500);
      if (reply.status === 204) return expect(reply.headers['access-control-allow-methods']).toBeDefined();
      expect(reply.headers['content-type']).toBe('application/json');
      if (reply.status >= 400) expect(schemaErrors('error-response', JSON.parse(bodyText(reply)))).toEqual([]);
    },
  );

  it('should answer an unknown route with 404 and a wrong method with 405 and Allow', () => {
    expectError(app(request('GET', '/no/such/route')), 404, /no route for GET \/no\/such\/route/);
    const wrong = app(request('GET', eventsPath));
    expectError(wrong, 405, /method GET is not allowed/);
    expect(wrong.headers['allow']).toBe('POST');
    expectError(app(request('POST', entryPath(profile.partiesWithEntry[0] as string), '{}')), 405, /allowed: GET/);
  });

  it('should treat an empty Content-Type as a missing one, and refuse one that is not JSON with 415', () => {
    expect(app(request('POST', eventsPath, '{"page_size":1}', { 'content-type': '' })).status).toBe(200);
    expect(
      app(request('POST', eventsPath, '{"page_size":1}', { 'content-type': 'application/vnd.x+json' })).status,
    ).toBe(200);
    expectError(
      app(request('POST', eventsPath, '{"page_size":1}', { 'content-type': 'text/plain' })),
      415,
      /Content-Type must be application\/json, got "text\/plain"/,
    );
  });

  it('should answer a body that was too large with 413, naming the size when it was declared', () => {
    const base = request('POST', eventsPath);
    expectError(app({ ...base, body: { tooLarge: 2_000_000 } }), 413, /at most 1048576 bytes, got 2000000$/);
    expectError(app({ ...base, body: { tooLarge: 'streamed' } }), 413, /at most 1048576 bytes, got more$/);
  });

  it('should answer a missing body and a body that is not JSON with 400', () => {
    expectError(app(request('POST', eventsPath, '  ')), 400, /request body is required/);
    expectError(app(request('POST', eventsPath, '{"page_size":')), 400, /request body must be valid JSON/);
    expectError(app(request('POST', eventsPath, '\xff{')), 400, /request body must be valid JSON/);
  });

  it('should answer a malformed percent-encoding in a path parameter with 400', () => {
    expectError(
      app(request('POST', '/registry/allocations/v1/%E0%A4%A/choice-contexts/withdraw', '{}')),
      400,
      /allocationId must be valid percent-encoding/,
    );
  });

  it('should ignore the query string when routing', () => {
    expect(app(request('POST', `${eventsPath}?x=1`, '{"page_size":1}')).status).toBe(200);
  });
});

describe('createApp: CORS', () => {
  const preflight = (path: string, headers: Record<string, string> = {}): AppRequest =>
    request('OPTIONS', path, '', { origin: 'http://wallet.test', 'access-control-request-method': 'POST', ...headers });

  it('should answer a preflight with 204, the route methods and the headers the browser asked for', () => {
    const reply = app(preflight(eventsPath, { 'access-control-request-headers': 'authorization, x-api-key' }));
    expect(reply.status).toBe(204);
    expect(reply.body).toBe('');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-methods']).toBe('POST, OPTIONS');
    expect(reply.headers['access-control-allow-headers']).toBe('authorization, x-api-key');
    expect(Number(reply.headers['access-control-max-age'])).toBeGreaterThan(0);
    const entry = app(preflight(entryPath(profile.partiesWithEntry[0] as string)));
    expect(entry.headers['access-control-allow-methods']).toBe('GET, OPTIONS');
  });

  it('should allow any origin on answers and errors, and not echo a malformed header list', () => {
    expect(app(request('POST', eventsPath, '{"page_size":1}')).headers['access-control-allow-origin']).toBe('*');
    expect(app(request('GET', '/no/such/route')).headers['access-control-allow-origin']).toBe('*');
    const odd = app(preflight(eventsPath, { 'access-control-request-headers': 'x-a; evil=1' }));
    expect(odd.headers['access-control-allow-headers']).toBe('content-type, authorization');
  });

  it('should send no CORS header and answer OPTIONS with 405 when CORS is off', () => {
    const closed = createApp({ ledger, cors: false });
    const reply = closed(preflight(eventsPath));
    expectError(reply, 405, /method OPTIONS is not allowed/);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    const ok = closed(request('POST', eventsPath, '{"page_size":1}'));
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBeUndefined();
  });
});
