import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../common/program.js';
import { checkCommand } from '../conformance/cli.js';
import type { RequestSpec } from '../conformance/client/client.js';
import { alternatives, diagnose, doubledPrefix, type Answer } from '../conformance/run/first-contact.js';
import { startSimulator, type Simulator } from '../src/index.js';

const TOKEN = 'first-contact-token-7d1e';

/** Runs `check` in-process, as the command line does, and keeps what it prints. */
async function check(
  args: Record<string, string | boolean | string[]>,
): Promise<{ code: number; out: string; err: string }> {
  let [out, err] = ['', ''];
  const io: Output = { out: (t) => void (out += t), err: (t) => void (err += t), tty: false };
  const code = await checkCommand(args, {}, io);
  return { code, out, err };
}

const answer = (status: number, text: string, options: { contentType?: string; url?: string } = {}): Answer => {
  let json = true;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    json = false;
  }
  const request: RequestSpec = { operation: 'D', method: 'POST', url: options.url ?? 'http://h/api/scan/v0/events' };
  return {
    request,
    status,
    contentType: options.contentType ?? (json ? 'application/json' : 'text/plain'),
    text,
    json,
    errorResponse: typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string',
  };
};

describe('diagnose', () => {
  it('should ask for credentials on a 401 or a 403, and say when the ones given were refused', () => {
    expect(diagnose('scan', 'http://h/api/scan', [answer(401, '{"error":"no"}')], [])).toEqual({
      lasting: true,
      text: "scan answered 401 to POST http://h/api/scan/v0/events: give credentials, for example -H 'Authorization: Bearer …'",
    });
    expect(diagnose('scan', 'http://h/api/scan', [answer(403, '')], ['authorization'])?.text).toMatch(
      /: the credentials given \(-H authorization\) were refused: check them, and that they are for this deployment$/,
    );
  });

  it('should name a missing route, the path prefix to check and a prefix given twice', () => {
    expect(diagnose('scan', 'http://h', [answer(404, 'Not Found', { url: 'http://h/v0/events' })], [])?.text).toBe(
      'scan answered 404 to POST http://h/v0/events: no such route there; check the path prefix of --scan-url ' +
        '(a real deployment serves it under /api/scan, e.g. https://host/api/scan)',
    );
    expect(doubledPrefix('scan', 'http://h/api/scan/api/scan')).toBe('/api/scan');
    expect(doubledPrefix('validator', 'http://h/api/validator')).toBeNull();
    expect(diagnose('scan', 'http://h/api/scan/api/scan', [answer(404, '{"error":"x"}')], [])?.text).toMatch(
      /no such route there; the URL holds \/api\/scan twice: give --base-url the host's root/,
    );
  });

  it("should tell the validator's 404 for a party without an entry from its router's", () => {
    const url = 'http://h/api/validator/v0/scan-proxy/ans-entries/by-party/p%3A%3A1220';
    const sibling = answer(404, '{"error":"no route for GET /api/validator/v0/none"}', {
      url: 'http://h/api/validator/v0/none',
    });
    const party = answer(404, '{"error":"Party p::1220 does not have any ANSEntry."}', { url });
    const routed = answer(
      404,
      '{"error":"no route for GET /api/validator/v0/scan-proxy/ans-entries/by-party/p::1220"}',
      {
        url,
      },
    );
    expect(diagnose('validator', 'http://h/api/validator', [party], [], sibling)).toBeNull();
    expect(diagnose('validator', 'http://h/api/validator', [routed], [], sibling)?.text).toMatch(/no such route there/);
    // An entry's 404 that is no ErrorResponse is error-schema's finding, not a missing route.
    const message = answer(404, '{"message":"Party p::1220 does not have any ANSEntry."}', { url });
    expect(diagnose('validator', 'http://h/api/validator', [message], [], sibling)).toBeNull();
  });

  it('should name an HTML page and a body that is not JSON, and pass answers of the API', () => {
    expect(
      diagnose('registry', 'http://h', [answer(200, '<!doctype html><p>Sign in', { contentType: 'text/html' })], [])
        ?.text,
    ).toMatch(/with an HTML page \(text\/html\), not the API's JSON: is http:\/\/h the registry API's URL/);
    expect(diagnose('scan', 'http://h/api/scan', [answer(200, 'ok')], [])?.text).toMatch(/that is not JSON/);
    expect(diagnose('scan', 'http://h/api/scan', [answer(200, '{"events":[]}')], [])).toBeNull();
    expect(diagnose('scan', 'http://h/api/scan', [answer(500, '{"error":"down"}')], [])).toBeNull();
  });

  it('should offer the URLs a missing prefix or a doubled one would have been', () => {
    expect(alternatives('scan', 'http://h:1/x')).toEqual(['http://h:1/x/api/scan', 'http://h:1/api/scan']);
    expect(alternatives('scan', 'http://h:1/api/scan/api/scan')).toEqual([
      'http://h:1/api/scan',
      'http://h:1/api/scan/api/scan/api/scan',
    ]);
    expect(alternatives('registry', 'http://h:1/registry')).toEqual(['http://h:1']);
  });
});

