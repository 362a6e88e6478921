import { GROUPS } from '../../common/api.js';
import { describeCoverage } from '../run/coverage.js';
import type { CheckEvidence } from '../run/evidence.js';
import {
  answersText,
  countOf,
  describeItems,
  describeMap,
  describeSweep,
  examinedText,
  formatFailure,
} from './table.js';
import type { RunRecord } from '../run/runner.js';
import { skipFails } from '../run/results.js';

// The JUnit XML report (`conformance.junit.xml`): one testcase per check, the run's metadata as properties.

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
    ...GROUPS.filter((g) => run.target[g] !== undefined).map((g): [string, string] => [
      `target.${g}`,
      run.target[g] ?? '',
    ]),
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
    ['items', describeItems(run.items)],
    ...(run.sweep ? [['sweep', describeSweep(run.sweep)] as [string, string]] : []),
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
              ? skipFails(r, run.failOnSkip)
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
  const skippedAsFailures = run.results.filter((r) => skipFails(r, run.failOnSkip)).length;
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
