import type { Item, TreeEvent } from './shapes.js';
import { micros } from './times.js';
import { short, template } from './words.js';

/** An item of operation D as the page reads it: where it stands, its id, its kind and what it does. */

/** Where an item stands, as a cursor names it (docs/api.md section 6), and its record time in microseconds. */
export interface Place {
  readonly m: number | null;
  readonly t: string;
  readonly us: number;
}

/** A cursor of operation D: after the item of migration m at record time t. */
export type Cursor = Pick<Place, 'm' | 't'>;

export function placeOf(item: Item): Place {
  const u = item.update;
  if (u) {
    const m = u.migration_id !== undefined ? u.migration_id : u.event ? (u.event.migration_id ?? null) : null;
    return { m, t: u.record_time, us: micros(u.record_time) };
  }
  const v = item.verdict || {};
  return { m: v.migration_id ?? null, t: v.record_time ?? '', us: micros(v.record_time) };
}

export const updateIdOf = (item: Item): string =>
  (item.update ? item.update.update_id : item.verdict ? item.verdict.update_id : '') ?? '';

export function kindOf(item: Item): string {
  const u = item.update;
  if (!u) return 'verdict only';
  if (u.event) return u.event.created_event ? 'assignment' : 'unassignment';
  return 'transaction';
}

/** What an item does, in one line: its root events, or where a reassignment goes. */
export function summaryOf(item: Item): string {
  const u = item.update;
  if (!u) {
    const result = String((item.verdict && item.verdict.verdict_result) || '');
    return `verdict ${result.replace('VERDICT_RESULT_', '').toLowerCase()}`;
  }
  if (u.event) return `${short(u.event.source_synchronizer)} to ${short(u.event.target_synchronizer)}`;
  const events = u.events_by_id || {};
  const roots = (u.root_event_ids || []).map((id) => events[id]).filter((ev): ev is TreeEvent => Boolean(ev));
  const name = (id: unknown): string => template(id).replace(/^.*:/, '');
  const words = roots
    .slice(0, 3)
    .map((ev) =>
      ev.event_type === 'exercised_event' ? `${name(ev.template_id)}.${ev.choice}` : `created ${name(ev.template_id)}`,
    );
  const more = roots.length > 3 ? ` and ${roots.length - 3} more` : '';
  return `${words.join(', ')}${more} (${Object.keys(events).length} events)`;
}

/** Which of its other parts an item has. */
export function partsOf(item: Item): string {
  const parts = [];
  if (item.verdict) parts.push('verdict');
  if (item.traffic_summary) parts.push('traffic');
  if (item.app_activity_records) parts.push('activity');
  return parts.join(', ') || 'none';
}
