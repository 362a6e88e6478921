import type { EventItem } from '../conformance/reading/events.js';

/** Hand-made history items for the tests of what the kit learns from them: times a second apart in migration 0. */

/** The record time of the n-th second of 2025. */
export const T = (n: number): string => `2025-01-01T00:00:${String(n).padStart(2, '0')}.000000Z`;

/** A transaction at second n on the global synchronizer, its events numbered in order. */
export const tx = (n: number, ...events: Record<string, unknown>[]): EventItem => ({
  update: {
    update_id: `u${n}`,
    migration_id: 0,
    record_time: T(n),
    synchronizer_id: 'global',
    events_by_id: Object.fromEntries(events.map((e, i) => [`u${n}:${i}`, { event_id: `u${n}:${i}`, ...e }])),
  },
});
