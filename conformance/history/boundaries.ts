import type { Exchange } from '../client/client.js';
import { comparePositions, describePosition, type Cursor, type Position } from '../reading/events.js';
import { cursorAt, cursorAtExactly, FAR_NANOS, floorMicros, MICRO } from './cursors.js';
import { HistoryProbes } from './probes.js';

const SECOND = 1_000_000_000n;
/** Items read a page at a time when a migration's end is pinned down: its last second holds few. */
const END_PAGE = 100;
const END_PAGES = 5;

/**
 * Each migration's first and last item: a cursor at the far future of migration m answers the first item of the
 * next migration; a gallop and a bisection on record time find each migration's last second, and a short read
 * forward from there its last item, which must be followed by the next migration's first.
 */
export class BoundaryFinder extends HistoryProbes {
  /** The first item of every migration, hopping from one to the next with a far-future cursor. */
  async firsts(): Promise<Position[]> {
    const first = (await this.probe(undefined)).position;
    if (!first) return [];
    const firsts = [first];
    for (;;) {
      if (this.outOfTime()) return firsts;
      const last = firsts[firsts.length - 1] as Position;
      // The answer lies after the cursor (checked in page, history/probes.ts): in a higher migration.
      const next = (await this.probe(cursorAt(last.migrationId, FAR_NANOS))).position;
      if (!next) return firsts;
      firsts.push(next);
    }
  }

  /**
   * The last item of migration `index`: a gallop and a bisection with one-item probes bring it within a time span
   * (a second, then finer while that span holds too many items), then a read forward from there finds it. The item
   * that follows it must be the next migration's first, as the hops found it.
   */
  async lastOf(index: number, firsts: readonly Position[]): Promise<Position | null> {
    const { migrationId, nanos: start } = firsts[index] as Position;
    const next = firsts[index + 1] ?? null;
    /** The next item of this migration after an instant, or null when none is later in it. */
    const after = async (t: bigint): Promise<Position | null> => {
      const cursor = cursorAtExactly(migrationId, t);
      const { position, exchange } = await this.probe(cursor);
      if (position && position.migrationId !== migrationId) {
        if (next && comparePositions(position, next) !== 0)
          this.log.note(
            'd-reads-agree',
            `after the end of migration ${migrationId}, the first item of migration ${next.migrationId} at ${next.recordTime}, as a cursor at the far future of migration ${migrationId} answers`,
            `an item at ${describePosition(position)}`,
            exchange,
            [cursor, 1],
          );
        return null;
      }
      return position;
    };
    let lo = start;
    let hi = FAR_NANOS;
    for (let step = SECOND; lo + step < hi; step *= 8n) {
      if (this.outOfTime()) return null;
      const found = await after(lo + step);
      if (found === null) {
        hi = lo + step;
        break;
      }
      lo = found.nanos;
    }
    for (let span = SECOND; ; span = span > 1000n ? span / 1000n : 1n) {
      while (hi - lo > span) {
        if (this.outOfTime()) return null;
        // Whole microseconds while a span of them is left: a cursor a deployment accepts. Below that, a history
        // with nine-digit record times needs nine-digit cursors.
        const mid = span >= MICRO ? floorMicros((lo + hi) / 2n) : (lo + hi) / 2n;
        // The instant cannot move past lo any more at this precision: the read forward takes it from here.
        if (mid <= lo) break;
        const found = await after(mid);
        if (found === null) hi = mid;
        else if (found.nanos <= lo) break;
        else lo = found.nanos;
      }
      const end = await this.readToEnd(migrationId, lo, next);
      if (end !== 'more') return end;
      if (span === 1n) return null;
    }
  }

  /**
   * Reads forward from just before the item at `lo` to the end of its migration: its last item, or 'more' when a
   * few pages did not reach it. The item at `lo`, which a probe found, must be among those read.
   */
  private async readToEnd(migrationId: number, lo: bigint, next: Position | null): Promise<Position | 'more'> {
    // Before the item at lo, to the microsecond: a read that starts a little earlier only reads a little more.
    let cursor = cursorAt(migrationId, lo - 1n);
    const first = cursor;
    let last: Position | null = null;
    let sawLo = false;
    let firstExchange: Exchange | null = null;
    for (let pages = 0; pages < END_PAGES; pages++) {
      const { positions, exchange } = await this.page(END_PAGE, cursor);
      firstExchange ??= exchange;
      for (const p of positions) {
        if (p.migrationId === migrationId) {
          last = p;
          if (p.nanos === lo) sawLo = true;
          continue;
        }
        if (next && comparePositions(p, next) !== 0)
          this.log.note(
            'd-reads-agree',
            `after the last item of migration ${migrationId}, the first item of migration ${next.migrationId} at ${next.recordTime}, as a cursor at the far future of migration ${migrationId} answers`,
            `an item at ${describePosition(p)}`,
            exchange,
            { page_size: END_PAGE, after: cursor },
          );
        return this.checked(last, sawLo, migrationId, lo, firstExchange, first);
      }
      if (positions.length < END_PAGE) {
        if (next)
          this.log.note(
            'd-reads-agree',
            `the first item of migration ${next.migrationId} at ${next.recordTime} after the last item of migration ${migrationId}, as a cursor at the far future of migration ${migrationId} answers`,
            `the end of the history after ${last ? describePosition(last) : 'the cursor'}`,
            exchange,
            { page_size: END_PAGE, after: cursor },
          );
        return this.checked(last, sawLo, migrationId, lo, firstExchange, first);
      }
      // The item's own time, every digit of it: a cursor rounded down to the microsecond could repeat it.
      const lastRead = positions[positions.length - 1] as Position;
      cursor = { after_migration_id: lastRead.migrationId, after_record_time: lastRead.recordTime };
    }
    return 'more';
  }

  private checked(
    last: Position | null,
    sawLo: boolean,
    migrationId: number,
    lo: bigint,
    exchange: Exchange,
    cursor: Cursor,
  ): Position {
    if (!last)
      this.log.stop(
        'd-reads-agree',
        `a read from ${cursor.after_record_time} in migration ${migrationId} to hold the item a one-item read found at ${cursorAt(migrationId, lo).after_record_time}`,
        'no item of that migration',
        exchange,
        { page_size: END_PAGE, after: cursor },
      );
    if (!sawLo)
      this.log.note(
        'd-reads-agree',
        `a read from ${cursor.after_record_time} in migration ${migrationId} to hold the item a one-item read found at ${cursorAt(migrationId, lo).after_record_time}`,
        `items up to ${describePosition(last)} without it`,
        exchange,
        { page_size: END_PAGE, after: cursor },
      );
    return last;
  }
}
