import { element, input } from './dom.js';
import { catchUp } from './history-map.js';
import { history } from './history-state.js';
import { alarm, messageOf } from './status.js';

/** Following the live end: a read after the last item every 1.5 s, while the ledger moves and the box is ticked. */

let pollTimer: ReturnType<typeof setTimeout> | undefined;

export function schedulePoll(): void {
  clearTimeout(pollTimer);
  const following = history.live && input('follow').checked;
  element('live-note').textContent = history.live ? (following ? 'following' : 'paused') : 'the history stands still';
  if (following) pollTimer = setTimeout(pollOnce, 1500);
}

async function pollOnce(): Promise<void> {
  try {
    await catchUp();
  } catch (error) {
    alarm(messageOf(error));
  }
  schedulePoll();
}

export function wireFollow(): void {
  input('follow').addEventListener('change', schedulePoll);
}
