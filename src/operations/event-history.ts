import type { EventHistoryRequest } from '../../common/schemas/types.js';
import type { Ledger } from '../ledger/ledger.js';
import { parseInstant } from '../ledger/time.js';
import { preview } from '../../common/schemas/registry.js';
import { unkept, type HistoryPage, type PageStore } from './page-store.js';
import { parseBody, refused, type Parsed, type Reply } from './reply.js';

/**
 * The page of the event history a request of operation D means (docs/api.md section 4.D): ascending by
 * (migration id, record time), after an exclusive cursor compared as an instant. `daml_value_encoding` is the name real deployments use for
 * `ledger_value_encoding` (docs/deployments.md, DamlValueEncoding); both are accepted, and must agree when both
 * are given.
 */
export function historyPage(ledger: Ledger, body: unknown): Parsed<HistoryPage> {
  const parsed = parseBody<EventHistoryRequest>('event-history-request', body);
  if (!parsed.ok) return parsed;
  const request = parsed.value;
  const { ledger_value_encoding: specName, daml_value_encoding: upstreamName } = request;
  if (specName !== undefined && upstreamName !== undefined && specName !== upstreamName) {
    return refused(
      400,
      `ledger_value_encoding and daml_value_encoding must agree when both are given, got "${specName}" and "${upstreamName}"`,
    );
  }
  const encoding = specName ?? upstreamName ?? 'compact_json';
  let start = 0;
  if (request.after) {
    const { after_migration_id: migrationId, after_record_time: recordTime } = request.after;
    const instant = parseInstant(recordTime);
    if (instant === null) {
      return refused(
        400,
        `after.after_record_time must be an RFC 3339 timestamp such as 2024-09-20T13:31:28.405180Z, got ${preview(recordTime)}`,
      );
    }
    start = ledger.timeline.firstAfter(migrationId, instant);
  }
  const end = Math.min(ledger.timeline.total, start + request.page_size);
  return { ok: true, value: { start, end, encoding } };
}

/** Operation D's answer: the page the request means, as `pages` serves it (written anew each time by default). */
export function eventHistory(ledger: Ledger, body: unknown, pages: PageStore = unkept): Reply {
  const page = historyPage(ledger, body);
  return page.ok ? pages.serve(ledger, page.value) : page.reply;
}
