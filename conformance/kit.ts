import { packageVersion } from '../common/package-root.js';
import type { StopSignal } from './sweep/run-sweep.js';
import { defaultKitConfig, type KitConfig, type TargetUrls } from './config/config.js';
import { KitError } from '../common/errors.js';
import { noFacts, type Facts } from './history/facts.js';
import { redactDeep, redactError, redactorOf } from './redact/redact.js';
import { jsonReportOf, junitReport, type JsonReport } from './report/report.js';
import { emptyMap, historyReport, type ReadDefect } from './history/map.js';
import {
  exitCodeOf,
  openSession,
  runAll,
  type RunOutcome,
  type Session,
  selectChecks,
  type CheckResult,
  type KitEvent,
  type RunRecord,
} from './run/runner.js';

export type { CheckEvidence, CheckResult, FailureDetail, KitEvent, RunRecord, Verdict } from './run/runner.js';
export type { Coverage } from './run/coverage.js';
export type { HistoryReport, PlaceReport } from './history/map.js';
export { SelectionError, UnreachableError } from './run/runner.js';
export type { Dialect, KitConfig, ReportFormat, TargetUrls } from './config/config.js';
export type { DiscoveryReach, DiscoveryStop, Facts } from './history/facts.js';
export { factsFromProfile, ProfileError } from './history/facts.js';
export { CaFileError } from './config/config.js';
export { KitError, type ExitCode } from '../common/errors.js';
export type { DiscoveryProgress, FactCounts } from './history/discovery.js';
export type { JsonReport } from './report/report.js';
export { checkIds } from './checks/index.js';

/**
 * The facts' notes with a line for each defect the kit met while reading the history whose check did not run: the
 * rule was broken, and nothing else would say so.
 */
function withUnreportedDefects(facts: Facts, defects: readonly ReadDefect[], results: readonly CheckResult[]): Facts {
  const ran = new Set(results.map((r) => r.id));
  const unreported = defects.filter((d) => !ran.has(d.check));
  if (unreported.length === 0) return facts;
  return {
    ...facts,
    notes: [
      ...facts.notes,
      ...unreported.map((d) => `${d.check} (not selected) would fail: expected ${d.expected}; received ${d.received}`),
    ],
  };
}

/** Options of an in-process run: those of `check`, with the command line's defaults, and the target. */
export interface KitOptions extends Partial<Omit<KitConfig, 'target'>> {
  readonly target: TargetUrls;
  /** Facts to use instead of a profile file or discovery. */
  readonly facts?: Facts;
  /** Called as the run goes (waiting for the target, discovery, each check); nothing is printed otherwise. */
  readonly onProgress?: (event: KitEvent) => void;
  /**
   * Called, before runKit throws, when the run stops at its first contact with the target (exit code 3 of
   * `check`): with the run as both reports record it, no check run and `notStarted` saying why. `check` writes them.
   */
  readonly onNotStarted?: (run: KitRun) => void;
  /**
   * Stops the reading after the checks (a --sweep, or a --time-budget's) at its next page: the run then ends as usual,
   * its report saying what the sweep covered and where to resume. `check` aborts it on Ctrl-C.
   */
  readonly signal?: StopSignal;
  /**
   * How a check waits before it re-reads the end of a moving history (d-moving-end; docs/kit.md, a moving end): by
   * default a timer, ended by the run's deadline. A test gives its own, which moves a live simulator's manual clock
   * (`sim.control.advance`) instead of waiting.
   */
  readonly pause?: (ms: number) => Promise<void>;
}

/** What a run gives back: the results, the facts it used, the exit code `check` would give, and both reports. */
export interface KitRun extends RunRecord {
  /** The JSON report (`conformance.json`), as an object. */
  readonly report: JsonReport;
  /** The JUnit report (`conformance.junit.xml`). */
  readonly junit: string;
}

