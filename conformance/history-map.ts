import { readVia, TargetError, type Exchange, type Read, type Send } from './client.js';
import type { TargetUrls } from './config.js';
import {
  comparePositions,
  describePosition,
  eachEvent,
  positionOf,
  withoutBody,
  type Cursor,
  type Position,
} from './events.js';
import { formatInstantMicros, formatInstantNanos, parseInstantNanos } from './instant.js';
import { DefectLog, expectInOrder, preview, ReadingStopped, type Boundary, type ReadDefect } from './read-defects.js';
import { eventsRequest } from './requests.js';

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

export type { ReadDefect } from './read-defects.js';

/** A place in the history as the reports give it: migration id and record time, as the target wrote it. */
export interface PlaceReport {
  readonly migrationId: number;
  readonly recordTime: string;
}

/** The map of the history in the JSON report: its places without the instants the kit computes with. */
export interface HistoryReport {
  readonly migrations: readonly {
    readonly migrationId: number;
    readonly first: PlaceReport;
    readonly last: PlaceReport;
  }[];
  readonly samples: readonly PlaceReport[];
  readonly last: PlaceReport | null;
  readonly complete: boolean;
  readonly requests: number;
  readonly durationMs: number;
}

const place = (p: { readonly migrationId: number; readonly recordTime: string }): PlaceReport => ({
  migrationId: p.migrationId,
  recordTime: p.recordTime,
});

/** The map as the reports and runKit's result give it: JSON, without the instants the kit computes with. */
export const historyReport = (map: HistoryMap): HistoryReport => ({
  migrations: map.migrations.map((m) => ({ migrationId: m.migrationId, first: place(m.first), last: place(m.last) })),
  samples: map.samples.map(place),
  last: map.last && place(map.last),
  complete: map.complete,
  requests: map.requests,
  durationMs: map.durationMs,
});

export interface MapResult {
  readonly map: HistoryMap;
  readonly defects: readonly ReadDefect[];
  /** Why the history could not be read at all (an answer that is no page), for the checks that needed it. */
  readonly problem?: string;
}

/** A cursor time later than any record time: with it, the next item is the first of a higher migration. */
export const FAR_FUTURE = '9999-12-31T23:59:59.999999Z';
const FAR_NANOS = parseInstantNanos(FAR_FUTURE) as bigint;
const SECOND = 1_000_000_000n;
/** Items read a page at a time when a migration's end is pinned down: its last second holds few. */
const END_PAGE = 100;
const END_PAGES = 5;
/** The fractions of a migration's time span probed for samples: a bisection three levels deep. */
const FRACTIONS: readonly [bigint, bigint][] = [
  [1n, 2n],
  [1n, 4n],
  [3n, 4n],
  [1n, 8n],
  [3n, 8n],
  [5n, 8n],
  [7n, 8n],
];

export type { Cursor } from './events.js';

const MICRO = 1000n;
const floorMicros = (nanos: bigint): bigint => nanos - (((nanos % MICRO) + MICRO) % MICRO);

/**
 * A cursor at an instant of a migration, its time written to the microsecond (rounded down): the precision of
 * record times (docs/deployments.md, operation D (times)), which a deployment may insist on.
 */
export const cursorAt = (migrationId: number, nanos: bigint): Cursor => ({
  after_migration_id: migrationId,
  after_record_time: nanos >= FAR_NANOS ? FAR_FUTURE : formatInstantMicros(nanos),
});

/**
 * A cursor at an instant to the nanosecond: nine digits when the instant needs them. Only for a history whose
 * record times have more than six digits, where a microsecond holds more than one item.
 */
const cursorAtExactly = (migrationId: number, nanos: bigint): Cursor =>
  nanos % MICRO === 0n
    ? cursorAt(migrationId, nanos)
    : { after_migration_id: migrationId, after_record_time: formatInstantNanos(nanos) };

/** An answer that is no page: nothing more can be read. */
class Unreadable extends Error {}

/**
 * Maps the history with one-item probes and a few short pages (docs/api.md section 4.D: the cursor is exclusive, by
 * migration id, then record time compared as an instant). A cursor at the far future of migration m answers the
 * first item of the next migration; a gallop and a bisection on record time find each migration's last second,
 * and a short read forward from there its last item, which must be followed by the next migration's first. Every
 * answer is held to the rules it relies on (each item after its cursor, in order, where the probes put it): a
 * target that breaks one gets a ReadDefect. An item out of order or not after its cursor stops the map; an item
 * elsewhere than another read put it is noted, and the map goes on, so that the other checks still look everywhere.
 */
class Mapper {
  requests = 0;
  /**
   * What broke a rule: `stop` ends the map there, `note` records a disagreement and goes on, since the map itself
   * still holds (each migration's first item, its last), and the other checks still look everywhere.
   */
  readonly log: DefectLog = new DefectLog('map');
  private readonly started = performance.now();

  constructor(
    private readonly read: Read,
    private readonly urls: TargetUrls,
    private readonly outOfTime: () => boolean,
  ) {}

