import type { Exchange } from '../client/client.js';
import { comparePositions, describePosition, withoutBody, type Position } from '../reading/events.js';
import { bodyPreview } from '../reading/preview.js';

/** Where the kit met a defect while it read the history for its own use: the map, or discovery's windows. */
export type DefectSource = 'map' | 'discovery';

/**
 * An answer that broke a rule while the kit read the history for its own use (the map, discovery): a failure of
 * the check `check`, never a skip, with the request that shows it.
 */
export interface ReadDefect {
  readonly check: string;
  readonly expected: string;
  readonly received: string;
  /** The answer without its body: its request becomes the curl line. */
  readonly exchange: Exchange;
  /** The request's body (page_size and cursor): the counterexample. */
  readonly input: unknown;
  /** Where it was met: a replay must read there again to meet it again (run/runner.ts, replayCommand). */
  readonly found: DefectSource;
}

/** A defect was found: the reading stops, since what comes after it cannot be trusted. */
export class ReadingStopped extends Error {}

/** The defects met by one reader of the history, the first of each check only. */
export class DefectLog {
  readonly defects: ReadDefect[] = [];

  constructor(private readonly found: DefectSource) {}

  /** Records an answer that broke a rule and stops the reading (throws ReadingStopped). */
  stop(check: string, expected: string, received: string, exchange: Exchange, input: unknown): never {
    this.note(check, expected, received, exchange, input);
    throw new ReadingStopped();
  }

  /** Records an answer that disagrees with another read of the same place, and lets the reading go on. */
  note(check: string, expected: string, received: string, exchange: Exchange, input: unknown): void {
    if (this.defects.some((d) => d.check === check)) return;
    this.defects.push({ check, expected, received, exchange: withoutBody(exchange), input, found: this.found });
  }
}

/**
 * Holds an item read at `index` of a page to the two rules every read of the history relies on (docs/api.md
 * section 4.D): it lies after the page's cursor, and after the item before it. A break stops the reading: what
 * follows cannot be trusted. `cursorInput` is the counterexample of the cursor rule, `body` the request's body.
 */
export function expectInOrder(
  log: DefectLog,
  p: Position,
  before: { readonly previous: Position | null | undefined; readonly cursor: Position | null },
  at: { readonly index: number; readonly exchange: Exchange; readonly body: unknown; readonly cursorInput?: unknown },
): void {
  const { previous, cursor } = before;
  const { index, exchange, body } = at;
  if (cursor && comparePositions(p, cursor) <= 0)
    log.stop(
      'd-cursor-exclusive',
      `every event after ${describePosition(cursor)}`,
      `events[${index}] at ${describePosition(p)}`,
      exchange,
      at.cursorInput ?? body,
    );
  if (previous && comparePositions(previous, p) >= 0)
    log.stop(
      'd-order',
      `the event after ${describePosition(previous)} to be later`,
      `events[${index}] at ${describePosition(p)}`,
      exchange,
      body,
    );
}

/**
 * The first 120 characters of an answer, cut with `...` as every preview is (reading/preview.ts; the redactor masks a
 * cut value).
 */
export const preview = (exchange: Exchange): string => `${exchange.status} ${bodyPreview(exchange, 120)}`;

/** The ends of two migrations that follow one another: the last item of one, the first of the next. */
export interface Boundary {
  readonly migrationId: number;
  readonly last: Position;
  readonly nextMigrationId: number;
  readonly next: Position;
}

/**
 * Why two items read one after the other, in different migrations, do not cross a boundary where the map found it
 * (history/map.ts: the last item of a migration, then the first of the next), or null when they do, or when the
 * map knows no boundary after the first one's migration.
 */
export function crossingProblem(before: Position, after: Position, boundaries: readonly Boundary[]): string | null {
  if (before.migrationId === after.migrationId) return null;
  const boundary = boundaries.find((b) => b.migrationId === before.migrationId);
  if (!boundary) return null;
  if (comparePositions(before, boundary.last) === 0 && comparePositions(after, boundary.next) === 0) return null;
  return (
    `${describePosition(before)}, then ${describePosition(after)}, where one-item reads found migration ` +
    `${boundary.migrationId} ending at ${boundary.last.recordTime} and migration ${boundary.nextMigrationId} ` +
    `beginning at ${boundary.next.recordTime}`
  );
}
