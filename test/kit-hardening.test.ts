import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCommand, type Output } from '../conformance/cli.js';
import { durationOption, kitConfigOf } from '../conformance/config.js';
import { UsageError } from '../src/shared/errors.js';
import { checkIds, runKit, type KitEvent } from '../conformance/kit.js';
import { redactorOf } from '../conformance/redact.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { projectRoot, runMain } from './cli-process.js';
import { bombing, endless } from './hostile-bodies.js';

/**
 * The kit against hostile targets: redirects, echoed secrets, endless and compressed bodies, slow
 * answers, self-signed certificates; and bad header values on its own command line.
 */

const servers: Server[] = [];
let sim: Simulator;
const dir = mkdtempSync(join(tmpdir(), 'trk-hardening-'));
const profilePath = join(dir, 'profile.json');
const fixture = (name: string): string => join(projectRoot, 'test', 'fixtures', name);
const tls = {
  cert: readFileSync(fixture('tls/self-signed-127.0.0.1.cert.pem'), 'utf8'),
  key: readFileSync(fixture('tls/self-signed-127.0.0.1.key.pem'), 'utf8'),
};

/** A target on 127.0.0.1, port 0, over http or (with the fixture's self-signed certificate) https. */
async function serve(handler: RequestListener, secure = false): Promise<{ base: string; server: Server }> {
  const server = secure ? createTlsServer(tls, handler) : createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `${secure ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
  };
}

const bodyOf = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => resolve(text));
  });

/** A target that answers as the simulator does, after `delayMs`. */
const forwardToSimulator =
  (delayMs = 0): RequestListener =>
  (req, res) => {
    void bodyOf(req).then(async (body) => {
      const answer = await fetch(`${sim.urls.base}${req.url ?? ''}`, {
        method: req.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        ...(req.method === 'POST' ? { body } : {}),
      });
      const text = await answer.text();
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      }, delayMs);
    });
  };

/** Runs `check` in-process, as the command line does, and keeps what it prints. */
async function check(
  args: Record<string, string | boolean | string[]>,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Output = { out: (text) => void (stdout += text), err: (text) => void (stderr += text), tty: false };
  const code = await checkCommand(args, env, io);
  return { code, stdout, stderr };
}

const jsonReportIn = (reportDir: string): string => readFileSync(join(reportDir, 'conformance.json'), 'utf8');
const junitReportIn = (reportDir: string): string => readFileSync(join(reportDir, 'conformance.junit.xml'), 'utf8');

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
  writeFileSync(profilePath, JSON.stringify(sim.profile));
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await sim.close();
});

describe('the kit against a target that redirects', () => {
  it.each([301, 302, 307, 308])(
    'should fail the run on a %i with its Location, and send nothing to the host it points at',
    async (status) => {
      let reached = 0;
      const elsewhere = await serve((_req, res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
      );
      elsewhere.server.on('connection', () => reached++);
      const target = await serve((req, res) =>
        res.writeHead(status, { location: `${elsewhere.base}${req.url ?? ''}` }).end(),
      );
      const reportDir = join(dir, `redirect-${status}`);
      const result = await check({
        'base-url': target.base,
        header: ['X-Api-Key: rd1r-S3cr3t-9f2c'],
        runs: '2',
        report: 'json',
        'report-dir': reportDir,
      });
      expect(result.code).toBe(1);
      expect(reached).toBe(0);
      expect(result.stdout).toContain(
        `  Received: the target redirected to ${elsewhere.base}/api/scan/v0/events (${status}; the kit follows no redirect)`,
      );
      const report = JSON.parse(jsonReportIn(reportDir)) as {
        summary: Record<string, number>;
        notRun: { reason: string }[];
      };
      expect(report.summary['passed']).toBe(0);
      expect(report.summary['failed']).toBeGreaterThan(10);
      // Discovery learnt nothing from the redirect: the checks that need its facts are errors that say why.
      expect(report.notRun.map((r) => r.reason).join('\n')).toMatch(
        /the event history could not be read: POST http:\/\/127\.0\.0\.1:\d+\/api\/scan\/v0\/events: the target redirected to/,
      );
    },
  );
});

describe('header values', () => {
  const config = (values: Record<string, string[]>, env: Record<string, string> = {}) =>
    kitConfigOf({ 'base-url': 'http://127.0.0.1:9', ...values }, env, () => 1);
  const messageOf = (make: () => unknown): string => {
    try {
      make();
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      return (error as Error).message;
    }
    throw new Error('no usage error');
  };

  it('should refuse CR, LF, NUL, other control characters and non-ASCII, naming the header and never the value', () => {
    for (const value of [
      'S3cret\r\nX: 1',
      'S3cret\nX',
      'S3cret\0',
      'S3cret\x7f',
      'S3cret\x01',
      'S3crét',
      'S3\u2028cret',
      'S3cret\u00a0',
    ]) {
      const message = messageOf(() => config({ header: [`X-Api-Key: ${value}`] }));
      expect(message).toMatch(/^--header X-Api-Key: the value holds a character that HTTP forbids/);
      expect(message).not.toContain('S3cr');
    }
    expect(messageOf(() => config({}, { TRK_HEADERS: 'X-Token: S3cret\0' }))).toMatch(/^TRK_HEADERS X-Token: /);
    // A line without a name may be the secret itself: it is not shown either.
    expect(messageOf(() => config({ header: ['A: 1', 'S3cret'] }))).toBe(
      "--header must be 'Name: value' with a token as its name; header 2 is not (it is not shown: it may hold a secret)",
    );
  });

  it('should take spaces, tabs and every visible ASCII character, and trim spaces, tabs and a final CR', () => {
    const value = `Bearer a.b-c_d~e+f/g= !"#$%&'()*,:;<=>?@[\\]^\`{|}\tz`;
    expect(config({ header: [`Authorization: ${value}`] }).headers).toEqual({ authorization: value });
    // A CR that ends a line of TRK_HEADERS written with CRLF is its line ending, not part of the value.
    expect(config({}, { TRK_HEADERS: 'A: 1\r\nB:\t2 \r\n' }).headers).toEqual({ a: '1', b: '2' });
  });

  it('should exit 2, not 3, on the command line, without printing the value', async () => {
    const result = await runMain(['check', '--base-url', 'http://127.0.0.1:9', '-H', 'X-Api-Key: S3cretValue\r\nX: 1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^token-registry-kit: --header X-Api-Key: the value holds a character/);
    expect(result.stderr).not.toContain('S3cretValue');
  });
});

