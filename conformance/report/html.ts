import { describeCoverage } from '../run/coverage.js';
import { historyPicture } from './html-history.js';
import { escapeHtml, REPORT_CSS, REPORT_SCRIPT } from './html-page.js';
import type { JsonReport } from './json.js';
import { answersText, examinedText } from './table.js';
import type { CheckResult, Verdict } from '../run/results.js';

/**
 * The HTML report (`check --report html`): one self-contained file a CI artifact link opens, with no network. It
 * holds what the JSON report holds, for a person: the run and its verdict, each check with its evidence and time,
 * every failure with its counterexample, curl line and replay command, and the history with where each check's
 * cursors went. Every value from the target or the configuration is escaped; secrets are masked before the report
 * is made (the run's redactor), as in every report.
 */
export function htmlReport(report: JsonReport): string {
  const verdict = runVerdict(report);
  const title = `token-registry-kit conformance: ${verdict.text}`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // The file needs nothing from anywhere: no request may leave it, whatever a target's text holds.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    '</head>',
    '<body>',
    '<header>',
    `<h1>token-registry-kit conformance <span class="verdict ${verdict.kind}">${escapeHtml(verdict.text)}</span></h1>`,
    runFacts(report),
    '</header>',
    '<main>',
    summary(report),
    report.notStarted ? notStarted(report.notStarted) : '',
    '<section aria-labelledby="history-title">',
    '<h2 id="history-title">The history and where the checks looked</h2>',
    historyPicture(report),
    '</section>',
    checksSection(report),
    notes(report),
    '</main>',
    `<script>${REPORT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function runVerdict(report: JsonReport): { readonly kind: string; readonly text: string } {
  if (report.notStarted) return { kind: 'error', text: 'not started' };
  return report.exitCode === 0 ? { kind: 'passed', text: 'passed' } : { kind: 'failed', text: 'failed' };
}

const row = (name: string, value: string): string => `<tr><th scope="row">${name}</th><td>${value}</td></tr>`;
const code = (text: string): string => `<code>${escapeHtml(text)}</code>`;

function runFacts(report: JsonReport): string {
  const targets = Object.entries(report.target)
    .filter(([, url]) => typeof url === 'string' && url !== '')
    .map(([group, url]) => `${escapeHtml(group)} ${code(String(url))}`)
    .join('<br>');
  return [
    '<table class="facts">',
    row('Target', targets || 'none'),
    row('Started', escapeHtml(report.startedAt)),
    row('Duration', `${(report.durationMs / 1000).toFixed(1)} s`),
    row('Seed, runs', `${report.seed}, ${report.runs} per check`),
    row('Requests', report.requests.toLocaleString('en-US')),
    row('Dialect', escapeHtml(report.dialect)),
    row('TLS', report.tls.insecure ? '<strong>not checked (--insecure)</strong>' : 'checked'),
    row('Exit code', String(report.exitCode)),
    row('Kit', `${escapeHtml(report.kit.name)} ${escapeHtml(report.kit.version)}`),
    '</table>',
  ].join('\n');
}

const VERDICTS: readonly Verdict[] = ['passed', 'failed', 'inconclusive', 'skipped', 'error'];

function summary(report: JsonReport): string {
  const cells = VERDICTS.map((v) => `<li class="${v}"><span class="count">${report.summary[v]}</span> ${v}</li>`).join(
    '',
  );
  const filters = ['all', 'not passed', ...VERDICTS]
    .map((f) => `<button type="button" data-filter="${f}" aria-pressed="${f === 'all'}">${f}</button>`)
    .join('');
  return [
    '<section aria-labelledby="summary-title">',
    '<h2 id="summary-title">Summary</h2>',
    `<ul class="summary">${cells}</ul>`,
    `<div class="filters" role="group" aria-label="Show checks">${filters}</div>`,
    '</section>',
  ].join('\n');
}

function notStarted(reason: NonNullable<JsonReport['notStarted']>): string {
  return [
    '<section class="not-started" aria-labelledby="not-started-title">',
    '<h2 id="not-started-title">The run did not start</h2>',
    `<p>${escapeHtml(reason.reason)}</p>`,
    `<pre>${escapeHtml(reason.error)}</pre>`,
    '</section>',
  ].join('\n');
}

function checksSection(report: JsonReport): string {
  const rows = report.checks.map(checkRow).join('\n');
  return [
    '<section aria-labelledby="checks-title">',
    '<h2 id="checks-title">Checks</h2>',
    '<table class="checks">',
    // A fixed layout, its narrow columns given widths: a long value (JSON without spaces, a 138-character id) wraps
    // inside the check's column instead of widening the table past the window.
    '<thead><tr><th scope="col">Check</th><th scope="col" class="op">Operation</th>' +
      '<th scope="col" class="verdict-col">Verdict</th><th scope="col" class="evidence">Evidence</th>' +
      '<th scope="col" class="time">Time</th></tr></thead>',
    `<tbody>${rows}</tbody>`,
    '</table>',
    '</section>',
  ].join('\n');
}

function checkRow(result: CheckResult): string {
  const evidence = result.evidence;
  const seen = evidence
    ? [
        `${escapeHtml(examinedText(evidence))} of ${evidence.needs} needed`,
        `${evidence.requests} requests${evidence.requests > 0 ? `: ${escapeHtml(answersText(evidence))}` : ''}`,
        evidence.coverage ? escapeHtml(describeCoverage(evidence.coverage)) : '',
      ]
        .filter((line) => line !== '')
        .join('<br>')
    : '';
  const details = detailsOf(result);
  return [
    `<tr class="check ${result.verdict}" data-verdict="${result.verdict}" id="check-${escapeHtml(result.id)}">`,
    `<td><strong>${escapeHtml(result.id)}</strong><br><span class="title">${escapeHtml(result.title)}</span>` +
      details +
      '</td>',
    `<td>${escapeHtml(result.operation)}</td>`,
    `<td><span class="verdict ${result.verdict}">${result.verdict}</span></td>`,
    `<td>${seen}</td>`,
    `<td>${(result.durationMs / 1000).toFixed(1)} s</td>`,
    '</tr>',
  ].join('');
}

/** A failure's or a check's reason and warnings, folded under the check's name (opened for a failure). */
function detailsOf(result: CheckResult): string {
  const parts: string[] = [];
  const f = result.failure;
  if (f) {
    parts.push(
      `<dl><dt>Expected</dt><dd>${escapeHtml(f.expected)}</dd><dt>Received</dt><dd>${escapeHtml(f.received)}</dd></dl>`,
      `<h4>Counterexample (shrunk ${f.shrinks} time${f.shrinks === 1 ? '' : 's'})</h4>`,
      `<pre>${escapeHtml(JSON.stringify(f.counterexample, null, 2) ?? 'undefined')}</pre>`,
      ...(f.curl ? ['<h4>Reproduce with</h4>', `<pre class="command">${escapeHtml(f.curl)}</pre>`] : []),
      '<h4>Replay</h4>',
      `<pre class="command">${escapeHtml(f.replay)}</pre>`,
    );
  }
  if (result.reason) parts.push(`<p class="reason">${escapeHtml(result.reason)}</p>`);
  if (result.warnings.length > 0) {
    const items = result.warnings.map((w) => `<li>${escapeHtml(w.text)} (${w.count}x)</li>`).join('');
    parts.push(`<h4>Warnings</h4><ul>${items}</ul>`);
  }
  if (parts.length === 0) return '';
  const label = f ? 'failure' : result.reason ? 'why' : 'warnings';
  return `<details${f ? ' open' : ''}><summary>${label}</summary>${parts.join('\n')}</details>`;
}

function notes(report: JsonReport): string {
  const lines = [
    `Facts from ${escapeHtml(report.facts.source)}.`,
    ...report.facts.notes.map(escapeHtml),
    ...(report.facts.problem ? [`Problem: ${escapeHtml(report.facts.problem)}`] : []),
    ...(report.maxDurationPassed ? [`The run passed --max-duration (${report.maxDurationSeconds} s).`] : []),
  ];
  return [
    '<section aria-labelledby="notes-title">',
    '<h2 id="notes-title">Notes</h2>',
    `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`,
    '</section>',
  ].join('\n');
}
