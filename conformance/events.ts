import type { Exchange, Send } from './client.js';
import type { TargetUrls } from './config.js';
import { parseInstantNanos } from './instant.js';
import { isObject } from './json.js';
import { eventsRequest } from './requests.js';

/** One element of `events`, as the kit reads it: nothing is assumed present (spec section 6). */
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
 * Where an item sits, taken as a client takes the next cursor (REFERENCE.md, operation D): the update's
 * migration id and record time (a reassignment's migration id is in its event), else the verdict's.
 * Null when the item shows no readable position.
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

export const cursorOf = (p: Position): { after_migration_id: number; after_record_time: string } => ({
  after_migration_id: p.migrationId,
  after_record_time: p.recordTime,
});

/** Why a 200 answer of D is not a page: `events` missing or not an array; null when it is one. */
export function pageProblem(exchange: Exchange): string | null {
  if (exchange.status !== 200) return null;
  const events = isObject(exchange.json) ? exchange.json['events'] : undefined;
  return Array.isArray(events)
    ? null
    : `a 200 whose events is ${events === undefined ? 'missing' : JSON.stringify(events)}`;
}

export const eventsOf = (exchange: Exchange): readonly EventItem[] => {
  const events = isObject(exchange.json) ? exchange.json['events'] : undefined;
  return Array.isArray(events) ? (events as EventItem[]) : [];
};

/** A short identity of an item for comparing sequences: position and update id. */
export function identityOf(item: EventItem): string {
  if (!isObject(item as unknown)) return JSON.stringify(item) ?? String(item);
  const p = positionOf(item);
  const id =
    (isObject(item.update) ? item.update['update_id'] : undefined) ??
    (isObject(item.verdict) ? item.verdict['update_id'] : undefined);
  return `${p ? describePosition(p) : '(no position)'} ${String(id)}`;
}

/** What a walk keeps of an event: its identity, not its body, so that long walks stay small in memory. */
export interface Seen {
  readonly id: string;
  /** False for an item without a readable position (which d-item-parts reports). */
  readonly positioned: boolean;
}

export interface Walk {
  readonly items: Seen[];
  /** The pages' exchanges; all but the last without their bodies, which the items already hold. */
  readonly exchanges: Exchange[];
  /** False when the walk stopped at maxPages without reaching an empty page. */
  readonly ended: boolean;
  /** Set when a page had no position to continue from, or answered other than 200. */
  readonly broken?: Exchange;
}

/**
 * Walks the history from the start, following the cursor of each page's last item. It needs only a way to send
 * (a CheckContext is one), so that this module does not depend on check.ts, which depends on it.
 */
export async function walk(
  ctx: { readonly send: Send; readonly urls: TargetUrls },
  pageSize: number,
  maxPages: number,
): Promise<Walk> {
  const items: Seen[] = [];
  const exchanges: Exchange[] = [];
  let after: ReturnType<typeof cursorOf> | undefined;
  for (let page = 0; page < maxPages; page++) {
    const previous = exchanges.at(-1);
    if (previous) exchanges[exchanges.length - 1] = { ...previous, text: '', json: undefined };
    const exchange = await ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, ...(after ? { after } : {}) }));
    exchanges.push(exchange);
    if (exchange.status !== 200) return { items, exchanges, ended: false, broken: exchange };
    const events = eventsOf(exchange);
    if (events.length === 0) return { items, exchanges, ended: true };
    for (const event of events) items.push({ id: identityOf(event), positioned: positionOf(event) !== null });
    const lastItem = events.at(-1);
    const last = lastItem ? positionOf(lastItem) : null;
    if (!last) return { items, exchanges, ended: false, broken: exchange };
    after = cursorOf(last);
  }
  return { items, exchanges, ended: false };
}
