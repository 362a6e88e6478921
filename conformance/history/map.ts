import { readVia, TargetError, type Read, type Send } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { comparePositions, type Position } from '../reading/events.js';
import { BoundaryFinder } from './boundaries.js';
import { emptyMap, type HistoryMap, type MapResult, type MigrationSpan } from './map-shape.js';
import { Unreadable } from './probes.js';
import { samplesOf } from './samples.js';
import { ReadingStopped } from './read-defects.js';

export { cursorAt, cursorPosition, FAR_FUTURE } from './cursors.js';
export { boundariesOf, emptyMap, type HistoryMap, type MapResult, type MigrationSpan } from './map-shape.js';
export { historyReport, type HistoryReport, type PlaceReport } from './map-report.js';
export type { ReadDefect } from './read-defects.js';
export type { Cursor } from '../reading/events.js';

export interface MapOptions {
  /** Reads a page lent (client/client.ts, Read): the client's own, when given. */
  readonly read?: Read;
  /** True once the time for mapping is up: the map is then what was found so far (`complete` false). */
  readonly outOfTime?: () => boolean;
}

/**
 * Maps the history with one-item probes and a few short pages (docs/api.md section 4.D: the cursor is exclusive, by
 * migration id, then record time compared as an instant). A cursor at the far future of migration m answers the
 * first item of the next migration; a gallop and a bisection on record time find each migration's last second,
 * and a short read forward from there its last item, which must be followed by the next migration's first. Every
 * answer is held to the rules it relies on (each item after its cursor, in order, where the probes put it): a
 * target that breaks one gets a ReadDefect. An item out of order or not after its cursor stops the map; an item
 * elsewhere than another read put it is noted, and the map goes on, so that the other checks still look everywhere.
 */
async function run(mapper: BoundaryFinder): Promise<MapResult> {
  const migrations: MigrationSpan[] = [];
  const samples: Position[] = [];
  let complete = false;
  let problem: string | undefined;
  try {
    const firsts = await mapper.firsts();
    for (let i = 0; i < firsts.length; i++) {
      const last = await mapper.lastOf(i, firsts);
      if (!last) break;
      migrations.push({ migrationId: (firsts[i] as Position).migrationId, first: firsts[i] as Position, last });
    }
    for (const span of migrations) samples.push(...(await samplesOf(mapper, span)));
    complete = migrations.length === firsts.length && !mapper.outOfTime();
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
    requests: mapper.requests,
    durationMs: Math.round(performance.now() - mapper.started),
  };
  return { map, defects: mapper.log.defects, ...(problem ? { problem } : {}) };
}

/** Maps the history at the scan URL; every answer that breaks a rule on the way is a ReadDefect. */
export async function mapHistory(send: Send, urls: TargetUrls, options: MapOptions = {}): Promise<MapResult> {
  if (!urls.scan) return { map: emptyMap, defects: [] };
  return run(new BoundaryFinder(options.read ?? readVia(send), urls, options.outOfTime ?? (() => false)));
}
