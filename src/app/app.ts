import type { PageBuilder } from '../operations/page-build.js';
import { serialize } from '../encoding/json.js';
import { composeFaults, type Fault } from '../faults/index.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Control } from '../operations/control.js';
import { PageStore } from '../operations/page-store.js';
import { failure, serializedBody, type Reply } from '../operations/reply.js';
import { refusal, type AuthOptions } from './auth.js';
import { jsonBody } from './body.js';
import { controlRoutes, isControlPath } from './control-routes.js';
import { controlCorsHeaders, controlRefusal, controlTypeRefusal, type ControlOrigins } from './control-access.js';
import { corsHeaders, preflightHeaders } from './cors.js';
import { headerValue, type AppReply, type AppRequest } from './request.js';
import { defaultPrefixes, match, routesFor, type Match, type Prefixes, type Routed } from './routes.js';
import { unknownFields, warnedOf } from './unknown-fields.js';
import { injecting, type Injector } from './injector.js';
import type { JournalReader } from './journal-view.js';
import { toolRoutes } from './tool-routes.js';
import { isUiPath, uiRoutes } from './ui-routes.js';

export interface AppOptions {
  readonly ledger: Ledger;
  readonly prefixes?: Prefixes;
  /** Fault modes to serve with (src/faults): deliberate defects for proving conformance checks. */
  readonly faults?: readonly Fault[];
  /** Answer CORS preflights and allow any origin, so that a browser wallet can call the simulator. Default true. */
  readonly cors?: boolean;
  /** Require a bearer token on every operation but A (or those of the groups named); none by default. */
  readonly auth?: AuthOptions;
  /** Serve the control API under `/_control` (a live simulator started with `control`); off by default. */
  readonly control?: Control;
  /** Origins whose pages may call the control API (docs/control.md); none by default. */
  readonly controlOrigins?: ControlOrigins;
  /**
   * The control API was opened to the network without a token, on purpose: any Host name is answered (a container's
   * service name), which also lets a DNS-rebinding page through.
   */
  readonly allowUnauthenticatedControl?: boolean;
  /**
   * Bytes of served pages to keep, so that a page asked for again is written as it was (default 256 MiB; 0 for
   * none). Off whatever this says when fault modes are on: they change what is served.
   */
  readonly cacheBytes?: number;
  /** A thread that builds half of each cold page of D (src/page-thread); none by default. */
  readonly pageThread?: PageBuilder | null;
  /** Faults on demand (docs/inject.md): rules in force, and `/_control/inject`; none by default. */
  readonly injector?: Injector;
  /** The request journal's reader, for `/_control/requests` (docs/journal.md); none by default. */
  readonly journal?: JournalReader;
  /**
   * Answer 400 to a request body with a field its schema does not know (src/app/unknown-fields.ts); by default such
   * a body is answered as it is, with a warning for the edge's log. Off by default.
   */
  readonly strictRequests?: boolean;
  /** Serve the browser view under `/_ui` (src/ui): off by default here; startSimulator turns it on on loopback. */
  readonly ui?: boolean;
  /** The live ledger has a state file (serve --state): the browser view offers to save it. Off by default. */
  readonly stateFile?: boolean;
}

/** What the page cache holds unless told otherwise. */
export const DEFAULT_CACHE_BYTES = 256 * 2 ** 20;

/** The whole simulator as a function: a request in, a reply out. No sockets, no clock, no I/O. */
export type App = (request: AppRequest) => AppReply;

/**
 * A reply as sent: JSON unless a fault says otherwise, and CORS's header when it is on. The app's answers and the
 * errors the HTTP edge makes itself (node's parser, an Expect it refuses) all go through here.
 */
export function replyOf(result: Reply, cors: boolean, extra: Readonly<Record<string, string>> = {}): AppReply {
  return {
    status: result.status,
    headers: {
      'content-type': result.contentType ?? 'application/json',
      ...extra,
      ...(cors ? corsHeaders : {}),
    },
    body: serializedBody(result) ?? result.text ?? serialize(result.body),
    ...(result.sent ? { sent: result.sent } : {}),
  };
}

/**
 * The app: routes (docs/api.md section 4, at a real deployment's URLs), the body rules (400, 413, 415), CORS, fault
 * modes and errors. Every error is an ErrorResponse; no client input leads to a 500. The node:http adapter
 * (src/http) only turns sockets into `AppRequest`s and `AppReply`s back into bytes.
 */
