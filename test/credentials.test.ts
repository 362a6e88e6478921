import { describe, expect, it } from 'vitest';
import {
  isSecretName,
  looksSecret,
  maskBody,
  maskHeaders,
  maskQuery,
  maskTarget,
  originForm,
} from '../src/app/credentials.js';

// One reading of credentials for the request log and the request journal (docs/journal.md, masking).

const jwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ3YWxsZXQtMSIsImlhdCI6MTUxNjIzOTAyMn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const party = `alice::1220${'ab12'.repeat(16)}`;
const contract = `00${'9f'.repeat(32)}ca11${'1220'}${'0c'.repeat(32)}`;
const updateId = `1220${'7e'.repeat(32)}`;
const packageId = 'd4'.repeat(32);

describe('isSecretName', () => {
  it.each([
    'authorization',
    'Proxy-Authorization',
    'cookie',
    'X-API-Key',
    'access_token',
    'accessToken',
    'client_secret',
    'password',
    'passwd',
    'passphrase',
    'session',
    'sig',
    'jwt',
    'x-jwt',
    'X-Amz-Signature',
    'X-Amz-Credential',
    'signature',
    'credential',
    'code',
    'pwd',
    'user_pwd',
    'pin',
    'otp',
    'sid',
  ])('should read %j as a credential', (name) => {
    expect(isSecretName(name)).toBe(true);
  });

  it.each(['page_size', 'after', 'party', 'design', 'signal', 'spin', 'status_code', 'country_code', 'passenger'])(
    'should read %j as an ordinary name',
    (name) => {
      expect(isSecretName(name)).toBe(false);
    },
  );
});

