import { controlCalls, controlNames } from '../operations/control.js';
import { OPERATION_IDS, OPERATIONS, type Operation } from '../../common/api.js';
import type { UiConfig } from './contract.js';

export { UI_ASKED, type UiConfig } from './contract.js';

/** Where the browser view lives: a prefix no real deployment's path starts with. */
export const UI_PREFIX = '/_ui';
/** What the page reads that the API does not say: the profile, as of now (src/ui/state.ts). */
export const UI_STATE_PATH = `${UI_PREFIX}/state`;
/**
 * Where the page asks what an operation answers for one row of its tables (app/ui-routes.ts): A for an allocation,
 * C for a party, under `/_ui/ask/<operation>/`.
 */
export const UI_ASK_PREFIX = `${UI_PREFIX}/ask`;

/** The path prefixes of C and D (app/routes.ts `Prefixes`, which this layer cannot import). */
export interface UiPrefixes {
  readonly validator: string;
  readonly scan: string;
}

/** The page's configuration: the operations at this server's prefixes (docs/api.md section 4), the control calls. */
export function uiConfig(prefixes: UiPrefixes, controlPrefix: string): UiConfig {
  const pathOf = (operation: Operation): string => {
    const { group, path } = OPERATIONS[operation];
    return `${group === 'registry' ? '' : prefixes[group]}${path}`;
  };
  return {
    paths: Object.fromEntries(OPERATION_IDS.map((op) => [op, pathOf(op)])) as Record<Operation, string>,
    controlPrefix,
    control: Object.fromEntries(
      controlNames.map((name) => [name, { method: controlCalls[name].method, path: controlCalls[name].path }]),
    ),
    statePath: UI_STATE_PATH,
    askPaths: { A: `${UI_ASK_PREFIX}/A/{allocationId}`, C: `${UI_ASK_PREFIX}/C/{party}` },
  };
}
