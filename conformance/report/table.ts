import { describeCoverage } from '../run/coverage.js';
import { describeReach } from '../history/discovery.js';
import { statusCounts, type CheckEvidence } from '../run/evidence.js';
import type { HistoryFacts } from '../history/facts.js';
import type { HistoryReport } from '../history/map.js';
import type { ItemsReport } from '../items/judge.js';
import type { SweepReport } from '../sweep/sweep.js';
import { previewOf } from '../reading/preview.js';
import { DISCOVERY_PATH, deadlineText, type CheckResult, type RunRecord, type Verdict } from '../run/runner.js';
import { skipFails } from '../run/results.js';

// The reports for a person: a failure as it is printed, the warnings, and the summary table.

const indent = (text: string, by = '    '): string =>
  text
    .split('\n')
    .map((line) => `${by}${line}`)
    .join('\n');

const shortJson = (value: unknown, limit = 400): string => previewOf(JSON.stringify(value) ?? 'undefined', limit);

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

/** How many of the run's checks had this verdict. */
export const countOf = (run: RunRecord, v: Verdict): number => run.results.filter((r) => r.verdict === v).length;

/** "D 200x25 404x2": the answers a check got, by operation and status, most frequent first. */
export const answersText = (evidence: CheckEvidence): string =>
  Object.entries(evidence.answers)
    .map(([op, byStatus]) => `${op} ${statusCounts(byStatus)}`)
    .join(', ');

/** "1,234 events walked": what a check examined, with its unit, and how many distinct facts when it names them. */
export const examinedText = (evidence: CheckEvidence): string =>
  `${evidence.examined.toLocaleString('en-US')} ${evidence.of}` +
  (evidence.distinct === undefined ? '' : ` (${evidence.distinct.toLocaleString('en-US')} distinct)`);

/** The width the summary table fits when none is given (output that is no terminal, and no COLUMNS). */
export const DEFAULT_TABLE_WIDTH = 120;

/** The columns of the summary table that wrap (`answers` and `where`), and how narrow they go. */
const WRAPPING: readonly { readonly column: number; readonly narrowest: number }[] = [
  { column: 5, narrowest: 12 },
  { column: 7, narrowest: 14 },
];
const HEADER = ['check', 'op', 'verdict', 'examples', 'requests', 'answers', 'examined', 'where'];
const NUMERIC = new Set([3, 4, 6]);
/** Where a stacked row's answers and where go: under the row, this far in. */
const STACKED = '    ';

/**
 * A cell's text in lines of at most `width`, cut after its commas first (`D 200x3 404x1,` stays together), then
 * between words; a word longer than that has a line of its own, whole.
 */
