import type { StorySetting } from './state.js';

/**
 * A long history ends with recent activity, as a live network's does: the last allocation of each fate and a few
 * name entries happen within its last RECENT_ITEMS items, so that a client that reads only the end of the history
 * (the kit's discovery) meets every kind of fact there. Shorter histories are left as they were.
 */
const LONG_HISTORY = 100_000;
export const RECENT_ITEMS = 5_000;
/** How many of the last parties in the entry order get their one unexpired entry recently. */
export const RECENT_ENTRIES = 5;

export const endsWithRecentActivity = (setting: StorySetting): boolean => setting.historyLength >= LONG_HISTORY;

/**
 * A recent step's key is 1 plus the usual one (which lies in [0, 1)): recent steps sort after every other step, in
 * the same order among themselves.
 */
export const stepKey = (recent: boolean, key: number): number => (recent ? 1 : 0) + key;

export const isRecent = (key: number): boolean => key >= 1;
