import { SPREAD_CELLS } from '../run/coverage.js';
import { parseInstantNanos } from '../reading/instant.js';
import { escapeHtml } from './html-page.js';
import type { JsonReport } from './json.js';
import { describeItems, describeSweep } from './table.js';

/** Width of the picture's drawing area, in its own units (it scales to the page). */
const WIDTH = 900;
/** Room on the left for the rows' labels. */
const LABEL = 150;
const ROW = 20;

const nanosOf = (recordTime: string): bigint | null => parseInstantNanos(recordTime);

/**
 * The history as a picture: each migration a bar on one time axis (overlapping migrations overlap), the map's
 * sampled items as ticks, the last item marked; below, for each check that sent cursors, where they fell along the
 * migrations' spans laid end to end (run/coverage.ts, spread), darker where more fell. Plain inline SVG, every label
 * escaped.
 */
export function historyPicture(report: JsonReport): string {
  const { migrations, samples, last } = report.history;
  const spans = migrations
    .map((m) => ({ id: m.migrationId, first: nanosOf(m.first.recordTime), last: nanosOf(m.last.recordTime) }))
    .filter((m): m is { id: number; first: bigint; last: bigint } => m.first !== null && m.last !== null);
  if (spans.length === 0) {
    return '<p class="history">No map of the history: the run had no scan URL, or the history was empty.</p>';
  }
  const start = spans.reduce((min, s) => (s.first < min ? s.first : min), spans[0]?.first ?? 0n);
  const end = spans.reduce((max, s) => (s.last > max ? s.last : max), spans[0]?.last ?? 0n);
  const range = end - start > 0n ? end - start : 1n;
  const x = (nanos: bigint): number => LABEL + Number(((nanos - start) * BigInt(WIDTH - LABEL - 10)) / range);
  const parts: string[] = [];
  let y = 10;
  for (const span of spans) {
    const from = x(span.first);
    const width = Math.max(2, x(span.last) - from);
    parts.push(
      `<text x="0" y="${y + 13}">migration ${span.id}</text>`,
      `<rect x="${from}" y="${y + 2}" width="${width}" height="${ROW - 6}" fill="#0969da" fill-opacity="0.35">` +
        `<title>migration ${span.id}</title></rect>`,
    );
    y += ROW;
  }
  parts.push(`<text x="0" y="${y + 13}">sampled items</text>`);
  for (const sample of samples) {
    const at = nanosOf(sample.recordTime);
    if (at === null) continue;
    parts.push(`<line x1="${x(at)}" x2="${x(at)}" y1="${y + 3}" y2="${y + ROW - 3}" stroke="#57606a"/>`);
  }
  const lastAt = last ? nanosOf(last.recordTime) : null;
  if (lastAt !== null) {
    parts.push(
      `<polygon points="${x(lastAt) - 5},${y + ROW} ${x(lastAt) + 5},${y + ROW} ${x(lastAt)},${y + ROW - 8}" fill="#cf222e">` +
        `<title>last item: ${escapeHtml(last?.recordTime ?? '')}</title></polygon>`,
    );
  }
  y += ROW + 4;
  parts.push(
    `<text x="0" y="${y + 13}" font-weight="bold">cursors by check</text>`,
    `<text x="${LABEL}" y="${y + 13}" class="legend">the migrations' spans end to end, start to end</text>`,
  );
  y += ROW;
  const cell = (WIDTH - LABEL - 10) / SPREAD_CELLS;
  for (const check of report.checks) {
    const spread = check.evidence?.coverage?.spread;
    if (!spread || spread.every((n) => n === 0)) continue;
    const most = Math.max(...spread);
    parts.push(`<text x="0" y="${y + 13}">${escapeHtml(check.id)}</text>`);
    spread.forEach((count, i) => {
      if (count === 0) return;
      const opacity = (0.2 + (0.8 * count) / most).toFixed(2);
      parts.push(
        `<rect x="${(LABEL + i * cell).toFixed(1)}" y="${y + 3}" width="${cell.toFixed(1)}" height="${ROW - 6}" ` +
          `fill="#1a7f37" fill-opacity="${opacity}"><title>${count} cursor${count === 1 ? '' : 's'}</title></rect>`,
      );
    });
    parts.push(
      `<rect x="${LABEL}" y="${y + 3}" width="${WIDTH - LABEL - 10}" height="${ROW - 6}" fill="none" stroke="#d0d7de"/>`,
    );
    y += ROW;
  }
  const height = y + 10;
  const caption =
    `${spans.length} migration${spans.length === 1 ? '' : 's'} from ${escapeHtml(migrations[0]?.first.recordTime ?? '')}` +
    ` to ${escapeHtml(last?.recordTime ?? '')}; the map took ${report.history.requests} requests` +
    (report.history.complete ? '' : ' and is incomplete') +
    `; the run read ${describeItems(report.items)}` +
    (report.sweep ? `; then it read on: ${describeSweep(report.sweep)}` : '');
  return [
    '<figure class="history">',
    `<svg viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${caption}">${parts.join('')}</svg>`,
    `<figcaption>${caption}.</figcaption>`,
    '</figure>',
  ].join('\n');
}
