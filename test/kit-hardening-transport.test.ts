import { mkdtempSync, writeFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationOption } from '../conformance/config/config.js';
import { UsageError } from '../common/errors.js';
import { checkIds, runKit } from '../conformance/kit.js';
import { startSimulator, type Simulator } from '../src/index.js';
import { bombing, endless } from './hostile-bodies.js';
import { bodyOf, check, fixture, jsonReportIn, junitReportIn, targets } from './kit-hardening-helpers.js';

/** The kit against hostile targets: endless and compressed bodies, slow answers, self-signed certificates. */

const { serve, close } = targets();
let sim: Simulator;
const dir = mkdtempSync(join(tmpdir(), 'trk-hardening-'));
const profilePath = join(dir, 'profile.json');

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

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
  writeFileSync(profilePath, JSON.stringify(sim.profile));
});
afterAll(async () => {
  await close();
  await sim.close();
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
    // No time is measured: a busy machine may take longer to stop. What stops the run is told by the reasons: the
    // checks not run are errors of the deadline, not of a time-out (none comes before the test's own).
    const result = await check({
      'base-url': slow.base,
      profile: profilePath,
      'max-duration': '1',
      timeout: '3600000',
      runs: '5',
      report: 'json',
      'report-dir': reportDir,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /errors in \d+\.\d s, \d+ requests, seed \d+ \(stopped: the run passed --max-duration \(1s\)\)$/m,
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
      new UsageError(`--ca ${join(dir, 'missing.pem')}: file not found at ${join(dir, 'missing.pem')}`),
    );
    await expect(check({ 'base-url': secure, ca: profilePath })).rejects.toThrow(
      /^--ca .*profile\.json: no PEM certificate in it \(-----BEGIN CERTIFICATE-----\)$/,
    );
  });
});
