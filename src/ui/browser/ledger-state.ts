import { UI_LIVE_HEADER, UI_TOOLS_HEADER, type UiToolName } from '../contract.js';
import { renderAllocations } from './allocations.js';
import { controlOn } from './control-state.js';
import { el, element } from './dom.js';
import { clear } from './focus.js';
import { history } from './history-state.js';
import { config } from './page-config.js';
import { renderParties } from './parties.js';
import { read } from './read.js';
import { registry } from './registry-state.js';
import type { LedgerState } from './shapes.js';
import { alarm, messageOf } from './status.js';
import { count } from './words.js';

/**
 * The ledger's state (`/_ui/state`, the profile as of now): the facts line, the allocations and parties it lists,
 * and, from its headers, whether the ledger moves and which of the simulator's tools this server has.
 */

/** Reads the state and shows it; false where it was refused or failed (a 401 has asked for the token already). */
export async function loadState(): Promise<boolean> {
  const answer = await read('GET', config.statePath);
  if (!answer.ok) {
    if (answer.status !== 401) alarm(`GET ${config.statePath} answered ${answer.status}: ${answer.error}`);
    return false;
  }
  const state = answer.json as LedgerState;
  registry.state = state;
  history.live = history.live || answer.headers.get(UI_LIVE_HEADER) === 'true';
  const tools = (answer.headers.get(UI_TOOLS_HEADER) || '').split(' ');
  for (const name of Object.keys(registry.tools) as UiToolName[]) registry.tools[name] = tools.includes(name);
  renderFacts();
  renderAllocations();
  renderParties();
  const list = clear(element('party-list'));
  for (const party of state.partiesWithEntry.concat(state.partiesWithoutEntry)) {
    list.append(el('option', { value: party }));
  }
  return true;
}

let stateTimer: ReturnType<typeof setTimeout> | null = null;

/** The state again, at most every 5 s while items arrive: the facts line and new rows. */
export function refreshStateSoon(): void {
  if (stateTimer !== null) return;
  stateTimer = setTimeout(() => {
    stateTimer = null;
    loadState().catch((error: unknown) => alarm(messageOf(error)));
  }, 5000);
}

/** The line under the title: the scenario, the seed, how much the ledger holds, and whether it moves. */
export function renderFacts(): void {
  const s = registry.state;
  if (!s) return;
  const allocations = s.knownAllocationIds.length + s.reassigningAllocationIds.length + s.withdrawnAllocationIds.length;
  const parties = s.partiesWithEntry.length + s.partiesWithoutEntry.length;
  const ledger = history.live ? 'a live ledger' : 'a history that stands still';
  element('facts').textContent =
    `Scenario "${s.scenario}", seed ${s.seed}: ${count(s.eventCount)} items, ${count(allocations)} allocations ` +
    `listed, ${count(parties)} parties; ${ledger}${controlOn() ? ', control API on.' : '.'}`;
}