describe('check, as a new user meets a set-up problem', () => {
  let guarded: Simulator;
  let empty: Simulator;
  const servers: Server[] = [];
  beforeAll(async () => {
    [guarded, empty] = await Promise.all([
      startSimulator({ scenario: 'minimal', auth: { tokens: [TOKEN] } }),
      startSimulator({ scenario: 'empty' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([guarded.close(), empty.close(), ...servers.map((s) => new Promise((r) => s.close(r)))]);
  });
  const serve = (listener: RequestListener): Promise<string> =>
    new Promise((resolve) => {
      const server = createServer(listener).listen(0, '127.0.0.1', () => {
        servers.push(server);
        resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`);
      });
    });

  const everyCheck = {
    checks:
      'd-order,d-item-parts,d-event-tree,d-view-graph,d-traffic-views,d-update-verdict-agree,response-schema,content-type-json',
    'fail-on-skip': true,
  };

  it('should stop with exit 3 and ask for credentials when every answer is a 401, before any check', async () => {
    const result = await check({ 'base-url': guarded.urls.base, ...everyCheck });
    expect(result.code).toBe(3);
    // Every group is asked, and each one's answer said, in one run.
    const give = "give credentials, for example -H 'Authorization: Bearer …'";
    expect(result.err).toBe(
      `token-registry-kit: scan answered 401 to POST ${guarded.urls.scan}/v0/events: ${give}\n` +
        `  registry answered 401 to POST ${guarded.urls.registry}/registry/allocation-instruction/v1/allocation-factory: ${give}\n` +
        `  validator answered 401 to GET ${guarded.urls.validator}/v0/scan-proxy/ans-entries/by-party/reachability-probe%3A%3A1220${'0'.repeat(64)}: ${give}\n`,
    );
    expect(result.out).toBe('');
    const wrong = await check({
      'base-url': guarded.urls.base,
      header: ['Authorization: Bearer wrong-token'],
      ...everyCheck,
    });
    expect(wrong.code).toBe(3);
    expect(wrong.err).toMatch(/the credentials given \(-H authorization\) were refused/);
    expect(wrong.err).not.toContain('wrong-token');
    const right = await check({
      'base-url': guarded.urls.base,
      header: [`Authorization: Bearer ${TOKEN}`],
      ...everyCheck,
    });
    expect(right.code, right.out).toBe(0);
  });

  it('should stop with exit 3 on a scan URL without its prefix, and name the one that answers', async () => {
    const result = await check({
      'scan-url': guarded.urls.base,
      header: [`Authorization: Bearer ${TOKEN}`],
      ...everyCheck,
    });
    expect(result.code).toBe(3);
    expect(result.err).toBe(
      `token-registry-kit: scan answered 404 to POST ${guarded.urls.base}/v0/events: no such route there; check the path ` +
        'prefix of --scan-url (a real deployment serves it under /api/scan, e.g. https://host/api/scan); ' +
        `${guarded.urls.scan} answers as the API does: did you mean --scan-url ${guarded.urls.scan}?\n`,
    );
    const doubled = await check({ 'base-url': empty.urls.scan, checks: 'd-order' });
    expect(doubled.code).toBe(3);
    expect(doubled.err).toMatch(/the URL holds \/api\/scan twice: give --base-url the host's root/);
  });

  it('should diagnose every group before it stops: a wrong prefix in two groups is said in one run', async () => {
    const result = await check({
      'registry-url': `${guarded.urls.base}/registry`,
      'scan-url': `${guarded.urls.base}/api`,
      header: [`Authorization: Bearer ${TOKEN}`],
      checks: 'd-order',
    });
    expect(result.code).toBe(3);
    const lines = result.err.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^token-registry-kit: scan answered 404 to POST \S+\/api\/v0\/events: no such route there; .* did you mean --scan-url http:\/\/127\.0\.0\.1:\d+\/api\/scan\?$/,
    );
    expect(lines[1]).toMatch(
      /^ {2}registry answered 404 to POST \S+\/registry\/registry\/allocation-instruction\/v1\/allocation-factory \(and 404 to every route of the group\): no such route there; .* did you mean --registry-url http:\/\/127\.0\.0\.1:\d+\?$/,
    );
  });

  it('should stop with exit 3 on an HTML page, and wait for a proxy that answers 404 while its target starts', async () => {
    const html = await serve((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Login</html>'),
    );
    const result = await check({ 'scan-url': html, checks: 'd-order' });
    expect(result.code).toBe(3);
    expect(result.err).toMatch(/with an HTML page \(text\/html\), not the API's JSON/);
    // The proxy's target starts once the kit has met the proxy alone: a 404 first, whatever the machine's speed.
    let ready = false;
    const starting = await serve((req, res) => {
      if (!ready) {
        ready = true;
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('no upstream yet');
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        const headers = { 'content-type': 'application/json' };
        void fetch(`${empty.urls.base}${req.url ?? ''}`, { method: 'POST', headers, body }).then(async (a) =>
          res.writeHead(a.status, headers).end(await a.text()),
        );
      });
    });
    const waited = await check({
      'scan-url': `${starting}/api/scan`,
      checks: 'd-page-size-invalid',
      'wait-for-target': '10',
    });
    expect(waited.err).toMatch(/waiting for the scan URL .*: scan answered 404 to POST .*: no such route there/);
    expect(waited.code, waited.out).toBe(0);
  });

  it('should exit 1 on an empty history, each check of it inconclusive for that reason', async () => {
    const result = await check({ 'base-url': empty.urls.base });
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^d-order\s+D\s+inconclusive\s/m);
    expect(result.out).toMatch(
      /^inconclusive \(no verdict without evidence\):\n(.*\n)*? {2}d-order +no pairs of consecutive events \(examined 0 of 1 needed\): the history is empty$/m,
    );
    expect(result.out).toMatch(/^0 passed|^\d+ passed, 0 failed, \d+ inconclusive/m);
  });
});
