import type { Ledger } from '../src/ledger/ledger.js';
import { eventHistory } from '../src/operations/event-history.js';

export interface EventItem {
  readonly update?: Record<string, unknown> | null;
  readonly verdict?: Record<string, unknown> | null;
  readonly traffic_summary?: { envelope_traffic_summaries: { view_ids: number[] }[] } | null;
  readonly app_activity_records?: unknown;
}

/**
 * The (migration id, record time) of an item, as a client takes the next cursor from it (docs/deployments.md,
 * operation D (next cursor)).
 */
export function positionOf(item: EventItem): { migrationId: number; recordTime: string } {
  const update = item.update;
  if (update) {
    const event = update['event'] as { migration_id: number } | undefined;
    const migrationId = event ? event.migration_id : (update['migration_id'] as number);
    return { migrationId, recordTime: update['record_time'] as string };
  }
  const verdict = item.verdict as { migration_id: number; record_time: string };
  return { migrationId: verdict.migration_id, recordTime: verdict.record_time };
}

/** Walks a ledger's whole history through operation D, page by page, following the cursor. */
export function walk(
  ledger: Ledger,
  pageSize: number,
  encoding: 'compact_json' | 'protobuf_json' = 'compact_json',
): EventItem[] {
  const items: EventItem[] = [];
  let after: { after_migration_id: number; after_record_time: string } | undefined;
  for (;;) {
    const reply = eventHistory(ledger, {
      page_size: pageSize,
      ledger_value_encoding: encoding,
      ...(after ? { after } : {}),
    });
    if (reply.status !== 200) throw new Error(`walk: ${JSON.stringify(reply.body)}`);
    const page = (reply.body as { events: EventItem[] }).events;
    if (page.length === 0) return items;
    items.push(...page);
    const last = positionOf(page[page.length - 1] as EventItem);
    after = { after_migration_id: last.migrationId, after_record_time: last.recordTime };
  }
}

/**
 * Walks a server's whole history over HTTP, `scan` being its scan URL: each page's text as served, in an encoding,
 * following the cursor of each page's last item.
 */
export async function servedPages(scan: string, encoding = 'compact_json', pageSize = 1000): Promise<string[]> {
  const texts: string[] = [];
  let after: { after_migration_id: number; after_record_time: string } | undefined;
  for (;;) {
    const res = await fetch(`${scan}/v0/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page_size: pageSize, ledger_value_encoding: encoding, ...(after ? { after } : {}) }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`servedPages: ${res.status} ${text}`);
    texts.push(text);
    const last = (JSON.parse(text) as { events: EventItem[] }).events.at(-1);
    if (!last) return texts;
    const at = positionOf(last);
    after = { after_migration_id: at.migrationId, after_record_time: at.recordTime };
  }
}
