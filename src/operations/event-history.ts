import type { EventHistoryRequest } from '../schemas/types.js';
import { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';
import { parseInstant } from '../ledger/time.js';
import { preview } from '../schemas/registry.js';
import { PAGE_FILL, type ByteCache } from './byte-cache.js';
import { writeItems, type PageBuilder } from './page-build.js';
import { failure, okBytes, parseBody, type Reply } from './reply.js';

/**
 * Operation D, a page of the event history (docs/api.md section 4.D): ascending by (migration id, record time), after
 * an exclusive cursor compared as an instant. `daml_value_encoding` is the name real deployments use for
 * `ledger_value_encoding` (docs/deployments.md, DamlValueEncoding); both are accepted, and must agree when both
 * are given.
 */
export function eventHistory(
  ledger: Ledger,
  body: unknown,
  cache?: ByteCache | null,
  thread?: PageBuilder | null,
): Reply {
  const parsed = parseBody<EventHistoryRequest>('event-history-request', body);
  if (!parsed.ok) return parsed.reply;
  const request = parsed.value;
  const { ledger_value_encoding: specName, daml_value_encoding: upstreamName } = request;
  if (specName !== undefined && upstreamName !== undefined && specName !== upstreamName) {
    return failure(
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
      return failure(
        400,
        `after.after_record_time must be an RFC 3339 timestamp such as 2024-09-20T13:31:28.405180Z, got ${preview(recordTime)}`,
      );
    }
    start = ledger.timeline.firstAfter(migrationId, instant);
  }
  const end = Math.min(ledger.timeline.total, start + request.page_size);
  // Items never change once in the history, so the bytes of [start, end) never do: a live ledger's reset starts a
  // new epoch.
  const key = `${ledger.epoch ?? 0} ${encoding} ${start} ${end}`;
  const cached = cache?.get(key);
  if (cached) return okBytes(cached, cache?.lend(cached));
  // With a cache, the page is written straight into a buffer of the cache's, which then holds it without a copy;
  // a page much smaller than that is copied out to one of its size.
  const room = cache?.takePage();
  const page = room ? new PageWriter(room.length, room) : new PageWriter();
  page.write('{"events":[');
  if (thread) thread.writeItems(page, ledger, start, end, encoding);
  else writeItems(page, ledger, start, end, encoding);
  page.write(']}');
  if (!cache || !room) return okBytes(page.bytes());
  let bytes = page.inPlace(PAGE_FILL);
  if (bytes === null) {
    bytes = page.bytes((length) => cache.take(length));
    cache.release(room);
  }
  cache.pageWritten(bytes.length);
  cache.set(key, bytes);
  return okBytes(bytes, cache.lend(bytes));
}
