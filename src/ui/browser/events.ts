import { config } from './page-config.js';
import type { Cursor } from './items.js';
import { read } from './read.js';
import type { Item } from './shapes.js';

/** Reads of operation D this page made: what mapping the history cost. */
let eventReads = 0;
export const readsOfD = (): number => eventReads;

/** The body of a read of D (docs/api.md section 4.D). */
interface EventsRequest {
  page_size: number;
  after?: { after_migration_id: number | null; after_record_time: string };
  ledger_value_encoding?: string;
}

/** A page of operation D: the items after the cursor (or from the start), or an Error that says why not. */
export async function readEvents(after: Cursor | null, size: number, encoding?: string): Promise<Item[]> {
  const body: EventsRequest = { page_size: size };
  if (after) body.after = { after_migration_id: after.m, after_record_time: after.t };
  if (encoding && encoding !== 'compact_json') body.ledger_value_encoding = encoding;
  eventReads += 1;
  const answer = await read('POST', config.paths.D, body);
  if (!answer.ok) throw new Error(`operation D answered ${answer.status}: ${answer.error}`);
  return (answer.json as { events: Item[] }).events;
}
