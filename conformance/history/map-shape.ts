import type { Position } from '../reading/events.js';
import type { Boundary, ReadDefect } from './read-defects.js';

/** One migration of the history: its first and its last item. */
export interface MigrationSpan {
  readonly migrationId: number;
  readonly first: Position;
  readonly last: Position;
}

/**
 * Where the history's items are, found with a few dozen requests whatever its length: each migration's first and
 * last item, items at spread instants of each migration, and the last item of all. Cursor-based checks draw their
 * cursors from it (arbitraries/cursors.ts), so that they look at the start, both sides of every migration boundary,
 * the middle and the end of a history of any length, not only at its first page.
 */
export interface HistoryMap {
  /** Ascending by migration id; a migration whose last item was not found is left out. */
  readonly migrations: readonly MigrationSpan[];
  /**
   * Items at dyadic fractions of each migration's time span (1/2, then 1/4 and 3/4, then the eighths): a
   * bisection of its record times. Ascending.
   */
  readonly samples: readonly Position[];
  /** The last item of the history (the last of its highest migration); null when the history is empty. */
  readonly last: Position | null;
  /** False when a bound or a defect of the target stopped the mapping before every migration was mapped. */
  readonly complete: boolean;
  readonly requests: number;
  readonly durationMs: number;
}

export const emptyMap: HistoryMap = {
  migrations: [],
  samples: [],
  last: null,
  complete: true,
  requests: 0,
  durationMs: 0,
};

export interface MapResult {
  readonly map: HistoryMap;
  readonly defects: readonly ReadDefect[];
  /** Why the history could not be read at all (an answer that is no page), for the checks that needed it. */
  readonly problem?: string;
}

/** Boundaries between migrations, in order: the last item of one and the first of the next. */
export function boundariesOf(map: { readonly migrations: readonly MigrationSpan[] }): Boundary[] {
  return map.migrations.slice(1).map((span, i) => {
    const before = map.migrations[i] as MigrationSpan;
    return { migrationId: before.migrationId, last: before.last, nextMigrationId: span.migrationId, next: span.first };
  });
}
