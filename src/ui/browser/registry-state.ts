import type { UiToolName } from '../contract.js';
import type { LedgerState, NameEntry } from './shapes.js';

/** Rows of allocations or parties shown at first, and added by each Show more. */
export const ROWS = 20;

/** What operation C answered for a party: its entry, or the error. */
export interface AnswerC {
  readonly status: number;
  readonly entry: NameEntry | null;
  readonly error: string | null;
}

/**
 * The ledger's state as the page last read it (`/_ui/state`), what A and C answered for the rows shown, and what
 * the tables of allocations and parties show.
 */
export interface RegistryView {
  state: LedgerState | null;
  /** The status A answered, by allocation id. */
  readonly answersA: Map<string, number>;
  readonly answersC: Map<string, AnswerC>;
  allocLimit: number;
  partyLimit: number;
  /** Where each allocation stands in its table, by id (allocations.ts, allocationList). */
  readonly order: Map<string, number>;
  /** The tools this server has (src/ui/state.ts, UiTools), from the state's tools header. */
  readonly tools: Record<UiToolName, boolean>;
  /** What the last control call made from a row answered, by allocation id or party: shown in that row. */
  readonly results: Map<string, string>;
}

export const registry: RegistryView = {
  state: null,
  answersA: new Map(),
  answersC: new Map(),
  allocLimit: ROWS,
  partyLimit: ROWS,
  order: new Map(),
  tools: { control: false, inject: false, journal: false, 'state-file': false },
  results: new Map(),
};
