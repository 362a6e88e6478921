import { fc, it } from '@fast-check/vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { runKit, type KitEvent } from '../conformance/kit.js';
import { jsonReport } from '../conformance/report/report.js';
import { runMain } from './cli-process.js';
import { compositions, encoded, tellingParts, type Encoding } from './kit-secrets-encodings.js';
import { asciiSecret, jwtLike, leaks, spellingsOf, unicodeSecret, views } from './kit-secrets-helpers.js';

/**
 * No secret leaves the kit in any spelling: the kit against a target that echoes every header value and its own URL
 * back in every spelling (test/kit-secrets-helpers.ts), in bodies, a redirect's Location and its headers.
 */

const servers: Server[] = [];
const dir = mkdtempSync(join(tmpdir(), 'trk-secrets-'));
afterAll(async () => {
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
  rmSync(dir, { recursive: true, force: true });
});

async function serve(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const bodyOf = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

/** What a request holds that the target echoes: its header values, its URL, the URL's query values, Basic decoded. */
function echoedValues(req: IncomingMessage): string[] {
  const url = new URL(req.url ?? '/', 'http://target');
  const basic = /^basic (.+)$/i.exec(req.headers.authorization ?? '');
  return [
    ...Object.entries(req.headers)
      .filter(([name]) => !['host', 'connection', 'content-length', 'accept-encoding'].includes(name))
      .map(([, value]) => (Array.isArray(value) ? value.join(', ') : (value ?? ''))),
    req.url ?? '',
    ...url.searchParams.values(),
    ...(basic ? [Buffer.from(basic[1] ?? '', 'base64').toString('utf8')] : []),
  ];
}

/** What of a request is secret whole: its header values and its query's values. */
function secretValues(req: IncomingMessage): string[] {
  const url = new URL(req.url ?? '/', 'http://target');
  return [
    ...['authorization', 'x-api-key'].flatMap((name) => {
      const value = req.headers[name];
      return typeof value === 'string' ? [value] : [];
    }),
    ...url.searchParams.values(),
  ];
}

/** A header value that Node writes as it is: the UTF-8 bytes of the text, read as Latin-1. */
const headerSafe = (text: string): string =>
  Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[\r\n\0]/g, '');

/**
 * A target that echoes every request's secrets in every spelling, each answer starting from another spelling (the
 * kit shows the beginning of a body): in JSON bodies of 400, in plain bodies of 404, in the Location of a 302 (a
 * path) and of a 307 (a host), in a Content-Type. `setup` makes it answer as to a run set up wrong: 401 or a body that is not JSON.
 */
function hostile(setup: 'none' | '401' | 'not-json', encodings: readonly Encoding[][] = []): RequestListener {
  let served = 0;
  return (req, res) => {
    void bodyOf(req).then((body) => {
      const n = served++;
      const spellings = [
        ...echoedValues(req).flatMap(spellingsOf),
        ...secretValues(req).flatMap((value) => encodings.map((composition) => encoded(value, composition))),
      ];
      const from = (n * 7) % spellings.length;
      const rotated = [...spellings.slice(from), ...spellings.slice(0, from)];
      const lead = rotated[0] ?? '';
      const echo = JSON.stringify({ error: `you sent ${rotated.join(' ')}`, echo: rotated });
      res.setHeader('www-authenticate', headerSafe(`Bearer realm="${lead}"`));
      if (setup === '401') return void res.writeHead(401, { 'content-type': 'application/json' }).end(echo);
      if (setup === 'not-json')
        return void res.writeHead(200, { 'content-type': headerSafe(`text/x-${lead}`) }).end(rotated.join('\n'));
      // The first contact must pass: a page for the scan, answers of the API (400) for the other groups.
      if (req.url?.includes('/v0/events') && body.includes('"page_size":1000'))
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(`{"events":[],"echo":${echo}}`);
      if (n < 6) return void res.writeHead(400, { 'content-type': 'application/json' }).end(echo);
      switch (n % 5) {
        case 0:
          return void res.writeHead(302, { location: headerSafe(`/login?auth=${lead}`) }).end();
        case 1:
          return void res.writeHead(404, { 'content-type': 'text/plain' }).end(rotated.join('\n'));
        case 2:
          return void res.writeHead(200, { 'content-type': headerSafe(`text/x-${lead}`) }).end(rotated.join('\n'));
        case 3:
          return void res.writeHead(307, { location: headerSafe(`HTTPS://${lead}.Example/?next=${lead}`) }).end();
        default:
          return void res.writeHead(400, { 'content-type': 'application/json' }).end(echo);
      }
    });
  };
}

const reportsIn = (reportDir: string): { json: string; junit: string } => ({
  json: readFileSync(join(reportDir, 'conformance.json'), 'utf8'),
  junit: readFileSync(join(reportDir, 'conformance.junit.xml'), 'utf8'),
});

let runIndex = 0;

/** `check` against `base` with a bearer token, an API key and a query value of its URL, one example a property. */
const checkWithSecrets = (
  base: string,
  { token, apiKey, queryValue }: { token: string; apiKey: string; queryValue: string },
  reports: string,
  reportDir: string,
): ReturnType<typeof runMain> =>
  runMain([
    'check',
    '--base-url',
    `${base}/?token=${encodeURIComponent(queryValue)}`,
    '-H',
    `Authorization: Bearer ${token}`,
    '-H',
    `X-Api-Key: ${apiKey}`,
    '--runs',
    '1',
    '--report',
    reports,
    '--report-dir',
    reportDir,
  ]);

