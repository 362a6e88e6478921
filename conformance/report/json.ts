import type { Dialect, TargetUrls } from '../config/config.js';
import { countsOf, type FactCounts } from '../history/discovery.js';
import type { DiscoveryReach } from '../history/facts.js';
import type { HistoryReport } from '../history/map.js';
import type { ItemsReport } from '../items/judge.js';
import type { SweepReport } from '../sweep/sweep.js';
import { countOf, historyFactCounts, type HistoryFactCounts } from './table.js';
import type { CheckResult, RunRecord, Verdict } from '../run/runner.js';

/** The JSON report (`conformance.json`): the same content as the JUnit one, for machines. */
export interface JsonReport {
  readonly kit: { readonly name: 'token-registry-kit'; readonly version: string };
  readonly startedAt: string;
  readonly durationMs: number;
  readonly target: TargetUrls;
  readonly dialect: Dialect;
  readonly seed: number;
  readonly runs: number;
  readonly failOnSkip: boolean;
  readonly exitCode: number;
  /** Why no check ran: the run stopped at its first contact with the target (exit code 3). */
  readonly notStarted?: { readonly error: string; readonly reason: string };
  readonly requests: number;
  /** How the target's certificate was checked: `insecure` true means it was not (--insecure). */
  readonly tls: { readonly insecure: boolean; readonly caFile?: string };
  readonly maxDurationSeconds: number;
  /** The run passed --max-duration: the checks it did not run are errors. */
  readonly maxDurationPassed: boolean;
  readonly facts: {
    readonly source: 'profile' | 'discovery' | 'none';
    readonly found: FactCounts;
    readonly notes: readonly string[];
    readonly problem?: string;
    readonly reach?: DiscoveryReach;
    /**
     * What the history read showed, for the checks that hold answers to it: how many allocations, contracts and
     * name entries it learnt; each check's `evidence.examined` says how many of them it cross-checked.
     */
    readonly history?: HistoryFactCounts;
  };
  /** The map of the history the checks drew their cursors from (history/map.ts), and how it was made. */
  readonly history: HistoryReport;
  /** The items the run read, and how many distinct ones every item rule judged (items/judge.ts). */
  readonly items: ItemsReport;
  /** What the reading after the checks covered (--sweep, or --time-budget's); absent without one. */
  readonly sweep?: SweepReport;
  readonly summary: Readonly<Record<Verdict, number>>;
  /** Checks that were inconclusive, skipped or could not finish, with the reason. */
  readonly notRun: readonly { readonly id: string; readonly verdict: Verdict; readonly reason: string }[];
  readonly checks: readonly CheckResult[];
}

export function jsonReportOf(run: RunRecord): JsonReport {
  const { facts } = run;
  return {
    kit: { name: 'token-registry-kit', version: run.version },
    startedAt: run.startedAt,
    durationMs: Math.round(run.durationMs),
    target: run.target,
    dialect: run.dialect,
    seed: run.seed,
    runs: run.runs,
    failOnSkip: run.failOnSkip,
    exitCode: run.exitCode,
    ...(run.notStarted ? { notStarted: run.notStarted } : {}),
    requests: run.requests,
    tls: run.tls,
    maxDurationSeconds: run.maxDurationMs / 1000,
    maxDurationPassed: run.maxDurationPassed,
    facts: {
      source: facts.source,
      found: countsOf(facts),
      notes: facts.notes,
      ...(facts.problem ? { problem: facts.problem } : {}),
      ...(facts.reach ? { reach: facts.reach } : {}),
      ...(facts.history ? { history: historyFactCounts(facts.history) } : {}),
    },
    history: run.map,
    items: run.items,
    ...(run.sweep ? { sweep: run.sweep } : {}),
    summary: {
      passed: countOf(run, 'passed'),
      failed: countOf(run, 'failed'),
      inconclusive: countOf(run, 'inconclusive'),
      skipped: countOf(run, 'skipped'),
      error: countOf(run, 'error'),
    },
    notRun: run.results
      .filter((r) => r.verdict === 'inconclusive' || r.verdict === 'skipped' || r.verdict === 'error')
      .map((r) => ({ id: r.id, verdict: r.verdict, reason: r.reason ?? '' })),
    checks: run.results.map((r) => ({ ...r, durationMs: Math.round(r.durationMs) })),
  };
}

export const jsonReport = (report: JsonReport): string => `${JSON.stringify(report, null, 2)}\n`;
