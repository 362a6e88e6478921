import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';

/** A write the socket has not taken yet: until it has, or the connection has closed, the kernel may read its view. */
interface Pending {
  readonly view: Uint8Array;
  /** The view's bytes when it was written. */
  readonly copy: Uint8Array;
  readonly done: ((error?: Error | null) => void) | undefined;
}

/**
 * A response as the HTTP edge writes on one (src/http/write-reply.ts, src/http/injected-write.ts), with its socket,
 * behaving as node's do in what a lent page depends on (src/operations/page-lease.ts): a chunk written stays a view
 * the socket may read until the test says the socket took it (`drain`) or the connection closed (`abort`); 'finish'
 * comes once the last write of an ended response was taken, and 'close' after it, or with the connection. A write on
 * a closed connection is dropped, its callback never called, as node's are. No socket, no clock.
 */
export class WireResponse extends EventEmitter {
  statusCode = 0;
  headersSent = false;
  destroyed = false;
  /** 'finish' came: every byte written was taken. */
  finished = false;
  /** Each chunk written, as it was when written. */
  readonly written: Uint8Array[] = [];
  private readonly pending: Pending[] = [];
  private ending = false;
  /** The connection ends once what is pending is taken (socket.destroySoon). */
  private endingSoon = false;
  private readonly headers = new Map<string, unknown>();

  /** Its connection, as the injected writers use it; `leave` is a client that closes its side. */
  readonly socket = Object.assign(new EventEmitter(), {
    timeout: 30_000,
    readableEnded: false,
    setTimeout: (ms: number): void => void (this.socket.timeout = ms),
    destroy: (): void => this.abort(),
    resetAndDestroy: (): void => this.abort(),
    destroySoon: (): void => {
      this.endingSoon = true;
      if (this.pending.length === 0) this.abort();
    },
  });

  get writableNeedDrain(): boolean {
    return this.pending.length > 0;
  }

  /** The views the socket may still read, each with what it held when written. */
  get inFlight(): readonly Pending[] {
    return this.pending;
  }

  /** The body's bytes written so far, as they were when written. */
  body(): Uint8Array {
    return Buffer.concat(this.written);
  }

  setHeader(name: string, value: unknown): this {
    this.headers.set(name, value);
    return this;
  }
  getHeader(name: string): unknown {
    return this.headers.get(name);
  }
  writeHead(status: number): this {
    this.statusCode = status;
    this.headersSent = true;
    return this;
  }
  flushHeaders(): void {
    this.headersSent = true;
  }

  write(chunk: Uint8Array, done?: (error?: Error | null) => void): boolean {
    if (this.destroyed) return false;
    this.written.push(Uint8Array.from(chunk));
    this.pending.push({ view: chunk, copy: Uint8Array.from(chunk), done });
    return true;
  }

  end(chunk?: Uint8Array | string): this {
    if (this.destroyed || this.ending) return this;
    if (chunk !== undefined && chunk.length > 0) this.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    this.ending = true;
    return this;
  }

  destroy(): this {
    this.abort();
    return this;
  }

  /** The socket takes every byte written: their callbacks, then 'finish' and 'close' for an ended response. */
  drain(): void {
    if (this.destroyed) return;
    for (const { done } of this.pending.splice(0)) done?.();
    // A callback may have ended the connection (a truncated body's).
    if (this.destroyed) return;
    if (this.ending) {
      this.finished = true;
      this.emit('finish');
      this.close();
    } else if (this.endingSoon) this.abort();
  }

  /** The connection closes: what was not taken is dropped, its writes fail, and the response closes. */
  abort(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    for (const { done } of this.pending.splice(0)) done?.(new Error('the connection closed'));
    this.emit('close');
  }

  /** The client closes its side of the connection. */
  leave(): void {
    this.socket.readableEnded = true;
    this.socket.emit('end');
  }

  private close(): void {
    this.destroyed = true;
    this.emit('close');
  }

  /** As the edge's writers take it. */
  get asServerResponse(): ServerResponse {
    return this as unknown as ServerResponse;
  }
}