  /**
   * The positions of a page after a cursor, each checked to lie after the cursor and after the one before it; the
   * request itself comes back with them, for a later defect to show.
   */
  private async page(size: number, after: Cursor | undefined): Promise<{ positions: Position[]; exchange: Exchange }> {
    this.requests++;
    const body = { page_size: size, ...(after ? { after } : {}) };
    const request = eventsRequest(this.urls, body);
    const cursor = after ? cursorPosition(after) : null;
    return this.read(request, (exchange) => {
      if (exchange.status !== 200) {
        this.log.note(
          'd-page-size-bound',
          '200 with a page for a valid page_size and cursor',
          preview(exchange),
          exchange,
          body,
        );
        throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      }
      const positions: Position[] = [];
      let unpositioned: number | null = null;
      const verdict = eachEvent(
        exchange,
        (item, i) => {
          const p = positionOf(item);
          if (p) positions.push(p);
          else unpositioned ??= i;
        },
        'outline',
      );
      if (!verdict.page) throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      if (unpositioned !== null)
        this.log.stop(
          'response-schema',
          'every event with a migration id and a record time (the cursor of the next page)',
          `events[${unpositioned}] has none`,
          exchange,
          body,
        );
      positions.forEach((p, i) =>
        expectInOrder(
          this.log,
          p,
          { previous: positions[i - 1], cursor },
          { index: i, exchange, body, cursorInput: [after, size] },
        ),
      );
      return { positions, exchange: withoutBody(exchange) };
    });
  }

  /** The first item after a cursor, or null past the end. */
  private async probe(after: Cursor | undefined): Promise<{ position: Position | null; exchange: Exchange }> {
    const { positions, exchange } = await this.page(1, after);
    return { position: positions[0] ?? null, exchange };
  }

  /** The first item of every migration, hopping from one to the next with a far-future cursor. */
  private async firsts(): Promise<Position[]> {
    const first = (await this.probe(undefined)).position;
    if (!first) return [];
    const firsts = [first];
    for (;;) {
      if (this.outOfTime()) return firsts;
      const last = firsts[firsts.length - 1] as Position;
      // The answer lies after the cursor (checked in page): in a higher migration.
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
  private async lastOf(index: number, firsts: readonly Position[]): Promise<Position | null> {
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

  /** Items at dyadic fractions of a migration's time span: the first item after each such instant. */
  private async samplesOf(span: MigrationSpan): Promise<Position[]> {
    const found: Position[] = [];
    const width = span.last.nanos - span.first.nanos;
    for (const [n, d] of FRACTIONS) {
      if (this.outOfTime()) break;
      const t = span.first.nanos + (width * n) / d;
      const cursor = cursorAt(span.migrationId, t);
      const at = cursorPosition(cursor);
      if (!at || comparePositions(at, span.first) < 0 || comparePositions(at, span.last) >= 0) continue;
      const { position, exchange } = await this.probe(cursor);
      if (!position || comparePositions(position, span.last) > 0) {
        this.log.note(
          'd-reads-agree',
          `the first item after ${describePosition(at)}: an item of migration ${span.migrationId} no later than its last, at ${span.last.recordTime}`,
          position ? `an item at ${describePosition(position)}` : 'no item',
          exchange,
          [cursor, 1],
        );
        continue;
      }
      if (!found.some((p) => comparePositions(p, position) === 0)) found.push(position);
    }
    return found;
  }

  async run(): Promise<MapResult> {
    const migrations: MigrationSpan[] = [];
    const samples: Position[] = [];
    let complete = false;
    let problem: string | undefined;
    try {
      const firsts = await this.firsts();
      for (let i = 0; i < firsts.length; i++) {
        const last = await this.lastOf(i, firsts);
        if (!last) break;
        migrations.push({ migrationId: (firsts[i] as Position).migrationId, first: firsts[i] as Position, last });
      }
      for (const span of migrations) samples.push(...(await this.samplesOf(span)));
      complete = migrations.length === firsts.length && !this.outOfTime();
    } catch (error) {
      // An answer past the byte cap, a redirect, a network error that outlasted the retries, the run's deadline: the
      // map is what was found before it, and the checks meet the same when they ask.
      if (error instanceof Unreadable) problem = error.message;
      else if (error instanceof TargetError) problem = `the event history could not be read: ${error.message}`;
      else if (!(error instanceof ReadingStopped)) throw error;
    }
    const top = migrations[migrations.length - 1];
    const map: HistoryMap = {
      migrations,
      samples: samples.sort(comparePositions),
      last: complete && top ? top.last : null,
      complete,
      requests: this.requests,
      durationMs: Math.round(performance.now() - this.started),
    };
    return { map, defects: this.log.defects, ...(problem ? { problem } : {}) };
  }
}

/** The position a cursor names: its migration and its time as an instant; null when the time is no instant. */
export function cursorPosition(cursor: Cursor): Position | null {
  const nanos = parseInstantNanos(cursor.after_record_time);
  return nanos === null
    ? null
    : { migrationId: cursor.after_migration_id, recordTime: cursor.after_record_time, nanos };
}

export interface MapOptions {
  /** Reads a page lent (client.ts, Read): the client's own, when given. */
  readonly read?: Read;
  /** True once the time for mapping is up: the map is then what was found so far (`complete` false). */
  readonly outOfTime?: () => boolean;
}

/** Maps the history at the scan URL; every answer that breaks a rule on the way is a ReadDefect. */
export async function mapHistory(send: Send, urls: TargetUrls, options: MapOptions = {}): Promise<MapResult> {
  if (!urls.scan) return { map: emptyMap, defects: [] };
  return new Mapper(options.read ?? readVia(send), urls, options.outOfTime ?? (() => false)).run();
}

/** Boundaries between migrations, in order: the last item of one and the first of the next. */
export function boundariesOf(map: { readonly migrations: readonly MigrationSpan[] }): Boundary[] {
  return map.migrations.slice(1).map((span, i) => {
    const before = map.migrations[i] as MigrationSpan;
    return { migrationId: before.migrationId, last: before.last, nextMigrationId: span.migrationId, next: span.first };
  });
}
