import type { Ledger } from '../ledger/ledger.js';
import { failure, type Reply } from '../operations/reply.js';
import {
  UI_ASK_PREFIX,
  UI_ASKED,
  UI_HEADERS,
  UI_STATE_PATH,
  uiConfig,
  uiResources,
  type UiConfig,
} from '../ui/resources.js';
import { UI_LIVE_HEADER, type UiAnswer } from '../ui/contract.js';
import { toolsHeaderValue, UI_TOOLS_HEADER, uiState, type UiTools } from '../ui/state.js';
import { refusal, type AuthOptions } from './auth.js';
import { CONTROL_PREFIX } from './control-routes.js';
import { bodyText, headerValue, type AppReply, type AppRequest } from './request.js';
import { defaultPrefixes, type Prefixes } from './routes.js';

export { isUiPath } from '../ui/resources.js';

/** What the browser view's routes need of the app's options (app.ts, AppOptions). */
export interface UiRouteOptions {
  readonly ui?: boolean;
  readonly ledger: Ledger;
  readonly auth?: AuthOptions;
  readonly prefixes?: Prefixes;
  /** The simulator's own tools, which the page offers only when on (src/ui/state.ts, UiTools). */
  readonly control?: unknown;
  readonly injector?: unknown;
  readonly journal?: unknown;
  /** The live ledger has a state file to save to (serve --state). */
  readonly stateFile?: boolean;
}

/** An answer under `/_ui`: the view's own headers (its Content-Security-Policy among them), never CORS's. */
const answer = (status: number, contentType: string, body: string, extra: Record<string, string> = {}): AppReply => ({
  status,
  headers: { 'content-type': contentType, ...UI_HEADERS, ...extra },
  body,
});

const error = (reply: Reply, extra?: Record<string, string>): AppReply =>
  answer(reply.status, 'application/json', JSON.stringify(reply.body), extra);

/**
 * `/_ui/ask/A/{allocationId}` and `/_ui/ask/C/{party}`: what the operation answers that request, asked of `app` as
 * the page would ask it (its Authorization along), and answered 200 with the status and body as JSON. The page
 * lists what A answers for each allocation (404 and 409 among them) and C for each party (404 for one without an
 * entry): asked directly, each of these expected answers is printed by the browser as an error in its console. A
 * 401 and a server error are answered as they are: the page asks for a token, or tries again.
 */
function ask(request: AppRequest, rawPath: string, config: UiConfig, app: (request: AppRequest) => AppReply): AppReply {
  const [operation = '', raw = '', ...rest] = rawPath.slice(UI_ASK_PREFIX.length + 1).split('/');
  if (!(operation === 'A' || operation === 'C') || raw === '' || rest.length > 0) {
    return error(
      failure(
        404,
        `no route for ${request.method} ${rawPath}: the page asks ${UI_ASK_PREFIX}/A/{allocationId} or ${UI_ASK_PREFIX}/C/{party}`,
      ),
    );
  }
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return error(failure(400, `${UI_ASKED[operation]} must be valid percent-encoding, got ${JSON.stringify(raw)}`));
  }
  const target = config.paths[operation].replace(`{${UI_ASKED[operation]}}`, encodeURIComponent(value));
  const authorization = headerValue(request.headers, 'authorization');
  const headers = {
    ...(operation === 'A' ? { 'content-type': 'application/json' } : {}),
    ...(authorization === undefined ? {} : { authorization }),
  };
  const body = new TextEncoder().encode(operation === 'A' ? '{}' : '');
  const reply = app({ method: operation === 'A' ? 'POST' : 'GET', target, headers, body: { bytes: body } });
  const text = bodyText(reply);
  if (reply.status === 401 || reply.status >= 500) {
    const challenge = reply.headers['www-authenticate'];
    return answer(
      reply.status,
      'application/json',
      text,
      challenge === undefined ? {} : { 'www-authenticate': challenge },
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  const asked: UiAnswer = { status: reply.status, body: parsed };
  return answer(200, 'application/json', JSON.stringify(asked));
}

/**
 * The browser view's routes (src/ui): `GET /_ui` (the page), `/_ui/ui.js`, `/_ui/ui.css`, `/_ui/state`, the
 * profile as of now, and `/_ui/ask/...`, what A or C answers for a row. The page, its script and its style hold no
 * data and are served to anyone who reaches the server; the state is what B, C and D would tell, so with auth on it
 * takes the token, as the control API does, whatever the groups; an ask takes what its operation takes. Off (404)
 * unless `ui` is on. Reached only for paths under `/_ui`: the four operations do not pass through here, but an ask
 * runs one through `app`, the app's own routes.
 */
export function uiRoutes(
  options: UiRouteOptions,
  app: (request: AppRequest) => AppReply,
): (request: AppRequest, rawPath: string) => AppReply {
  if (!options.ui) {
    return (request, rawPath) =>
      error(
        failure(
          404,
          `no route for ${request.method} ${rawPath}: the browser view is off (serve --no-ui, or a --host other than loopback without --ui)`,
        ),
      );
  }
  const config = uiConfig(options.prefixes ?? defaultPrefixes, CONTROL_PREFIX);
  const resources = uiResources(config);
  const control = options.control !== undefined;
  const tools: UiTools = {
    control,
    inject: control && options.injector !== undefined,
    journal: control && options.journal !== undefined,
    stateFile: control && options.stateFile === true,
  };
  return (request, rawPath) => {
    const resource = resources.get(rawPath);
    const asking = rawPath.startsWith(`${UI_ASK_PREFIX}/`);
    if (resource === undefined && rawPath !== UI_STATE_PATH && !asking) {
      return error(failure(404, `no route for ${request.method} ${rawPath}: the browser view is at /_ui`));
    }
    // HEAD as GET: node leaves the body out of an answer to HEAD.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return error(failure(405, `method ${request.method} is not allowed on ${rawPath}; allowed: GET, HEAD`), {
        allow: 'GET, HEAD',
      });
    }
    if (resource !== undefined) return answer(200, resource.contentType, resource.body());
    if (asking) return ask(request, rawPath, config, app);
    const refused = refusal(options.auth, 'control', request.headers);
    if (refused) {
      const wrong = refused.challenge.includes('invalid_token');
      const reason = wrong
        ? `${UI_STATE_PATH}: the bearer token is not one this server accepts`
        : `${UI_STATE_PATH} requires Authorization: Bearer <token>, as the operations do`;
      return error(failure(401, reason), { 'www-authenticate': refused.challenge });
    }
    const state = uiState(options.ledger);
    return answer(200, 'application/json', state.text, {
      [UI_LIVE_HEADER]: String(state.live),
      [UI_TOOLS_HEADER]: toolsHeaderValue(tools),
    });
  };
}
