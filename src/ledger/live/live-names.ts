import type { Stream } from '../random.js';
import type { Slot } from '../timeline.js';
import type { Party } from '../world.js';

/**
 * The names and numbers the live story gives what it makes: entry names that say their round of turns, contract ids
 * that carry their allocation's life, reassignment offsets above the static story's. Each can be read back from
 * the name or id alone, so that nothing of the story needs to be stored to find it again.
 */

/** The name of a live entry: its party's hint and its round of turns (from 1), cut to 60 characters. */
export const liveEntryName = (party: Party, turn: number): string =>
  `${party.hint.replace(/[^a-z0-9_-]/g, '-')}-live-${turn + 1}.unverified.cns`.slice(-60);

/** Turns of a party's live entries that can be unexpired: an entry lives at most three rounds of turns. */
export const ENTRY_TURNS = 4;

export const LIVE_NAME = /-live-([1-9][0-9]{0,14})\.unverified\.cns$/;

/** A reassignment offset above the static story's, growing with the global index. */
export const liveOffset = (slot: Slot): string => String(2 ** 40 + slot.index * 16).padStart(18, '0');

/** Contract ids of a live allocation carry its life number, so that any of them can be found again with no index. */
export const taggedId =
  (life: number) =>
  (s: Stream): string =>
    `00${s.hex(48)}${life.toString(16).padStart(16, '0')}ca${s.hex(2)}1220${s.hex(64)}`;

export function lifeTag(contractId: string): number | null {
  if (contractId.length !== 138 || !contractId.startsWith('00') || contractId.slice(66, 68) !== 'ca') return null;
  const life = Number.parseInt(contractId.slice(50, 66), 16);
  return Number.isSafeInteger(life) ? life : null;
}
