import type { Ledger } from '../ledger/ledger.js';
import { LiveLedger } from '../ledger/live/live-ledger.js';
import { profileOf } from '../operations/profile.js';

/** What `GET /_ui/state` answers: the profile's JSON text, and whether the ledger moves. */
export interface UiState {
  readonly text: string;
  readonly live: boolean;
}

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
