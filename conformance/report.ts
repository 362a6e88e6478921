import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Dialect, TargetUrls } from './config.js';
import { countsOf, describeReach, type FactCounts } from './discovery.js';
import { KitError } from './errors.js';
import type { DiscoveryReach } from './facts.js';
import { deadlineText, type CheckResult, type RunRecord, type Verdict } from './runner.js';

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
    `  (fast-check seed ${f.seed}, path ${f.path})`,
  ].join('\n');
}

const verdictText = (r: CheckResult): string =>
  r.verdict === 'skipped'
    ? `skipped: ${r.reason ?? ''}`
    : r.verdict === 'error'
      ? `error: ${r.reason ?? ''}`
      : r.verdict;

const countOf = (run: RunRecord, v: Verdict): number => run.results.filter((r) => r.verdict === v).length;

/**
 * The summary table: check id, operation, verdict, examples run; then the checks that did not run and why, and how
 * far back discovery read.
 */
export function summaryTable(run: RunRecord): string {
  const rows = run.results.map((r) => [r.id, r.operation, verdictText(r), String(r.examples)]);
  const header = ['check', 'op', 'verdict', 'examples'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((r) => (i === 2 ? Math.min(60, (r[i] ?? '').length) : (r[i] ?? '').length))),
  );
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => (i === 3 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const notRun = notRunList(run);
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    ...(notRun ? [notRun, ''] : []),
    // How far back the facts go: a skip "for lack of facts" reads differently after 1,000 items than after 100,000.
    ...(run.facts.reach ? [`facts: ${describeReach(run.facts.reach)}`] : []),
    `${countOf(run, 'passed')} passed, ${countOf(run, 'failed')} failed, ${countOf(run, 'skipped')} skipped, ${countOf(run, 'error')} errors` +
      ` in ${(run.durationMs / 1000).toFixed(1)} s, ${run.requests} requests, seed ${run.seed}` +
      (run.failOnSkip && countOf(run, 'skipped') > 0 ? ' (--fail-on-skip: a skipped check fails the run)' : '') +
      (run.maxDurationPassed ? ` (stopped: ${deadlineText(run.maxDurationMs)})` : ''),
  ].join('\n');
}

/** The checks that did not run (skipped) or could not finish (error), each with its whole reason. */
export function notRunList(run: RunRecord): string {
  const width = Math.max(0, ...run.results.map((r) => r.id.length));
  const list = (verdict: Verdict, title: string): string[] => {
    const rows = run.results.filter((r) => r.verdict === verdict);
    return rows.length === 0 ? [] : [title, ...rows.map((r) => `  ${r.id.padEnd(width)}  ${r.reason ?? ''}`)];
  };
  return [...list('skipped', 'not run:'), ...list('error', 'could not finish:')].join('\n');
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
    ['tls.insecure', String(run.tls.insecure)],
    ...(run.tls.caFile ? [['tls.ca', run.tls.caFile] as [string, string]] : []),
    ['maxDurationSeconds', String(run.maxDurationMs / 1000)],
    ['maxDurationPassed', String(run.maxDurationPassed)],
    ['facts.source', run.facts.source],
    ...run.facts.notes.map((note, i): [string, string] => [`facts.note.${i + 1}`, note]),
  ];
}

/** JUnit XML: one testcase per check; the run's metadata as properties. */
export function junitReport(run: RunRecord): string {
  const cases = run.results.map((r) => {
    const open = `  <testcase classname="token-registry-kit.${r.operation}" name="${xml(`${r.id}: ${r.title}`)}" time="${(r.durationMs / 1000).toFixed(3)}">`;
    const body =
      r.verdict === 'failed'
        ? `\n    <failure message="${xml(r.failure?.expected ?? '')}">${xml(formatFailure(r))}</failure>\n  `
        : r.verdict === 'error'
          ? `\n    <error message="${xml(r.reason ?? '')}"/>\n  `
          : r.verdict === 'skipped'
            ? `\n    <skipped message="${xml(r.reason ?? '')}"/>\n  `
            : '';
    return `${open}${body}</testcase>`;
  });
  // A skipped check fails the run with --fail-on-skip: count it as a failure too, so that CI shows the gate red.
  const skippedAsFailures = run.failOnSkip ? countOf(run, 'skipped') : 0;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="token-registry-kit conformance" tests="${run.results.length}" failures="${countOf(run, 'failed') + skippedAsFailures}" errors="${countOf(run, 'error')}" skipped="${countOf(run, 'skipped') - skippedAsFailures}" time="${(run.durationMs / 1000).toFixed(3)}" timestamp="${xml(run.startedAt)}">`,
    '  <properties>',
    ...runProperties(run).map(([name, value]) => `    <property name="${xml(name)}" value="${xml(value)}"/>`),
    '  </properties>',
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
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
  };
  readonly summary: Readonly<Record<Verdict, number>>;
  /** Checks that were skipped or could not finish, with the reason. */
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
    },
    summary: {
      passed: countOf(run, 'passed'),
      failed: countOf(run, 'failed'),
      skipped: countOf(run, 'skipped'),
      error: countOf(run, 'error'),
    },
    notRun: run.results
      .filter((r) => r.verdict === 'skipped' || r.verdict === 'error')
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
