/**
 * The kit as a vitest suite: `npx vitest run --project conformance`, in a checkout of this repository. The package
 * does not ship it (nor vitest); where the package is installed, `npx token-registry-kit check --report junit` writes
 * the JUnit file with one testcase per check instead. The target comes from the environment
 * (TRK_BASE_URL, or TRK_REGISTRY_URL / TRK_VALIDATOR_URL / TRK_SCAN_URL, plus TRK_PROFILE, TRK_HEADERS,
 * TRK_CHECK_SEED, TRK_RUNS, TRK_CHECKS, TRK_EXCLUDE_CHECKS, TRK_TIMEOUT, TRK_RATE_LIMIT, TRK_DIALECT,
 * TRK_FAIL_ON_SKIP, TRK_WAIT_FOR_TARGET, TRK_DISCOVERY_PAGES, TRK_DISCOVERY_TIME, TRK_MAX_RESPONSE_MB,
 * TRK_MAX_DURATION, TRK_CA, TRK_INSECURE); without
 * one, it starts the simulator's minimal scenario in-process and checks that. One test per check, so vitest's
 * own reporters (JUnit, JSON, GitHub Actions) show each check.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { allChecks } from '../checks/index.js';
import { kitConfigOf, type KitConfig } from '../config/config.js';
import { redactorOf, type Redact } from '../redact/redact.js';
import { formatFailure } from '../report/report.js';
import { openSession, runCheck, selectChecks, type Session } from '../run/runner.js';
import { skipFails } from '../run/results.js';
import { startSimulator, type Simulator } from 'token-registry-kit';

const env = process.env;
const hasTarget = Boolean(
  env['TRK_BASE_URL'] ?? env['TRK_REGISTRY_URL'] ?? env['TRK_VALIDATOR_URL'] ?? env['TRK_SCAN_URL'],
);
let simulator: Simulator | undefined;
let session: Session;
let selected: Set<string>;
/** Header values masked in what vitest prints, as `check` masks them. */
let redact: Redact = (text) => text;

beforeAll(async () => {
  let config: KitConfig;
  if (hasTarget) {
    config = kitConfigOf({}, env, () => Math.floor(Math.random() * 2 ** 31));
  } else {
    // Checking the simulator itself (`npm test`): its minimal scenario, 3 examples a check unless TRK_RUNS says
    // otherwise; the unit tests run the whole kit against each scenario (test/check-scenarios.test.ts, and in
    // depth test/slow/check-scenarios-deep.test.ts).
    simulator = await startSimulator({ scenario: 'minimal' });
    config = kitConfigOf(
      { 'base-url': simulator.urls.base, ...(env['TRK_RUNS'] === undefined ? { runs: '3' } : {}) },
      env,
      () => 1,
    );
  }
  const checks = selectChecks(config);
  selected = new Set(checks.map((c) => c.id));
  redact = redactorOf(config.headers, config.target);
  // Only what the selected checks need: a run of D's checks alone reads no windows of facts.
  session = await openSession(config, undefined, () => {}, checks);
}, 120_000);

afterAll(async () => {
  session?.close();
  await simulator?.close();
});

describe('token-registry-kit conformance', () => {
  for (const check of allChecks) {
    it(`${check.id}: ${check.title}`, async (ctx) => {
      if (!selected.has(check.id)) return ctx.skip('not selected');
      const result = await runCheck(check, session);
      if (result.verdict === 'skipped') {
        if (skipFails(result, session.config.failOnSkip))
          throw new Error(redact(`${check.id} did not run (TRK_FAIL_ON_SKIP): ${result.reason ?? ''}`));
        return ctx.skip(redact(result.reason ?? 'skipped'));
      }
      if (result.verdict === 'error') throw new Error(redact(`${check.id} could not finish: ${result.reason ?? ''}`));
      if (result.verdict === 'failed') throw new Error(redact(formatFailure(result)));
    });
  }
});
