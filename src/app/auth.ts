import { failure, type Reply } from '../operations/reply.js';
import { headerValue, type Headers } from './request.js';
import type { Route } from './routes.js';
import { GROUPS, OPERATIONS, type Group } from '../../common/api.js';

export type { Group } from '../../common/api.js';
export const groups: readonly Group[] = GROUPS;

export interface AuthOptions {
  /** Bearer tokens any of which is accepted. */
  readonly tokens: readonly string[];
  /** The groups that require one; an operation whose `auth` is `none` (A) never does. Default: all three. */
  readonly groups?: readonly Group[];
}

const subject = (operation: Route['operation'] | 'control'): string =>
  operation === 'control' ? 'the control API' : `operation ${operation}`;

/** Compares without stopping at the first difference, so that the time taken says nothing of the token. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return difference === 0;
}

/**
 * Optional bearer-token auth (docs/api.md section 5: A declares no security requirement; the others leave it open,
 * and real deployments ask a token of the scan proxy, docs/deployments.md, URLs of a real deployment), on the
 * operations whose `auth` is `token` in the table. Null when the request may pass; otherwise the 401 and its
 * `WWW-Authenticate` challenge (RFC 6750).
 */
export function refusal(
  auth: AuthOptions | undefined,
  operation: Route['operation'] | 'control',
  headers: Headers,
): { reply: Reply; challenge: string } | null {
  if (!auth || (operation !== 'control' && OPERATIONS[operation].auth === 'none')) return null;
  // The control API moves the ledger: with auth on, it takes a token whatever the groups.
  if (operation !== 'control' && !(auth.groups ?? groups).includes(OPERATIONS[operation].group)) return null;
  const given = headerValue(headers, 'authorization');
  const token = given === undefined ? null : (/^Bearer +(\S+)\s*$/i.exec(given)?.[1] ?? null);
  if (token === null) {
    return {
      reply: failure(
        401,
        `${subject(operation)} requires Authorization: Bearer <token>, got ${given === undefined ? 'none' : 'another scheme'}`,
      ),
      challenge: 'Bearer realm="token-registry-kit"',
    };
  }
  if (auth.tokens.some((t) => sameText(t, token))) return null;
  return {
    reply: failure(401, `${subject(operation)}: the bearer token is not one this server accepts`),
    challenge: 'Bearer realm="token-registry-kit", error="invalid_token"',
  };
}
