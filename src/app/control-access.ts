import { failure, type Reply } from '../operations/reply.js';
import { isJsonType } from './body.js';
import { exposeHeaders } from './cors.js';
import { headerValue, type Headers } from './request.js';

/**
 * Who may call the control API besides a same-origin page or a program (curl, a test): pages of these origins
 * (`scheme://host[:port]`, as a browser sends them in `Origin`). None by default.
 */
export type ControlOrigins = readonly string[];

const ORIGIN = /^https?:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?\/?$/i;

/**
 * An origin as a browser sends it in `Origin` (scheme and host in lower case, no default port, no path), from one
 * given in any of its spellings (`http://LocalHost:80`); null for anything else.
 */
export function originOf(text: string): string | null {
  if (!ORIGIN.test(text)) return null;
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/** A listening address or name that only this machine reaches. */
export const isLoopback = (host: string): boolean => /^(127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(host);

/** Host names that only this machine reaches: a page cannot point them elsewhere by DNS. */
const LOOPBACK_NAME = /^(localhost|[a-z0-9.-]*\.localhost)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The host name of a Host header (`name:port`, `[v6]:port`), lower case; null when it is not one. */
function hostName(host: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.exec(host.trim());
  return match ? (match[1] as string).toLowerCase() : null;
}

/**
 * A host a DNS-rebinding page cannot claim: a loopback name, or an address, which no page's origin resolves to
 * unless the page is served from it. A rebinding page keeps its own name in the Host header.
 */
const unrebindable = (name: string): boolean => LOOPBACK_NAME.test(name) || IPV4.test(name) || name.startsWith('[');

const originHost = (origin: string): string | null => {
  const match = /^https?:\/\/([^/]+)$/i.exec(origin);
  return match ? hostName(match[1] as string) : null;
};

/** The request's own origin, as a page it came from would send it. */
const sameOrigin = (origin: string, host: string): boolean =>
  origin.toLowerCase() === `http://${host}`.toLowerCase() || origin.toLowerCase() === `https://${host}`.toLowerCase();

/**
 * Why a control request is refused before anything else is read, or null. The control API moves the ledger, and
 * the browser of the developer who runs the simulator is on the same machine: any page it shows can send a
 * request to localhost. So (docs/control.md, who may call it):
 * - a page of another origin is refused (403) unless its origin is in `origins`; so is a request the browser marks
 *   `Sec-Fetch-Site: cross-site` or `same-site` with no allowed Origin;
 * - without a token (and unless opened to the network on purpose), a Host that is neither a loopback name nor an address is refused (403): a page on a name that
 *   the attacker points at 127.0.0.1 (DNS rebinding) is same-origin with the server;
 * - a POST must say `Content-Type: application/json` (415), even with no body: the types a page may send without a
 *   preflight (text/plain, forms) never reach a control call.
 */
export function controlRefusal(headers: Headers, origins: ControlOrigins, hostChecked: boolean): Reply | null {
  const origin = headerValue(headers, 'origin');
  const host = headerValue(headers, 'host') ?? '';
  const allowed = origin !== undefined && origins.includes(origin);
  if (origin !== undefined && !allowed && !sameOrigin(origin, host)) {
    return failure(
      403,
      `the control API refuses pages of other origins, got Origin ${JSON.stringify(origin)}: allow one with --control-origin (controlOrigins)`,
    );
  }
  const site = headerValue(headers, 'sec-fetch-site')?.trim().toLowerCase();
  if ((site === 'cross-site' || site === 'same-site') && !allowed) {
    return failure(
      403,
      `the control API refuses requests a browser sent for another site (Sec-Fetch-Site: ${site}): allow its origin with --control-origin (controlOrigins)`,
    );
  }
  if (hostChecked) {
    const name = hostName(host);
    const named = origins.some((o) => originHost(o) === name);
    if (name === null || !(unrebindable(name) || named)) {
      return failure(
        403,
        `the control API without a token answers only to a loopback name or an address in Host, got ${JSON.stringify(host)}: a page on another name may be reaching it through DNS rebinding; set a token (--auth-token) to call it by name`,
      );
    }
  }
  return null;
}

/** The 415 of a control POST that does not say it sends JSON (see controlRefusal), or null. */
export function controlTypeRefusal(method: string, headers: Headers): Reply | null {
  if (method !== 'POST') return null;
  const type = headerValue(headers, 'content-type');
  if (type !== undefined && isJsonType(type)) return null;
  return failure(
    415,
    `control calls need Content-Type: application/json, even with no body, got ${type === undefined ? 'none' : JSON.stringify(type)}`,
  );
}

/** CORS headers of a control answer: only for an allowed origin, named, never `*`. */
export function controlCorsHeaders(headers: Headers, origins: ControlOrigins): Record<string, string> {
  const origin = headerValue(headers, 'origin');
  return origin !== undefined && origins.includes(origin)
    ? { 'access-control-allow-origin': origin, ...exposeHeaders, vary: 'Origin' }
    : { vary: 'Origin' };
}
