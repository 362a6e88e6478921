import { wireAllocations } from './allocations.js';
import { afterCall } from './after-call.js';
import { setFollowUp } from './control-calls.js';
import { probeControl, wireControl } from './control.js';
import { buttonOf, element, input } from './dom.js';
import { wireRules } from './fault-rules.js';
import { schedulePoll, wireFollow } from './follow.js';
import { mapHistory } from './history-map.js';
import { wirePages } from './item-views.js';
import { wireJournal } from './journal.js';
import { loadState } from './ledger-state.js';
import { wireParties } from './parties.js';
import { wireSnapshots } from './snapshots.js';
import { alarm, messageOf, say } from './status.js';
import { setToken, token } from './token.js';

/**
 * The browser view of the simulator (`/_ui`): its script, bundled from these modules into one (src/ui/script.ts).
 * It wires the page's controls, then starts: the state, the control API, the map of the history, then the live end
 * followed. Nothing is loaded from elsewhere, and the page's Content-Security-Policy allows nothing else.
 */

/** The state has been read once: a token set later reads it again instead of starting over. */
let started = false;

/** The state first (it says whether a token is needed), then the control API, then the history. */
async function begin(): Promise<void> {
  if (!(await loadState())) return;
  started = true;
  await probeControl();
  await mapHistory();
  schedulePoll();
}

const report = (error: unknown): void => alarm(messageOf(error));

/** The token form: set a token for this tab and read again with it, or forget it. */
function wireToken(): void {
  const forget = buttonOf('token-forget');
  const shown = (): void => {
    forget.disabled = !token();
    element('auth-summary').textContent = token() ? 'Bearer token: set for this tab' : 'Bearer token: none set';
  };
  shown();
  element('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    setToken(input('token').value.trim());
    input('token').value = '';
    shown();
    alarm('');
    say(token() ? 'Token set for this tab.' : 'No token.');
    if (started) loadState().then(probeControl).catch(report);
    else begin().catch(report);
  });
  forget.addEventListener('click', () => {
    setToken('');
    shown();
    say('Token forgotten.');
  });
}

setFollowUp(afterCall);
wireToken();
wirePages();
wireFollow();
wireAllocations();
wireParties();
wireControl();
wireSnapshots();
wireRules();
wireJournal();
begin().catch(report);
