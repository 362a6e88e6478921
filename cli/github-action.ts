import { randomUUID } from 'node:crypto';
import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROGRAM, type Output } from '../common/program.js';
import { checkCommand } from '../conformance/cli.js';
import { defaultKitConfig } from '../conformance/config/config.js';
import { targetOf } from '../conformance/config/urls.js';
import { MIN_FREE_REDACTION, redactorOf } from '../conformance/redact/redact.js';
import { secretsOf } from '../conformance/redact/secrets.js';
import { annotations, codeSpan, jobSummary, maskCommands, workflowCommand } from '../conformance/report/github.js';
import type { JsonReport } from '../conformance/report/json.js';
import { endingOf, UsageError } from '../common/errors.js';
import type { Env } from '../common/options.js';

/**
 * The GitHub Action's step (action.yml, "Run the conformance checks"): the kit's `check` as the command line runs
 * it, on the environment the step sets (TRK_*), with what a workflow needs around it. Built with everything it
 * imports into one file committed at action/check.mjs (.ci/build-action.mjs), which the action runs from its own
 * checkout: nothing is installed from a registry.
 *
 * In order: every header value and URL credential registered with `::add-mask::` before anything else prints;
 * workflow commands stopped while the kit prints, all of it on stdout (a target's answer echoed in a failure could
 * otherwise hold `::add-mask::` or `::error::` lines of its own); the kit run, writing the JUnit, JSON and HTML reports; then,
 * from the JSON report, the job summary appended to $GITHUB_STEP_SUMMARY and an annotation per check that fails the
 * run (conformance/report/github.ts), all masked. Resolves with the kit's exit code. docs/github-action.md says
 * what each of these relies on of the runner.
 */

/** The reports the action always writes and uploads. */
export const ACTION_REPORTS = 'junit,json,html';

/**
 * TRK_HEADERS read as loosely as can be, for masking only: each line's value after its first colon, and a line
 * without one whole (the kit refuses it without showing it, but the runner prints the step's environment).
 */
function looseHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  (text ?? '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .forEach((line, i) => {
      const colon = line.indexOf(':');
      const name = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
      headers[name === '' || name in headers ? `header ${i + 1}` : name] = (
        colon > 0 ? line.slice(colon + 1) : line
      ).trim();
    });
  return headers;
}

/** The file's modification time, or null when there is none. */
const modified = (path: string): number | null => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? null;

export async function runAction(env: Env, output: Output): Promise<number> {
  // The runner sets GITHUB_ACTIONS in every step. Elsewhere `::add-mask::VALUE` is a line like any other.
  if (env['GITHUB_ACTIONS'] !== 'true') {
    const ending = endingOf(
      new UsageError(
        'action/check.mjs runs in a GitHub Actions step only (GITHUB_ACTIONS=true): it would print the header values; run token-registry-kit check',
      ),
      PROGRAM,
    );
    output.err(ending.line);
    return ending.exitCode;
  }
  const headers = looseHeaders(env['TRK_HEADERS']);
  // The URLs as the kit will use them (conformance/config/urls.ts): the values of their queries may be credentials.
  const urls = targetOf(
    env['TRK_BASE_URL'] || undefined,
    (group) => env[`TRK_${group.toUpperCase()}_URL`] || undefined,
  );
  output.out(
    maskCommands(
      secretsOf(headers, urls).map((s) => s.value),
      MIN_FREE_REDACTION,
    ),
  );
  const redact = redactorOf(headers, urls);
  let lastError = '';
  // The kit's stderr goes to stdout too: the runner reads the two through pipes of their own, and handles the
  // stderr lines of each batch first, so that a line on stderr could be read before the stop line or after the
  // resume line, as a command (docs/github-action.md, workflow commands). One stream keeps the order printed.
  const io: Output = {
    out: (text) => output.out(redact(text)),
    err: (text) => {
      const said = redact(text);
      if (said.startsWith(`${PROGRAM}: `)) lastError = said.trim();
      output.out(said);
    },
    tty: false,
  };
  const reportDir = env['TRK_REPORT_DIR'] || defaultKitConfig.reportDir;
  const jsonPath = join(reportDir, 'conformance.json');
  const before = modified(jsonPath);
  // A token no output of the kit can know: only this process can start the commands again (docs/github-action.md,
  // workflow commands).
  const token = randomUUID().replace(/-/g, '');
  output.out(`::stop-commands::${token}\n`);
  let code: number;
  try {
    code = await checkCommand({}, { ...env, TRK_REPORT: ACTION_REPORTS }, io);
  } catch (error) {
    const ending = endingOf(error, PROGRAM);
    io.err(ending.line);
    code = ending.exitCode;
  }
  output.out(`::${token}::\n`);

  const after = modified(jsonPath);
  const report = after !== null && after !== before ? (JSON.parse(readFileSync(jsonPath, 'utf8')) as JsonReport) : null;
  const artifact = env['UPLOAD'] === 'true' ? env['ARTIFACT_NAME'] : undefined;
  let summary: string;
  if (report) {
    summary = jobSummary(report, redact, { dir: reportDir, ...(artifact ? { artifact } : {}) });
    output.out(annotations(report, redact));
  } else {
    // Stopped before the run (a bad input, exit 2): no report, and the kit's own line says why.
    const line = lastError || `${PROGRAM}: the check ended with exit code ${code} and wrote no report`;
    summary = `## token-registry-kit conformance: did not run\n\n${codeSpan(line)}\n`;
    output.out(workflowCommand('error', { title: 'token-registry-kit: the check did not run' }, line));
  }
  const summaryFile = env['GITHUB_STEP_SUMMARY'];
  if (summaryFile) appendFileSync(summaryFile, summary);
  return code;
}
