import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app/app.js';
import { isLoopback } from '../src/app/control-access.js';
import { bodyText } from '../src/app/request.js';
import { startSimulator } from '../src/index.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { controlOf } from '../src/operations/control.js';
import { ledgerPartsOf } from '../src/scenario-file.js';
import { runMain } from './cli-process.js';
import { ALLOWED, call, HOST, liveApp, send, snapshot, TOKEN, utf8, type Call } from './control-hardening-helpers.js';

describe('the control API and web pages', () => {
  const cases: [string, Call, number][] = [
    [
      'a text/plain POST (a simple request)',
      { method: 'POST', path: '/reset', headers: { 'content-type': 'text/plain' } },
      415,
    ],
    ['a POST with no content type', { method: 'POST', path: '/allocations', headers: { 'content-type': '' } }, 415],
    [
      'a form POST',
      { method: 'POST', path: '/migrations', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['a page of another origin', { method: 'POST', path: '/reset', headers: { origin: 'https://evil.example' } }, 403],
    ['an opaque origin', { method: 'POST', path: '/reset', headers: { origin: 'null' } }, 403],
    [
      'a cross-site request with no Origin',
      { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'cross-site' } },
      403,
    ],
    [
      'a same-site page of another port',
      { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'same-site' } },
      403,
    ],
    [
      'a DNS-rebinding page',
      { method: 'POST', path: '/reset', headers: { host: 'evil.example:8080', origin: 'http://evil.example:8080' } },
      403,
    ],
    ['a request with an empty Host', { method: 'GET', path: '/state', headers: { host: '' } }, 403],
    ['a request with no Host', { method: 'POST', path: '/reset', headers: { host: undefined } }, 403],
    [
      'a foreign preflight',
      {
        method: 'OPTIONS',
        path: '/reset',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
      403,
    ],
  ];
  for (const [what, request, status] of cases) {
    it(`should refuse ${what} with ${status}, before any effect`, () => {
      const { ledger, control, app } = liveApp();
      control.advance(5);
      const before = snapshot(ledger, control);
      const answer = call(app, request);
      expect(answer.status).toBe(status);
      expect(JSON.parse(bodyText(answer))).toEqual({ error: expect.any(String) });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(snapshot(ledger, control)).toBe(before);
    });
  }

  it('should answer a same-origin page, an allowed origin (named, never *) and a program', () => {
    const { app } = liveApp();
    expect(
      call(app, { method: 'POST', path: '/advance', body: '{"steps":1}', headers: { origin: `http://${HOST}` } })
        .status,
    ).toBe(200);
    const allowed = call(app, {
      method: 'GET',
      path: '/state',
      headers: { origin: ALLOWED, 'sec-fetch-site': 'same-site' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    const plain = call(app, { method: 'GET', path: '/state', headers: { 'sec-fetch-site': 'none' } });
    expect(plain.status).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = call(app, {
      method: 'OPTIONS',
      path: '/reset',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ALLOWED);
    // The four operations keep answering any origin.
    const page = app({
      method: 'POST',
      target: '/api/scan/v0/events',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: { bytes: utf8.encode('{"page_size":1}') },
    });
    expect(page.headers['access-control-allow-origin']).toBe('*');
  });

  it('should answer any Host once a token is required, and still refuse a foreign origin', () => {
    const { app } = liveApp({ token: true });
    const auth = { authorization: `Bearer ${TOKEN}`, host: 'simulator:8080' };
    expect(call(app, { method: 'GET', path: '/state', headers: auth }).status).toBe(200);
    expect(call(app, { method: 'GET', path: '/state', headers: { host: 'simulator:8080' } }).status).toBe(401);
    expect(
      call(app, { method: 'POST', path: '/reset', headers: { ...auth, origin: 'https://evil.example' } }).status,
    ).toBe(403);
  });

  it('should answer any Host without a token when opened to the network on purpose, and still refuse foreign pages', () => {
    const ledger = new LiveLedger(ledgerPartsOf('minimal'));
    const app = createApp({ ledger, control: controlOf(ledger), allowUnauthenticatedControl: true, cacheBytes: 0 });
    expect(call(app, { method: 'GET', path: '/state', headers: { host: 'simulator:8080' } }).status).toBe(200);
    expect(call(app, { method: 'POST', path: '/reset', headers: { origin: 'https://evil.example' } }).status).toBe(403);
  });

  it('should take an allowed origin in any spelling and match it as browsers send it', async () => {
    const sim = await startSimulator({
      scenario: 'minimal',
      live: { clock: 'manual' },
      control: true,
      controlOrigins: ['HTTP://LocalHost:3000/', 'http://127.0.0.1:80'],
    });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1']) {
        const answer = await send(sim.port, null, 'GET', '/_control/state', { origin }, '');
        expect(answer.status, origin).toBe(200);
      }
    } finally {
      await sim.close();
    }
    await expect(startSimulator({ controlOrigins: ['http://x'] })).rejects.toThrow(/need control/);
    expect((await runMain(['serve', '--control-origin', 'http://localhost:3000'])).code).toBe(2);
  });

  it('should tell loopback listening addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(isLoopback(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.2', 'example.com', 'localhost.example.com'])
      expect(isLoopback(host), host).toBe(false);
  });

  it('should refuse --control on a non-loopback host without a token, unless told', async () => {
    await expect(startSimulator({ live: { clock: 'manual' }, control: true, host: '0.0.0.0' })).rejects.toThrow(
      /needs a token/,
    );
    const cli = await runMain(['serve', '--live', '--control', '--host', '0.0.0.0', '--port', '0']);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toMatch(/--allow-unauthenticated-control/);
    const cliBadOrigin = await runMain(['serve', '--live', '--control', '--control-origin', 'http://x/path']);
    expect(cliBadOrigin.code).toBe(2);
  });
});