describe('the kit against a target that echoes every secret in every spelling', () => {
  it.prop([jwtLike, asciiSecret, unicodeSecret], { numRuns: 3 })(
    'should print and write no secret, on a run that fails and on one that cannot start (exit 3)',
    async (token, apiKey, queryValue) => {
      const secrets = [token, apiKey, queryValue];
      for (const setup of ['none', '401', 'not-json'] as const) {
        const base = await serve(hostile(setup));
        const reportDir = join(dir, `run-${runIndex++}`);
        const result = await checkWithSecrets(base, { token, apiKey, queryValue }, 'json,junit', reportDir);
        expect(result.code, result.stderr).toBe(setup === 'none' ? 1 : 3);
        const { json, junit } = reportsIn(reportDir);
        expect(leaks({ stdout: result.stdout, stderr: result.stderr, json, junit }, secrets)).toEqual([]);
        // The echo reached the output, masked: the masking is not a matter of the echo being left out.
        expect(`${result.stdout}${json}`).toContain('***');
      }
    },
  );

  it.prop([jwtLike, asciiSecret, fc.array(compositions(3), { minLength: 4, maxLength: 4 })], { numRuns: 2 })(
    'should print and write no part of a secret that the target echoes through any composition of encodings',
    async (token, apiKey, encodings) => {
      const queryValue = `${apiKey}-q`;
      const base = await serve(hostile('none', encodings));
      const reportDir = join(dir, `run-${runIndex++}`);
      const result = await checkWithSecrets(base, { token, apiKey, queryValue }, 'json,junit,html', reportDir);
      expect(result.code, result.stderr).toBe(1);
      // A target of its own, whose first requests are again the first contact's (hostile counts the requests).
      const runBase = await serve(hostile('none', encodings));
      const run = await runKit({
        target: { registry: runBase, validator: `${runBase}/api/validator`, scan: `${runBase}/api/scan` },
        headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey },
        runs: 1,
        onProgress: () => {},
      });
      const texts = {
        stdout: result.stdout,
        stderr: result.stderr,
        ...reportsIn(reportDir),
        html: readFileSync(join(reportDir, 'conformance.html'), 'utf8'),
        run: JSON.stringify(run),
      };
      expect(leaks(texts, [token, apiKey, queryValue])).toEqual([]);
      for (const value of [`Bearer ${token}`, apiKey, queryValue])
        for (const composition of encodings) {
          const echo = encoded(value, composition);
          const shown = Object.entries(texts).flatMap(([where, text]) =>
            views(text).flatMap((view) =>
              tellingParts(echo, value)
                .filter((part) => view.includes(part))
                .map((part) => `${where}: ${part} (${composition.map((e) => e.name).join(', then ')})`),
            ),
          );
          expect(shown).toEqual([]);
        }
    },
  );

  it.prop([unicodeSecret, unicodeSecret, asciiSecret], { numRuns: 2 })(
    "should give back no credential of a URL's userinfo from runKit, nor a header value",
    async (user, password, apiKey) => {
      const base = await serve(hostile('none'));
      const withUser = base.replace('//', `//${encodeURIComponent(user)}:${encodeURIComponent(password)}@`);
      const events: KitEvent[] = [];
      const run = await runKit({
        target: { registry: withUser, validator: `${withUser}/api/validator`, scan: `${withUser}/api/scan` },
        headers: { 'x-api-key': apiKey },
        runs: 1,
        onProgress: (event) => events.push(event),
      });
      const texts = { run: JSON.stringify([run, events]), json: jsonReport(run.report), junit: run.junit };
      expect(leaks(texts, [user, password, `${user}:${password}`, apiKey])).toEqual([]);
      expect(jsonReport(run.report)).toContain('http://***@127.0.0.1');
    },
  );
});

describe('check, when the run cannot start (exit 3)', () => {
  it('should still write both reports asked for, saying why, with no check run', async () => {
    const base = await serve((_req, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{}'));
    const reportDir = join(dir, 'not-started');
    const result = await runMain([
      'check',
      '--base-url',
      base,
      '-H',
      'Authorization: Bearer n0t-5tarted-t0ken',
      '--report',
      'json,junit',
      '--report-dir',
      reportDir,
    ]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/wrote .*conformance\.json\n.*wrote .*conformance\.junit\.xml\n.*scan answered 401/);
    const { json, junit } = reportsIn(reportDir);
    const report = JSON.parse(json) as { exitCode: number; notStarted: { error: string; reason: string }; checks: [] };
    expect(report.exitCode).toBe(3);
    expect(report.notStarted.error).toBe('SetupError');
    expect(report.notStarted.reason).toMatch(
      /^scan answered 401 to POST .*: the credentials given \(-H authorization\)/,
    );
    expect(report.checks).toEqual([]);
    expect(junit).toMatch(/<testsuite [^>]*tests="1" failures="0" errors="1"/);
    expect(junit).toMatch(
      /<testcase classname="token-registry-kit" name="the run could not start"[^>]*>\n\s*<error message="scan answered 401 [^"]*" type="SetupError"\/>/,
    );
    expect(`${json}${junit}`).not.toContain('n0t-5tarted');
  });
});
