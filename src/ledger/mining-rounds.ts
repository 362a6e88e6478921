import type { Micros } from './time.js';

/**
 * The round length, Splice's `tickDuration`: the DSO opens a new mining round every ten minutes. The story's round
 * changes, the round numbers of amulets and activity records, and the rounds' payloads all count in it.
 */
export const ROUND_LENGTH: Micros = 600_000_000;

/** The number of the mining round open at `recordTime`, in a history whose round 0 opens at `start`. */
export const roundAt = (start: Micros, recordTime: Micros): number =>
  Math.max(0, Math.floor((recordTime - start) / ROUND_LENGTH));
