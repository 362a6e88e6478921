import type { Dialect, TargetUrls } from '../config/config.js';
import type { CheckEvidence } from './evidence.js';
import type { Facts } from '../history/facts.js';
import type { HistoryReport } from '../history/map.js';
import type { ItemsReport } from '../items/judge.js';
import type { SweepReport } from '../sweep/sweep.js';

// What a run found: each check's verdict and the evidence and failure behind it, the run's record, its exit code.

/**
 * `inconclusive`: the check ran but examined less than the evidence it needs (check.ts, Evidence), e.g. on an empty
 * history: never a pass, and it fails the run.
 */
export type { CheckEvidence } from './evidence.js';

export type Verdict = 'passed' | 'failed' | 'inconclusive' | 'skipped' | 'error';

export interface FailureDetail {
  readonly expected: string;
  readonly received: string;
  readonly curl?: string;
  readonly status?: number;
  readonly counterexample: unknown;
  readonly shrinks: number;
  readonly seed: number;
  readonly path: string;
  readonly replay: string;
}

export interface CheckResult {
  readonly id: string;
  readonly title: string;
  readonly operation: string;
  readonly verdict: Verdict;
  readonly examples: number;
  /** Why it was skipped, or what error stopped it. */
  readonly reason?: string;
  readonly failure?: FailureDetail;
  readonly warnings: readonly { readonly text: string; readonly count: number }[];
  readonly durationMs: number;
  /** What it sent and examined; absent for a check that did not run. */
  readonly evidence?: CheckEvidence;
  /**
   * Set on a check skipped because all it met was evidence the kit cannot judge (check.ts, unjudgeable): the kit's
   * want, not the run's set-up, so that --fail-on-skip does not make it fail the run.
   */
  readonly unjudgeable?: true;
}

/** Whether a check's skip fails the run: with --fail-on-skip, unless it was skipped for the kit's want. */
export const skipFails = (r: CheckResult, failOnSkip: boolean | undefined): boolean =>
  failOnSkip === true && r.verdict === 'skipped' && r.unjudgeable !== true;

/** What one run found: the results and what the reports record about it. */
export interface RunRecord {
  /** The kit's version (package.json). */
  readonly version: string;
  /** When the run started, ISO 8601 (wall clock). */
  readonly startedAt: string;
  readonly target: TargetUrls;
  readonly dialect: Dialect;
  readonly seed: number;
  readonly runs: number;
  readonly failOnSkip: boolean;
  readonly results: readonly CheckResult[];
  readonly facts: Facts;
  /** The map of the history the checks drew their cursors from (history/map.ts), as JSON. */
  readonly map: HistoryReport;
  /** The items the run read, and how many distinct ones the item rules judged (items/judge.ts). */
  readonly items: ItemsReport;
  /** What the reading after the checks covered (--sweep, or what was left of --time-budget); absent without one. */
  readonly sweep?: SweepReport;
  readonly requests: number;
  /** The whole run: waiting for the target, discovery and the checks. */
  readonly durationMs: number;
  /**
   * 0 every check that ran passed; 1 a check failed, could not finish, or (with failOnSkip) was skipped; 3 the run
   * could not start (`notStarted` says why).
   */
  readonly exitCode: 0 | 1 | 3;
  /** Why no check ran: the error that stopped the run at its first contact with the target (exit 3). */
  readonly notStarted?: { readonly error: string; readonly reason: string };
  /** How the target's TLS certificate was checked: against a --ca file too, or not at all (--insecure). */
  readonly tls: { readonly insecure: boolean; readonly caFile?: string };
  /** The run's --max-duration, in milliseconds, and whether it passed before every check had run. */
  readonly maxDurationMs: number;
  readonly maxDurationPassed: boolean;
}

/**
 * 0 when every check that ran passed; 1 when one failed, could not finish or was inconclusive (it examined nothing
 * to judge: no green without evidence), or was skipped with failOnSkip.
 */
export const exitCodeOf = (run: { readonly results: readonly CheckResult[]; readonly failOnSkip?: boolean }): 0 | 1 =>
  run.results.some(
    (r) =>
      r.verdict === 'failed' || r.verdict === 'error' || r.verdict === 'inconclusive' || skipFails(r, run.failOnSkip),
  )
    ? 1
    : 0;
