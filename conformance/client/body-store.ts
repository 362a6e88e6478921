/**
 * Where the bodies of answers are kept: a buffer of the exchange's own, or the client's store of them; and the room
 * each takes in the budget of bytes held (held.ts) until it goes.
 */
import type { Held, NoRoom } from './held.js';

const MIB = 1024 * 1024;

/** Whether the body of an exchange in the store may still be read. */
export interface Lease {
  live: boolean;
}

/** Where a body's bytes go as they arrive. */
export interface BodySink {
  /**
   * The body's length, known before it arrives (Content-Length without a content coding): its room in the budget is
   * taken at once, and its bytes gathered in one buffer of that length. Null, or what it was refused for.
   */
  expect(length: number): NoRoom | null;
  // Uint8Array, not Buffer: the kit's published declarations must not need @types/node.
  /** A chunk of the body: null, or, when its room was refused, what for (the chunk is then not kept). */
  add(chunk: Uint8Array): NoRoom | null;
  /** The body, whole. */
  end(): Uint8Array;
  /** The answer failed: what was read of it is let go, and its room given back. */
  drop(): void;
}

/** The room one body takes in the budget, as it grows. */
class Charge {
  private bytes = 0;
  constructor(private readonly held: Held) {}
  /** Room for `total` bytes of this body in all. */
  to(total: number): NoRoom | null {
    if (total <= this.bytes) return null;
    const refused = this.held.take(total - this.bytes, this.bytes);
    if (!refused) this.bytes = total;
    return refused;
  }
  release(): void {
    this.held.give(this.bytes);
    this.bytes = 0;
  }
}

/**
 * A body gathered in a buffer of its own: one of its announced length, made once, or its chunks joined at its end
 * (a body without a length, or decompressed). Joined, a body stands twice in memory for a moment; made once, never.
 * `buffer` gives the buffer for a length: a new one, or the store's large one (BodyStore).
 */
class Gathered {
  private chunks: Uint8Array[] = [];
  private exact: Buffer | null = null;
  /** Whether a chunk came past the announced length: the body is then joined in a new buffer. */
  private overran = false;
  length = 0;

  constructor(private readonly buffer: (length: number) => Buffer = (length) => Buffer.allocUnsafe(length)) {}

  expect(length: number): void {
    if (this.length === 0) this.exact = this.buffer(length);
  }

  add(chunk: Uint8Array): void {
    if (this.exact && this.length + chunk.length <= this.exact.length) this.exact.set(chunk, this.length);
    else {
      if (this.exact) this.chunks.push(this.exact.subarray(0, this.length));
      this.overran ||= this.exact !== null;
      this.exact = null;
      this.chunks.push(chunk);
    }
    this.length += chunk.length;
  }

  bytes(): Buffer {
    if (this.exact) return this.exact.subarray(0, this.length);
    const bytes = this.overran ? Buffer.allocUnsafe(this.length) : this.buffer(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.chunks = [];
    return bytes.subarray(0, this.length);
  }

  drop(): void {
    this.chunks = [];
    this.exact = null;
  }
}

/** Room for a body of a known length, taken at once, and its buffer made. */
function expectIn(gathered: Gathered, charge: Charge, length: number): NoRoom | null {
  const refused = charge.to(length);
  if (!refused) gathered.expect(length);
  return refused;
}

/** A chunk gathered once its room is taken. */
function addTo(gathered: Gathered, charge: Charge, chunk: Uint8Array): NoRoom | null {
  const refused = charge.to(gathered.length + chunk.length);
  if (!refused) gathered.add(chunk);
  return refused;
}

/**
 * A body of the exchange's own: counted in the budget while it arrives, then the exchange's, which the garbage
 * collector frees with it (a client without the `recycle` option).
 */
export function ownBody(held: Held): BodySink {
  const gathered = new Gathered();
  const charge = new Charge(held);
  return {
    expect: (length) => expectIn(gathered, charge, length),
    add: (chunk) => addTo(gathered, charge, chunk),
    end: () => {
      charge.release();
      return gathered.bytes();
    },
    drop: () => {
      charge.release();
      gathered.drop();
    },
  };
}

/** The store's buffer is made small again after recycle() when it grew larger than this. */
const KEPT_STORE_BYTES = 16 * MIB;
/** Bytes of kept bodies past which the next one gets a buffer of its own until recycle(). */
const MAX_KEPT_BYTES = 64 * MIB;

/**
 * Where a client keeps the bodies of its answers, so that a run that reads thousands of them allocates their bytes
 * about once. A body of its own is freed only once the garbage collector finds its exchange dead, which for one
 * that lived through a check's example is at the next full collection: up to 64 MB of them waited for it, pages
 * the kit no longer held.
 *
 * One buffer, filled from its start, a body after the other. A lent body (Read) gives its room back as soon as it
 * is used; a kept one (Send, once the client recycles) keeps it until recycle(), which takes back the room of every
 * one and revokes them. A body that arrives while another is arriving, or past MAX_KEPT_BYTES of kept ones, or
 * larger than the store's first buffer, gets a buffer of its own. Every body, in the store or not, holds its room
 * in the budget (held.ts) until it is given or taken back.
 */
export class BodyStore {
  private buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  private used = 0;
  private arriving = false;
  /** Where each body in the store lies, lent or kept. */
  private readonly placed = new Map<Lease, { readonly buffer: Buffer; readonly start: number; readonly end: number }>();
  /** Kept bodies that got a buffer of their own: recycle() revokes them too. */
  private readonly keptOutside = new Set<Lease>();
  /** The room of every body not yet given or taken back. */
  private readonly charges = new Map<Lease, Charge>();
  /**
   * The buffer of a body larger than the store's, and the body that has it: the next such body takes it once that
   * one has gone back. Each made anew, a target answering tens of MB to every request had the kit hold several of
   * them, and their chunks, before the garbage collector freed them (README, Budgets).
   */
  private large: Buffer | null = null;
  private largeFor: Lease | null = null;

