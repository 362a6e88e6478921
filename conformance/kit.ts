import type { KitConfig, TargetUrls } from './config.js';
import type { Facts } from './facts.js';
import { openSession, runChecks, selectChecks, type KitRun } from './runner.js';

export type { KitRun, CheckResult } from './runner.js';
export { checkIds } from './checks/index.js';

/** Options of an in-process run; everything but the target has the command line's default. */
export interface KitOptions extends Partial<Omit<KitConfig, 'target'>> {
  readonly target: TargetUrls;
  /** Facts to use instead of a profile file or discovery. */
  readonly facts?: Facts;
}

/**
 * Runs the conformance kit in-process, as `token-registry-kit check` does.
 *
 * @example
 * const run = await runKit({ target: { registry: base, validator: `${base}/api/validator`, scan: `${base}/api/scan` } });
 * run.results.filter((r) => r.verdict === 'failed');
 */
export async function runKit(options: KitOptions): Promise<KitRun> {
  const { facts, ...rest } = options;
  const config: KitConfig = {
    headers: {},
    seed: 1,
    runs: 25,
    excludeChecks: [],
    timeoutMs: 10_000,
    rateLimit: 0,
    dialect: 'spec',
    reports: [],
    reportDir: 'reports/conformance',
    ...rest,
  };
  return runChecks(await openSession(config, facts), selectChecks(config));
}
