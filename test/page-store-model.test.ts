import { fc, test } from '@fast-check/vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, replyOf, type App } from '../src/app/app.js';
import { Injector } from '../src/app/injector.js';
import type { AppReply, AppRequest } from '../src/app/request.js';
import type { ValueEncoding } from '../src/encoding/ledger-values.js';
import { historyItemText } from '../src/encoding/item-text.js';
import { HeldAnswers } from '../src/http/held-answers.js';
import { writeInjected, type InjectedEdge } from '../src/http/injected-write.js';
import { writeReply } from '../src/http/write-reply.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { formatInstant } from '../src/ledger/time.js';
import { historyPage } from '../src/operations/event-history.js';
import { PageLease } from '../src/operations/page-lease.js';
import { PageStore, type HistoryPage } from '../src/operations/page-store.js';
import { failure, serializedBody } from '../src/operations/reply.js';
import { ledgerOf } from '../src/scenario-file.js';
import { WireResponse } from './wire-response.js';

// The page store lends the buffers of its cache (src/operations/page-lease.ts): no byte a response may still send
// is ever written over, whatever is done with the answer on its way (docs/style.md, page buffers). Two models, each
// checked after every step against pages written the plainest way: the store alone, its answers sent at once or
// slowly; and the app with rules of faults on demand and a planted wrapper, its answers written by the edge's own
// writers on responses whose sockets take bytes, or whose connections close, when the commands say. No socket, no
// clock (fake timers).

const utf8 = new TextEncoder();

let ledger: Ledger;
beforeAll(() => {
  ledger = ledgerOf('default');
});

/**
 * Room for a few pages of up to 10 items (about 6 KB each in the default scenario): a page over a quarter of it is
 * never kept, and pages begin in 64 KB buffers, so that pages are dropped and their buffers written into often.
 */
const CAPACITY = 256 * 1024;

const keyOf = (page: HistoryPage): string => `${page.encoding} ${page.start} ${page.end}`;

/** Pages rendered by the reference, across runs: the reference's own memo, not the store's. */
const renderings = new Map<string, Uint8Array>();

/** A page as the API defines it, written the plainest way: its items' texts joined, no buffer, no cache. */
const rendered = (page: HistoryPage): Uint8Array => {
  const known = renderings.get(keyOf(page));
  if (known) return known;
  const items: string[] = [];
  for (let i = page.start; i < page.end; i++) items.push(historyItemText(ledger.itemAt(i), page.encoding));
  const bytes = utf8.encode(`{"events":[${items.join(',')}]}`);
  renderings.set(keyOf(page), bytes);
  return bytes;
};

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** Pages asked for: a start, a size mostly small, sometimes past a quarter of the capacity, and an encoding. */
const pageAsked = fc.tuple(
  fc.nat(30),
  fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 4 },
    { arbitrary: fc.integer({ min: 13, max: 140 }), weight: 1 },
  ),
  fc.constantFrom<ValueEncoding>('compact_json', 'protobuf_json'),
);

/** Long runs: a page is written over only once the store has filled and dropped it while it is sent. */
const RUNS = { maxCommands: 60, size: 'max' } as const;

