import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ByteCache, PAGE_FILL } from '../src/operations/byte-cache.js';

/** Page `id` is the byte id + 1 throughout: a page written over by another shows the other's byte. */
const fillOf = (id: number): number => (id + 1) & 255;

/** Whether the bytes are page `id`'s: every 61st byte and the last, which an overwrite by any other page changes. */
function isPage(bytes: Uint8Array, id: number): boolean {
  const byte = fillOf(id);
  for (let i = 0; i < bytes.length; i += 61) if (bytes[i] !== byte) return false;
  return bytes.length === 0 || bytes[bytes.length - 1] === byte;
}

/** A response still sending a page: its bytes must not change until it says it is done. */
interface Sending {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly done: () => void;
}

/**
 * The reference: what each page's bytes are, written once. The cache may drop any page (least recently used, by
 * buffer sizes the reference does not model), but what it gives back must be that page's bytes, and what a response
 * is sending must stay as it was.
 */
interface Model {
  readonly pages: Map<number, number>;
}

interface Real {
  readonly cache: ByteCache;
  readonly sending: Sending[];
}

/** Room for a few large pages: a page over a quarter of it is never kept, and pages begin in 64 KB buffers. */
const CAPACITY = 1024 * 1024;

/** After each command: never over the cap, and no byte of a page being sent written over. */
function holds(real: Real): void {
  expect(real.cache.size).toBeLessThanOrEqual(CAPACITY);
  for (const s of real.sending) expect(isPage(s.bytes, s.id), `page ${s.id} while sent`).toBe(true);
}

/** A page written as operation D writes one: into a page buffer in place if it fills it, else copied out. */
class Write implements fc.Command<Model, Real> {
  constructor(
    readonly id: number,
    readonly length: number,
    readonly lent: boolean,
  ) {}
  check = (model: Model): boolean => !model.pages.has(this.id);
  run(model: Model, real: Real): void {
    const { cache } = real;
    const room = cache.takePage();
    let bytes: Uint8Array;
    if (this.length <= room.length && this.length >= PAGE_FILL * room.length) {
      bytes = room.subarray(0, this.length);
      bytes.fill(fillOf(this.id));
    } else {
      bytes = cache.take(this.length);
      bytes.fill(fillOf(this.id));
      cache.release(room);
    }
    cache.pageWritten(bytes.length);
    cache.set(`p${this.id}`, bytes);
    model.pages.set(this.id, this.length);
    const done = cache.lend(bytes);
    if (this.lent) real.sending.push({ id: this.id, bytes, done });
    else done();
    holds(real);
  }
  toString = (): string => `write(${this.id}, ${this.length}${this.lent ? ', slow' : ''})`;
}

/** A page asked for again: the cache gives its bytes or nothing, never another page's. */
class Read implements fc.Command<Model, Real> {
  constructor(
    readonly id: number,
    readonly lent: boolean,
  ) {}
  check = (): boolean => true;
  run(model: Model, real: Real): void {
    const bytes = real.cache.get(`p${this.id}`);
    if (bytes) {
      expect(model.pages.get(this.id)).toBe(bytes.length);
      expect(isPage(bytes, this.id), `page ${this.id} as read`).toBe(true);
      const done = real.cache.lend(bytes);
      if (this.lent) real.sending.push({ id: this.id, bytes, done });
      else done();
    }
    holds(real);
  }
  toString = (): string => `read(${this.id}${this.lent ? ', slow' : ''})`;
}

/** A slow response finishes. */
class Finish implements fc.Command<Model, Real> {
  constructor(readonly n: number) {}
  check = (): boolean => true;
  run(_model: Model, real: Real): void {
    if (real.sending.length === 0) return;
    const [finished] = real.sending.splice(this.n % real.sending.length, 1);
    finished?.done();
    holds(real);
  }
  toString = (): string => `finish(${this.n})`;
}

const sizes = fc.oneof(fc.constantFrom(200_000, 205_000, 210_000), fc.integer({ min: 1, max: 260_000 }));

describe('the page cache under interleaved readers', () => {
  test.prop(
    [
      fc.commands(
        [
          fc.tuple(fc.nat(40), sizes, fc.boolean()).map(([id, length, lent]) => new Write(id, length, lent)),
          fc.tuple(fc.nat(40), fc.boolean()).map(([id, lent]) => new Read(id, lent)),
          fc.nat().map((n) => new Finish(n)),
        ],
        // Long runs: a page is written over only once the cache has filled and dropped it while it is sent.
        { maxCommands: 60, size: 'max' },
      ),
    ],
    { numRuns: 30 },
  )("should give back only a page's own bytes, stay under its cap, and never write over a page being sent", (cmds) => {
    fc.modelRun(() => ({ model: { pages: new Map() }, real: { cache: new ByteCache(CAPACITY), sending: [] } }), cmds);
  });
});