  constructor(private readonly held: Held) {}

  /** Room for one body, lent or kept, with the lease that says whether it may still be read. */
  sink(kept: boolean): BodySink & { readonly lease: Lease } {
    const lease: Lease = { live: true };
    const charge = new Charge(this.held);
    this.charges.set(lease, charge);
    if (this.arriving || (kept && this.used > MAX_KEPT_BYTES)) return this.outsideSink(lease, charge, kept);
    this.arriving = true;
    let start = this.used;
    let length = 0;
    let done = false;
    // A body larger than the store's first buffer goes on in a buffer of its own: grown by doubling, a body near
    // the byte cap (64 MB by default) would leave buffers of 16, 32 and 64 MB behind a 128 MB one.
    let own: Gathered | null = null;
    const finish = (): void => {
      done = true;
      this.arriving = false;
    };
    return {
      lease,
      expect: (expected) => {
        const refused = charge.to(expected);
        if (refused || length > 0 || expected <= KEPT_STORE_BYTES) return refused;
        own = new Gathered(this.largeBuffer(lease));
        own.expect(expected);
        return null;
      },
      add: (chunk) => {
        const refused = charge.to((own?.length ?? length) + chunk.length);
        if (refused) return refused;
        if (own) {
          own.add(chunk);
          return null;
        }
        if (length + chunk.length > KEPT_STORE_BYTES) {
          own = new Gathered(this.largeBuffer(lease));
          own.add(this.buffer.subarray(start, start + length));
          own.add(chunk);
          return null;
        }
        if (start + length + chunk.length > this.buffer.length) {
          // The bodies held so far stay in the smaller buffer, which their exchanges hold until they go.
          const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, length + chunk.length));
          this.buffer.copy(larger, 0, start, start + length);
          this.buffer = larger;
          start = 0;
        }
        this.buffer.set(chunk, start + length);
        length += chunk.length;
        return null;
      },
      end: () => {
        finish();
        if (own) {
          const bytes = own.bytes();
          own = null;
          this.placed.set(lease, { buffer: bytes, start: 0, end: bytes.length });
          return bytes;
        }
        this.used = start + length;
        this.placed.set(lease, { buffer: this.buffer, start, end: this.used });
        return this.buffer.subarray(start, this.used);
      },
      drop: () => {
        if (done) return;
        finish();
        own?.drop();
        own = null;
        this.release(lease);
      },
    };
  }

  /** A body in a buffer of its own (one that arrives while another does, or past MAX_KEPT_BYTES of kept ones). */
  private outsideSink(lease: Lease, charge: Charge, kept: boolean): BodySink & { readonly lease: Lease } {
    const gathered = new Gathered();
    let done = false;
    return {
      lease,
      expect: (length) => expectIn(gathered, charge, length),
      add: (chunk) => addTo(gathered, charge, chunk),
      end: () => {
        done = true;
        if (kept) this.keptOutside.add(lease);
        return gathered.bytes();
      },
      drop: () => {
        if (done) return;
        done = true;
        gathered.drop();
        this.release(lease);
      },
    };
  }

  /** The room of a body given back to the budget, and the large buffer when it had it. */
  private release(lease: Lease): void {
    this.charges.get(lease)?.release();
    this.charges.delete(lease);
    if (this.largeFor === lease) this.largeFor = null;
  }

  /** For a body larger than the store's buffer: the large buffer when no other body has it, else a new buffer. */
  private largeBuffer(lease: Lease): (length: number) => Buffer {
    return (length) => {
      if (this.largeFor !== null && this.largeFor !== lease) return Buffer.allocUnsafe(length);
      if (!this.large || this.large.length < length) this.large = Buffer.allocUnsafe(length);
      this.largeFor = lease;
      return this.large.subarray(0, length);
    };
  }

  /** A lent body is given back: revoked, its room in the budget given back, and in the store taken back when it is the last body there. */
  giveBack(lease: Lease): void {
    lease.live = false;
    this.keptOutside.delete(lease);
    this.release(lease);
    const at = this.placed.get(lease);
    if (!at) return;
    this.placed.delete(lease);
    if (at.buffer === this.buffer && at.end === this.used) this.used = at.start;
    if (this.placed.size === 0 && !this.arriving) this.used = 0;
  }

  /** Revokes every body in the store, and every kept one of its own, and takes back their room. */
  recycle(): void {
    for (const lease of [...this.placed.keys(), ...this.keptOutside]) {
      lease.live = false;
      this.release(lease);
    }
    this.placed.clear();
    this.keptOutside.clear();
    if (this.arriving) return;
    this.used = 0;
    if (this.buffer.length > KEPT_STORE_BYTES) this.buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  }
}
