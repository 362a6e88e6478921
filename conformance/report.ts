import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Dialect, TargetUrls } from './config.js';
import { describeCoverage } from './coverage.js';
import { statusCounts, type CheckEvidence } from './evidence.js';
import { countsOf, describeReach, type FactCounts } from './discovery.js';
import { KitError } from '../src/shared/errors.js';
import type { DiscoveryReach, HistoryFacts } from './facts.js';
import type { HistoryReport } from './history-map.js';
import { DISCOVERY_PATH, deadlineText, type CheckResult, type RunRecord, type Verdict } from './runner.js';

const indent = (text: string, by = '    '): string =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

function shortJson(value: unknown, limit = 400): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** One failure, in the form of Schemathesis's: title, Expected / Received, counterexample, curl, replay. */
export function formatFailure(result: CheckResult): string {
  const f = result.failure;
  if (!f) return '';
  return [
    `FAILED ${result.id}: ${result.title} (operation ${result.operation})`,
    `  Expected: ${f.expected}`,
    `  Received: ${f.received}`,
    `  Counterexample (shrunk ${f.shrinks} time${f.shrinks === 1 ? '' : 's'}): ${shortJson(f.counterexample)}`,
    ...(f.curl ? ['  Reproduce with:', indent(f.curl)] : []),
    '  Replay:',
    indent(f.replay),
    f.path === ''
      ? '  (found while the kit mapped the history: the replay maps it again)'
      : f.path === DISCOVERY_PATH
        ? '  (found while discovery read the history back from its end: the replay reads it again)'
        : `  (fast-check seed ${f.seed}, path ${f.path})`,
  ].join('\n');
}

const countOf = (run: RunRecord, v: Verdict): number => run.results.filter((r) => r.verdict === v).length;

/** "D 200x25 404x2": the answers a check got, by operation and status, most frequent first. */
export const answersText = (evidence: CheckEvidence): string =>
  Object.entries(evidence.answers)
    .map(([op, byStatus]) => `${op} ${statusCounts(byStatus)}`)
    .join(', ');

/** "1,234 events walked": what a check examined, with its unit, and how many distinct facts when it names them. */
export const examinedText = (evidence: CheckEvidence): string =>
  `${evidence.examined.toLocaleString('en-US')} ${evidence.of}` +
  (evidence.distinct === undefined ? '' : ` (${evidence.distinct.toLocaleString('en-US')} distinct)`);

/**
 * The summary table: check id, operation, verdict, examples run, requests sent, answers by status, evidence examined
 * and where in the history its cursors went; then the checks that did not run or did not see enough, and why, and
 * what the kit knew of the history.
 */
export function summaryTable(run: RunRecord): string {
  const rows = run.results.map((r) => [
    r.id,
    r.operation,
    r.verdict,
    String(r.examples),
    r.evidence ? String(r.evidence.requests) : '',
    r.evidence ? answersText(r.evidence) : '',
    r.evidence ? r.evidence.examined.toLocaleString('en-US') : '',
    r.evidence?.coverage ? describeCoverage(r.evidence.coverage) : '',
  ]);
  const header = ['check', 'op', 'verdict', 'examples', 'requests', 'answers', 'examined', 'where'];
  const numeric = new Set([3, 4, 6]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notRun = notRunList(run);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...(notRun ? [notRun, ''] : []),
    ...(run.map.migrations.length > 0 || run.map.requests > 0 ? [`history: ${describeMap(run.map)}`] : []),
    // How far back the facts go: a skip "for lack of facts" reads differently after 1,000 items than after 100,000.
    ...(run.facts.reach ? [`facts: ${describeReach(run.facts.reach)}`] : []),
    ...[historyFactsLine(run)].filter((line): line is string => line !== null),
    `${countOf(run, 'passed')} passed, ${countOf(run, 'failed')} failed, ${countOf(run, 'inconclusive')} inconclusive, ${countOf(run, 'skipped')} skipped, ${countOf(run, 'error')} errors` +
      ` in ${(run.durationMs / 1000).toFixed(1)} s, ${run.requests} requests, seed ${run.seed}` +
      (run.failOnSkip && countOf(run, 'skipped') > 0 ? ' (--fail-on-skip: a skipped check fails the run)' : '') +
      (run.maxDurationPassed ? ` (stopped: ${deadlineText(run.maxDurationMs)})` : ''),
  ].join('\n');
}

/** What the kit found of the history's shape, in one line: migrations, boundaries, the last item, samples. */
export function describeMap(map: HistoryReport): string {
  if (map.migrations.length === 0)
    return `${map.complete ? 'empty' : 'not mapped'} (${map.requests} request${map.requests === 1 ? '' : 's'})`;
  const spans = map.migrations.map((m) => `${m.migrationId} (${m.first.recordTime} to ${m.last.recordTime})`);
  return (
    `${map.migrations.length} migration${map.migrations.length === 1 ? '' : 's'}: ${spans.join(', ')}; ` +
    `${map.migrations.length - 1} boundaries, ${map.samples.length} sampled items, ` +
    (map.last ? `last item at ${map.last.recordTime}` : 'the end not found') +
    ` (${map.requests} requests in ${(map.durationMs / 1000).toFixed(1)} s)`
  );
}

