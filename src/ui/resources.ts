import { UI_PREFIX, type UiConfig } from './config.js';
import { uiPage } from './page.js';
import { uiScript } from './script.js';
import { UI_STYLE } from './style.js';

export {
  UI_ASK_PREFIX,
  UI_ASKED,
  UI_PREFIX,
  UI_STATE_PATH,
  uiConfig,
  type UiConfig,
  type UiPrefixes,
} from './config.js';

/**
 * The browser view of the simulator (`/_ui`, README, the browser view): a page, its script and its style, served
 * as three same-origin resources so that the page runs under a strict Content-Security-Policy (no inline script or
 * style, nothing loaded from elsewhere). It holds no data: what it shows it reads from the API with the user's
 * token, as a wallet would, and from `/_ui/state`.
 */

/** True for a path under the browser view's prefix. */
export const isUiPath = (rawPath: string): boolean => rawPath === UI_PREFIX || rawPath.startsWith(`${UI_PREFIX}/`);

/** The page runs its own script and style, talks to its own origin, and may not be framed or post forms anywhere. */
export const UI_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Sent with every answer under `/_ui`. */
export const UI_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': UI_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export interface UiResource {
  readonly contentType: string;
  /** The text, made on the first request for the script (src/ui/script.ts), kept after. */
  readonly body: () => string;
}

/** The page (at `/_ui` and `/_ui/`), its script and its style, by path. */
export function uiResources(config: UiConfig): ReadonlyMap<string, UiResource> {
  const html = uiPage(config);
  const page: UiResource = { contentType: 'text/html; charset=utf-8', body: () => html };
  return new Map([
    [UI_PREFIX, page],
    [`${UI_PREFIX}/`, page],
    [`${UI_PREFIX}/ui.js`, { contentType: 'text/javascript; charset=utf-8', body: uiScript }],
    [`${UI_PREFIX}/ui.css`, { contentType: 'text/css; charset=utf-8', body: () => UI_STYLE }],
  ]);
}
