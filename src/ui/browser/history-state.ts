import type { Place } from './items.js';
import type { Item } from './shapes.js';

/** What the page knows of the history: each migration's ends and density, where it ends, the latest items. */

/** The latest items the page shows. */
export const LATEST = 20;
/** Items read after the end at a time while following it. */
export const POLL_SIZE = 100;
/** Places of a migration where its density is sampled. */
export const BINS = 10;

export interface Migration {
  readonly id: number | null;
  first: Place;
  last: Place;
  /** Items per hour from `from` (microseconds) on, at BINS places. */
  samples: readonly { readonly from: number; readonly perHour: number }[];
  /** About how many items it holds, from the samples. */
  estimate?: number;
}

export interface HistoryView {
  migrations: Migration[];
  end: Place | null;
  /** The ledger moves (a live ledger): its end is followed. */
  live: boolean;
  mapping: boolean;
  /** Counts the maps begun: what a read finds after a newer map began is dropped. */
  generation: number;
  latest: Item[];
}

export const history: HistoryView = {
  migrations: [],
  end: null,
  live: false,
  mapping: false,
  generation: 0,
  latest: [],
};