/** The checks that did not run (skipped), did not see enough (inconclusive) or could not finish (error), and why. */
export function notRunList(run: RunRecord): string {
  const width = Math.max(0, ...run.results.map((r) => r.id.length));
  const list = (verdict: Verdict, title: string): string[] => {
    const rows = run.results.filter((r) => r.verdict === verdict);
    return rows.length === 0 ? [] : [title, ...rows.map((r) => `  ${r.id.padEnd(width)}  ${r.reason ?? ''}`)];
  };
  return [
    ...list('inconclusive', 'inconclusive (no verdict without evidence):'),
    ...list('skipped', 'not run:'),
    ...list('error', 'could not finish:'),
  ].join('\n');
}

/** The warning of a run with --insecure: on stderr as it starts, with the warnings at its end, in both reports. */
export const insecureWarning =
  "WARNING --insecure: the target's TLS certificate was not verified; anyone between the kit and the target could have answered (for test targets only)";

/** Warnings of the run (--insecure, splice dialect tolerances, long histories), each with how often it came up. */
export function formatWarnings(run: RunRecord): string {
  const lines = run.results.flatMap((r) =>
    r.warnings.map((w) => `WARNING ${r.id}: ${w.text}${w.count > 1 ? ` (${w.count} times)` : ''}`),
  );
  return [...(run.tls.insecure ? [insecureWarning] : []), ...lines].join('\n');
}

/** XML text: the five entities escaped, and the control characters XML 1.0 cannot hold dropped. */
function xml(text: string): string {
  let out = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    if (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') continue;
    out += ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' } as Record<string, string>)[c] ?? c;
  }
  return out;
}

/** What the reports record about a run besides its checks: kit version, start, target, dialect and seed. */
function runProperties(run: RunRecord): [string, string][] {
  return [
    ['kit.version', run.version],
    ['startedAt', run.startedAt],
    ...(['registry', 'validator', 'scan'] as const)
      .filter((g) => run.target[g] !== undefined)
      .map((g): [string, string] => [`target.${g}`, run.target[g] ?? '']),
    ['dialect', run.dialect],
    ['seed', String(run.seed)],
    ['runs', String(run.runs)],
    ['failOnSkip', String(run.failOnSkip)],
    ['exitCode', String(run.exitCode)],
    ...(run.notStarted
      ? [
          ['notStarted.error', run.notStarted.error] as [string, string],
          ['notStarted.reason', run.notStarted.reason] as [string, string],
        ]
      : []),
    ['history', describeMap(run.map)],
    ['coverage.examined', String(run.results.reduce((sum, r) => sum + (r.evidence?.examined ?? 0), 0))],
    [
      'coverage.boundaries',
      `${maxOf(run, (e) => e.coverage?.boundaries.probed ?? 0)} of ${Math.max(0, run.map.migrations.length - 1)}`,
    ],
    ['tls.insecure', String(run.tls.insecure)],
    ...(run.tls.caFile ? [['tls.ca', run.tls.caFile] as [string, string]] : []),
    ['maxDurationSeconds', String(run.maxDurationMs / 1000)],
    ['maxDurationPassed', String(run.maxDurationPassed)],
    ['facts.source', run.facts.source],
    ...run.facts.notes.map((note, i): [string, string] => [`facts.note.${i + 1}`, note]),
  ];
}

/** The largest value of a check's evidence over the run's checks. */
const maxOf = (run: RunRecord, value: (e: CheckEvidence) => number): number =>
  Math.max(0, ...run.results.map((r) => (r.evidence ? value(r.evidence) : 0)));

/** A check's evidence as testcase properties: what it sent, got and examined, and where its cursors went. */
function evidenceProperties(evidence: CheckEvidence | undefined): string[] {
  if (!evidence) return [];
  const properties: [string, string][] = [
    ['requests', String(evidence.requests)],
    ['answers', answersText(evidence)],
    ['examined', examinedText(evidence)],
    ...(evidence.coverage ? [['coverage', describeCoverage(evidence.coverage)] as [string, string]] : []),
  ];
  return [
    '    <properties>',
    ...properties.map(([name, value]) => `      <property name="${xml(name)}" value="${xml(value)}"/>`),
    '    </properties>',
  ];
}

/**
 * JUnit XML: one testcase per check; the run's metadata as properties. Whatever fails the run is a <failure> or an
 * <error>, so that a JUnit viewer is red exactly when the exit code is not 0: a failed check, an inconclusive one,
 * and, with --fail-on-skip, a skipped one are failures; one that could not finish is an error.
 */