describe('looksSecret', () => {
  it.each([
    ['a JWT', jwt],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE'],
    ['a GitHub token', `ghp_${'aB3'.repeat(12)}`],
    ['a Stripe key', 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'],
    ['a base64 key', 'dGhpcyBpcyBhIHNlY3JldCBrZXkgb2YgMzI='],
    ['a base64url key', 'Zm9vYmFy-_Q2xpZW50U2VjcmV0MTIzNDU2'],
    ['a hex key of 40 digits', 'a94a8fe5ccb19ba61c4c0873d391e987982fbbd3'],
    ['a hex key in upper case', 'A94A8FE5CCB19BA61C4C0873D391E987982FBBD3A94A8FE5CCB19BA61C4C0873'],
  ])('should read %s as a credential', (_what, value) => {
    expect(looksSecret(value)).toBe(true);
  });

  it.each([
    ['a party id', party],
    ['a contract id', contract],
    ['an update id', updateId],
    ['a package id', packageId],
    ['a record time', '2026-11-23T09:00:00.123456Z'],
    ['a UUID', '3f2a6c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b'],
    ['a trace parent', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['a word', 'CompletedSuccessfully'],
    ['a short key', 'k3y-v4lue'],
    ['a number', '12345678901234567890'],
  ])('should read %s as an ordinary value', (_what, value) => {
    expect(looksSecret(value)).toBe(false);
  });
});

describe('maskHeaders', () => {
  it('should mask by name and by shape, keep a scheme, and keep what describes the client or the body', () => {
    expect(
      maskHeaders({
        authorization: `Bearer ${jwt}`,
        'x-jwt': 'abc',
        signature: 'keyId="k",signature="xyz"',
        'x-note': `token is ${jwt}`,
        'x-trace': `k="${jwt}", n=1`,
        'x-wallet': 'wallet-1',
        referer: `http://localhost:3000/cb?code=abc123&state=ok`,
        'content-type': 'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
        'x-request-id': '3f2a6c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b',
      }),
    ).toEqual({
      authorization: 'Bearer ***',
      'x-jwt': '***',
      signature: '***',
      'x-note': 'token is ***',
      'x-trace': 'k="***", n=1',
      'x-wallet': 'wallet-1',
      referer: 'http://localhost:3000/cb?code=***&state=ok',
      'content-type': 'multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxkTrZu0gW',
      'x-request-id': '3f2a6c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b',
    });
  });
});

describe('maskQuery', () => {
  it.each([
    [
      'sig=abc&X-Amz-Signature=def&X-Amz-Credential=AKIA%2F2026&page=2',
      'sig=***&X-Amz-Signature=***&X-Amz-Credential=***&page=2',
    ],
    ['code=4%2F0Ab&state=xyz&pwd=hunter2&jwt=e30', 'code=***&state=xyz&pwd=***&jwt=***'],
    [`q=${encodeURIComponent(jwt)}&party=${encodeURIComponent(party)}`, `q=***&party=${encodeURIComponent(party)}`],
    [`${jwt}&n=1`, '***&n=1'],
    [`contract=${contract}&update=${updateId}`, `contract=${contract}&update=${updateId}`],
  ])('should mask %j as %j', (query, masked) => {
    expect(maskQuery(query)).toBe(masked);
  });
});

describe('maskBody', () => {
  it('should mask the credential fields of JSON, whatever their values, at any depth, and strings shaped like one', () => {
    const body = JSON.stringify({
      page_size: 10,
      after: { after_migration_id: 0, after_record_time: '2026-11-23T09:00:00Z' },
      auth: { user: 'bob', password: 'hunter2', pin: 1234 },
      tokens: ['t1', { t: 't2' }],
      note: jwt,
      party,
      contract,
    });
    const masked = maskBody(body, 'application/json');
    expect(JSON.parse(masked)).toEqual({
      page_size: 10,
      after: { after_migration_id: 0, after_record_time: '2026-11-23T09:00:00Z' },
      auth: '***',
      tokens: '***',
      note: '***',
      party,
      contract,
    });
  });

  it('should mask JSON cut short, a form, and words of other text', () => {
    expect(maskBody('{"page_size":10,"client_secret":"abcdefgh', 'application/json')).toBe(
      '{"page_size":10,"client_secret":"***"',
    );
    expect(maskBody('{"password": ["a", "b"', undefined)).toBe('{"password": "***"');
    expect(maskBody('{"a":"\\"x","api_key" : "k\\"v","b":1}', undefined)).toBe('{"a":"\\"x","api_key" : "***","b":1}');
    expect(maskBody('grant_type=password&username=bob&password=hunter2', 'application/x-www-form-urlencoded')).toBe(
      'grant_type=password&username=bob&password=***',
    );
    expect(maskBody(`hello ${jwt} world`, 'text/plain')).toBe('hello *** world');
    expect(maskBody('not json {', 'application/json')).toBe('not json {');
  });
});

describe('request targets', () => {
  it('should read an absolute-form target as its path and query, with the host it names', () => {
    expect(originForm('http://user:pass@127.0.0.1:8080/api/scan/v0/events?x=1')).toEqual({
      target: '/api/scan/v0/events?x=1',
      host: '127.0.0.1:8080',
    });
    expect(originForm('http://example.com')).toEqual({ target: '/', host: 'example.com' });
    expect(originForm('HTTPS://[::1]:9?a')).toEqual({ target: '/?a', host: '[::1]:9' });
    expect(originForm('/api/x')).toEqual({ target: '/api/x', host: null });
    expect(originForm('*')).toEqual({ target: '*', host: null });
  });

  it('should mask the userinfo and the query of a target, and keep its path', () => {
    expect(maskTarget('http://user:pass@host:1/api/scan/v0/events?access_token=abc&password=def&page=1')).toBe(
      'http://***@host:1/api/scan/v0/events?access_token=***&password=***&page=1',
    );
    expect(maskTarget(`/registry/allocations/v1/${contract}/choice-contexts/withdraw`)).toBe(
      `/registry/allocations/v1/${contract}/choice-contexts/withdraw`,
    );
    expect(maskTarget('http://host/x')).toBe('http://host/x');
  });

  it("should end the userinfo at the authority's last @, as a password may hold one unescaped", () => {
    expect(originForm('http://alice:p@ss@host:8080/api/x?y=1')).toEqual({ target: '/api/x?y=1', host: 'host:8080' });
    expect(maskTarget('http://alice:p@ss@host:8080/api/x?y=1')).toBe('http://***@host:8080/api/x?y=1');
    expect(maskHeaders({ referer: 'http://bob:hun@ter2@host/cb' })).toEqual({ referer: 'http://***@host/cb' });
  });

  it('should mask the userinfo of a URL carried in a query, a body or a header, whatever its shape', () => {
    const url = 'http://u:hunter2@example.com/cb';
    expect(maskQuery(`next=${encodeURIComponent(url)}&page=2`)).toBe('next=***&page=2');
    expect(maskQuery('next=http://u:p=w@example.com/&page=2')).toBe('next=***&page=2');
    expect(maskBody(JSON.stringify({ callback: url, page_size: 1 }), 'application/json')).toBe(
      '{"callback":"***","page_size":1}',
    );
    expect(maskBody(`see ${url} now`, 'text/plain')).toBe('see http://***@example.com/cb now');
    expect(maskHeaders({ 'x-upstream': `via ${url}` })).toEqual({ 'x-upstream': 'via http://***@example.com/cb' });
    // A URL without userinfo is an ordinary value.
    expect(maskQuery('next=http%3A%2F%2Fexample.com%2Fcb')).toBe('next=http%3A%2F%2Fexample.com%2Fcb');
  });
});
