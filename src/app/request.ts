import { PageLease } from '../operations/page-lease.js';
import type { Injected } from './inject-rules.js';

/** Header values as they arrive: one string, several (repeated headers), or none. */
export type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * A request as the app sees it: plain values, no sockets. The edge reads the body, up to a bound; a body it did
 * not read whole is `tooLarge`, with the size it declared or reached.
 */
export interface AppRequest {
  readonly method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  readonly target: string;
  /** Header names in lower case. */
  readonly headers: Headers;
  readonly body: { readonly bytes: Uint8Array } | { readonly tooLarge: number | 'streamed' };
  /** The client's address as the server sees it (client.ts, `clientOf`); absent for a request made in-process. */
  readonly client?: string;
}

/**
 * What the app answers: status, headers and the finished body, text or bytes (empty for 204). A page of the page
 * store's cache comes as a lease, which the edge has write itself (src/operations/page-lease.ts): whoever passes
 * the reply on, replaces or drops it has nothing to call.
 */
export interface AppReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | Uint8Array | PageLease;
  /**
   * What was wrong with a request that was answered all the same, one line each naming the operation
   * (`D: after_migration_id belongs inside "after"`): the edge logs them (src/http/server.ts); the bytes sent do
   * not change.
   */
  readonly warnings?: readonly string[];
  /** The injected rule that answered, and what the edge does on the wire for it (docs/inject.md). */
  readonly injected?: Injected;
  /**
   * The answer itself, made when the edge asks: a delay's, once the wait is over (docs/inject.md, on the wire).
   * This reply then only says what the edge does; its status, headers and body are no answer's.
   */
  readonly later?: () => AppReply;
}

const utf8 = new TextDecoder();

/** A reply's body as text; a lent page's, a copy of its bytes. */
export function bodyText({ body }: AppReply): string {
  if (typeof body === 'string') return body;
  return body instanceof PageLease ? body.text() : utf8.decode(body);
}

/** Largest request body accepted; larger ones answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const headerValue = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
