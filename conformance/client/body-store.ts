/** Where the bodies of answers are kept: a buffer of the exchange's own, or the client's store of them. */

const MIB = 1024 * 1024;

/** Whether the body of an exchange in the store may still be read. */
export interface Lease {
  live: boolean;
}

/** Where a body's bytes go as they arrive. */
export interface BodySink {
  // Uint8Array, not Buffer: the kit's published declarations must not need @types/node.
  add(chunk: Uint8Array): void;
  /** The body, whole. */
  end(): Uint8Array;
  /** The answer failed: what was read of it is let go. */
  drop(): void;
}

/** A body of the exchange's own. */
export function ownBody(): BodySink {
  const chunks: Uint8Array[] = [];
  return {
    add: (chunk) => void chunks.push(chunk),
    end: () => {
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      return bytes;
    },
    drop: () => {
      chunks.length = 0;
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
 * one and revokes them. A body that arrives while another is arriving, or past MAX_KEPT_BYTES of kept ones, gets a
 * buffer of its own.
 */
export class BodyStore {
  private buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  private used = 0;
  private arriving = false;
  /** Where each body in the store lies, lent or kept. */
  private readonly held = new Map<Lease, { readonly buffer: Buffer; readonly start: number; readonly end: number }>();
  /** Kept bodies that got a buffer of their own: recycle() revokes them too. */
  private readonly keptOutside = new Set<Lease>();

  /** Room for one body, or null: it then gets a buffer of its own. */
  sink(kept: boolean): (BodySink & { readonly lease: Lease }) | null {
    if (this.arriving || (kept && this.used > MAX_KEPT_BYTES)) return null;
    this.arriving = true;
    let start = this.used;
    let length = 0;
    const lease: Lease = { live: true };
    let done = false;
    // A body larger than the store's first buffer goes on in chunks, joined at its end: grown by doubling, a body
    // near the byte cap (64 MB by default) would leave buffers of 16, 32 and 64 MB behind a 128 MB one.
    let overflow: Uint8Array[] | null = null;
    return {
      lease,
      add: (chunk) => {
        if (overflow) {
          overflow.push(chunk);
          return;
        }
        if (length + chunk.length > KEPT_STORE_BYTES) {
          overflow = [this.buffer.subarray(start, start + length), chunk];
          return;
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
      },
      end: () => {
        done = true;
        this.arriving = false;
        if (overflow) {
          const own = Buffer.concat(overflow);
          overflow = null;
          this.held.set(lease, { buffer: own, start: 0, end: own.length });
          return own;
        }
        this.used = start + length;
        this.held.set(lease, { buffer: this.buffer, start, end: this.used });
        return this.buffer.subarray(start, this.used);
      },
      drop: () => {
        if (done) return;
        done = true;
        overflow = null;
        this.arriving = false;
      },
    };
  }

  /**
   * The lease of a body lent or kept in a buffer of its own (one that arrived while another did, or past
   * MAX_KEPT_BYTES): revoked as those in the store are, by giveBack or, kept, by recycle().
   */
  outside(kept: boolean): Lease {
    const lease: Lease = { live: true };
    if (kept) this.keptOutside.add(lease);
    return lease;
  }

  /** A lent body is given back: revoked, and its room taken back when it is the last body in the store. */
  giveBack(lease: Lease): void {
    lease.live = false;
    this.keptOutside.delete(lease);
    const at = this.held.get(lease);
    if (!at) return;
    this.held.delete(lease);
    if (at.buffer === this.buffer && at.end === this.used) this.used = at.start;
    if (this.held.size === 0 && !this.arriving) this.used = 0;
  }

  /** Revokes every body in the store, and every kept one of its own, and takes back their room. */
  recycle(): void {
    for (const lease of [...this.held.keys(), ...this.keptOutside]) lease.live = false;
    this.held.clear();
    this.keptOutside.clear();
    if (this.arriving) return;
    this.used = 0;
    if (this.buffer.length > KEPT_STORE_BYTES) this.buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  }
}
