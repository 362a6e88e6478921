import type { Exchange } from '../conformance/client/client.js';

/**
 * An answer of D built in a test, as the kit's client would give it: a 200 page of these events, to a request with
 * this body (the cursor and encoding a reader takes from it); another status answers an ErrorResponse.
 */
export function pageExchange(events: readonly unknown[], options: { body?: object; status?: number } = {}): Exchange {
  const status = options.status ?? 200;
  const json = status === 200 ? { events } : { error: 'unavailable' };
  return {
    request: {
      operation: 'D',
      method: 'POST',
      url: 'http://127.0.0.1:1/v0/events',
      body: JSON.stringify(options.body ?? {}),
      headers: {},
    },
    status,
    contentType: 'application/json',
    text: JSON.stringify(json),
    json,
  };
}
