import type { Ask, Exchange } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { parseInstantNanos } from './instant.js';
import { isObject } from './json.js';
import { jsonShape } from './json-shape.js';
import { eachPageItem, pageCursor, type ItemForm, type PageCursor, type PageVerdict } from './page-items.js';
import { bodyPreview, previewOf } from './preview.js';
import { eventsRequest } from '../client/requests.js';

/** One element of `events`, as the kit reads it: nothing is assumed present (docs/api.md section 6). */
export interface EventItem {
  readonly update?: Record<string, unknown> | null;
  readonly verdict?: Record<string, unknown> | null;
  readonly traffic_summary?: Record<string, unknown> | null;
  readonly app_activity_records?: Record<string, unknown> | null;
}

export interface Position {
  readonly migrationId: number;
  readonly recordTime: string;
  readonly nanos: bigint;
}

/**
 * Where an item sits, taken as a client takes the next cursor (docs/deployments.md, operation D (next cursor)): the
 * update's migration id and record time (a reassignment's migration id is in its event), else the verdict's. Null when
 * the item shows no readable position.
 */
export function positionOf(item: EventItem): Position | null {
  if (!isObject(item as unknown)) return null;
  const update = isObject(item.update) ? item.update : null;
  const verdict = isObject(item.verdict) ? item.verdict : null;
  const event = update && isObject(update['event']) ? update['event'] : null;
  const migrationId = update ? (event ? event['migration_id'] : update['migration_id']) : verdict?.['migration_id'];
  const recordTime = update ? update['record_time'] : verdict?.['record_time'];
  if (typeof migrationId !== 'number' || typeof recordTime !== 'string') return null;
  const nanos = parseInstantNanos(recordTime);
  return nanos === null ? null : { migrationId, recordTime, nanos };
}

/** -1, 0 or 1 as a is before, at or after b in (migration id, record time as an instant) order. */
export function comparePositions(a: Position, b: Position): number {
  if (a.migrationId !== b.migrationId) return a.migrationId < b.migrationId ? -1 : 1;
  return a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
}

export const describePosition = (p: Position): string => `(migration ${p.migrationId}, ${p.recordTime})`;

/** The `after` of a request of D (docs/deployments.md, UpdateHistoryRequestAfter): events after this place. */
export interface Cursor {
  readonly after_migration_id: number;
  readonly after_record_time: string;
}

export const cursorOf = (p: Position): Cursor => ({
  after_migration_id: p.migrationId,
  after_record_time: p.recordTime,
});

/** Why a 200 answer of D is not a page: `events` missing or not an array; null when it is one. */
export function pageProblem(exchange: Exchange): string | null {
  if (exchange.status !== 200) return null;
  const body = jsonShape(exchange);
  const events = isObject(body) ? body['events'] : undefined;
  return Array.isArray(events)
    ? null
    : `a 200 whose events is ${events === undefined ? 'missing' : previewOf(JSON.stringify(events), 200)}`;
}

/**
 * Calls `each` with every item of a 200 page, one at a time: from the body's bytes when the exchange has them
 * (./page-items.ts), so that the whole page never stands in memory as text or objects; for readers that keep a
 * little of each item (walks, discovery, the first page's positions, item rules), in the form they need (whole, an
 * outline without the update's tree of events, or only checked to be JSON). The verdict is that of `pageProblem`:
 * a body that is no page has no events; a body that turns out not to be JSON at one of its items may have given `each` the items before
 * it.
 */
export function eachEvent(
  exchange: Exchange,
  each: (item: EventItem, index: number) => void,
  form: ItemForm = 'whole',
): PageVerdict {
  return eachPageItem(exchange.bytes, each as (item: unknown, index: number) => void, () => wholeBody(exchange), form);
}

/**
 * The body parsed whole, for a page in a shape that reading/page-items.ts leaves to JSON.parse: its shape first
 * (reading/json-shape.ts), which tells a body that is no page without its whole text, then, for a page, its JSON.
 */
function wholeBody(exchange: Exchange): unknown {
  const shape = jsonShape(exchange);
  return isObject(shape) && Array.isArray(shape['events']) ? exchange.json : shape;
}

