import { helpText, UsageError, type OptionValues } from '../src/cli/options.js';
import { allChecks } from './checks/index.js';
import { checkOptions, kitConfigOf } from './config.js';
import { ProfileError } from './facts.js';
import {
  formatFailure,
  formatWarnings,
  prepareReportDir,
  ReportDirError,
  summaryTable,
  writeReports,
} from './report.js';
import { exitCodeOf, openSession, runChecks, selectChecks, SelectionError, UnreachableError } from './runner.js';

export const checkHelp = helpText(
  'Usage: token-registry-kit check (--base-url URL | --registry-url URL --validator-url URL --scan-url URL) [options]',
  'Run the conformance checks against a deployment.\nExit codes: 0 all passed, 1 a check failed or could not finish, 2 usage, profile or config error, 3 target unreachable.',
  checkOptions,
);

export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Whether err is a terminal: progress then rewrites one line. */
  readonly tty: boolean;
}

/** `token-registry-kit check`: runs the kit and returns the exit code; the caller exits. */
export async function checkCommand(values: OptionValues, env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  if (values['list']) {
    io.out(`${allChecks.map((c) => `${c.id.padEnd(24)} ${c.operation.padEnd(4)} ${c.title}`).join('\n')}\n`);
    return 0;
  }
  let config;
  let checks;
  try {
    // A fresh seed each run unless one is given: failures print theirs, so any run can be replayed.
    config = kitConfigOf(values, env, () => Math.floor(Math.random() * 2 ** 31));
    checks = selectChecks(config);
  } catch (error) {
    if (error instanceof UsageError || error instanceof SelectionError) throw new UsageError(error.message);
    throw error;
  }
  if (config.reports.length > 0) {
    try {
      prepareReportDir(config.reportDir);
    } catch (error) {
      if (error instanceof ReportDirError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (!config.target.registry && !config.target.validator && !config.target.scan) {
    throw new UsageError(
      'no target: give --base-url, or --registry-url, --validator-url and/or --scan-url (see check --help)',
    );
  }
  let session;
  try {
    session = await openSession(config);
  } catch (error) {
    if (error instanceof ProfileError) throw new UsageError(error.message);
    if (error instanceof UnreachableError) {
      io.err(`token-registry-kit: ${error.message}\n`);
      return 3;
    }
    throw error;
  }
  const facts = session.ctx.facts;
  io.err(`token-registry-kit: ${checks.length} checks, seed ${config.seed}, facts from ${facts.source}\n`);
  for (const note of facts.notes) io.err(`  note: ${note}\n`);
  const run = await runChecks(session, checks, (done, total, check, result) => {
    const line = `[${String(done).padStart(2)}/${total}] ${result ? `${check.id}: ${result.verdict}` : `${check.id} ...`}`;
    if (io.tty) io.err(`\r\x1b[2K${line}`);
    else if (result) io.err(`${line}\n`);
  });
  if (io.tty) io.err('\r\x1b[2K');
  const failures = run.results.filter((r) => r.verdict === 'failed').map(formatFailure);
  if (failures.length > 0) io.out(`${failures.join('\n\n')}\n\n`);
  const warnings = formatWarnings(run);
  if (warnings) io.out(`${warnings}\n\n`);
  io.out(`${summaryTable(run)}\n`);
  for (const path of writeReports(run, config.reports, config.reportDir)) io.err(`token-registry-kit: wrote ${path}\n`);
  return exitCodeOf(run);
}