function wrapped(text: string, width: number): string[] {
  const words = text.split(/(?<=,) /).flatMap((part) => (part.length <= width ? [part] : part.split(' ')));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/**
 * The table's lines, within `width` columns when it can: as they are when they fit; else the widest of `answers`
 * and `where` narrowed a character at a time, their text wrapped under them; else, narrower than the other columns
 * need, each row's answers and where on lines of their own under it. No other cell is cut or wrapped: a check's id
 * and verdict always read whole.
 */
function tableLines(rows: readonly string[][], width: number): string[] {
  const widths = HEADER.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const total = (): number => widths.reduce((a, b) => a + b, 2 * (widths.length - 1));
  const wrapping = WRAPPING.map((w) => w.column);
  const line = (cells: readonly string[], columns: readonly number[]): string =>
    columns
      .map((i) => {
        const cell = cells[i] ?? '';
        return NUMERIC.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
      })
      .join('  ')
      .trimEnd();
  const all = HEADER.map((_, i) => i);
  const narrowest = WRAPPING.reduce((sum, { column, narrowest }) => sum + narrowest - (widths[column] ?? 0), total());
  if (narrowest > width) {
    const kept = all.filter((i) => !wrapping.includes(i));
    // Its wrapped lines further in, under the label.
    const under = (label: string, text: string): string[] =>
      text === ''
        ? []
        : wrapped(`${label}: ${text}`, Math.max(20, width - STACKED.length - 2)).map(
            (l, k) => `${STACKED}${k > 0 ? '  ' : ''}${l}`,
          );
    return [
      line(HEADER, kept),
      line(
        widths.map((w) => '-'.repeat(w)),
        kept,
      ),
      ...rows.flatMap((row) => [line(row, kept), ...under('answers', row[5] ?? ''), ...under('where', row[7] ?? '')]),
    ];
  }
  // Too wide: the widest of the wrapping columns loses a character, until the table fits.
  for (let over = total() - width; over > 0; over--) {
    const shrinking = WRAPPING.filter(({ column, narrowest }) => (widths[column] ?? 0) > narrowest).sort(
      (a, b) => (widths[b.column] ?? 0) - (widths[a.column] ?? 0),
    )[0];
    if (!shrinking) break;
    widths[shrinking.column] = (widths[shrinking.column] ?? 0) - 1;
  }
  /** A row, its wrapping cells on as many lines as they take. */
  const rowLines = (cells: readonly string[]): string[] => {
    const parts = cells.map((c, i) => (wrapping.includes(i) ? wrapped(c, widths[i] ?? c.length) : [c]));
    const height = Math.max(...parts.map((p) => p.length));
    return Array.from({ length: height }, (_, k) =>
      line(
        parts.map((p) => p[k] ?? ''),
        all,
      ),
    );
  };
  return [
    line(HEADER, all),
    line(
      widths.map((w) => '-'.repeat(w)),
      all,
    ),
    ...rows.flatMap(rowLines),
  ];
}

/**
 * The summary table: check id, operation, verdict, examples run, requests sent, answers by status, evidence examined
 * and where in the history its cursors went, within `width` columns (a terminal's: tableLines); then the checks that
 * did not run or did not see enough, and why, and what the kit knew of the history.
 */
export function summaryTable(run: RunRecord, width = DEFAULT_TABLE_WIDTH): string {
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
  const notRun = notRunList(run);
  return [
    ...tableLines(rows, width),
    '',
    ...(notRun ? [notRun, ''] : []),
    ...(run.map.migrations.length > 0 || run.map.requests > 0 ? [`history: ${describeMap(run.map)}`] : []),
    ...(run.items.read > 0 ? [`items: ${describeItems(run.items)}`] : []),
    ...(run.sweep ? [`${run.sweep.kind === 'sweep' ? 'sweep' : 'read on'}: ${describeSweep(run.sweep)}`] : []),
    // How far back the facts go: a skip "for lack of facts" reads differently after 1,000 items than after 100,000.
    ...(run.facts.reach ? [`facts: ${describeReach(run.facts.reach)}`] : []),
    ...[historyFactsLine(run)].filter((line): line is string => line !== null),
    `${countOf(run, 'passed')} passed, ${countOf(run, 'failed')} failed, ${countOf(run, 'inconclusive')} inconclusive, ${countOf(run, 'skipped')} skipped, ${countOf(run, 'error')} errors` +
      ` in ${(run.durationMs / 1000).toFixed(1)} s, ${run.requests} requests, seed ${run.seed}` +
      (run.results.some((r) => skipFails(r, run.failOnSkip))
        ? ' (--fail-on-skip: a skipped check fails the run)'
        : '') +
      (run.maxDurationPassed ? ` (stopped: ${deadlineText(run.maxDurationMs)})` : ''),
  ].join('\n');
}

/** How many items the run read, and how many distinct ones every item rule judged (items/judge.ts). */
export const describeItems = (items: ItemsReport): string =>
  `${items.read.toLocaleString('en-US')} read in ${items.pages.toLocaleString('en-US')} pages; ` +
  `${items.judged.toLocaleString('en-US')} distinct (by position and encoding) judged by every item rule`;

/** What the reading after the checks covered, and where to resume it when it stopped before its end. */
export function describeSweep(sweep: SweepReport): string {
  const seconds = (sweep.durationMs / 1000).toFixed(1);
  const rate = sweep.durationMs > 0 ? Math.round((sweep.items * 1000) / sweep.durationMs) : 0;
  const from =
    sweep.from === null
      ? 'the start'
      : /^\d+$/.test(sweep.from)
        ? `the start of migration ${sweep.from}`
        : `after ${sweep.from}`;
  const span = `from ${from} through ${sweep.through ?? 'nothing'}`;
  const read =
    `${sweep.items.toLocaleString('en-US')} events in both encodings in ${seconds} s (${rate.toLocaleString('en-US')}/s), ` +
    `${span}, ${sweep.passedOver} stretches read before passed over`;
  if (sweep.complete) return `${read}; to the end`;
  const resume = sweep.resume ? `; resume with --sweep --sweep-from ${sweep.resume}` : '';
  return `${read}; stopped: ${sweep.stopped ?? ''}${resume}`;
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
