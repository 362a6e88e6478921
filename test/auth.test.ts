import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKit } from '../conformance/kit.js';
import { createApp } from '../src/app/app.js';
import { bodyText, type AppRequest } from '../src/app/request.js';
import { startSimulator } from '../src/index.js';
import { ledgerOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { runMain, startServe } from './cli-process.js';
import { schemaErrors } from './http-client.js';

const ledger = ledgerOf('minimal');
const profile = profileOf(ledger);
const TOKEN = 'sim-token-4f2a9c';

const requests = {
  A: [
    'POST',
    `/registry/allocations/v1/${encodeURIComponent(profile.knownAllocationIds[0] ?? '')}/choice-contexts/withdraw`,
    '{}',
  ],
  B: [
    'POST',
    '/registry/allocation-instruction/v1/allocation-factory',
    JSON.stringify({ choiceArguments: profile.factoryChoiceArguments }),
  ],
  C: [
    'GET',
    `/api/validator/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(profile.partiesWithEntry[0] ?? '')}`,
    '',
  ],
  D: ['POST', '/api/scan/v0/events', '{"page_size":1}'],
} as const;

const request = (op: keyof typeof requests, authorization?: string): AppRequest => {
  const [method, target, body] = requests[op];
  return {
    method,
    target,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: { bytes: new TextEncoder().encode(body) },
  };
};

describe('optional bearer-token auth (docs/api.md section 5)', () => {
  const app = createApp({ ledger, auth: { tokens: ['other', TOKEN] } });

  it('should answer B, C and D with 401 and a Bearer challenge without a token, and A never', () => {
    for (const op of ['B', 'C', 'D'] as const) {
      const reply = app(request(op));
      expect(reply.status).toBe(401);
      expect(reply.headers['www-authenticate']).toBe('Bearer realm="token-registry-kit"');
      expect(schemaErrors('error-response', JSON.parse(bodyText(reply)))).toEqual([]);
      expect(JSON.parse(bodyText(reply)).error).toMatch(new RegExp(`operation ${op} requires Authorization: Bearer`));
      expect(app(request(op, 'Basic dXNlcjpwYXNz')).status).toBe(401);
    }
    expect(app(request('A')).status).toBe(200);
  });

  it('should say invalid_token for a wrong token and answer 200 for an accepted one', () => {
    for (const op of ['B', 'C', 'D'] as const) {
      const wrong = app(request(op, 'Bearer sim-token-4f2a9d'));
      expect(wrong.status).toBe(401);
      expect(wrong.headers['www-authenticate']).toMatch(/error="invalid_token"/);
      expect(app(request(op, `Bearer ${TOKEN}`)).status).toBe(200);
      expect(app(request(op, `bearer ${TOKEN}`)).status).toBe(200);
    }
  });

  it('should require the token only of the groups named', () => {
    const scanOnly = createApp({ ledger, auth: { tokens: [TOKEN], groups: ['scan'] } });
    expect(scanOnly(request('B')).status).toBe(200);
    expect(scanOnly(request('C')).status).toBe(200);
    expect(scanOnly(request('D')).status).toBe(401);
  });

  it('should let the kit pass every check with the token, and a-no-credentials without it', async () => {
    const sim = await startSimulator({ scenario: 'minimal', auth: { tokens: [TOKEN] } });
    try {
      const target = { registry: sim.urls.registry, validator: sim.urls.validator, scan: sim.urls.scan };
      const withToken = await runKit({ target, runs: 3, seed: 5, headers: { authorization: `Bearer ${TOKEN}` } });
      // The simulator stands still: d-moving-end has no moving end to watch, and says so (docs/kit.md, a moving end).
      expect(withToken.results.filter((r) => r.verdict !== 'passed').map((r) => `${r.id}: ${r.verdict}`)).toEqual([
        'd-moving-end: skipped',
      ]);
      // Without the token no check could say anything true of B, C and D: the run stops before any runs, and says why.
      // Every group is asked, and each one's 401 said on a line of its own.
      await expect(runKit({ target, runs: 3, seed: 5 })).rejects.toThrow(
        /^scan answered 401 to POST http:\/\/127\.0\.0\.1:\d+\/api\/scan\/v0\/events: give credentials, for example -H 'Authorization: Bearer …'\n {2}registry answered 401 to POST .*\n {2}validator answered 401 to GET .*$/,
      );
      // A needs none: the registry's group alone, without the token, is refused at its factory (B), and says so.
      await expect(
        runKit({ target: { registry: target.registry }, checks: ['a-no-credentials'] }),
      ).rejects.toMatchObject({ name: 'SetupError', exitCode: 3 });
    } finally {
      await sim.close();
    }
  });

  it('should take tokens from flags and a file, and refuse a malformed one without printing it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trk-auth-'));
    try {
      const file = join(dir, 'tokens');
      writeFileSync(file, `# tokens\n${TOKEN}\n\n`);
      const serving = await startServe([
        '--scenario',
        'empty',
        '--quiet',
        '--auth-token-file',
        file,
        '--auth-groups',
        'scan',
      ]);
      try {
        const events = `${serving.base}/api/scan/v0/events`;
        const post = (headers: Record<string, string>): Promise<Response> =>
          fetch(events, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: '{"page_size":1}',
          });
        expect((await post({})).status).toBe(401);
        expect((await post({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
      } finally {
        expect(await serving.stop()).toBe(0);
      }
      const bad = await runMain(['serve', '--auth-token', 'se cret value']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--auth-token must be a bearer token/);
      expect(bad.stderr).not.toContain('se cret');
      const groups = await runMain(['serve', '--auth-token', TOKEN, '--auth-groups', 'registry,ledger']);
      expect(groups.code).toBe(2);
      expect(groups.stderr).toMatch(
        /unknown value "ledger" for --auth-groups; expected a comma-separated list of registry, validator and scan/,
      );
      const near = await runMain(['serve', '--auth-token', TOKEN, '--auth-groups', 'registry,scna']);
      expect(near.stderr).toMatch(/unknown value "scna" for --auth-groups \(did you mean "scan"\?\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
