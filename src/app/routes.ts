import type { Ledger } from '../ledger/ledger.js';
import { allocationFactory } from '../operations/allocation-factory.js';
import { ansEntryByParty } from '../operations/ans-entry-by-party.js';
import { eventHistory } from '../operations/event-history.js';
import { unkept, type PageStore } from '../operations/page-store.js';
import type { Reply } from '../operations/reply.js';
import { withdrawContext } from '../operations/withdraw-context.js';
import { OPERATION_IDS, OPERATIONS, type Operation, type PathParams } from '../../common/api.js';

export interface Prefixes {
  /** Path prefix of the validator's scan proxy (operation C); real deployments use `/api/validator`. */
  readonly validator: string;
  /** Path prefix of scan (operation D); real deployments use `/api/scan`. */
  readonly scan: string;
}

export const defaultPrefixes: Prefixes = { validator: '/api/validator', scan: '/api/scan' };

export interface Route {
  readonly method: 'GET' | 'POST';
  readonly operation: Operation;
  /** Path segments; `:name` matches one segment, URL-decoded, as parameter `name`. */
  readonly segments: readonly string[];
  readonly hasBody: boolean;
  readonly handle: (ledger: Ledger, params: Readonly<Record<string, string>>, body: unknown) => Reply;
}

const split = (path: string): string[] => path.split('/').filter((s) => s !== '');

/** What answers an operation, from the ledger, the path's parameters and the request body. */
type Answer<Op extends Operation> = (ledger: Ledger, params: PathParams<Op>, body: unknown) => Reply;

/** An answer the page store keeps whole; or one that keeps its own pages, as D does (many requests mean one page). */
type Answerer<Op extends Operation> = Answer<Op> | { readonly keepsItsPages: Answer<Op> };

/** Each operation's function (src/operations), one line each. */
const answerers = (pages: PageStore): { readonly [Op in Operation]: Answerer<Op> } => ({
  A: (ledger, { allocationId }, body) => withdrawContext(ledger, allocationId, body),
  B: (ledger, _params, body) => allocationFactory(ledger, body),
  C: (ledger, { party }) => ansEntryByParty(ledger, party),
  D: { keepsItsPages: (ledger, _params, body) => eventHistory(ledger, body, pages) },
});

/** The key an answer is kept under: none for a body nested past the stack's depth (a 400 anyway). */
function keyOf(operation: Operation, params: Readonly<Record<string, string>>, body: unknown): () => string | null {
  return () => {
    try {
      return `${operation} ${JSON.stringify(params)} ${JSON.stringify(body) ?? ''}`;
    } catch {
      return null;
    }
  };
}

/** The path of an operation at a deployment: its group's prefix, then its path, `{name}` as a `:name` segment. */
function segmentsOf(operation: Operation, prefixes: Prefixes): string[] {
  const { group, path } = OPERATIONS[operation];
  const prefix = group === 'registry' ? '' : prefixes[group];
  return split(`${prefix}${path}`).map((segment) => segment.replace(/^\{(\w+)\}$/, ':$1'));
}

/** An operation's handler: its answer, kept by the page store unless it keeps its own pages. */
function handlerOf<Op extends Operation>(operation: Op, answerer: Answerer<Op>, pages: PageStore): Route['handle'] {
  // The router puts a value under each `:name` of the route's path (`match`), which is what PathParams names.
  if (typeof answerer !== 'function')
    return (ledger, params, body) => answerer.keepsItsPages(ledger, params as PathParams<Op>, body);
  return (ledger, params, body) =>
    pages.remembered(ledger, keyOf(operation, params, body), () => answerer(ledger, params as PathParams<Op>, body));
}

/**
 * The operations of the spec (docs/api.md section 4), at the URLs of a real deployment (docs/deployments.md,
 * URLs of a real deployment): the table of common/api.ts, each with what answers it.
 */
export function routesFor(prefixes: Prefixes, pages: PageStore = unkept): Route[] {
  const answers = answerers(pages);
  return OPERATION_IDS.map((operation) => ({
    method: OPERATIONS[operation].method,
    operation,
    segments: segmentsOf(operation, prefixes),
    hasBody: OPERATIONS[operation].request !== null,
    handle: handlerOf(operation, answers[operation], pages),
  }));
}

/** What `match` needs of a route: its method and path segments. */
export interface Routed {
  readonly method: string;
  readonly segments: readonly string[];
}

export type Match<R extends Routed = Route> =
  | { readonly kind: 'found'; readonly route: R; readonly params: Record<string, string> }
  | { readonly kind: 'badParam'; readonly name: string; readonly raw: string }
  | { readonly kind: 'wrongMethod'; readonly allowed: string }
  | { readonly kind: 'none' };

/** Matches a raw (still percent-encoded) path, so that an encoded `/` stays inside its segment. */
export function match<R extends Routed>(routes: readonly R[], method: string, rawPath: string): Match<R> {
  const parts = rawPath.split('/').slice(1);
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const allowed: string[] = [];
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matched = true;
    let badParam: Match<R> | null = null;
    route.segments.forEach((segment, i) => {
      const part = parts[i] as string;
      if (!matched) return;
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          badParam = { kind: 'badParam', name: segment.slice(1), raw: part };
        }
      } else if (segment !== part) matched = false;
    });
    if (!matched) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    return badParam ?? { kind: 'found', route, params };
  }
  return allowed.length > 0 ? { kind: 'wrongMethod', allowed: allowed.join(', ') } : { kind: 'none' };
}