describe('the page store under interleaved readers', () => {
  /** A response still sending a page: its bytes must stay the page's until its socket has taken them. */
  interface Sending {
    readonly page: HistoryPage;
    readonly res: WireResponse;
    readonly expected: Uint8Array;
  }

  /**
   * The reference: a Map of rendered pages, most recently asked last, as many as fit the store's capacity. The store
   * may keep fewer (it counts whole buffers), never different bytes.
   */
  interface Model {
    readonly pages: Map<string, Uint8Array>;
    last: { readonly page: HistoryPage; readonly bytes: Uint8Array } | null;
  }

  interface Real {
    readonly store: PageStore;
    readonly sending: Sending[];
  }

  /** After each command: never over the cap, and no byte a socket may still read written over. */
  function holds(real: Real): void {
    expect(real.store.size).toBeLessThanOrEqual(CAPACITY);
    for (const { res, page } of real.sending) {
      for (const { view, copy } of res.inFlight) expect(same(view, copy), `${keyOf(page)} while sent`).toBe(true);
    }
  }

  /** Serves a page, checks it is the page, and writes it on a response whose socket takes it at once or later. */
  function serve(model: Model, real: Real, page: HistoryPage, slow: boolean): Uint8Array {
    const key = keyOf(page);
    const expected = model.pages.get(key) ?? rendered(page);
    model.pages.delete(key);
    model.pages.set(key, expected);
    let held = 0;
    for (const [k, bytes] of [...model.pages].reverse()) {
      held += bytes.length;
      if (held > CAPACITY) model.pages.delete(k);
    }
    const reply = real.store.serve(ledger, page);
    expect(reply.status).toBe(200);
    const body = serializedBody(reply);
    expect(body).toBeInstanceOf(PageLease);
    const res = new WireResponse();
    (body as PageLease).endOn(res);
    const bytes = res.inFlight[0]?.view as Uint8Array;
    expect(same(bytes, expected), `${key} as served`).toBe(true);
    if (slow) real.sending.push({ page, res, expected });
    else res.drain();
    model.last = { page, bytes };
    holds(real);
    return bytes;
  }

  /** A page asked for: its bytes, whether fresh or kept. */
  class Ask implements fc.Command<Model, Real> {
    constructor(
      readonly start: number,
      readonly size: number,
      readonly encoding: ValueEncoding,
      readonly slow: boolean,
    ) {}
    check = (): boolean => true;
    run(model: Model, real: Real): void {
      const start = Math.min(this.start, ledger.timeline.total);
      const page = { start, end: Math.min(ledger.timeline.total, start + this.size), encoding: this.encoding };
      serve(model, real, page, this.slow);
    }
    toString = (): string => `ask(${this.start}+${this.size} ${this.encoding}${this.slow ? ', slow' : ''})`;
  }

  /** The last page asked for again: a page small enough to keep comes from the store, the same bytes in place. */
  class Again implements fc.Command<Model, Real> {
    constructor(readonly slow: boolean) {}
    check = (model: Model): boolean => model.last !== null;
    run(model: Model, real: Real): void {
      const last = model.last as NonNullable<Model['last']>;
      const bytes = serve(model, real, last.page, this.slow);
      if (last.bytes.length <= CAPACITY / 8) {
        expect(bytes.buffer === last.bytes.buffer && bytes.byteOffset === last.bytes.byteOffset, 'kept').toBe(true);
      }
    }
    toString = (): string => `again(${this.slow ? 'slow' : ''})`;
  }

  /** A slow response finishes, or its connection closes before it has. */
  class Finish implements fc.Command<Model, Real> {
    constructor(
      readonly n: number,
      readonly aborted: boolean,
    ) {}
    check = (): boolean => true;
    run(_model: Model, real: Real): void {
      if (real.sending.length === 0) return;
      const [finished] = real.sending.splice(this.n % real.sending.length, 1);
      if (this.aborted) finished?.res.abort();
      else finished?.res.drain();
      holds(real);
    }
    toString = (): string => `${this.aborted ? 'abort' : 'finish'}(${this.n})`;
  }

  test.prop(
    [
      fc.commands(
        [
          fc
            .tuple(pageAsked, fc.boolean())
            .map(([[start, size, encoding], slow]) => new Ask(start, size, encoding, slow)),
          fc.boolean().map((slow) => new Again(slow)),
          fc.tuple(fc.nat(), fc.boolean()).map(([n, aborted]) => new Finish(n, aborted)),
        ],
        RUNS,
      ),
    ],
    { numRuns: 50 },
  )(
    "should serve each page's own bytes, keep what it can under its cap, and never write over a page being sent",
    (cmds) => {
      fc.modelRun(
        () => ({ model: { pages: new Map(), last: null }, real: { store: new PageStore(CAPACITY), sending: [] } }),
        cmds,
      );
    },
  );
});

describe('a lent page', () => {
  it('should refuse to be written again once its buffer went back, rather than send the page written there since', () => {
    const store = new PageStore(CAPACITY);
    const lent = (start: number): PageLease =>
      serializedBody(store.serve(ledger, { start, end: start + 10, encoding: 'compact_json' })) as PageLease;
    const sent = (lease: PageLease): WireResponse => {
      const res = new WireResponse();
      lease.endOn(res);
      res.drain();
      return res;
    };
    const first = lent(0);
    const bytes = sent(first).body();
    // Pages enough to drop the first from the cache and write the next ones into its buffer.
    for (let start = 10; start < 200; start += 10) sent(lent(start));
    expect(() => first.endOn(new WireResponse())).toThrow(/after its buffer went back/);
    expect(() => first.text()).toThrow(/after its buffer went back/);
    expect(same(bytes, rendered({ start: 0, end: 10, encoding: 'compact_json' }))).toBe(true);
  });

  it('should give its buffer back only once every response it was written on has closed', () => {
    const givenBack = vi.fn();
    const lease = new PageLease(utf8.encode('{"events":[]}'), givenBack);
    const [slow, quick] = [new WireResponse(), new WireResponse()];
    lease.writeOn(slow, 0, 5, () => undefined);
    lease.writeOn(slow, 5, 10, () => undefined);
    lease.endOn(quick);
    quick.drain();
    expect(givenBack).not.toHaveBeenCalled();
    slow.drain();
    expect(givenBack).not.toHaveBeenCalled();
    slow.abort();
    expect(givenBack).toHaveBeenCalledTimes(1);
    expect(Buffer.from(slow.body()).toString()).toBe('{"events":');
  });
});