// oxlint-disable-next-line max-lines-per-function -- being split (docs/style.md)
export function createApp(options: AppOptions): App {
  const capacity = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const pages = new PageStore((options.faults ?? []).length === 0 ? capacity : 0, options.pageThread ?? null);
  const routes = routesFor(options.prefixes ?? defaultPrefixes, pages);
  const cors = options.cors ?? true;
  const reply = (result: Reply, extra?: Readonly<Record<string, string>>): AppReply => replyOf(result, cors, extra);
  const origins = options.controlOrigins ?? [];
  const controlPaths = [...controlRoutes, ...toolRoutes(options.injector, options.journal)];
  // The view asks A and C for its rows through the app's own routes (ui-routes.ts, ask): rules of faults on demand
  // see the ask, as any request to /_ui, not the operation it runs.
  const ui = uiRoutes(options, (request) => served(request));

  /** No route for the path, not this method, or a parameter that does not decode. */
  const unrouted = (
    found: Exclude<Match<Routed>, { kind: 'found' }>,
    request: AppRequest,
    rawPath: string,
    answer: typeof reply = reply,
  ): AppReply => {
    switch (found.kind) {
      case 'none':
        return answer(failure(404, `no route for ${request.method} ${rawPath}`));
      case 'wrongMethod':
        return answer(
          failure(405, `method ${request.method} is not allowed on ${rawPath}; allowed: ${found.allowed}`),
          {
            allow: found.allowed,
          },
        );
      case 'badParam':
        return answer(failure(400, `${found.name} must be valid percent-encoding, got ${JSON.stringify(found.raw)}`));
    }
  };

  const controlled = (request: AppRequest, rawPath: string): AppReply => {
    const control = options.control;
    if (!control) {
      return reply(
        failure(404, `no route for ${request.method} ${rawPath}: the control API is off (serve --live --control)`),
      );
    }
    // Never `Access-Control-Allow-Origin: *` here: only an allowed origin may read what control calls answer.
    const answer = (result: Reply, extra: Readonly<Record<string, string>> = {}): AppReply =>
      replyOf(result, false, { ...extra, ...controlCorsHeaders(request.headers, origins) });
    const denied = controlRefusal(
      request.headers,
      origins,
      options.auth === undefined && options.allowUnauthenticatedControl !== true,
    );
    if (denied) return answer(denied);
    const found = match(controlPaths, request.method, rawPath);
    if (found.kind !== 'found') return unrouted(found, request, rawPath, answer);
    const refused = refusal(options.auth, 'control', request.headers);
    if (refused) return answer(refused.reply, { 'www-authenticate': refused.challenge });
    const untyped = controlTypeRefusal(request.method, request.headers);
    if (untyped) return answer(untyped);
    const empty = 'bytes' in request.body && request.body.bytes.length === 0;
    const body = found.route.hasBody && !empty ? jsonBody(request) : { ok: true as const, value: {} };
    if (!body.ok) return answer(body.reply);
    return answer(found.route.handle(control, found.params, body.value, request.target.slice(rawPath.length + 1)));
  };

  const served: App = (request) => {
    const rawPath = request.target.split('?')[0] ?? '/';
    if (request.method === 'OPTIONS' && isControlPath(rawPath) && options.control) {
      // A preflight for the control API: answered for an allowed origin only, with that origin, whatever --no-cors.
      const origin = headerValue(request.headers, 'origin');
      const preflight = match(controlPaths, 'OPTIONS', rawPath);
      if (origin !== undefined && origins.includes(origin) && preflight.kind === 'wrongMethod') {
        return {
          status: 204,
          headers: {
            ...preflightHeaders(request.headers, preflight.allowed),
            ...controlCorsHeaders(request.headers, origins),
          },
          body: '',
        };
      }
    } else if (cors && request.method === 'OPTIONS') {
      const preflight = match(routes, 'OPTIONS', rawPath);
      if (preflight.kind === 'wrongMethod') {
        return { status: 204, headers: preflightHeaders(request.headers, preflight.allowed), body: '' };
      }
    }
    if (isUiPath(rawPath)) return ui(request, rawPath);
    if (isControlPath(rawPath)) return controlled(request, rawPath);
    const found = match(routes, request.method, rawPath);
    switch (found.kind) {
      case 'none':
      case 'wrongMethod':
      case 'badParam':
        return unrouted(found, request, rawPath);
      case 'found': {
        const { route, params } = found;
        // Credentials first, as real servers check them: a 401 says nothing of the body.
        const refused = refusal(options.auth, route.operation, request.headers);
        if (refused) return reply(refused.reply, { 'www-authenticate': refused.challenge });
        const body = route.hasBody ? jsonBody(request) : { ok: true as const, value: undefined };
        if (!body.ok) return reply(body.reply);
        const unknown = route.hasBody ? unknownFields(route.operation, body.value) : [];
        if (unknown.length > 0 && options.strictRequests) return reply(failure(400, unknown.join('; ')));
        // The faults of this route's operation wrap it, the real operation innermost.
        const chain = composeFaults(
          options.faults ?? [],
          { operation: route.operation, params, headers: request.headers },
          (b, ledger) => route.handle(ledger, params, b),
        );
        return warnedOf(reply(chain(body.value, options.ledger)), route.operation, unknown);
      }
    }
  };
  return options.injector ? injecting(served, options.injector, routes, reply) : served;
}
