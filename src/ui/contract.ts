import type { Operation } from '../../common/api.js';

/**
 * What the browser view's page and the server agree on: the configuration written into the page, the headers the
 * page reads and sends, the answer of an ask. The one module of the server's side that the browser's code
 * (src/ui/browser/) imports: it imports nothing but a type of the API table (.ci/layers.cjs, the ui-contract part), so
 * that nothing of the server is bundled into the page.
 */

/** The name of the page's `<meta>` that holds its configuration (src/ui/page.ts writes it, the script reads it). */
export const UI_CONFIG_META = 'trk-config';

/** The columns of a table of items: the page's two (src/ui/page.ts), and the one the script adds after a call. */
export const UI_ITEM_COLUMNS: readonly string[] = ['Record time', 'Migration', 'Kind', 'Summary', 'Parts', 'Detail'];

/** The operations the page asks for its rows, and the name of each one's path parameter. */
export const UI_ASKED = { A: 'allocationId', C: 'party' } as const;

/**
 * What the page's script needs to know of this server, written into the page: each operation's path (`{name}` for
 * a path parameter), the control calls' methods and paths (`:name` for a parameter), where `/_ui/state` is. Paths,
 * never data: the page is served without a token.
 */
export interface UiConfig {
  readonly paths: Readonly<Record<Operation, string>>;
  readonly controlPrefix: string;
  readonly control: Readonly<Record<string, { readonly method: string; readonly path: string }>>;
  readonly statePath: string;
  /** Where the page asks what A and C answer for a row: `{name}` for the parameter, as in `paths`. */
  readonly askPaths: Readonly<Record<keyof typeof UI_ASKED, string>>;
}

/** What the page asks of `/_ui/ask/<operation>/<parameter>` gets back: the operation's status and its body. */
export interface UiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The header of `GET /_ui/state` that names the tools on, space-separated: `control inject journal state-file`. */
export const UI_TOOLS_HEADER = 'x-simulator-tools';

/** The names of the simulator's own tools in UI_TOOLS_HEADER (src/ui/state.ts, UiTools). */
export type UiToolName = 'control' | 'inject' | 'journal' | 'state-file';

/** The header of `GET /_ui/state` that says whether the ledger moves: `true` or `false`. */
export const UI_LIVE_HEADER = 'x-ledger-live';

/**
 * The mark of the browser view's own requests: they never meet a rule of faults on demand (docs/inject.md, which
 * rule fires) and never enter the journal (docs/journal.md, what it keeps).
 */
export const VIEW_MARK = 'x-trk-ui';