/**
 * Runs the conformance kit in-process, as `token-registry-kit check` does (the command runs this very function).
 * Throws UnreachableError when the target does not answer and SetupError when it answers as to a run set up wrong
 * (exit code 3 of `check`; `onNotStarted` is given the reports of such a run first), ProfileError for a bad
 * `profilePath`, CaFileError for a bad `caFile` and SelectionError for an unknown check id (exit code 2): each a
 * KitError, with the `name` and the `exitCode` that `check` would end with.
 *
 * Every header value of `headers`, and every credential in the target URLs (userinfo, query values), is masked as
 * `***` in what it gives back: the results, both reports, the events given to `onProgress` and the message of what
 * it throws, even where the target echoed a value back, in any spelling (redact/redact.ts).
 *
 * @example
 * const run = await runKit({ target: { registry: base, validator: `${base}/api/validator`, scan: `${base}/api/scan` } });
 * run.exitCode; // 0 when every check that ran passed
 * run.results.filter((r) => r.verdict === 'failed');
 */
export async function runKit(options: KitOptions): Promise<KitRun> {
  const started = performance.now();
  // The kit's edge, not the pure ledger: the wall clock is what a report reader wants.
  const startedAt = new Date().toISOString();
  const { facts, onProgress, onNotStarted, signal, pause, ...rest } = options;
  const config: KitConfig = { ...defaultKitConfig, ...rest };
  // The one place where what the kit learnt becomes output: every string is masked on its way out.
  const redact = redactorOf(config.headers, config.target);
  const checks = selectChecks(config);
  const emit = onProgress ? (event: KitEvent): void => onProgress(redactDeep(event, redact)) : (): void => {};
  /** What the reports record of the run, besides its results, facts and map. */
  const about = (requests: number) => ({
    version: packageVersion,
    startedAt,
    target: config.target,
    dialect: config.dialect,
    seed: config.seed,
    runs: config.runs,
    failOnSkip: config.failOnSkip,
    requests,
    durationMs: performance.now() - started,
    tls: { insecure: config.insecure, ...(config.caFile ? { caFile: config.caFile } : {}) },
    maxDurationMs: config.maxDurationMs,
  });
  let requests = (): number => 0;
  let session;
  try {
    session = await openSession(config, facts, emit, checks, (count) => (requests = count), pause);
  } catch (error) {
    redactError(error, redact);
    // A run that could not start is reported too: a CI job that asked for reports finds why there, not in a log only.
    if (onNotStarted && error instanceof KitError && error.exitCode === 3) {
      const record = redactDeep<RunRecord>(
        {
          ...about(requests()),
          results: [],
          facts: noFacts,
          map: historyReport(emptyMap),
          items: { read: 0, judged: 0, pages: 0 },
          exitCode: 3,
          maxDurationPassed: false,
          notStarted: { error: error.name, reason: error.message },
        },
        redact,
      );
      onNotStarted({ ...record, report: jsonReportOf(record), junit: junitReport(record) });
    }
    throw error;
  }
  let outcome;
  try {
    emit({ kind: 'facts', facts: session.ctx.facts, checks: checks.length, seed: config.seed });
    outcome = await runAll(
      session,
      checks,
      (done, total, check, result) =>
        emit(result ? { kind: 'result', done, total, result } : { kind: 'check', done, total, id: check.id }),
      { ...(signal ? { signal } : {}), onSweep: (progress) => emit({ kind: 'sweep', progress }) },
    );
  } catch (error) {
    throw redactError(error, redact);
  } finally {
    session.close();
  }
  const record = redactDeep<RunRecord>({ ...about(session.requests()), ...ranOf(session, outcome) }, redact);
  return { ...record, report: jsonReportOf(record), junit: junitReport(record) };
}

/** What a run that started records of what it found: results, facts, map, items, sweep, exit code. */
function ranOf(
  session: Session,
  { results, sweep }: RunOutcome,
): Pick<RunRecord, 'results' | 'facts' | 'map' | 'items' | 'sweep' | 'exitCode' | 'maxDurationPassed'> {
  return {
    results,
    facts: withUnreportedDefects(session.ctx.facts, session.defects, results),
    map: historyReport(session.ctx.map),
    items: session.items.report(),
    ...(sweep ? { sweep } : {}),
    exitCode: exitCodeOf({ results, failOnSkip: session.config.failOnSkip }),
    // The deadline cut the run short: a check says so (having passed it once every check had run cuts nothing).
    maxDurationPassed: results.some((r) => r.verdict === 'error' && r.reason?.includes(session.deadline.text) === true),
  };
}
