/** An answer as it came off the wire, and the exchange made of it for the kit's readers. */
import type { Lease } from './body-store.js';
import type { Exchange } from './exchange.js';

/** What a request got back, whole: the body's bytes after decompression, and the headers the client uses. */
export interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly bytes: Uint8Array;
}

/** Bodies up to this size keep their text once it is made. */
const KEPT_TEXT = 1024 * 1024;

/**
 * An exchange whose text is decoded, and whose body is parsed, when first read, once: a reader that takes a page one
 * item at a time from its bytes (reading/events.ts, eachEvent) makes neither for the whole page. A lent one's
 * body may be read only while its lease is live.
 */
export function exchangeOf(request: Exchange['request'], answer: Answer, lease: Lease | null): Exchange {
  let text: string | null = null;
  let parsed: { readonly value: unknown } | null = null;
  const lent = (): void => {
    if (lease && !lease.live)
      throw new Error(
        `the body of ${request.method} ${request.url} is read after it went back to the client (Read, recycle())`,
      );
  };
  return {
    request,
    status: answer.status,
    contentType: answer.contentType,
    get bytes(): Uint8Array {
      lent();
      return answer.bytes;
    },
    get text(): string {
      lent();
      if (text !== null) return text;
      // As fetch's text(): UTF-8, a byte order mark dropped, invalid bytes replaced.
      const decoded = new TextDecoder().decode(answer.bytes);
      // The text of a large body is made anew each time it is read, and is garbage once read: kept, it would
      // stand beside the bytes, twice or thrice their size, for as long as the exchange (README, Budgets).
      if (answer.bytes.length <= KEPT_TEXT) text = decoded;
      return decoded;
    },
    get json(): unknown {
      lent();
      if (!parsed) {
        let value: unknown;
        try {
          value = JSON.parse(this.text);
        } catch {
          value = undefined;
        }
        parsed = { value };
      }
      return parsed.value;
    },
  };
}
