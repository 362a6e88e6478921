import type { CheckEvidence } from '../conformance/run/evidence.js';
import type { JsonReport } from '../conformance/report/json.js';
import type { CheckResult } from '../conformance/run/results.js';

/**
 * Reports of runs for the tests of what is made of them (test/report-html.test.ts, test/report-github.test.ts,
 * test/browser/report.test.ts): `reportOf` builds one around its checks, and a failing run's report as real targets
 * make them, a 138-character contract id and JSON without a space in its Expected and Received, its curl line and
 * its counterexample, for the HTML report's widths.
 */

/** A contract id as the API spells them: 138 hex digits. */
export const longId = `00${'a1b2c3d4e5f6'.repeat(11)}abcd`;

const body = JSON.stringify({
  after: { after_migration_id: 0, after_record_time: '2024-09-20T13:31:28.405180Z' },
  page_size: 1000,
  ids: [longId, longId, longId],
});

const base = 'http://127.0.0.1:18082';

export const longCurl = `curl -X POST '${base}/registry/allocations/v1/${longId}/choice-contexts/withdraw' -H 'content-type: application/json' -H 'authorization: ***' -d '${body}'`;
export const longReplay = `npx token-registry-kit check --registry-url ${base} --validator-url ${base}/api/validator --scan-url ${base}/api/scan -H 'authorization: ***' --checks a-known-allocation --seed 42 --path 0`;

const failed: CheckResult = {
  id: 'a-known-allocation',
  title: 'Every known allocation answers 200',
  operation: 'A',
  verdict: 'failed',
  examples: 1,
  warnings: [],
  durationMs: 800,
  evidence: {
    of: 'answers for known allocations',
    needs: 1,
    examined: 1,
    examinedBy: { A: 1 },
    requests: 3,
    answers: { A: { '500': 3 } },
  },
  failure: {
    expected: `200 for ${longId} (a known allocation: ${body})`,
    received: `500 ${body}${body}`,
    curl: longCurl,
    status: 500,
    counterexample: { id: longId, body },
    shrinks: 0,
    seed: 42,
    path: '0',
    replay: longReplay,
  },
};

/** What d-walk examines: 5,400 events walked in 12 requests. */
export const walkEvidence: CheckEvidence = {
  of: 'events walked',
  needs: 1,
  examined: 5400,
  examinedBy: { D: 5400 },
  requests: 12,
  answers: { D: { '200': 12 } },
};

/** A check that passed: d-walk. */
export const passedWalk: CheckResult = {
  id: 'd-walk',
  title: 'Walks with different page sizes agree and end',
  operation: 'D',
  verdict: 'passed',
  examples: 25,
  warnings: [],
  durationMs: 1234,
  evidence: walkEvidence,
};

const count = (checks: readonly CheckResult[], verdict: CheckResult['verdict']): number =>
  checks.filter((c) => c.verdict === verdict).length;

/**
 * The report of a run of these checks against the simulator's URLs: its summary and the checks it did not run
 * (with each one's reason) counted from them, its exit code 1 when one failed; `overrides` replace what a test reads.
 */
export function reportOf(checks: readonly CheckResult[], overrides: Partial<JsonReport> = {}): JsonReport {
  return {
    kit: { name: 'token-registry-kit', version: '0.1.0' },
    startedAt: '2026-11-25T12:00:00.000Z',
    durationMs: 4321,
    target: { registry: base, validator: `${base}/api/validator`, scan: `${base}/api/scan` },
    dialect: 'spec',
    seed: 42,
    runs: 25,
    failOnSkip: false,
    exitCode: count(checks, 'failed') > 0 ? 1 : 0,
    requests: 99,
    tls: { insecure: false },
    maxDurationSeconds: 900,
    maxDurationPassed: false,
    facts: {
      source: 'discovery',
      found: {
        knownAllocations: 1,
        reassigningAllocations: 0,
        withdrawnAllocations: 0,
        partiesWithEntry: 1,
        factoryChoiceArguments: false,
      },
      notes: [],
    },
    history: { migrations: [], samples: [], last: null, complete: true, requests: 1, durationMs: 10 },
    items: { read: 5400, judged: 5400, pages: 6 },
    summary: {
      passed: count(checks, 'passed'),
      failed: count(checks, 'failed'),
      inconclusive: count(checks, 'inconclusive'),
      skipped: count(checks, 'skipped'),
      error: count(checks, 'error'),
    },
    notRun: checks
      .filter((c) => c.verdict === 'inconclusive' || c.verdict === 'skipped' || c.verdict === 'error')
      .map((c) => ({ id: c.id, verdict: c.verdict, reason: c.reason ?? '' })),
    checks,
    ...overrides,
  };
}

const longFailed = reportOf([failed, passedWalk]);
export const longValuesReport: JsonReport = {
  ...longFailed,
  facts: { ...longFailed.facts, notes: [`discovery read back to ${longId}`] },
};