describe('negative numbers on the command line', () => {
  it('should say the range of --seed, not "argument is ambiguous"', async () => {
    const result = await runMain(['check', '--base-url', 'http://127.0.0.1:9', '--seed', '-1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('token-registry-kit: --seed must be an integer from 0 to 2147483647, got "-1"\n');
    const serve = await runMain(['serve', '--port', '-5']);
    expect(serve.code).toBe(2);
    expect(serve.stderr).toBe('token-registry-kit: --port must be an integer from 0 to 65535, got "-5"\n');
  });
});

describe('masking header values', () => {
  it('should mask a value of 4 characters or more anywhere, a shorter one after its name, and one cut short', () => {
    const redact = redactorOf({ authorization: 'Bearer tok3n.abc', 'x-api-key': 'K3y"value', 'x-short': 'ab' });
    expect(redact('x-api-key: K3y"value; {"x":"K3y\\"value"}; ?k=K3y%22value')).toBe(
      'x-api-key: ***; {"x":"***"}; ?k=***',
    );
    expect(redact('sent "Bearer tok3n.abc", then tok3n.abc alone')).toBe('sent "***", then *** alone');
    expect(redact('a table about ab; x-short: ab, "X-Short":"ab", x-short=ab; x-short: abc')).toBe(
      'a table about ab; x-short: ***, "X-Short":"***", x-short=***; x-short: abc',
    );
    expect(redact('{"e":"{\\"x-short\\":\\"ab\\"}"}')).toBe('{"e":"{\\"x-short\\":\\"***\\"}"}');
    expect(redact('401 {"authorization":"Bearer tok3...')).toBe('401 {"authorization":"***...');
    expect(redact('nothing to hide... here...')).toBe('nothing to hide... here...');
    expect(redactorOf({})('Bearer tok3n.abc')).toBe('Bearer tok3n.abc');
  });

  /**
   * A target that lists the request's headers in its answers: in 400 bodies, and in 200 bodies too. (A 401 would
   * stop the run at its first contact, before any check could print what it echoes.)
   */
  const echoing: RequestListener = (req, res) => {
    void bodyOf(req).then((body) => {
      const url = req.url ?? '';
      res.setHeader('content-type', 'application/json');
      if (url.endsWith('/v0/events') && body.includes('"page_size":1000'))
        res.writeHead(200).end(JSON.stringify({ events: [], echo: req.headers }));
      else if (url.includes('/ans-entries/')) res.writeHead(200).end(JSON.stringify({ entry: req.headers }));
      else res.writeHead(400).end(JSON.stringify({ error: `bad request: you sent ${JSON.stringify(req.headers)}` }));
    });
  };
  const secret = 'S3cret-Api-Key-0123456789';
  const token = 'tok3n.eyJhbGciOiJIUzI1NiJ9.sig';
  const headers = [`X-Api-Key: ${secret}`, `Authorization: Bearer ${token}`, 'X-Short: ab'];

  it('should print and write no header value, where the target echoes them back', async () => {
    const target = await serve(echoing);
    const reportDir = join(dir, 'echo');
    const result = await check({
      'base-url': target.base,
      header: headers,
      runs: '3',
      report: 'junit,json',
      'report-dir': reportDir,
    });
    expect(result.code).toBe(1);
    const [junit, json] = [junitReportIn(reportDir), jsonReportIn(reportDir)];
    for (const text of [result.stdout, result.stderr, junit, json]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(token);
      expect(text).not.toContain(secret.slice(0, 8));
      expect(text).not.toMatch(/x-short\\?"?:\\?"ab/i);
    }
    // What was echoed is there, masked: the masking is not a matter of the echo being left out.
    expect(result.stdout).toContain('"x-api-key":"***"');
    expect(result.stdout).toContain('\\"x-api-key\\":\\"***\\"');
    expect(result.stderr).toMatch(/note: discovery failed: the event history could not be read: 400 /);
  });

  it('should mask what runKit returns and what it gives to onProgress', async () => {
    const target = await serve(echoing);
    const events: KitEvent[] = [];
    const run = await runKit({
      target: { registry: target.base, validator: `${target.base}/api/validator`, scan: `${target.base}/api/scan` },
      headers: { 'x-api-key': secret, authorization: `Bearer ${token}` },
      runs: 3,
      onProgress: (event) => events.push(event),
    });
    expect(run.exitCode).toBe(1);
    const given = JSON.stringify([run, events]);
    expect(given).toContain('"x-api-key\\":\\"***');
    expect(given).not.toContain(secret);
    expect(given).not.toContain(token);
  });
});

describe('the byte cap per answer (--max-response-mb)', () => {
  const MIB = 1024 * 1024;
  /** An events page of exactly `bytes` bytes once inflated: `{"events":[]}` and spaces, sent as gzip. */
  const pageOf =
    (bytes: number): RequestListener =>
    (_req, res) => {
      const text = '{"events":[]}';
      const page = gzipSync(Buffer.concat([Buffer.from(text), Buffer.alloc(bytes - text.length, 0x20)]));
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(page);
    };

  // At the default 64 MB, with the peak RSS of a CLI process bounded: test/slow/kit-response-cap-rss.test.ts.
  it('should stop reading an endless body and a gzip bomb at the cap, and say so', async () => {
    for (const hostile of [endless, bombing]) {
      const target = await serve(hostile);
      const run = await runKit({ target: { scan: target.base }, maxResponseMb: 1, checks: ['d-order'] });
      expect(run.exitCode).toBe(1);
      expect(run.results[0]?.verdict).toBe('error');
      expect(run.results[0]?.reason).toBe(
        `the answer of POST ${target.base}/v0/events passed 1 MB; stopped reading (--max-response-mb)`,
      );
    }
  });

  it('should read an answer of exactly the cap, inflated, and stop one byte past it', async () => {
    const exact = await serve(pageOf(MIB));
    const whole = await runKit({
      target: { scan: exact.base },
      maxResponseMb: 1,
      runs: 2,
      checks: ['d-page-size-bound'],
    });
    // Read whole: the empty page is an answer, with nothing in it to judge (not an error of the reading).
    expect(whole.results[0]?.verdict).toBe('inconclusive');
    expect(whole.results[0]?.reason).toMatch(/the history is empty$/);
    const over = await serve(pageOf(MIB + 1));
    const cut = await runKit({ target: { scan: over.base }, maxResponseMb: 1, runs: 2, checks: ['d-page-size-bound'] });
    expect(cut.results[0]?.reason).toMatch(/passed 1 MB; stopped reading/);
  });
});

describe('the deadline of a run (--max-duration)', () => {
  it('should take seconds, or a number with s, m or h', () => {
    expect(['90', '90s', '15m', '2h'].map((text) => durationOption('--max-duration', text))).toEqual([
      90_000, 90_000, 900_000, 7_200_000,
    ]);
    for (const bad of ['0', '1.5m', '15 min', '-1', '8d', ''])
      expect(() => durationOption('--max-duration', bad)).toThrow(
        `--max-duration must be seconds or a duration like 90s, 15m or 2h, from 1s to 7 days, got ${JSON.stringify(bad)}`,
      );
  });

  it('should stop a run against a slow target at the deadline, report the checks not run as errors, and exit 1', async () => {
    const slow = await serve(forwardToSimulator(200));
    const reportDir = join(dir, 'deadline');
    const started = performance.now();
    const result = await check({
      'base-url': slow.base,
      profile: profilePath,
      'max-duration': '1',
      runs: '5',
      report: 'json',
      'report-dir': reportDir,
    });
    const elapsedMs = performance.now() - started;
    expect(result.code).toBe(1);
    expect(elapsedMs).toBeLessThan(2500);
    expect(result.stdout).toMatch(
      /errors in 1\.\d s, \d+ requests, seed \d+ \(stopped: the run passed --max-duration \(1s\)\)$/m,
    );
    const report = JSON.parse(jsonReportIn(reportDir)) as {
      maxDurationPassed: boolean;
      maxDurationSeconds: number;
      checks: { verdict: string; reason?: string }[];
    };
    expect(report).toMatchObject({ maxDurationPassed: true, maxDurationSeconds: 1 });
    expect(report.checks).toHaveLength(checkIds.length);
    const stopped = report.checks.filter(
      (c) => c.verdict === 'error' && c.reason?.startsWith('the run passed --max-duration (1s)'),
    );
    expect(stopped.length).toBeGreaterThan(20);
    expect(report.checks.filter((c) => c.verdict !== 'error' && c.verdict !== 'passed')).toEqual([]);
  });
});

describe('TLS targets', () => {
  let secure: string;
  beforeAll(async () => {
    secure = (await serve(forwardToSimulator(), true)).base;
  });
  // One check of D (which reads no page of the map's places) and one of C: the TLS handshake is what is tried.
  const checks = { profile: profilePath, checks: 'd-page-size-invalid,c-known-entry', runs: '3' };

  it('should refuse a certificate it cannot verify, and say how to trust it', async () => {
    const result = await check({ 'base-url': secure, ...checks });
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      /is unreachable: POST https:\/\/127\.0\.0\.1:\d+\/api\/scan\/v0\/events: \S*SELF_SIGNED\S* \(the target's TLS certificate is not trusted: give --ca FILE with its CA certificate, or --insecure for a test target\)/,
    );
  });

  it('should trust the certificates of --ca (or TRK_CA) on top of the bundled ones', async () => {
    const result = await check({ 'base-url': secure, ...checks, ca: fixture('tls/self-signed-127.0.0.1.cert.pem') });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^2 passed, 0 failed/m);
    const fromEnv = await check(
      { 'base-url': secure, ...checks },
      { TRK_CA: fixture('tls/self-signed-127.0.0.1.cert.pem') },
    );
    expect(fromEnv.code).toBe(0);
  });

  it('should accept any certificate with --insecure, warn on stderr and stdout, and say so in both reports', async () => {
    const reportDir = join(dir, 'insecure');
    const result = await check({
      'base-url': secure,
      ...checks,
      insecure: true,
      report: 'junit,json',
      'report-dir': reportDir,
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /^token-registry-kit: WARNING --insecure: the target's TLS certificate was not verified/,
    );
    expect(result.stdout).toMatch(/^WARNING --insecure: /m);
    const [junit, json] = [junitReportIn(reportDir), jsonReportIn(reportDir)];
    expect(junit).toContain('<property name="tls.insecure" value="true"/>');
    expect(JSON.parse(json)).toMatchObject({ tls: { insecure: true } });
    const env = await check({ 'base-url': secure, ...checks }, { TRK_INSECURE: '1' });
    expect(env.code).toBe(0);
  });

  it('should refuse a --ca file that is missing or holds no certificate, before the run', async () => {
    await expect(check({ 'base-url': secure, ca: join(dir, 'missing.pem') })).rejects.toThrow(
      new UsageError(`--ca ${join(dir, 'missing.pem')}: ENOENT`),
    );
    await expect(check({ 'base-url': secure, ca: profilePath })).rejects.toThrow(
      /^--ca .*profile\.json: no PEM certificate in it \(-----BEGIN CERTIFICATE-----\)$/,
    );
  });
});