describe('pages lent through rules of faults on demand, aborted connections and a wrapper that replaces answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * What a rule does to the next request of D (docs/inject.md): a status in place of the answer (made first and
   * dropped, with `status=`), the answer late (made after the wait, or held through it), trickled, cut short, or no
   * answer at all.
   */
  const RULES = [
    'D: 503 next 1',
    'D status=200: 503 next 1',
    'D: delay 300ms next 1',
    'D status=200: delay 300ms next 1',
    'D: slow 20000 next 1',
    'D: truncate next 1',
    'D status=200: truncate after=1 next 1',
    'D: empty next 1',
    'D status=200: reset next 1',
  ] as const;

  /**
   * What a planted wrapper of the app does with the answer (src/app/app.ts, App): passes it on (and keeps it); drops
   * it and answers another page in its place; or drops it and answers one it passed on before, a stale answer whose
   * page may have been sent, its buffer given back and another page written into it meanwhile.
   */
  type Wrapping =
    | { readonly kind: 'pass' }
    | { readonly kind: 'replace'; readonly other: [number, number, ValueEncoding] }
    | { readonly kind: 'stale'; readonly pick: number };

  const wrapping: fc.Arbitrary<Wrapping> = fc.oneof(
    { arbitrary: fc.constant({ kind: 'pass' } as const), weight: 2 },
    pageAsked.map((other) => ({ kind: 'replace', other }) as const),
    fc.nat().map((pick) => ({ kind: 'stale', pick }) as const),
  );

  /** A response the edge wrote an answer on, and the page that answer is, as rendered the plainest way. */
  interface Written {
    readonly res: WireResponse;
    readonly expected: Uint8Array;
    readonly what: string;
    /** The chunks written so far that were found to be the page's, and their bytes: a chunk once written stays. */
    checked: number;
    offset: number;
  }

  interface Real {
    readonly app: App;
    readonly injector: Injector;
    readonly edge: InjectedEdge;
    /** The page each answer the app made is, by the request it answered. */
    readonly pages: WeakMap<AppReply, Uint8Array>;
    /** The answers the wrapper passed on. */
    readonly kept: AppReply[];
    readonly written: Written[];
  }

  /** A request of D for `size` items after the `start`-th, in an encoding, and the page it means. */
  function requestOf(start: number, size: number, encoding: ValueEncoding): { request: AppRequest; page: Uint8Array } {
    const at = Math.min(start, ledger.timeline.total - 1);
    const slot = ledger.timeline.slot(at);
    const body = {
      page_size: Math.max(1, size),
      ledger_value_encoding: encoding,
      ...(start > 0
        ? { after: { after_migration_id: slot.migrationId, after_record_time: formatInstant(slot.recordTime) } }
        : {}),
    };
    const page = historyPage(ledger, body);
    if (!page.ok) throw new Error(`the model asked a page that is none: ${JSON.stringify(body)}`);
    const request: AppRequest = {
      method: 'POST',
      target: '/api/scan/v0/events',
      headers: { host: '127.0.0.1', 'content-type': 'application/json' },
      body: { bytes: utf8.encode(JSON.stringify(body)) },
    };
    return { request, page: rendered(page.value) };
  }

  /**
   * After each command: no view a socket may still read has changed, and every byte of a 200 written on a response
   * is its page's, all of them once it has finished.
   */
  function holds(real: Real): void {
    for (const written of real.written) {
      const { res, expected, what } = written;
      for (const { view, copy } of res.inFlight)
        expect(same(view, copy), `${what}: a byte in flight written over`).toBe(true);
      if (res.statusCode !== 200) continue;
      for (; written.checked < res.written.length; written.checked++) {
        const chunk = res.written[written.checked] as Uint8Array;
        const page = expected.subarray(written.offset, written.offset + chunk.length);
        expect(same(chunk, page), `${what}: bytes not its page's`).toBe(true);
        written.offset += chunk.length;
      }
      if (res.finished) expect(written.offset, `${what}: finished short`).toBe(expected.length);
    }
  }

  /** The edge's writers, as src/http/server.ts hands them a reply: a lent page spent already is refused. */
  function writeOn(real: Real, res: WireResponse, reply: AppReply): void {
    try {
      if (reply.injected) writeInjected(res.asServerResponse, reply, real.edge);
      else writeReply(res.asServerResponse, reply);
    } catch (error) {
      // The server's handler ends the connection of an answer it could not write.
      expect(String(error)).toMatch(/after its buffer went back/);
      res.destroy();
    }
  }

  class Ask implements fc.Command<object, Real> {
    constructor(
      readonly asked: [number, number, ValueEncoding],
      readonly rule: (typeof RULES)[number] | null,
      readonly wrapping: Wrapping,
    ) {}
    check = (): boolean => true;
    run(_model: object, real: Real): void {
      if (this.rule) real.injector.add(this.rule);
      const { request, page } = requestOf(...this.asked);
      const made = real.app(request);
      real.pages.set(made, page);
      const reply = this.wrapped(real, made);
      const res = new WireResponse();
      const expected = real.pages.get(reply) as Uint8Array;
      real.written.push({ res, expected, what: this.toString(), checked: 0, offset: 0 });
      writeOn(real, res, reply);
      holds(real);
    }
    /** What the wrapper answers in place of `made`. */
    private wrapped(real: Real, made: AppReply): AppReply {
      const { wrapping } = this;
      if (wrapping.kind === 'replace') {
        const other = requestOf(...wrapping.other);
        const reply = real.app(other.request);
        real.pages.set(reply, other.page);
        return reply;
      }
      if (wrapping.kind === 'stale' && real.kept.length > 0) {
        return real.kept[wrapping.pick % real.kept.length] as AppReply;
      }
      real.kept.push(made);
      return made;
    }
    toString = (): string =>
      `ask(${this.asked.join(' ')}, ${this.rule ?? 'no rule'}, ${JSON.stringify(this.wrapping)})`;
  }

  /** A response's socket takes what was written, or its connection closes, or its client closes its side. */
  class Wire implements fc.Command<object, Real> {
    constructor(
      readonly n: number,
      readonly event: 'drain' | 'abort' | 'leave',
    ) {}
    check = (): boolean => true;
    run(_model: object, real: Real): void {
      const open = real.written.filter(({ res }) => !res.destroyed);
      const res = open[this.n % Math.max(1, open.length)]?.res;
      res?.[this.event]();
      holds(real);
    }
    toString = (): string => `${this.event}(${this.n})`;
  }

  /** A tenth of a second: a slow body's step, a delay over after three. */
  class Tick implements fc.Command<object, Real> {
    check = (): boolean => true;
    run(_model: object, real: Real): void {
      try {
        vi.advanceTimersByTime(100);
      } catch (error) {
        // A stale answer written once the wait is over: refused, as `writeOn` refuses one.
        expect(String(error)).toMatch(/after its buffer went back/);
      }
      holds(real);
    }
    toString = (): string => 'tick';
  }

  function realOf(): Real {
    const injector = new Injector(7);
    const app = createApp({ ledger, cacheBytes: CAPACITY, injector });
    const edge: InjectedEdge = {
      write: writeReply,
      warned: () => undefined,
      held: new HeldAnswers(),
      error: (status, message, extra) => replyOf(failure(status, message), true, extra),
    };
    return { app, injector, edge, pages: new WeakMap(), kept: [], written: [] };
  }

  test.prop(
    [
      fc.commands(
        [
          fc
            .tuple(
              pageAsked,
              fc.oneof(
                { arbitrary: fc.constant(null), weight: 4 },
                { arbitrary: fc.constantFrom(...RULES), weight: 4 },
              ),
              wrapping,
            )
            .map(([asked, rule, wrapped]) => new Ask(asked, rule, wrapped)),
          fc
            .tuple(fc.nat(), fc.constantFrom<Wire['event']>('drain', 'drain', 'abort', 'leave'))
            .map(([n, event]) => new Wire(n, event)),
          fc.constant(new Tick()),
        ],
        RUNS,
      ),
    ],
    { numRuns: 40 },
  )('should send each answer as its own page, never a byte written over, whatever happens to it on its way', (cmds) => {
    try {
      fc.modelRun(() => ({ model: {}, real: realOf() }), cmds);
    } finally {
      // The runs's slow bodies and delays end with it.
      vi.clearAllTimers();
    }
  });
});