export function junitReport(run: RunRecord): string {
  const cases = run.results.map((r) => {
    const open = `  <testcase classname="token-registry-kit.${r.operation}" name="${xml(`${r.id}: ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}">`;
    const outcome =
      r.verdict === 'failed'
        ? [`    <failure message="${xml(r.failure?.expected ?? '')}" type="failed">${xml(formatFailure(r))}</failure>`]
        : r.verdict === 'inconclusive'
          ? [`    <failure message="${xml(`inconclusive: ${r.reason ?? ''}`)}" type="inconclusive"/>`]
          : r.verdict === 'error'
            ? [`    <error message="${xml(r.reason ?? '')}"/>`]
            : r.verdict === 'skipped'
              ? run.failOnSkip
                ? [`    <failure message="${xml(`skipped (--fail-on-skip): ${r.reason ?? ''}`)}" type="skipped"/>`]
                : [`    <skipped message="${xml(r.reason ?? '')}"/>`]
              : [];
    const inner = [...evidenceProperties(r.evidence), ...outcome];
    return inner.length === 0 ? `${open}</testcase>` : [open, ...inner, '  </testcase>'].join('\n');
  });
  // A run that could not start is one testcase in error, so that a JUnit viewer is red and says why.
  if (run.notStarted)
    cases.push(
      `  <testcase classname="token-registry-kit" name="the run could not start" time="${(run.durationMs / 1000).toFixed(3)}">`,
      `    <error message="${xml(run.notStarted.reason)}" type="${xml(run.notStarted.error)}"/>`,
      '  </testcase>',
    );
  const skippedAsFailures = run.failOnSkip ? countOf(run, 'skipped') : 0;
  const failures = countOf(run, 'failed') + countOf(run, 'inconclusive') + skippedAsFailures;
  const tests = run.results.length + (run.notStarted ? 1 : 0);
  const errors = countOf(run, 'error') + (run.notStarted ? 1 : 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="token-registry-kit conformance" tests="${tests}" failures="${failures}" errors="${errors}" skipped="${countOf(run, 'skipped') - skippedAsFailures}" time="${(run.durationMs / 1000).toFixed(3)}" timestamp="${xml(run.startedAt)}">`,
    '  <properties>',
    ...runProperties(run).map(([name, value]) => `    <property name="${xml(name)}" value="${xml(value)}"/>`),
    '  </properties>',
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}

export interface HistoryFactCounts {
  readonly allocations: number;
  readonly contracts: number;
  readonly entries: number;
  /** The latest record time read: what entries must outlive. */
  readonly latest: string | null;
}

export const historyFactCounts = (history: HistoryFacts): HistoryFactCounts => ({
  allocations: history.allocations.length,
  contracts: history.contracts.length,
  entries: history.entries.length,
  latest: history.latest?.recordTime ?? null,
});

/** "history facts: 60 allocations, 70 contracts, 111 name entries, cross-checked by ...": the summary's line. */
function historyFactsLine(run: RunRecord): string | null {
  const history = run.facts.history;
  if (!history) return null;
  const c = historyFactCounts(history);
  // The checks that name the facts they examined (Judgement.subjects): those that hold answers to the history.
  const checked = run.results.flatMap((r) =>
    r.evidence?.distinct === undefined ? [] : [`${r.id} ${r.evidence.distinct.toLocaleString('en-US')}`],
  );
  return (
    `history facts: ${c.allocations} allocations, ${c.contracts} contracts, ${c.entries} name entries learnt` +
    (checked.length > 0 ? `; cross-checked: ${checked.join(', ')}` : '')
  );
}

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
  /** The map of the history the checks drew their cursors from (history-map.ts), and how it was made. */
  readonly history: HistoryReport;
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

/** A report folder that cannot be written: a configuration error, found before the run. */
export class ReportDirError extends KitError {
  override readonly name = 'ReportDirError';
  readonly exitCode = 2;
}

/**
 * Makes sure the report folder exists and can be written, before any check runs. Folders are made one level at a
 * time below the nearest existing one, which must be a writable directory.
 */
export function prepareReportDir(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    try {
      const stat = statSync(at);
      if (!stat.isDirectory()) throw new ReportDirError(`--report-dir ${dir}: ${at} is not a directory`);
      accessSync(at, constants.W_OK);
      break;
    } catch (error) {
      if (error instanceof ReportDirError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || dirname(at) === at)
        throw new ReportDirError(`--report-dir ${dir}: ${at} cannot be written (${code ?? 'error'})`);
      missing.unshift(at);
      at = dirname(at);
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      throw new ReportDirError(
        `--report-dir ${dir}: cannot make ${folder} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
}

/** Writes the reports asked for; returns their paths. */
export function writeReports(
  run: { readonly report: JsonReport; readonly junit: string },
  formats: readonly ('junit' | 'json')[],
  dir: string,
): string[] {
  if (formats.length === 0) return [];
  prepareReportDir(dir);
  return formats.map((format) => {
    const path = join(dir, format === 'junit' ? 'conformance.junit.xml' : 'conformance.json');
    writeFileSync(path, format === 'junit' ? run.junit : jsonReport(run.report));
    return path;
  });
}
