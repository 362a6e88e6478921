import type { Ledger } from '../ledger/ledger.js';
import { LiveLedger } from '../ledger/live/live-ledger.js';
import { profileOf } from '../operations/profile.js';
import type { UiToolName } from './contract.js';

export { UI_TOOLS_HEADER } from './contract.js';

/** What `GET /_ui/state` answers: the profile's JSON text, and whether the ledger moves. */
export interface UiState {
  readonly text: string;
  readonly live: boolean;
}

/**
 * What of the simulator's own tools this server has, so that the page offers those and asks nothing of the others:
 * a request to a tool that is off would answer 404, which the browser prints as an error in its console.
 */
export interface UiTools {
  /** The control API (serve --live --control): `/_control`, snapshots included. */
  readonly control: boolean;
  /** Faults on demand under `/_control/inject` (docs/inject.md). */
  readonly inject: boolean;
  /** The request journal under `/_control/requests` (docs/journal.md). */
  readonly journal: boolean;
  /** A state file to save to (serve --state); without one, saving answers 409. */
  readonly stateFile: boolean;
}

/** Each tool's name in UI_TOOLS_HEADER, where the page reads it (src/ui/contract.ts). */
const TOOL_NAMES: Readonly<Record<keyof UiTools, UiToolName>> = {
  control: 'control',
  inject: 'inject',
  journal: 'journal',
  stateFile: 'state-file',
};

/** The value of UI_TOOLS_HEADER: the names of the tools on, in a fixed order; empty with none. */
export const toolsHeaderValue = (tools: UiTools): string =>
  (Object.keys(TOOL_NAMES) as (keyof UiTools)[])
    .filter((tool) => tools[tool])
    .map((tool) => TOOL_NAMES[tool])
    .join(' ');

/** A ledger that stands still has one profile: made once, on the first read. */
const still = new WeakMap<Ledger, string>();

/**
 * The profile (schemas/profile.json) as of now: for a live ledger what `control.state()` answers
 * (operations/control.ts), whether or not the control API is on; for one that stands still, its profile.
 */
export function uiState(ledger: Ledger): UiState {
  if (ledger instanceof LiveLedger) {
    const profile = profileOf(ledger, {
      allocations: ledger.stateAllocations(),
      hasEntry: (party) => ledger.hasEntry(party),
    });
    return { text: JSON.stringify(profile), live: true };
  }
  let text = still.get(ledger);
  if (text === undefined) {
    text = JSON.stringify(profileOf(ledger));
    still.set(ledger, text);
  }
  return { text, live: false };
}