/**
 * The items of a 200 page one at a time, as they are asked for (./page-items.ts, pageCursor): for readers that go
 * through two pages side by side. Null when the body is no page as far as can be told before its items are parsed
 * (`pageProblem` then says why); an item that is not JSON comes as NOT_JSON, and then the body is no page either.
 */
export const eventCursor = (exchange: Exchange): PageCursor | null =>
  pageCursor(exchange.bytes, () => wholeBody(exchange));

/**
 * How many items a 200 page holds, and where its last one sits (null for an empty page, or a last item without a
 * readable position), read from the last item alone, without its tree; null when the body is no page.
 */
export function lastItemOf(exchange: Exchange): { readonly count: number; readonly last: Position | null } | null {
  const cursor = eventCursor(exchange);
  if (!cursor) return null;
  if (cursor.length === 0) return { count: 0, last: null };
  const item = cursor.at(cursor.length - 1, 'outline');
  return { count: cursor.length, last: isObject(item) ? positionOf(item as EventItem) : null };
}

/** An exchange without its body, for a walk's record of its pages: a failure shows their request and status. */
export const withoutBody = (exchange: Exchange): Exchange => ({
  request: exchange.request,
  status: exchange.status,
  contentType: exchange.contentType,
  text: '',
  json: undefined,
});

/** Bodies up to this size are copied whole by ownCopy. */
const COPIED = 64 * 1024;
/** What ownCopy keeps of a larger body: its first characters, more than a failure shows of it (check.ts, shown). */
const COPIED_PREVIEW = 4096;

/**
 * A copy of an exchange that outlives a lent body (client/client.ts, Read), for a failure to show: its text and parsed
 * body, taken now. Of a body larger than 64 KiB it keeps the beginning only, cut with `...` (reading/preview.ts), and
 * no parsed body: a check keeps such copies for as long as it runs, and a target answering tens of MB to every request
 * would make each of them tens of MB of text and objects (README, Budgets). Whatever a check needs of the whole body
 * (whether it is a page, and why not) it takes while the body is lent.
 */
export function ownCopy(exchange: Exchange): Exchange {
  const { request, status, contentType } = exchange;
  if ((exchange.bytes?.length ?? exchange.text.length) <= COPIED)
    return { request, status, contentType, text: exchange.text, json: exchange.json };
  return { request, status, contentType, text: bodyPreview(exchange, COPIED_PREVIEW), json: undefined };
}

/**
 * A short identity of an item for comparing sequences: position and update id. One string of its own (joined, not
 * concatenated): a walk keeps a page of them, and a concatenation would keep its parts too.
 */
export function identityOf(item: EventItem): string {
  if (!isObject(item as unknown)) return JSON.stringify(item) ?? String(item);
  const p = positionOf(item);
  const id =
    (isObject(item.update) ? item.update['update_id'] : undefined) ??
    (isObject(item.verdict) ? item.verdict['update_id'] : undefined);
  return [p ? describePosition(p) : '(no position)', String(id)].join(' ');
}

/** What a walk keeps of an event: its identity, not its body, so that long walks stay small in memory. */
export interface Seen {
  readonly id: string;
  /** False for an item without a readable position (which d-item-parts reports). */
  readonly positioned: boolean;
}

/**
 * The identities of a walk's events, in walk order, packed a page at a time into one string: the 20,000 of a walk
 * to the end take some 2.5 MB, not the 8 MB of as many strings and objects.
 */
export class Trail {
  /** Each page's identities, one after the other. */
  private readonly texts: string[] = [];
  /** Each page's offsets of its identities in its text, and the text's length. */
  private readonly offsets: Int32Array[] = [];
  private readonly positioned: Uint8Array[] = [];
  /** Index of each page's first event. */
  private readonly starts: number[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  /** Adds a page's events: their identities, and for each 1 when it has a position, else 0. */
  push(ids: readonly string[], positioned: readonly number[]): void {
    if (ids.length === 0) return;
    const offsets = new Int32Array(ids.length + 1);
    ids.forEach((id, i) => {
      offsets[i + 1] = (offsets[i] as number) + id.length;
    });
    this.texts.push(ids.join(''));
    this.offsets.push(offsets);
    this.positioned.push(Uint8Array.from(positioned));
    this.starts.push(this.count);
    this.count += ids.length;
  }

  /** The event at `index` (0 <= index < length). */
  at(index: number): Seen {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] as number) <= index) lo = mid;
      else hi = mid - 1;
    }
    const i = index - (this.starts[lo] as number);
    const offsets = this.offsets[lo] as Int32Array;
    return {
      id: (this.texts[lo] as string).slice(offsets[i], offsets[i + 1]),
      positioned: (this.positioned[lo] as Uint8Array)[i] === 1,
    };
  }
}

