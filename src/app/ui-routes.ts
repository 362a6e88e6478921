import type { Ledger } from '../ledger/ledger.js';
import { failure, type Reply } from '../operations/reply.js';
import { UI_HEADERS, UI_STATE_PATH, uiConfig, uiResources } from '../ui/resources.js';
import { uiState } from '../ui/state.js';
import { refusal, type AuthOptions } from './auth.js';
import { CONTROL_PREFIX } from './control-routes.js';
import type { AppReply, AppRequest } from './request.js';
import { defaultPrefixes, type Prefixes } from './routes.js';

export { isUiPath } from '../ui/resources.js';

/** What the browser view's routes need of the app's options (app.ts, AppOptions). */
export interface UiRouteOptions {
  readonly ui?: boolean;
  readonly ledger: Ledger;
  readonly auth?: AuthOptions;
  readonly prefixes?: Prefixes;
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
 * The browser view's routes (src/ui): `GET /_ui` (the page), `/_ui/ui.js`, `/_ui/ui.css`, and `/_ui/state`, the
 * profile as of now. The page, its script and its style hold no data and are served to anyone who reaches the
 * server; the state is what B, C and D would tell, so with auth on it takes the token, as the control API does,
 * whatever the groups. Off (404) unless `ui` is on. Reached only for paths under `/_ui`: the four operations do not
 * pass through here.
 */
export function uiRoutes(options: UiRouteOptions): (request: AppRequest, rawPath: string) => AppReply {
  if (!options.ui) {
    return (request, rawPath) =>
      error(
        failure(
          404,
          `no route for ${request.method} ${rawPath}: the browser view is off (serve --no-ui, or a --host other than loopback without --ui)`,
        ),
      );
  }
  const resources = uiResources(uiConfig(options.prefixes ?? defaultPrefixes, CONTROL_PREFIX));
  return (request, rawPath) => {
    const resource = resources.get(rawPath);
    if (resource === undefined && rawPath !== UI_STATE_PATH) {
      return error(failure(404, `no route for ${request.method} ${rawPath}: the browser view is at /_ui`));
    }
    // HEAD as GET: node leaves the body out of an answer to HEAD.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return error(failure(405, `method ${request.method} is not allowed on ${rawPath}; allowed: GET, HEAD`), {
        allow: 'GET, HEAD',
      });
    }
    if (resource !== undefined) return answer(200, resource.contentType, resource.body);
    const refused = refusal(options.auth, 'control', request.headers);
    if (refused) {
      const wrong = refused.challenge.includes('invalid_token');
      const reason = wrong
        ? `${UI_STATE_PATH}: the bearer token is not one this server accepts`
        : `${UI_STATE_PATH} requires Authorization: Bearer <token>, as the operations do`;
      return error(failure(401, reason), { 'www-authenticate': refused.challenge });
    }
    const state = uiState(options.ledger);
    return answer(200, 'application/json', state.text, { 'x-ledger-live': String(state.live) });
  };
}
