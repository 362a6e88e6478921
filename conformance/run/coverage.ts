import type { Operation, RequestSpec } from '../client/client.js';
import { isPaged } from '../../common/api.js';
import { comparePositions } from '../reading/events.js';
import { cursorPosition, type Cursor, type HistoryMap, type MigrationSpan } from '../history/map.js';
import { isObject } from '../reading/json.js';

/**
 * Where in the history a check's cursors went, against the map (history/map.ts): from the start, beside each
 * migration boundary, in each tenth of the history's time span, and at its end.
 */
export interface Coverage {
  /** Requests of a paged operation (common/api.ts), with a cursor or without. */
  readonly cursors: number;
  /** Requests from the start of the history: without a cursor, or before its first item. */
  readonly start: number;
  /** Migration boundaries a cursor fell beside (in the last hundredth of one migration, or before the next). */
  readonly boundaries: { readonly probed: number; readonly of: number };
  /** Tenths of the history's time span (its migrations' spans laid end to end) that a cursor fell in. */
  readonly tenths: { readonly probed: number; readonly of: number };
  /** Cursors in the last hundredth of the history, at its last item or past it. */
  readonly end: number;
  /**
   * Cursors counted by where they fell along the history's time span (its migrations' spans laid end to end), in
   * SPREAD_CELLS equal cells: the picture of the HTML report. Empty without a map.
   */
  readonly spread: readonly number[];
}

/** Cells of `Coverage.spread`. */
export const SPREAD_CELLS = 50;

/** The cursor of a request of a page, undefined without one, null for a body the kit did not make a cursor of. */
function cursorOfRequest(request: RequestSpec): Cursor | undefined | null {
  if (request.body === undefined) return null;
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return null;
  }
  if (!isObject(body) || typeof body['page_size'] !== 'number') return null;
  const after = body['after'];
  if (after === undefined) return undefined;
  if (!isObject(after)) return null;
  const [m, t] = [after['after_migration_id'], after['after_record_time']];
  return typeof m === 'number' && typeof t === 'string' ? { after_migration_id: m, after_record_time: t } : null;
}

const width = (span: MigrationSpan): bigint => span.last.nanos - span.first.nanos;

/** Counts where the requests of pages (of the operations the table says are paged) of one check went. */
export class CoverageTally {
  private cursors = 0;
  private start = 0;
  private end = 0;
  private readonly boundaries = new Set<number>();
  private readonly tenths = new Set<number>();
  private readonly spread: number[];
  private readonly total: bigint;

  constructor(private readonly map: HistoryMap) {
    this.total = map.migrations.reduce((sum, span) => sum + width(span), 0n);
    this.spread = new Array<number>(map.migrations.length > 0 ? SPREAD_CELLS : 0).fill(0);
  }

  /** Counts a cursor at `part` of the history's span (0 its start, 1 its end) in the spread. */
  private spreadAt(part: bigint): void {
    if (this.spread.length === 0 || this.total === 0n) return;
    const cell = Number((part * BigInt(SPREAD_CELLS)) / this.total);
    const index = Math.min(SPREAD_CELLS - 1, Math.max(0, cell));
    this.spread[index] = (this.spread[index] ?? 0) + 1;
  }

  add(operation: Operation, request: RequestSpec): void {
    if (!isPaged(operation)) return;
    const cursor = cursorOfRequest(request);
    if (cursor === null) return;
    this.cursors++;
    const spans = this.map.migrations;
    if (cursor === undefined) {
      this.start++;
      if (spans.length > 0) this.tenths.add(0);
      this.spreadAt(0n);
      return;
    }
    const at = cursorPosition(cursor);
    if (!at || spans.length === 0) return;
    const index = spans.findIndex((s) => s.migrationId === at.migrationId);
    const top = spans[spans.length - 1] as MigrationSpan;
    if (index < 0) {
      if (at.migrationId > top.migrationId) {
        this.end++;
        this.spreadAt(this.total);
      } else if (at.migrationId < (spans[0] as MigrationSpan).migrationId) {
        this.start++;
        this.spreadAt(0n);
      }
      return;
    }
    const span = spans[index] as MigrationSpan;
    const near = span.last.nanos - width(span) / 100n;
    if (index === 0 && comparePositions(at, span.first) < 0) this.start++;
    if (index > 0 && comparePositions(at, span.first) < 0) this.boundaries.add(index - 1);
    if (at.nanos >= near) {
      if (index < spans.length - 1) this.boundaries.add(index);
      else this.end++;
    }
    if (this.total > 0n) {
      let before = 0n;
      for (const s of spans.slice(0, index)) before += width(s);
      const inside =
        at.nanos < span.first.nanos ? 0n : at.nanos > span.last.nanos ? width(span) : at.nanos - span.first.nanos;
      const tenth = Number(((before + inside) * 10n) / this.total);
      this.tenths.add(Math.min(9, Math.max(0, tenth)));
      this.spreadAt(before + inside);
    }
  }

  result(): Coverage {
    const spans = this.map.migrations.length;
    return {
      cursors: this.cursors,
      start: this.start,
      boundaries: { probed: this.boundaries.size, of: Math.max(0, spans - 1) },
      tenths: { probed: this.tenths.size, of: spans > 0 ? 10 : 0 },
      end: this.end,
      spread: [...this.spread],
    };
  }
}

/** "57 cursors: start, 3 of 3 boundaries, 10 of 10 tenths, end": where a check's cursors went, in one phrase. */
export function describeCoverage(c: Coverage): string {
  if (c.cursors === 0) return '';
  const parts = [
    c.start > 0 ? 'start' : null,
    c.boundaries.of > 0 ? `${c.boundaries.probed}/${c.boundaries.of} boundaries` : null,
    c.tenths.of > 0 ? `${c.tenths.probed}/${c.tenths.of} tenths` : null,
    c.end > 0 ? 'end' : null,
  ].filter((p): p is string => p !== null);
  return `${c.cursors} cursor${c.cursors === 1 ? '' : 's'}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}`;
}