export interface Walk {
  /** Identities of the events, in walk order. */
  readonly items: Trail;
  /** The first event seen a second time (by identity, among events with a position), or null. */
  readonly duplicate: string | null;
  /** The first event not after the one before it (in position order), with that one, or null. */
  readonly disorder: { readonly before: Position; readonly after: Position; readonly exchange: Exchange } | null;
  /** The pages' exchanges, without their bodies, which the items already hold. */
  readonly exchanges: Exchange[];
  /** False when the walk stopped at maxPages without reaching an empty page. */
  readonly ended: boolean;
  /** Set when a page had no position to continue from, or answered other than 200: kept whole, for the failure. */
  readonly broken?: Exchange;
}

/** What a walk needs: a way to ask, which lends it each page (a CheckContext is one). */
export interface Walker {
  readonly send: Ask;
  readonly urls: TargetUrls;
}

/**
 * Walks the history from a cursor (from the start without one), following the cursor of each page's last item. It
 * needs only a way to send (a CheckContext is one), so that this module does not depend on check.ts, which depends
 * on it. Each page is read lent (client/client.ts, Read), one item at a time, and given back once its items' identities
 * are taken: a walk holds identities, never bodies, and its pages leave no garbage.
 */
export async function walk(ctx: Walker, pageSize: number, maxPages: number, from?: Cursor): Promise<Walk> {
  const items = new Trail();
  const exchanges: Exchange[] = [];
  const seen = new Set<string>();
  let duplicate: string | null = null;
  let disorder: Walk['disorder'] = null;
  let previous: Position | null = null;
  const walked = (ended: boolean, broken?: Exchange): Walk => ({
    items,
    duplicate,
    disorder,
    exchanges,
    ended,
    ...(broken ? { broken } : {}),
  });
  let after = from;
  for (let page = 0; page < maxPages; page++) {
    const request = eventsRequest(ctx.urls, { page_size: pageSize, ...(after ? { after } : {}) });
    const step = await ctx.send(request, (exchange): { next: Position } | { end: Walk } => {
      exchanges.push(withoutBody(exchange));
      // The exchange that broke the walk is the failure's: kept whole.
      if (exchange.status !== 200) return { end: walked(false, ownCopy(exchange)) };
      const ids: string[] = [];
      const positioned: number[] = [];
      let last: Position | null = null;
      const verdict = eachEvent(
        exchange,
        (event) => {
          last = positionOf(event);
          ids.push(identityOf(event));
          positioned.push(last ? 1 : 0);
          if (!last) return;
          if (previous && !disorder && comparePositions(previous, last) >= 0)
            disorder = { before: previous, after: last, exchange: withoutBody(exchange) };
          previous = last;
        },
        'outline',
      );
      // A 200 that is no page breaks the walk, never stepped over as if the history ended there.
      if (!verdict.page) return { end: walked(false, ownCopy(exchange)) };
      if (verdict.items === 0) return { end: walked(true) };
      items.push(ids, positioned);
      // The identities as the trail holds them (slices of its page's text), not the strings they were made of.
      for (let i = items.length - ids.length; i < items.length && duplicate === null; i++) {
        const { id, positioned } = items.at(i);
        // Items without a position are d-item-parts' business; they cannot be told apart here.
        if (!positioned) continue;
        if (seen.has(id)) duplicate = id;
        else seen.add(id);
      }
      if (!last) return { end: walked(false, ownCopy(exchange)) };
      return { next: last };
    });
    if ('end' in step) return step.end;
    after = cursorOf(step.next);
  }
  return walked(false);
}
