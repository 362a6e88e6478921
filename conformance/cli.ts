import type { StopSignal } from './sweep/run-sweep.js';
import { allChecks } from './checks/index.js';
import { checkOptions, kitConfigOf } from './config/config.js';
import { groupsOf } from './config/urls.js';
import { GROUPS } from '../common/api.js';
import { endingOf, UsageError } from '../common/errors.js';
import { runKit, type KitRun } from './kit.js';
import { helpText, type Env, type Given } from '../common/options.js';
import { PROGRAM, type Output } from '../common/program.js';
import { redactError, redactorOf } from './redact/redact.js';
import { DEFAULT_TABLE_WIDTH } from './report/table.js';
import {
  formatFailure,
  formatWarnings,
  insecureWarning,
  prepareReportDir,
  summaryTable,
  writeReports,
} from './report/report.js';
import { selectChecks, type KitEvent } from './run/runner.js';

/** The options that give each URL group's URL (config/options.ts): --registry-url and so on, in the table's order. */
const urlFlags = GROUPS.map((group) => `--${group}-url`);

export const checkHelp = helpText(
  `Usage: token-registry-kit check (--base-url URL | ${urlFlags.map((flag) => `${flag} URL`).join(' ')}) [options]`,
  'Run the conformance checks against a deployment.\nExit codes: 0 all passed, 1 a check failed or could not finish (or was skipped, with --fail-on-skip), 2 usage, profile or config error, 3 target unreachable or set up wrong (the reports asked for are written, saying why).\nGuides: docs/kit.md (options, checks, exit codes, reports); docs/ci.md (in CI); docs/reading-a-failure.md.',
  checkOptions,
);

/**
 * The width the summary table fits: COLUMNS when it is set (as a user or a CI job sets it), else the terminal's,
 * else 120 (output to a file or a pipe).
 */
export function tableWidth(output: Output, env: Env): number {
  const columns = env['COLUMNS'];
  if (columns !== undefined && /^\d{1,4}$/.test(columns.trim()) && Number(columns) >= 40) return Number(columns);
  return output.columns !== undefined && output.columns >= 40 ? output.columns : DEFAULT_TABLE_WIDTH;
}

/** C0 and C1 control characters but tab and line feed, and a CR but before a line feed. */
// oxlint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]|\r(?!\n)/g;

/**
 * Text as printed: each control character a target's answer may hold shown as an escape (`\x1b`), so that an answer
 * quoted in a failure cannot retitle or recolour the terminal, move its cursor or rewrite the lines above.
 */
export const visibleText = (text: string): string =>
  text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** "1 h 05 min", "3 min 20 s", "12 s": how long a sweep should still take. */
function formatEta(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s >= 3600) return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
  if (s >= 60) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${s} s`;
}

/** What rewrites the progress line on a terminal: back to its start, and erased. */
const REWRITE = '\r\x1b[2K';

/**
 * Progress on stderr: on a terminal one line rewritten in place, otherwise a line now and then, not a flood. Its own
 * control characters go to `raw`, the output as given; its lines to `io`, which shows those of a target's text.
 */
function progressPrinter(io: Output, raw: Output): { onProgress: (event: KitEvent) => void; done: () => void } {
  let shown = false;
  let lastAt = -Infinity;
  let lastPages = 0;
  const EVERY_MS = 5000;
  const EVERY_PAGES = 25;
  const show = (line: string, force = false): void => {
    if (io.tty) {
      raw.err(REWRITE);
      io.err(line);
      shown = true;
    } else if (force || performance.now() - lastAt >= EVERY_MS) {
      io.err(`${line}\n`);
      lastAt = performance.now();
    }
  };
  const clear = (): void => {
    if (shown) raw.err(REWRITE);
    shown = false;
  };
  const onProgress = (event: KitEvent): void => {
    switch (event.kind) {
      case 'waiting':
        show(
          `token-registry-kit: waiting for the ${event.group} URL ${event.url} (${Math.round(event.waitedMs / 1000)} s of ${event.limitMs / 1000} s): ${event.reason}`,
        );
        return;
      case 'discovery': {
        const { progress } = event;
        const f = progress.found;
        if (progress.phase === 'locating') {
          show("token-registry-kit: mapping the history (each migration's first and last item, items across it)");
          return;
        }
        const line =
          `token-registry-kit: discovering facts (reading back from the end): ` +
          `${progress.requests} requests, ${progress.pages} pages, ${progress.items.toLocaleString('en-US')} events; found ` +
          `${f.knownAllocations} live allocations, ${f.reassigningAllocations} in reassignment, ${f.withdrawnAllocations} withdrawn, ` +
          `${f.partiesWithEntry} parties with an entry, ${f.factoryChoiceArguments ? 'factory arguments' : 'no factory arguments'}`;
        const pageStep = progress.pages - lastPages >= EVERY_PAGES;
        if (pageStep) lastPages = progress.pages;
        show(line, !io.tty && pageStep);
        return;
      }
      case 'facts':
        clear();
        io.err(`token-registry-kit: ${event.checks} checks, seed ${event.seed}, facts from ${event.facts.source}\n`);
        for (const note of event.facts.notes) io.err(`  note: ${note}\n`);
        return;
      case 'check':
        if (io.tty) show(`[${String(event.done).padStart(2)}/${event.total}] ${event.id} ...`);
        return;
      case 'sweep': {
        const { progress: p } = event;
        const line =
          `token-registry-kit: reading on in both encodings: ${p.items.toLocaleString('en-US')} events, ` +
          `${Math.round(p.perSecond).toLocaleString('en-US')}/s` +
          (p.share !== null ? `, ${(p.share * 100).toFixed(1)}% of the history's time` : '') +
          (p.etaMs !== null ? `, about ${formatEta(p.etaMs)} to go` : '') +
          (p.at ? ` (at ${p.at})` : '');
        show(line);
        return;
      }
      case 'result': {
        const line = `[${String(event.done).padStart(2)}/${event.total}] ${event.result.id}: ${event.result.verdict}`;
        if (io.tty) show(line);
        else io.err(`${line}\n`);
        return;
      }
    }
  };
  return { onProgress, done: clear };
}

