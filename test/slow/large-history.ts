import { createHash } from 'node:crypto';
import type { Ledger } from '../../src/ledger/ledger.js';
import { eventHistory } from '../../src/operations/event-history.js';
import { serializedBody } from '../../src/operations/reply.js';

export type Encoding = 'compact_json' | 'protobuf_json';
const latin1 = new TextDecoder('latin1');

/**
 * The cursor after a page, from its last item, as a client takes it (docs/deployments.md, operation D (next
 * cursor)): the last record time and migration id in the page's text are its last item's (an update's or its
 * verdict's, the same position).
 */
function cursorAfter(bytes: Uint8Array): { after_migration_id: number; after_record_time: string } | null {
  const tail = latin1.decode(bytes.subarray(Math.max(0, bytes.length - 64 * 1024)));
  const time = tail.lastIndexOf('"record_time":"');
  const migration = tail.lastIndexOf('"migration_id":');
  if (time < 0 || migration < 0) return null;
  return {
    after_migration_id: Number(/^\d+/.exec(tail.slice(migration + 15))?.[0]),
    after_record_time: tail.slice(time + 15, tail.indexOf('"', time + 15)),
  };
}

/** SHA-256 of every page of the whole history at page_size 1000, as served, one after the other. */
export function historyHash(ledger: Ledger, encoding: Encoding): { hash: string; pages: number } {
  const hash = createHash('sha256');
  let after: ReturnType<typeof cursorAfter> = null;
  for (let pages = 1; ; pages++) {
    const reply = eventHistory(ledger, {
      page_size: 1000,
      ledger_value_encoding: encoding,
      ...(after ? { after } : {}),
    });
    // Written anew on each call (no page store given): bytes of its own, not a lent page.
    const bytes = serializedBody(reply);
    if (reply.status !== 200 || !(bytes instanceof Uint8Array)) throw new Error(`page ${pages}: ${reply.status}`);
    hash.update(bytes);
    after = cursorAfter(bytes);
    if (!after) return { hash: hash.digest('hex'), pages };
  }
}

// The large scenario's million items, both encodings: a minute each, too long for `npm test` and its two-minute
// budget, so they are a project of their own, `npm run test:slow`, one file per encoding so that both run at once
// (about 70 s). test/history-hash.test.ts pins default and minimal.
export const pinned: Record<Encoding, string> = {
  compact_json: 'cfaa0449f976c921603b41316390957e8919fe907226dd673713c79d7c692824',
  protobuf_json: '38fc1bf60d7bbbe0ca4d8dbf4e4184a2fdc8de48f90feefe807af2c9729ffb24',
};
