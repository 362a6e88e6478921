import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CheckResult, KitRun } from './runner.js';

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

/** The summary table: check id, operation, verdict, examples run. */
export function summaryTable(run: KitRun): string {
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
  const count = (v: CheckResult['verdict']): number => run.results.filter((r) => r.verdict === v).length;
  return [
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    '',
    `${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('error')} errors` +
      ` in ${(run.durationMs / 1000).toFixed(1)} s, ${run.requests} requests, seed ${run.seed}`,
  ].join('\n');
}

/** Warnings of the run (splice dialect tolerances and long histories), each with how often it came up. */
export function formatWarnings(run: KitRun): string {
  const lines = run.results.flatMap((r) =>
    r.warnings.map((w) => `WARNING ${r.id}: ${w.text}${w.count > 1 ? ` (${w.count} times)` : ''}`),
  );
  return lines.join('\n');
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

/** JUnit XML: one testcase per check. */
export function junitReport(run: KitRun): string {
  const count = (v: CheckResult['verdict']): number => run.results.filter((r) => r.verdict === v).length;
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
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="token-registry-kit conformance" tests="${run.results.length}" failures="${count('failed')}" errors="${count('error')}" skipped="${count('skipped')}" time="${(run.durationMs / 1000).toFixed(3)}">`,
    `  <properties><property name="seed" value="${run.seed}"/></properties>`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}

/** The JSON report: the same content as the JUnit one, for machines. */
export function jsonReport(run: KitRun): string {
  return `${JSON.stringify(
    {
      seed: run.seed,
      durationMs: Math.round(run.durationMs),
      requests: run.requests,
      facts: { source: run.facts.source, notes: run.facts.notes },
      summary: Object.fromEntries(
        ['passed', 'failed', 'skipped', 'error'].map((v) => [v, run.results.filter((r) => r.verdict === v).length]),
      ),
      checks: run.results.map((r) => ({ ...r, durationMs: Math.round(r.durationMs) })),
    },
    null,
    2,
  )}\n`;
}

/** A report folder that cannot be written: a configuration error, found before the run. */
export class ReportDirError extends Error {}

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
export function writeReports(run: KitRun, formats: readonly ('junit' | 'json')[], dir: string): string[] {
  if (formats.length === 0) return [];
  prepareReportDir(dir);
  return formats.map((format) => {
    const path = join(dir, format === 'junit' ? 'conformance.junit.xml' : 'conformance.json');
    writeFileSync(path, format === 'junit' ? junitReport(run) : jsonReport(run));
    return path;
  });
}
