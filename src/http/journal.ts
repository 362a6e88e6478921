import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  checkedFilter,
  DEFAULT_JOURNAL_BYTES,
  DEFAULT_JOURNAL_SIZE,
  filtering,
  isUnjournaled,
  JOURNAL_BODY_BYTES,
  JournalError,
  MAX_JOURNAL_MB,
  MAX_JOURNAL_SIZE,
  type JournalEntry,
  type JournalFilter,
  type JournalReader,
} from '../app/journal-view.js';
import { maskBody, maskHeaders, maskQuery } from '../app/credentials.js';
import type { Injected } from '../app/inject-rules.js';
import { isViewRequest } from '../app/client.js';
import { headerValue, type AppReply, type AppRequest, type Headers } from '../app/request.js';
import { match, routesFor, type Prefixes, type Route } from '../app/routes.js';
import { bodyBytesSent } from './injected-write.js';

/**
 * The request journal (docs/journal.md): the latest requests, each a small record, in a ring of a fixed number of
 * slots and within a budget of bytes, so that a server that answers for days holds no more than it did after its
 * first thousand requests, however large their headers. A record is made once the edge has written the app's answer
 * (docs/journal.md, what it keeps). Credentials are masked in whatever it gives out; it keeps the headers as node
 * read them, for the few requests it holds, so that a request costs little more than a slot.
 */

/**
 * What a record holds besides the text of its strings: the record itself, its headers' object and each string's
 * own head, measured (docs/journal.md, what it keeps). Each header's name and value are a slot of that object and
 * two strings; each string's text is one byte a character (node reads a request's head as Latin-1), two for a body
 * that is not ASCII.
 */
const RECORD_BYTES = 256;
const FIELD_BYTES = 96;

/** The bytes a record holds: its fixed part, its target, its headers, its body's text. */
export function bytesHeld(target: string, headers: Headers, body: string, oneByte: boolean): number {
  let bytes = RECORD_BYTES + target.length + body.length * (oneByte ? 1 : 2);
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') bytes += FIELD_BYTES + name.length + value.length;
    else if (value !== undefined) for (const one of value) bytes += FIELD_BYTES + name.length + one.length;
  }
  return bytes;
}

/**
 * A record as kept: what the request brought, as node gave it, and what its answer did. Everything a reader sees is
 * made from it when read (masked, split, matched to its operation), so that a request pays for a few fields only.
 */
class Kept {
  status: number | null = null;
  bytes = 0;
  durationMs: number | null = null;
  /** Its answer has ended: what it says no longer changes. */
  final = false;
  constructor(
    readonly id: number,
    /** Its arrival, epoch milliseconds. */
    readonly at: number,
    readonly method: string,
    /** The request target in origin form (an absolute-form one's path and query). */
    readonly target: string,
    readonly headers: Headers,
    /** The body read, its first 4 KiB at most, as text; '' when it was refused unread. */
    readonly body: string,
    readonly bodyBytes: number | null,
    readonly injected: Injected | undefined,
    /** The client's address, as rules read it (`clientOf`). */
    readonly client: string | null,
    /** The bytes it holds (`bytesHeld`), counted against the journal's budget. */
    readonly held: number,
  ) {}
}

const utf8 = new TextDecoder();

/** The body's length as the edge declared it. */
const declaredLength = (res: ServerResponse): number => Number(res.getHeader('content-length') ?? 0);

/** Fills in what the answer did, once: its status, the `bytes` of its body that went out, its time. */
function finish(kept: Kept, res: ServerResponse, arrived: number, bytes: number): void {
  if (kept.final) return;
  kept.status = res.headersSent ? res.statusCode : null;
  kept.bytes = bytes;
  kept.durationMs = Math.round((performance.now() - arrived) * 1000) / 1000;
  kept.final = true;
}

/** When a request arrived: `performance.now()` for its duration, and the wall clock's epoch milliseconds. */
export interface Arrival {
  readonly arrived: number;
  readonly at: number;
}

