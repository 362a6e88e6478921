import { mkdtempSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Output } from '../common/program.js';
import { checkCommand } from '../conformance/cli.js';
import { kitConfigOf } from '../conformance/config/config.js';
import { UsageError } from '../common/errors.js';
import { runKit, type KitEvent } from '../conformance/kit.js';
import { redactorOf } from '../conformance/redact/redact.js';
import { runMain } from './cli-process.js';
import { bodyOf, check, jsonReportIn, junitReportIn, targets } from './kit-hardening-helpers.js';

/**
 * The kit against hostile targets: redirects and echoed secrets; and bad header values and numbers on its own
 * command line.
 */

const { serve, close } = targets();
const dir = mkdtempSync(join(tmpdir(), 'trk-hardening-'));

afterAll(close);

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

describe('the kit against a target whose answers hold terminal control sequences', () => {
  // A window title, a colour, a line rewound and erased, a bell, and C1's CSI: each would act on a terminal.
  const controls = 'boom\x1b]0;pwned\x07\x1b[31mred\r\x1b[2Kpassed\x9b1A\x00';

  it.each([false, true])('should print them as escapes, its own progress on a terminal aside (tty %s)', async (tty) => {
    const target = await serve((req, res) => {
      req.resume();
      req.on('end', () => void res.writeHead(500, { 'content-type': 'text/plain' }).end(`${controls}\r\nline 2`));
    });
    let stdout = '';
    let stderr = '';
    const io: Output = { out: (text) => void (stdout += text), err: (text) => void (stderr += text), tty };
    const code = await checkCommand({ 'base-url': target.base, checks: 'error-schema,d-order', runs: '1' }, {}, io);
    expect(code).toBe(1);
    const printed = `${stdout}${stderr}`;
    expect(printed).toContain('boom\\x1b]0;pwned\\x07\\x1b[31mred\\x0d\\x1b[2Kpassed\\x9b1A\\x00');
    // A CR before LF ends a line as LF does: shown as it is.
    expect(printed).toContain('\\x00\r\nline 2');
    // What acts on a terminal is the kit's own progress only: `\r\x1b[2K` before each line it rewrites.
    const acting = printed.replaceAll('\r\x1b[2K', '').replaceAll('\r\n', '\n');
    // oxlint-disable-next-line no-control-regex -- control characters are what it looks for
    expect(acting).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(printed.includes('\r\x1b[2K')).toBe(tty);
  });
});
