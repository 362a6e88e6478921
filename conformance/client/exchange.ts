/** What the kit sends and what comes back: a request, the exchange that answers it, and the functions that send. */
import type { Operation } from '../../common/api.js';

/** The operations of the API, from its one table. */
export type { Operation };

export interface RequestSpec {
  readonly operation: Operation;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** The raw body text, exactly as sent; absent for GET. */
  readonly body?: string;
  readonly contentType?: string;
  /** Send no user headers (credentials), e.g. to prove an operation needs none. */
  readonly anonymous?: boolean;
}

export interface Exchange {
  readonly request: RequestSpec & { readonly headers: Readonly<Record<string, string>> };
  readonly status: number;
  readonly contentType: string | null;
  /** The body as fetch's text() gives it (UTF-8, a byte order mark dropped, invalid bytes replaced). */
  readonly text: string;
  /** The parsed body, or undefined when the body is not JSON. */
  readonly json: unknown;
  /**
   * The body's bytes, after decompression, in an exchange the client made; `text` and `json` are made from them
   * when first read. A reader that takes a large body a piece at a time (reading/events.ts, eachEvent) reads these and
   * never makes the whole text.
   */
  readonly bytes?: Uint8Array;
}

/** The body's bytes: those the client received, or, in an exchange made otherwise, its text in UTF-8. */
export const bodyBytes = (exchange: Exchange): Uint8Array => exchange.bytes ?? new TextEncoder().encode(exchange.text);

export type Send = (request: RequestSpec) => Promise<Exchange>;

/**
 * Sends a request and hands the exchange, once whole, to `use`, whose result it gives back. The body is lent: it
 * lies in a buffer that the client reads the next lent body into, so `use` must take what it keeps from it before
 * it returns (it is synchronous); reading the exchange's body after that throws. For readers that keep a little of
 * a large body (a walk, discovery, a check that counts items): their pages leave no garbage behind.
 */
export type Read = <T>(request: RequestSpec, use: (exchange: Exchange) => T) => Promise<T>;

/** A Read for a plain Send: the body is the exchange's own. */
export const readVia =
  (send: Send): Read =>
  async (request, use) =>
    use(await send(request));

/**
 * How a check asks a target, the one way: `ask(request)` gives the exchange, its body kept until the example is
 * judged; `ask(request, use)` lends the body to `use` alone (Read), for a check that keeps a little of a large body.
 */
export interface Ask {
  (request: RequestSpec): Promise<Exchange>;
  <T>(request: RequestSpec, use: (exchange: Exchange) => T): Promise<T>;
}

/** An Ask over a Send, and a Read that lends bodies (by default, one over the Send: each body is its own). */
export function askOf(send: Send, read: Read = readVia(send)): Ask {
  function ask(request: RequestSpec): Promise<Exchange>;
  function ask<T>(request: RequestSpec, use: (exchange: Exchange) => T): Promise<T>;
  function ask<T>(request: RequestSpec, use?: (exchange: Exchange) => T): Promise<Exchange | T> {
    return use ? read(request, use) : send(request);
  }
  return ask;
}
