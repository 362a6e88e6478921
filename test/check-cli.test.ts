import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { kitConfigOf } from '../conformance/config/config.js';
import { checkIds, type CheckResult } from '../conformance/kit.js';
import { formatFailure } from '../conformance/report/report.js';
import { openSession, runCheck, selectChecks } from '../conformance/run/runner.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { main } from '../cli/main.js';
import { runMain } from './cli-process.js';

/** A loopback port that nothing listens on: bound once, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let clean: Simulator;
let faulty: Simulator;
const dir = mkdtempSync(join(tmpdir(), 'trk-check-'));
const profilePath = join(dir, 'profile.json');

beforeAll(async () => {
  [clean, faulty] = await Promise.all([
    startSimulator({ scenario: 'minimal' }),
    startSimulator({ scenario: 'minimal', faults: ['d-cursor-exclusive'] }),
  ]);
  writeFileSync(profilePath, JSON.stringify(clean.profile));
});
afterAll(async () => {
  await Promise.all([clean.close(), faulty.close()]);
});

describe('token-registry-kit check', () => {
  it('should exit 0 against the simulator, with progress lines, a summary table and reports', async () => {
    const reports = join(dir, 'reports');
    const result = await runMain(
      [
        'check',
        '--base-url',
        clean.urls.base,
        '--profile',
        profilePath,
        '--seed',
        '5',
        // What this tests is the command's output; test/check-scenarios.test.ts runs the checks in depth.
        '--runs',
        '3',
        '--report',
        'junit,json',
        '--report-dir',
        reports,
        // A width that holds each row on one line, as the matches below read them.
      ],
      { COLUMNS: '1000' },
    );
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const n = checkIds.length;
    expect(result.stderr).toMatch(new RegExp(`\\[ 1/${n}\\] response-schema: passed`));
    expect(result.stdout).toMatch(/^check\s+op\s+verdict\s+examples\s+requests\s+answers\s+examined\s+where$/m);
    // Each check says what it sent, what came back, what it examined and where in the history its cursors went.
    expect(result.stdout).toMatch(/^d-walk\s+D\s+passed\s+\d+\s+\d+\s+D 200x\d+\s+[\d,]+\s+\d+ cursors: .*boundaries/m);
    // The simulator stands still: d-moving-end has no moving end to watch, and says so (test/check-moving-end.test.ts).
    expect(result.stdout).toMatch(
      new RegExp(`${n - 1} passed, 0 failed, 0 inconclusive, 1 skipped, 0 errors in [\\d.]+ s, \\d+ requests, seed 5`),
    );
    expect(result.stdout).toMatch(/^d-moving-end\s+D\s+skipped\s/m);
    // The facts the history showed, and how many of them each check that holds answers to it cross-checked.
    expect(result.stdout).toMatch(
      /^history facts: \d+ allocations, \d+ contracts, \d+ name entries learnt; cross-checked: a-history-state \d+, a-disclosed-synchronizer \d+, b-reassignment-409 \d+, ab-disclosed-active \d+, c-entry-history \d+$/m,
    );
    const junit = readFileSync(join(reports, 'conformance.junit.xml'), 'utf8');
    expect(junit.match(/<testcase /g)).toHaveLength(n);
    expect(junit).toContain('failures="0"');
    expect(junit).toContain('<property name="exitCode" value="0"/>');
    const json = JSON.parse(readFileSync(join(reports, 'conformance.json'), 'utf8')) as {
      checks: unknown[];
      summary: Record<string, number>;
    };
    expect(json.checks).toHaveLength(n);
    expect(json.summary).toEqual({ passed: n - 1, failed: 0, inconclusive: 0, skipped: 1, error: 0 });
  });

  it('should exit 1 naming the check, print the failure, mask secrets, and replay it with the printed command', async () => {
    const result = await runMain([
      'check',
      '--base-url',
      faulty.urls.base,
      '--checks',
      'd-cursor-exclusive',
      '--seed',
      '3',
      '-H',
      'X-Auth: s3cret',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FAILED d-cursor-exclusive: Every event is after the cursor \(operation D\)$/m);
    expect(result.stdout).toMatch(/^ {2}Expected: every event after \(migration \d+, .*\)$/m);
    expect(result.stdout).toMatch(/^ {2}Received: an event at /m);
    expect(result.stdout).toMatch(/^ {2}Counterexample \(shrunk \d+ times?\): /m);
    expect(result.stdout).toMatch(
      /curl -X POST 'http:\/\/127\.0\.0\.1:\d+\/api\/scan\/v0\/events' -H 'content-type: application\/json' -H 'x-auth: \*\*\*' -d '\{"page_size":\d+,"after":/,
    );
    expect(result.stdout).not.toContain('s3cret');
    const replay = /^ {4}(npx token-registry-kit check .*)$/m.exec(result.stdout)?.[1] ?? '';
    expect(replay).toMatch(/--checks d-cursor-exclusive --seed 3 --path \d+(:\d+)*/);
    // The printed command masks header values: put the real one back, as a user would.
    expect(replay).toContain("-H 'x-auth: ***'");
    const args = replay
      .replace(/^npx token-registry-kit /, '')
      .replace(" -H 'x-auth: ***'", '')
      .split(' ');
    args.push('-H', 'X-Auth: s3cret');
    const again = await runMain(args);
    expect(again.code).toBe(1);
    const counterexample = (text: string): string | undefined => /Counterexample[^:]*: (.*)$/m.exec(text)?.[1];
    expect(counterexample(again.stdout)).toBe(counterexample(result.stdout));
  });

  it("should fit the summary table to COLUMNS, the terminal's width or 120, wrapping what is wide, cutting nothing", async () => {
    const args = ['check', '--base-url', clean.urls.base, '--profile', profilePath, '--seed', '5', '--runs', '3'];
    /** The table's lines: from its header to the blank line after it. */
    const tableOf = (stdout: string): string[] => {
      const lines = stdout.split('\n');
      const start = lines.findIndex((l) => l.startsWith('check '));
      return lines.slice(start, lines.indexOf('', start));
    };
    /** The words of the table's rows, as a bag: its layout aside, the same in every width. */
    const words = (table: string[]): string[] =>
      table
        .slice(2)
        .join(' ')
        .split(/\s+/)
        .filter((w) => w !== '' && w !== 'answers:' && w !== 'where:')
        .sort();
    const wide = tableOf((await runMain(args, { COLUMNS: '1000' })).stdout);
    expect(Math.max(...wide.map((l) => l.length))).toBeGreaterThan(120);
    let terminal = '';
    const code = await main(args, { out: (t) => void (terminal += t), err: () => {}, tty: true, columns: 80, env: {} });
    expect(code).toBe(0);
    for (const { width, stdout } of [
      { width: 100, stdout: (await runMain(args, { COLUMNS: '100' })).stdout },
      { width: 80, stdout: terminal },
      { width: 120, stdout: (await runMain(args)).stdout },
    ]) {
      const table = tableOf(stdout);
      expect(Math.max(...table.map((l) => l.length)), `${width}`).toBeLessThanOrEqual(width);
      // Every check on a line of its own with its verdict whole, and every word of the wide table: nothing cut.
      for (const id of checkIds)
        expect(
          table.some((l) => new RegExp(`^${id} +\\S+ +${id === 'd-moving-end' ? 'skipped' : 'passed'} +\\d`).test(l)),
          id,
        ).toBe(true);
      expect(words(table), `${width}`).toEqual(words(wide));
    }
  });

  it('should report operation groups without a URL as skipped, never as passed', async () => {
    const result = await runMain([
      'check',
      '--scan-url',
      clean.urls.scan,
      '--checks',
      'a-unknown-allocation,c-unknown-party,d-order',
      '--runs',
      '5',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^a-unknown-allocation\s+A\s+skipped\s+0$/m);
    expect(result.stdout).toMatch(/^c-unknown-party\s+C\s+skipped\s+0$/m);
    expect(result.stdout).toMatch(
      /^not run:\n {2}a-unknown-allocation {2}no --registry-url given\n {2}c-unknown-party {7}no --validator-url given$/m,
    );
    expect(result.stdout).toMatch(/^d-order\s+D\s+passed\s+\d+\s+\d+\s+D 200x\d+/m);
  });

  it('should exit 3 for an unreachable target', async () => {
    const port = await closedPort();
    const result = await runMain(['check', '--base-url', `http://127.0.0.1:${port}`]);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      new RegExp(
        `^token-registry-kit: the scan URL http://127\\.0\\.0\\.1:${port}/api/scan is unreachable: .*ECONNREFUSED`,
        'm',
      ),
    );
  });

  it.each([
    [[], /no target: give --base-url/],
    [['--base-url', 'ftp://x'], /--base-url must be an http\(s\) URL, got "ftp:\/\/x"/],
    [['--base-url', 'http://user:pw@127.0.0.1:9'], /--base-url must not carry credentials/],
    [
      ['--base-url', 'http://127.0.0.1:9', '--report', 'json', '--report-dir', 'package.json/reports'],
      /--report-dir package\.json\/reports: .* cannot be written \(ENOTDIR\)/,
    ],
    [['--base-url', 'http://127.0.0.1:9', '--checks', 'no-such-check'], /unknown check id "no-such-check"/],
    [['--base-url', 'http://127.0.0.1:9', '--dialect', 'loose'], /unknown value "loose" for --dialect; expected spec/],
    [
      ['--base-url', 'http://127.0.0.1:9', '--dialect', 'splic'],
      /^token-registry-kit: unknown value "splic" for --dialect \(did you mean "splice"\?\); expected spec or splice$/m,
    ],
    [
      ['--base-url', 'http://127.0.0.1:9', '--report', 'json,jsn'],
      /unknown value "jsn" for --report \(did you mean "json"\?\); expected a comma-separated list of junit, json and html$/m,
    ],
    [['--base-url', 'http://127.0.0.1:9', '--header', 'no colon'], /--header must be 'Name: value'/],
    [['--base-url', 'http://127.0.0.1:9', '--path', '1:2'], /--path replays one counterexample/],
    [['--base-url', 'http://127.0.0.1:9', '--rate-limit', 'fast'], /--rate-limit must be requests per second/],
  ])('should exit 2 with one line for %j', async (args, message) => {
    const result = await runMain(['check', ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it.each([
    ['--scan-url', 'scan.example.com/api/scan?api_key=s3cr3t-t0ken-value'],
    ['--scan-url', 'https://scan example.com/api/scan?token=s3cr3t-t0ken-value&page=2'],
    ['--base-url', 'https://u:s3cr3t-t0ken-value@scan.example.com:99999'],
    ['--registry-url', 'registry:s3cr3t-t0ken-value@registry.example.com'],
  ])('should refuse %s %s, which is no URL, without printing its credentials', async (option, url) => {
    const result = await runMain(['check', option, url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(`^token-registry-kit: ${option} must be an http\\(s\\) URL, got "[^\\n]*\\*\\*\\*`),
    );
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).not.toContain('s3cr3t');
  });

  it('should exit 2 for a profile that is missing or does not fit schemas/profile.json', async () => {
    const bad = join(dir, 'bad-profile.json');
    writeFileSync(bad, JSON.stringify({ ...clean.profile, knownAllocationIds: 'x' }));
    // Named as given, and where it was looked for.
    const missing = await runMain(['check', '--base-url', clean.urls.base, '--profile', 'no-such-profile.json']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `token-registry-kit: --profile no-such-profile.json: file not found at ${resolve('no-such-profile.json')}\n`,
    );
    const wrong = await runMain(['check', '--base-url', clean.urls.base, '--profile', bad]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/bad-profile\.json: \/knownAllocationIds must be array, got "x"/);
  });

  it('should list the checks', async () => {
    const result = await runMain(['check', '--list']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toHaveLength(checkIds.length);
  });
});

describe('the conformance vitest project', () => {
  // The spec's own steps, in-process; vitest running the project itself: test/slow/conformance-project.test.ts.
  it('should take the target, the checks and the runs from the environment, and fail the check the target breaks', async () => {
    const env = { TRK_BASE_URL: faulty.urls.base, TRK_CHECKS: 'd-cursor-exclusive,d-page-size-bound', TRK_RUNS: '10' };
    const config = kitConfigOf({}, env, () => 1);
    expect(config).toMatchObject({ target: { scan: faulty.urls.scan }, runs: 10 });
    const checks = selectChecks(config);
    expect(checks.map((c) => c.id).sort()).toEqual(['d-cursor-exclusive', 'd-page-size-bound']);
    const session = await openSession(config, undefined, () => {}, checks);
    try {
      const results: CheckResult[] = [];
      for (const check of checks) results.push(await runCheck(check, session));
      expect(Object.fromEntries(results.map((r) => [r.id, r.verdict]))).toEqual({
        'd-cursor-exclusive': 'failed',
        'd-page-size-bound': 'passed',
      });
      const failed = results.find((r) => r.verdict === 'failed') as CheckResult;
      expect(formatFailure(failed)).toMatch(/^FAILED d-cursor-exclusive: /);
    } finally {
      session.close();
    }
  });
});
