import { headerValue, type Headers } from './request.js';

/**
 * The headers of an answer that a page may read besides the CORS-safelisted ones (Fetch standard, CORS protocol):
 * the 401's challenge, the 405's methods, the 503's wait. Another header a client should see is one more entry.
 */
export const EXPOSED_HEADERS: readonly string[] = ['WWW-Authenticate', 'Allow', 'Retry-After'];

/** `Access-Control-Expose-Headers`, on every answer a page may read. */
export const exposeHeaders: Readonly<Record<string, string>> = {
  'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
};

/** Sent on every answer when CORS is on: any origin may read it (the simulator holds no one's secrets). */
export const corsHeaders: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*', ...exposeHeaders };

/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

const headerList = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/;

/**
 * The preflight answer (Fetch standard, CORS protocol): the route's own methods, and the request headers the
 * browser asked for, so that `Authorization` and custom headers of a wallet pass. A malformed list is not echoed.
 */
export function preflightHeaders(headers: Headers, allowed: string): Record<string, string> {
  const asked = headerValue(headers, 'access-control-request-headers')?.trim();
  return {
    ...corsHeaders,
    'access-control-allow-methods': `${allowed}, OPTIONS`,
    'access-control-allow-headers':
      asked !== undefined && headerList.test(asked) ? asked : 'content-type, authorization',
    'access-control-max-age': PREFLIGHT_MAX_AGE,
  };
}