export class RequestJournal implements JournalReader {
  private readonly ring: (Kept | undefined)[];
  /** Requests recorded ever: the last one's number. */
  private count = 0;
  /** The number of the oldest record kept; past `count` when none is. */
  private first = 1;
  /** The bytes the records kept hold (`bytesHeld`), at most `maxBytes`. */
  private held = 0;
  private readonly routes: readonly Route[];
  /** Readers waiting for entries to be final (`whenFinal`): each says whether it is done. */
  private readonly waiting = new Set<() => boolean>();

  /**
   * @param size the most records it keeps
   * @param maxBytes the most bytes they may hold together; past it the oldest go (the latest always stays)
   */
  constructor(
    readonly size: number,
    prefixes: Prefixes,
    readonly maxBytes: number = DEFAULT_JOURNAL_BYTES,
  ) {
    this.ring = new Array<Kept | undefined>(size).fill(undefined);
    this.routes = routesFor(prefixes);
  }

  /** The bytes the records kept hold, by the journal's own count. */
  get bytes(): number {
    return this.held;
  }

  /**
   * Records a request the app has answered with `reply`, once the edge has written it: the status and the body's
   * bytes sent, its arrival `at` (the wall clock's, taken once when it came in, so that `since` is exact) and the
   * time from `arrived` (performance.now() then). A plain answer is with node when
   * this is called, so its record is finished here; an injected one may still be going out (a delay, a slow body, a
   * reset to come), and its record is finished when the response closes. A listener per request would cost a
   * plain answer about 8% of its server time (`npm run bench`, row J4).
   */
  record(
    req: IncomingMessage,
    res: ServerResponse,
    request: AppRequest,
    reply: AppReply,
    { arrived, at }: Arrival,
  ): void {
    const { target, body } = request;
    // Both paths that are not kept start with `/_`; the API's paths do not.
    if (target.startsWith('/_') && isUnjournaled(target.split('?', 1)[0] ?? target)) return;
    // Nor the browser view's own requests, wherever they go (docs/journal.md, what it keeps).
    if (isViewRequest(req.headers)) return;
    const read = 'bytes' in body ? body.bytes : null;
    const start = read === null ? null : read.subarray(0, JOURNAL_BODY_BYTES);
    // As text at once: a string is one small object of the heap, where a copy of the bytes (a view would hold a
    // pooled slab whole) is an ArrayBuffer with memory outside it, dearer to collect once the ring lets it go.
    const text = start === null ? '' : utf8.decode(start);
    const id = ++this.count;
    const kept = new Kept(
      id,
      at,
      req.method ?? 'GET',
      target,
      req.headers,
      text,
      read !== null ? read.length : 'tooLarge' in body && body.tooLarge !== 'streamed' ? body.tooLarge : null,
      reply.injected,
      request.client ?? null,
      // As many characters as bytes: ASCII, a string of one byte a character.
      bytesHeld(target, req.headers, text, text.length === (start?.length ?? 0)),
    );
    this.held += kept.held;
    // Room for it: a slot of the ring, and its bytes within the budget; the newest record always stays.
    while (this.first < id && (id - this.first >= this.size || this.held > this.maxBytes)) this.evictOldest();
    this.ring[(id - 1) % this.size] = kept;
    // An injected writer counts what it sent; a rule that only chose the status was written plainly.
    if (reply.injected) {
      res.once('close', () => {
        finish(kept, res, arrived, bodyBytesSent(res) ?? (res.writableFinished ? declaredLength(res) : 0));
        this.settle();
      });
    } else finish(kept, res, arrived, res.destroyed ? 0 : declaredLength(res));
  }

