import { serialize } from '../encoding/json.js';
import type { ValueEncoding } from '../encoding/ledger-values.js';
import { PageWriter } from '../encoding/page-writer.js';
import type { Ledger } from '../ledger/ledger.js';
import { ByteCache, PAGE_FILL } from './byte-cache.js';
import { writeItems, type PageBuilder } from './page-build.js';
import { PageLease } from './page-lease.js';
import { okBytes, type Reply } from './reply.js';

/** A page of the history as operation D means it: the items [start, end), in one encoding. */
export interface HistoryPage {
  readonly start: number;
  readonly end: number;
  readonly encoding: ValueEncoding;
}

/** Requests whose key is longer than this are answered anew each time: a key must stay small next to what it keeps. */
const MAX_KEY_LENGTH = 4096;

const utf8 = new TextEncoder();

/**
 * Where served answers come from: it renders the pages of D (on this thread, or this one and a page thread), keeps
 * them and the answers of the other operations in a cache bounded by bytes, and alone knows how long the bytes it
 * hands out live. A page in a buffer of its cache goes out as a PageLease (page-lease.ts), which writes itself on
 * the responses that send it and gives the buffer back once they have all closed; until then no other page is
 * written into it, and a lease never written never gives it back (docs/style.md, page buffers). So no one who
 * passes a reply on, replaces it or drops it (an app's wrapper, a fault, a rule of faults on demand, the HTTP edge)
 * has anything to call. Nothing else in the simulator takes, lends or gives back a buffer.
 */
export class PageStore {
  private readonly cache: ByteCache | null;

  /**
   * @param capacity bytes to keep, spare buffers included; 0 keeps nothing (each page is written anew)
   * @param builder what builds a page's items besides this thread; none by default
   */
  constructor(
    capacity: number,
    private readonly builder: PageBuilder | null = null,
  ) {
    this.cache = capacity > 0 ? new ByteCache(capacity) : null;
  }

  /** Bytes kept now, spare buffers included. */
  get size(): number {
    return this.cache?.size ?? 0;
  }

  /** The page as a 200 of D: `{"events":[...]}`, the bytes it was when served before. */
  serve(ledger: Ledger, page: HistoryPage): Reply {
    const { cache } = this;
    // Items never change once in the history, so the bytes of [start, end) never do: a live ledger's reset starts a
    // new epoch.
    const key = `${ledger.epoch ?? 0} ${page.encoding} ${page.start} ${page.end}`;
    const kept = cache?.get(key);
    if (cache && kept) return okBytes(new PageLease(kept, cache.lend(kept)));
    // With a cache, the page is written straight into a buffer of the cache's, which then holds it without a copy;
    // a page much smaller than that is copied out to one of its size.
    const room = cache?.takePage();
    const writer = room ? new PageWriter(room.length, room) : new PageWriter();
    writer.write('{"events":[');
    if (this.builder) this.builder.writeItems(writer, ledger, page.start, page.end, page.encoding);
    else writeItems(writer, ledger, page.start, page.end, page.encoding);
    writer.write(']}');
    if (!cache || !room) return okBytes(writer.bytes());
    let bytes = writer.inPlace(PAGE_FILL);
    if (bytes === null) {
      bytes = writer.bytes((length) => cache.take(length));
      cache.release(room);
    }
    cache.pageWritten(bytes.length);
    cache.set(key, bytes);
    return okBytes(new PageLease(bytes, cache.lend(bytes)));
  }

  /**
   * A 200 of an operation other than D, kept from when the same request (`key`) was answered before. Only for a
   * ledger that stands still (no epoch): there, an answer is a function of the request alone; a live ledger's
   * allocations and entries move. Anything but a plain 200 is answered anew each time.
   */
  remembered(ledger: Ledger, key: () => string | null, answer: () => Reply): Reply {
    const { cache } = this;
    if (!cache || ledger.epoch !== undefined) return answer();
    const name = key();
    if (name === null || name.length > MAX_KEY_LENGTH) return answer();
    const kept = cache.get(name);
    if (kept) return okBytes(kept);
    const reply = answer();
    if (reply.status !== 200 || reply.text !== undefined || reply.contentType !== undefined) return reply;
    const bytes = utf8.encode(serialize(reply.body));
    cache.set(name, bytes);
    return okBytes(bytes);
  }
}

/** A store that keeps nothing: each page written anew on this thread. */
export const unkept = new PageStore(0);
