import fc from 'fast-check';
import type { CheckContext } from '../check.js';
import { comparePositions, cursorOf, type Position } from '../reading/events.js';
import { cursorAt, FAR_FUTURE, type Cursor, type HistoryMap, type MigrationSpan } from '../history/map.js';

/**
 * Before any record time: with it, the next item is the first of the cursor's migration (or of a later one). Six
 * digits and `Z`, as the kit writes every cursor but those of d-cursor-notation.
 */
export const EPOCH = '1970-01-01T00:00:00.000000Z';
const MICRO = 1000n;

/** A cursor just before an item: the page after it starts with that item. */
export const justBefore = (p: Position): Cursor => cursorAt(p.migrationId, p.nanos - 1n);

/** A cursor a microsecond after an item, the precision of record times: between it and the next item. */
export const justAfter = (p: Position): Cursor => cursorAt(p.migrationId, p.nanos + MICRO);

/** Every item the run knows the place of: the first page's and the map's (each migration's ends, the samples). */
export function knownPositions(ctx: CheckContext): Position[] {
  const { map } = ctx;
  const all = [...ctx.positions, ...map.samples, ...map.migrations.flatMap((s) => [s.first, s.last])].sort(
    comparePositions,
  );
  return all.filter((p, i) => i === 0 || comparePositions(all[i - 1] as Position, p) !== 0);
}

/** An instant at a fraction of a migration's time span: a random depth in the history. */
const depthIn = (span: MigrationSpan, fraction: number): Cursor => {
  const width = span.last.nanos - span.first.nanos;
  const at = span.first.nanos + (width * BigInt(Math.floor(fraction * 1_000_000))) / 1_000_000n;
  return cursorAt(span.migrationId, at);
};

/**
 * Cursors from the whole history (history/map.ts), and none (the start): on and beside every known item, both sides
 * of every migration boundary, random depths of every migration, the last item and past it, and migrations the
 * history does not have. Each is a place a page of any size is read from.
 */
export function mapCursor(ctx: CheckContext): fc.Arbitrary<Cursor | undefined> {
  const { map } = ctx;
  const positions = knownPositions(ctx);
  const top =
    map.migrations[map.migrations.length - 1]?.migrationId ?? Math.max(0, ...positions.map((p) => p.migrationId));
  const options: fc.Arbitrary<Cursor | undefined>[] = [
    fc.constant(undefined),
    fc.integer({ min: 0, max: top + 3 }).map((m) => ({ after_migration_id: m, after_record_time: EPOCH })),
    fc.integer({ min: 0, max: top + 3 }).map((m) => ({ after_migration_id: m, after_record_time: FAR_FUTURE })),
  ];
  if (positions.length > 0) {
    const item = fc.constantFrom(...positions);
    options.push(item.map(cursorOf), item.map(justBefore), item.map(justAfter));
  }
  if (map.migrations.length > 0) {
    const spans = fc.constantFrom(...map.migrations);
    options.push(
      fc.tuple(spans, fc.double({ min: 0, max: 1, noNaN: true })).map(([span, f]) => depthIn(span, f)),
      spans.map((s) => justBefore(s.last)),
      spans.map((s) => cursorOf(s.last)),
    );
  }
  return fc.oneof(...options);
}

/**
 * The cursors every run tries, whatever its seed: the start, both sides of every migration boundary (just before
 * a migration's last item, on it, and before the next migration's first), just before every item the map sampled
 * (so that a page holds it), and the end (just before the last item, on it, past it).
 */
export function mapExamples(map: HistoryMap): (Cursor | undefined)[] {
  const cursors: (Cursor | undefined)[] = [undefined];
  map.migrations.forEach((span, i) => {
    const next = map.migrations[i + 1];
    if (!next) return;
    cursors.push(justBefore(span.last), cursorOf(span.last), {
      after_migration_id: next.migrationId,
      after_record_time: EPOCH,
    });
  });
  for (const sample of map.samples) cursors.push(justBefore(sample));
  if (map.last) cursors.push(justBefore(map.last), cursorOf(map.last), justAfter(map.last));
  return cursors;
}
