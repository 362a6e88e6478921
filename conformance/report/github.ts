import type { Redact } from '../redact/redact.js';
import type { JsonReport } from './json.js';
import { skipFails, type CheckResult } from '../run/results.js';

/**
 * What the GitHub Action (action.yml) makes of a run for the workflow's pages: the job summary (Markdown, appended
 * to $GITHUB_STEP_SUMMARY) and an annotation per check that fails the run (`::error` workflow commands on stdout).
 * Pure: it reads a JSON report (report/json.ts) and returns text; cli/github-action.ts writes it out.
 *
 * Everything a target may have written (expected and received texts, reasons, curl lines) passes through the run's
 * redactor, then is cut to a bound, then is escaped for where it goes: inside a fenced code block or a code span in
 * the summary (where Markdown and HTML are not read, so a hostile answer cannot put a link or an image on the page),
 * and escaped as the runner reads workflow commands in an annotation (docs/github-action.md, workflow commands). The
 * summary stays under GitHub's 1 MiB for a step's summary whatever the run found (docs/github-action.md, the job
 * summary).
 */

/** What of a JSON report the summary and the annotations read. */
export type ReportForGithub = Pick<
  JsonReport,
  | 'target'
  | 'exitCode'
  | 'notStarted'
  | 'durationMs'
  | 'requests'
  | 'seed'
  | 'runs'
  | 'dialect'
  | 'tls'
  | 'failOnSkip'
  | 'maxDurationSeconds'
  | 'maxDurationPassed'
  | 'summary'
  | 'notRun'
  | 'checks'
>;

/** Characters of one value (an Expected, a Received, a curl line) in the summary or an annotation; the rest is cut. */
export const MAX_VALUE_CHARS = 4000;
/**
 * Bytes of the whole summary, as UTF-8: GitHub refuses a step's summary past 1 MiB of the file, and a character of a
 * target's text is up to 3 bytes in one unit of a string. Failures past it are named only.
 */
export const MAX_SUMMARY_BYTES = 512 * 1024;

/** A workflow command's message (data): `%`, CR and LF escaped, as the runner unescapes them. */
export const escapeData = (text: string): string =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A workflow command's property value: as data, and `:` and `,`, which end a property, escaped too. */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One workflow command line: `::name key=value,...::message`. */
export function workflowCommand(name: string, properties: Readonly<Record<string, string>>, message: string): string {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}\n`;
}

/** A value cut to `limit` characters, saying how much was left out (after masking: a cut never frees a secret). */
export function cut(text: string, limit = MAX_VALUE_CHARS): string {
  return text.length <= limit
    ? text
    : `${text.slice(0, limit)}... (${text.length - limit} more characters in the reports)`;
}

/** Text as a Markdown code span: backticks inside it get a longer fence, and it stays on one line. */
export function codeSpan(text: string): string {
  const flat = text.replace(/\r\n?|\n/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Text as a fenced code block, its fence longer than any run of backticks in it. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/** Plain text in Markdown prose: the characters that would start emphasis, code, a link or HTML, escaped. */
export const markdownText = (text: string): string => text.replace(/[\\`*_{}[\]()<>#+!|~&]/g, (c) => `\\${c}`);

/** Whether a check's verdict fails the run (run/results.ts, exitCodeOf). */
const failsRun = (check: CheckResult, failOnSkip: boolean): boolean =>
  check.verdict === 'failed' ||
  check.verdict === 'error' ||
  check.verdict === 'inconclusive' ||
  skipFails(check, failOnSkip);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** The words of the run's outcome: `2 failed, 19 passed` or `passed: 21 checks`. */
function outcome(report: ReportForGithub): string {
  const s = report.summary;
  const counts = [
    s.failed > 0 ? `${s.failed} failed` : '',
    s.error > 0 ? plural(s.error, 'error') : '',
    s.inconclusive > 0 ? `${s.inconclusive} inconclusive` : '',
    s.skipped > 0 ? `${s.skipped} skipped` : '',
    `${s.passed} passed`,
  ].filter((part) => part !== '');
  return counts.join(', ');
}

/** The lines of one failure, as the console prints it (report/table.ts, formatFailure), each value masked and cut. */
function failureBlock(check: CheckResult, redact: Redact): string {
  const f = check.failure;
  const parts = [
    `### ${codeSpan(check.id)} failed: ${markdownText(redact(check.title))} (operation ${check.operation})`,
  ];
  if (!f) return parts.concat(['', codeBlock(cut(redact(check.reason ?? 'no detail')))]).join('\n');
  parts.push(
    '',
    'Expected:',
    '',
    codeBlock(cut(redact(f.expected))),
    '',
    'Received:',
    '',
    codeBlock(cut(redact(f.received))),
    '',
    `Counterexample (shrunk ${plural(f.shrinks, 'time')}):`,
    '',
    codeBlock(cut(redact(JSON.stringify(f.counterexample) ?? 'undefined'), 1000), 'json'),
  );
  if (f.curl) parts.push('', 'Reproduce with:', '', codeBlock(cut(redact(f.curl)), 'sh'));
  parts.push('', 'Replay:', '', codeBlock(cut(redact(f.replay)), 'sh'));
  return parts.join('\n');
}

/** Where the reports are: the artifact uploaded, or the folder they were written to. */
export interface ReportPlace {
  readonly dir: string;
  /** The artifact's name, when the action uploads them. */
  readonly artifact?: string;
}

