import { fc, test } from '@fast-check/vitest';
import { beforeAll, describe, expect } from 'vitest';
import type { ValueEncoding } from '../src/encoding/ledger-values.js';
import { historyItemText } from '../src/encoding/item-text.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { PageStore, type HistoryPage } from '../src/operations/page-store.js';
import { serializedBody } from '../src/operations/reply.js';
import { ledgerOf } from '../src/scenario-file.js';

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

/** A response still sending a page: its bytes must stay the page's until it says it is done. */
interface Sending {
  readonly page: HistoryPage;
  readonly bytes: Uint8Array;
  readonly expected: Uint8Array;
  readonly done: () => void;
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

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.from(a).equals(Buffer.from(b));

/** After each command: never over the cap, and no page being sent changed. */
function holds(real: Real): void {
  expect(real.store.size).toBeLessThanOrEqual(CAPACITY);
  for (const s of real.sending) {
    expect(same(s.bytes, s.expected), `${keyOf(s.page)} while sent`).toBe(true);
  }
}

/** Serves a page, checks it is the page, and sends it slowly or at once. */
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
  const bytes = serializedBody(reply) as Uint8Array;
  expect(reply.status).toBe(200);
  expect(same(bytes, expected), `${key} as served`).toBe(true);
  const done = reply.sent ?? ((): void => undefined);
  if (slow) real.sending.push({ page, bytes, expected, done });
  else done();
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

/** A slow response finishes. */
class Finish implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    if (real.sending.length === 0) return;
    const [finished] = real.sending.splice(this.n % real.sending.length, 1);
    finished?.done();
    holds(real);
  }
  toString = (): string => `finish(${this.n})`;
}

describe('the page store under interleaved readers', () => {
  test.prop(
    [
      fc.commands(
        [
          fc
            .tuple(
              fc.nat(30),
              fc.oneof(
                { arbitrary: fc.integer({ min: 0, max: 12 }), weight: 4 },
                { arbitrary: fc.integer({ min: 13, max: 140 }), weight: 1 },
              ),
              fc.constantFrom<ValueEncoding>('compact_json', 'protobuf_json'),
              fc.boolean(),
            )
            .map(([start, size, encoding, slow]) => new Ask(start, size, encoding, slow)),
          fc.boolean().map((slow) => new Again(slow)),
          fc.nat().map((n) => new Finish(n)),
        ],
        // Long runs: a page is written over only once the store has filled and dropped it while it is sent.
        { maxCommands: 60, size: 'max' },
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
