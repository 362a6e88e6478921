/**
 * One request of the serving goals' measurements, and one page of D timed from request to last byte: goals 1 and 3
 * (bench/against-bare.ts) post their requests with `post`; the walk of goals 2 and 5 (bench/large-walk.ts) and the
 * pages of goal 4 (bench/scale.ts) read D with `page`.
 */
import type { Agent } from 'node:http';
import { readPage, type Cursor } from './history.js';
import { fetchReply, type Target } from './load.js';

export const post = (base: string, path: string, body: unknown): Target => ({
  method: 'POST',
  url: `${base}${path}`,
  body: JSON.stringify(body),
});

/** A page of D after `cursor` (from the start when null), timed from request to last byte. */
export async function page(
  base: string,
  agent: Agent,
  cursor: Cursor | null,
  size: number,
  encoding: 'compact_json' | 'protobuf_json' = 'compact_json',
): Promise<{ ms: number; bytes: number; items: number; next: Cursor | null }> {
  const reply = await fetchReply(
    post(base, '/api/scan/v0/events', {
      page_size: size,
      ...(encoding === 'compact_json' ? {} : { ledger_value_encoding: encoding }),
      ...(cursor ? { after: cursor } : {}),
    }),
    agent,
  );
  if (reply.status !== 200) {
    throw new Error(
      `D after ${JSON.stringify(cursor)} answered ${reply.status}: ${reply.body.toString().slice(0, 200)}`,
    );
  }
  return { ms: reply.ms, bytes: reply.body.length, ...readPage(reply.body, size) };
}