/**
 * The job summary of a run: its outcome, the target, the verdicts table, the checks that did not run and why, then
 * each failure with its Expected, Received, curl and replay lines. Masked with `redact`, and at most
 * MAX_SUMMARY_BYTES long: failures that do not fit are named, with where the reports are.
 */
export function jobSummary(report: ReportForGithub, redact: Redact, place: ReportPlace): string {
  const targets = Object.entries(report.target).map(([group, url]) => `${group} ${codeSpan(redact(String(url)))}`);
  const where = place.artifact
    ? `the artifact ${codeSpan(place.artifact)} (${codeSpan('conformance.html')}, ${codeSpan('conformance.json')}, ${codeSpan('conformance.junit.xml')})`
    : `${codeSpan(place.dir)}`;
  const head = [
    `## token-registry-kit conformance: ${report.exitCode === 0 ? 'passed' : 'failed'}`,
    '',
    `${report.notStarted ? 'Stopped at its first contact with the target' : outcome(report)}` +
      ` in ${seconds(report.durationMs)}, ${plural(report.requests, 'request')}, seed ${report.seed}` +
      ` (${report.runs} examples per property, dialect ${report.dialect}${report.tls.insecure ? ', TLS not verified: --insecure' : ''}).` +
      ` Target: ${targets.join(', ') || 'none'}. The reports: ${where}.`,
  ];
  if (report.notStarted) {
    head.push('', `The run did not start: ${codeSpan(cut(redact(report.notStarted.error)))}`);
    head.push('', codeBlock(cut(redact(report.notStarted.reason))));
  }
  if (report.maxDurationPassed) head.push('', `Stopped at --max-duration (${report.maxDurationSeconds} s).`);
  const table = [
    '| check | op | verdict | examples | requests | time |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...report.checks.map((c) => {
      const verdict = failsRun(c, report.failOnSkip) ? `**${c.verdict}**` : c.verdict;
      const requests = c.evidence ? String(c.evidence.requests) : '';
      return `| ${codeSpan(c.id)} | ${c.operation} | ${verdict} | ${c.examples} | ${requests} | ${seconds(c.durationMs)} |`;
    }),
  ];
  const notRun = report.notRun.map((n) => `- ${codeSpan(n.id)} ${n.verdict}: ${codeSpan(cut(redact(n.reason), 1000))}`);
  const sections = [
    head.join('\n'),
    report.checks.length > 0 ? table.join('\n') : '',
    notRun.length > 0 ? `Not run, or not seen enough:\n\n${notRun.join('\n')}` : '',
  ].filter((s) => s !== '');
  let text = sections.join('\n\n');
  let bytes = Buffer.byteLength(text);
  const failures = report.checks.filter((c) => c.verdict === 'failed');
  const left: string[] = [];
  for (const check of failures) {
    const block = `\n\n${failureBlock(check, redact)}`;
    const more = Buffer.byteLength(block);
    // Room kept for the line that names the failures left out (ids, cut to 1,500 characters of ASCII).
    if (left.length === 0 && bytes + more <= MAX_SUMMARY_BYTES - 2000) {
      text += block;
      bytes += more;
    } else left.push(check.id);
  }
  if (left.length > 0) {
    const ids = cut(left.map(codeSpan).join(', '), 1500);
    text += `\n\n${plural(left.length, 'more failure')} past the summary's bound: ${ids}; each is in the reports.`;
  }
  return `${text}\n`;
}

/**
 * An annotation for each check that fails the run (a warning for one skipped without --fail-on-skip), and one for
 * a run that did not start: `::error title=...::...` lines, masked, cut and escaped. GitHub shows ten of each kind
 * per step; the summary lists them all.
 */
export function annotations(report: ReportForGithub, redact: Redact): string {
  const lines: string[] = [];
  if (report.notStarted) {
    lines.push(
      workflowCommand(
        'error',
        { title: 'token-registry-kit: the run did not start' },
        cut(redact(`${report.notStarted.error}\n${report.notStarted.reason}`)),
      ),
    );
  }
  for (const check of report.checks) {
    if (check.verdict === 'passed') continue;
    const fails = failsRun(check, report.failOnSkip);
    if (!fails && check.verdict !== 'skipped') continue;
    const title = `${check.id} ${check.verdict}: ${check.title} (operation ${check.operation})`;
    const f = check.failure;
    // Masked before it is cut: a cut through a secret would leave a part too short to be recognised.
    const value = (text: string): string => cut(redact(text));
    const message = f
      ? [
          `Expected: ${value(f.expected)}`,
          `Received: ${value(f.received)}`,
          ...(f.curl ? [`Reproduce with: ${value(f.curl)}`] : []),
          `Replay: ${value(f.replay)}`,
        ].join('\n')
      : value(check.reason ?? check.verdict);
    lines.push(workflowCommand(fails ? 'error' : 'warning', { title: redact(title) }, message));
  }
  return lines.join('');
}

/**
 * `::add-mask::` for each secret, so that the runner masks it in everything printed after, in this step and the
 * job's later ones. Values under `minimum` characters are left to the kit's own masking, which masks them after
 * their name only: the runner would mask every occurrence, and three letters are in half the words of a log.
 */
export function maskCommands(secrets: readonly string[], minimum: number): string {
  return [...new Set(secrets)]
    .filter((secret) => secret.length >= minimum)
    .map((secret) => `::add-mask::${escapeData(secret)}\n`)
    .join('');
}