/**
 * `token-registry-kit check`: runs the kit (the same `runKit` as the in-process API) and returns the exit code.
 * What stops the run before it starts (a bad option, an unknown check, a report folder that cannot be written) is
 * thrown, for the caller to report; once the run has started, `check` ends itself, on an error too (the target
 * unreachable: exit 3), printing the line that `endingOf` makes of it.
 */
export async function checkCommand(
  given: Given<typeof checkOptions>,
  env: Env,
  output: Output,
  /** Ctrl-C: stops a sweep at its next page, and the run reports what it covered (runKit, signal). */
  signal?: StopSignal,
): Promise<number> {
  let io = output;
  if (given.list) {
    io.out(`${allChecks.map((c) => `${c.id.padEnd(24)} ${c.operation.padEnd(4)} ${c.title}`).join('\n')}\n`);
    return 0;
  }
  // A fresh seed each run unless one is given: failures print theirs, so any run can be replayed.
  const config = kitConfigOf(given, env, () => Math.floor(Math.random() * 2 ** 31));
  selectChecks(config);
  // Every line printed goes through the redactor of the run's header values and URL credentials (runKit masks what
  // it returns; this covers what is printed from it, and errors), so that no secret reaches a terminal or a CI log;
  // then its control characters are shown as escapes.
  const redact = redactorOf(config.headers, config.target);
  io = {
    ...output,
    out: (text) => output.out(visibleText(redact(text))),
    err: (text) => output.err(visibleText(redact(text))),
  };
  if (config.reports.length > 0) prepareReportDir(config.reportDir);
  if (groupsOf(config.target).length === 0) {
    throw new UsageError(
      `no target: give --base-url, or ${urlFlags.slice(0, -1).join(', ')} and/or ${urlFlags.at(-1) ?? ''} (see check --help)`,
    );
  }
  if (config.insecure) io.err(`${PROGRAM}: ${insecureWarning}\n`);
  const progress = progressPrinter(io, output);
  let run;
  let notStarted: KitRun | null = null;
  try {
    run = await runKit({
      ...config,
      onProgress: progress.onProgress,
      onNotStarted: (r) => (notStarted = r),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    progress.done();
    // A run stopped at its first contact (exit 3) still writes the reports asked for, saying why.
    if (notStarted)
      for (const path of writeReports(notStarted, config.reports, config.reportDir))
        io.err(`${PROGRAM}: wrote ${path}\n`);
    const ending = endingOf(redactError(error, redact), PROGRAM);
    io.err(ending.line);
    return ending.exitCode;
  }
  progress.done();
  const failures = run.results.filter((r) => r.verdict === 'failed').map(formatFailure);
  if (failures.length > 0) io.out(`${failures.join('\n\n')}\n\n`);
  const warnings = formatWarnings(run);
  if (warnings) io.out(`${warnings}\n\n`);
  io.out(`${summaryTable(run, tableWidth(output, env))}\n`);
  for (const path of writeReports(run, config.reports, config.reportDir)) io.err(`${PROGRAM}: wrote ${path}\n`);
  return run.exitCode;
}