  whenFinal(filter: JournalFilter = {}): Promise<JournalEntry[]> {
    const checked = checkedFilter(filter);
    const upTo = this.count;
    return new Promise((resolve) => {
      const done = (): boolean => {
        const found = this.entries(checked).filter((e) => e.id <= upTo);
        if (found.some((e) => !e.final)) return false;
        resolve(found);
        return true;
      };
      if (!done()) this.waiting.add(done);
    });
  }

  /** Tells the readers waiting for final entries that one may be. */
  private settle(): void {
    for (const done of this.waiting) if (done()) this.waiting.delete(done);
  }

  /** Drops the oldest record kept. */
  private evictOldest(): void {
    const slot = (this.first - 1) % this.size;
    this.held -= this.ring[slot]?.held ?? 0;
    this.ring[slot] = undefined;
    this.first++;
  }

  entries(filter: JournalFilter = {}): JournalEntry[] {
    return [...this.scan(filter, 0)];
  }

  *scan(filter: JournalFilter, after: number): Generator<JournalEntry, void, undefined> {
    const passes = filtering(checkedFilter(filter));
    for (let id = Math.max(this.first, after + 1); id <= this.count; id++) {
      const kept = this.ring[(id - 1) % this.size];
      if (kept === undefined) continue;
      const entry = this.entryOf(kept);
      if (passes(entry, kept.at)) yield entry;
    }
  }

  *scanNewest(filter: JournalFilter): Generator<JournalEntry, void, undefined> {
    const passes = filtering(checkedFilter(filter));
    for (let id = this.count; id >= this.first; id--) {
      const kept = this.ring[(id - 1) % this.size];
      if (kept === undefined) continue;
      const entry = this.entryOf(kept);
      if (passes(entry, kept.at)) yield entry;
    }
  }

  clear(): number {
    const cleared = this.count - this.first + 1;
    this.first = this.count + 1;
    this.held = 0;
    this.ring.fill(undefined);
    this.settle();
    return cleared;
  }

  /** An entry as readers see it (docs/journal.md, masking): credentials masked, the rest as sent. */
  private entryOf(kept: Kept): JournalEntry {
    const at = kept.target.indexOf('?');
    const path = at < 0 ? kept.target : kept.target.slice(0, at);
    const found = match(this.routes, kept.method, path);
    return {
      id: kept.id,
      time: new Date(kept.at).toISOString(),
      method: kept.method,
      path,
      query: at < 0 ? '' : maskQuery(kept.target.slice(at + 1)),
      headers: maskHeaders(kept.headers),
      body: maskBody(kept.body, headerValue(kept.headers, 'content-type')),
      bodyBytes: kept.bodyBytes,
      status: kept.status,
      bytes: kept.bytes,
      durationMs: kept.durationMs,
      final: kept.final,
      client: kept.client,
      operation: found.kind === 'found' ? found.route.operation : null,
      rule: kept.injected ? { id: kept.injected.id, rule: kept.injected.rule } : null,
    };
  }
}

/**
 * The journal of `journalSize` requests (default 1000) within `journalMb` MiB (default 32), or none for a size of
 * 0; a value out of range throws.
 */
export function journalOf(
  size: number | undefined,
  mb: number | undefined,
  prefixes: Prefixes,
): RequestJournal | undefined {
  const slots = size ?? DEFAULT_JOURNAL_SIZE;
  if (!Number.isInteger(slots) || slots < 0 || slots > MAX_JOURNAL_SIZE) {
    throw new JournalError(`journalSize must be an integer from 0 to ${MAX_JOURNAL_SIZE}, got ${String(size)}`);
  }
  const budget = mb ?? DEFAULT_JOURNAL_BYTES / 2 ** 20;
  if (!Number.isInteger(budget) || budget < 1 || budget > MAX_JOURNAL_MB) {
    throw new JournalError(`journalMb must be an integer from 1 to ${MAX_JOURNAL_MB}, got ${String(mb)}`);
  }
  return slots === 0 ? undefined : new RequestJournal(slots, prefixes, budget * 2 ** 20);
}
