import { describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../src/app/app.js';
import { Injector } from '../src/app/injector.js';
import { controlOf } from '../src/operations/control.js';
import { bodyText, type AppReply, type AppRequest } from '../src/app/request.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { ledgerOf, ledgerPartsOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { UI_CSP, uiConfig } from '../src/ui/resources.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');

function get(target: string, headers: Record<string, string> = {}, method = 'GET'): AppRequest {
  return { method, target, headers, body: { bytes: new Uint8Array() } };
}

function expectViewHeaders(reply: AppReply): void {
  expect(reply.headers['content-security-policy']).toBe(UI_CSP);
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  // The view is same-origin only: no CORS header invites another origin's page to read it.
  expect(reply.headers['access-control-allow-origin']).toBeUndefined();
}

describe('the browser view at /_ui', () => {
  const app = createApp({ ledger, ui: true });

  it('should answer the page with a strict Content-Security-Policy, nosniff and no referrer', () => {
    expect(UI_CSP).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    for (const path of ['/_ui', '/_ui/', '/_ui?tab=items']) {
      const reply = app(get(path));
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expectViewHeaders(reply);
    }
  });

  it('should hold no inline script, style or event handler in the page, and load its own script and style', () => {
    const html = bodyText(app(get('/_ui')));
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts).toEqual(['<script type="module" src="/_ui/ui.js">']);
    expect(html).toMatch(/<script type="module" src="\/_ui\/ui\.js"><\/script>/);
    expect(html).not.toMatch(/<style\b/i);
    expect(html).not.toMatch(/\sstyle\s*=/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('<link rel="stylesheet" href="/_ui/ui.css">');
    // Every form control has a label: it sits inside one, or one names its id.
    const controls = [...html.matchAll(/<(input|select|textarea)\b[^>]*>/g)];
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) {
      const before = html.slice(0, control.index);
      const inside = before.lastIndexOf('<label') > before.lastIndexOf('</label>');
      const id = /\bid="([^"]+)"/.exec(control[0])?.[1];
      const named = id !== undefined && html.includes(`<label for="${id}">`);
      expect(inside || named, control[0]).toBe(true);
    }
  });

  // The script, bundled from src/ui/browser by esbuild (a process: not for this pure file), in test/ui-serve.test.ts.
  it('should serve the style as its own resource, under the same policy, never cached', () => {
    const style = app(get('/_ui/ui.css'));
    expect(style.status).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe('no-store');
    expectViewHeaders(style);
    expect(bodyText(style)).toMatch(/:focus-visible/);
  });

  it('should write the paths of this server into the page, and those paths should answer', () => {
    const prefixed = createApp({ ledger, ui: true, prefixes: { validator: '/v', scan: '/s' } });
    const html = bodyText(prefixed(get('/_ui')));
    const meta = /<meta name="trk-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
    const config = JSON.parse(
      meta
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ) as ReturnType<typeof uiConfig>;
    expect(config).toEqual(uiConfig({ validator: '/v', scan: '/s' }, '/_control'));
    expect(config.paths.D).toBe('/s/v0/events');
    const page = prefixed({
      ...get(config.paths.D, { 'content-type': 'application/json' }, 'POST'),
      body: { bytes: new TextEncoder().encode('{"page_size":1}') },
    });
    expect(page.status).toBe(200);
    expect(config.control['completeReassignment']).toEqual({
      method: 'POST',
      path: '/allocations/:allocationId/complete-reassignment',
    });
  });

  it('should answer the state as the profile, and say the ledger stands still', () => {
    const reply = app(get('/_ui/state'));
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('application/json');
    expect(reply.headers['x-ledger-live']).toBe('false');
    const state = JSON.parse(bodyText(reply)) as unknown;
    expect(schemaErrors('profile', state)).toEqual([]);
    expect(state).toEqual(JSON.parse(JSON.stringify(profileOf(ledger))));
  });

  it("should answer a live ledger's state as of now", () => {
    const live = new LiveLedger(ledgerPartsOf('minimal'));
    const liveApp = createApp({ ledger: live, ui: true });
    const first = JSON.parse(bodyText(liveApp(get('/_ui/state')))) as { eventCount: number };
    live.advanceSteps(7);
    const reply = liveApp(get('/_ui/state'));
    expect(reply.headers['x-ledger-live']).toBe('true');
    expect((JSON.parse(bodyText(reply)) as { eventCount: number }).eventCount).toBe(first.eventCount + 7);
  });

  it('should answer 405 to another method and 404 to another path under /_ui', () => {
    const post = app(get('/_ui', { 'content-type': 'application/json' }, 'POST'));
    expect(post.status).toBe(405);
    expect(post.headers['allow']).toBe('GET, HEAD');
    expect(app(get('/_ui', {}, 'HEAD')).status).toBe(200);
    expect(app(get('/_ui/state', {}, 'OPTIONS')).status).toBe(405);
    const missing = app(get('/_ui/nothing'));
    expect(missing.status).toBe(404);
    expect(JSON.parse(bodyText(missing))).toEqual({
      error: 'no route for GET /_ui/nothing: the browser view is at /_ui',
    });
    // A path that only starts like the prefix is not the view's.
    expect(bodyText(app(get('/_uix')))).toMatch(/no route for GET \/_uix"?}?$/);
  });

  it('should answer 404 everywhere under /_ui when it is off, as it is by default in createApp', () => {
    for (const off of [createApp({ ledger, ui: false }), createApp({ ledger })]) {
      for (const path of ['/_ui', '/_ui/ui.js', '/_ui/ui.css', '/_ui/state']) {
        const reply = off(get(path));
        expect(reply.status, path).toBe(404);
        expect((JSON.parse(bodyText(reply)) as { error: string }).error).toMatch(
          /the browser view is off \(serve --no-ui/,
        );
      }
    }
  });

  it('should serve the page without a token when auth is on, and the state only with one', () => {
    const authed = createApp({ ledger, ui: true, auth: { tokens: ['s3cret'], groups: ['validator'] } });
    expect(authed(get('/_ui')).status).toBe(200);
    expect(authed(get('/_ui/ui.css')).status).toBe(200);
    const none = authed(get('/_ui/state'));
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="token-registry-kit"');
    expect(JSON.parse(bodyText(none))).toEqual({
      error: '/_ui/state requires Authorization: Bearer <token>, as the operations do',
    });
    const wrong = authed(get('/_ui/state', { authorization: 'Bearer nope' }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/error="invalid_token"/);
    expect(authed(get('/_ui/state', { authorization: 'Bearer s3cret' })).status).toBe(200);
  });

  it('should answer what A and C answer a row, expected refusals as 200, so that the browser logs no error', () => {
    const profile = profileOf(ledger);
    const askA = (id: string): AppReply => app(get(`/_ui/ask/A/${encodeURIComponent(id)}`));
    const cases: [string, number][] = [
      [profile.knownAllocationIds[0] ?? '', 200],
      [profile.reassigningAllocationIds[0] ?? '', 409],
      [profile.withdrawnAllocationIds[0] ?? '', 404],
      ['00no-such-allocation', 404],
    ];
    for (const [id, status] of cases) {
      const reply = askA(id);
      expect(reply.status, id).toBe(200);
      expectViewHeaders(reply);
      const asked = JSON.parse(bodyText(reply)) as { status: number; body: unknown };
      expect(asked.status, id).toBe(status);
      // The body A answers to the same request, as a wallet sends it.
      const direct = app({
        ...get(
          `/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`,
          { 'content-type': 'application/json' },
          'POST',
        ),
        body: { bytes: new TextEncoder().encode('{}') },
      });
      expect(asked.body).toEqual(JSON.parse(bodyText(direct)));
    }
    const withEntry = profile.partiesWithEntry[0] ?? '';
    const entry = JSON.parse(bodyText(app(get(`/_ui/ask/C/${encodeURIComponent(withEntry)}`)))) as { status: number };
    expect(entry.status).toBe(200);
    const without = profile.partiesWithoutEntry[0] ?? '';
    const none = JSON.parse(bodyText(app(get(`/_ui/ask/C/${encodeURIComponent(without)}`)))) as { status: number };
    expect(none.status).toBe(404);
  });

  it('should pass a 401 of the operation asked through as it is, and refuse an ask it cannot read', () => {
    const authed = createApp({ ledger, ui: true, auth: { tokens: ['s3cret'], groups: ['validator'] } });
    const party = encodeURIComponent(profileOf(ledger).partiesWithEntry[0] ?? '');
    const refused = authed(get(`/_ui/ask/C/${party}`));
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="token-registry-kit"');
    expect(JSON.parse(bodyText(authed(get(`/_ui/ask/C/${party}`, { authorization: 'Bearer s3cret' }))))).toMatchObject({
      status: 200,
    });
    // A asks for no token, whatever the groups.
    expect(authed(get('/_ui/ask/A/00x')).status).toBe(200);
    expect(app(get('/_ui/ask/A/%E0%A4%A')).status).toBe(400);
    expect(app(get('/_ui/ask/B/x')).status).toBe(404);
    expect(app(get('/_ui/ask/A/x/y')).status).toBe(404);
    expect(app(get('/_ui/ask/A/x', {}, 'POST')).status).toBe(405);
  });

  it("should name in the state's header the tools this server has, so that the page asks nothing of the others", () => {
    const tools = (options: Partial<AppOptions>): string | undefined =>
      createApp({ ledger, ui: true, ...options })(get('/_ui/state')).headers['x-simulator-tools'];
    expect(tools({})).toBe('');
    const live = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(live);
    expect(tools({ ledger: live, control })).toBe('control');
    const injector = new Injector(1);
    expect(tools({ ledger: live, control, injector, stateFile: true })).toBe('control inject state-file');
    // Without the control API, none of its tools is reachable.
    expect(tools({ injector, stateFile: true })).toBe('');
  });
});
