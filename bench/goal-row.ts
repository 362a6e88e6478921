/**
 * A row of the serving goals' table that bench/all.ts prints: what was measured, what it is compared to, the ratio,
 * the goal and PASS or FAIL; the formatting of its cells, and the row of a measurement that could not be made. One
 * module for all of them, so that every group of rows (bench/against-bare.ts, bench/cold-rounds.ts,
 * bench/large-walk.ts, bench/scale.ts) writes its numbers the same way.
 */
import { ServerRefused } from './children.js';
import type { Rate } from './load.js';

export interface Settings {
  /** Length of each load measurement. */
  readonly seconds: number;
  /** Concurrent keep-alive connections of each load measurement. */
  readonly connections: number;
  /** Longest walk of the whole `large` history (goal 5): a slower server is reported as a partial walk. */
  readonly walkSeconds: number;
}

export type Result = 'PASS' | 'FAIL' | 'INFO' | 'ERROR';

export interface Row {
  readonly id: string;
  readonly what: string;
  readonly measured: string;
  readonly against: string;
  readonly ratio: string;
  readonly goal: string;
  readonly result: Result;
  /** Printed under the table: why it failed, what it ran with instead. */
  readonly note?: string;
}

export const MiB = (n: number): string => `${n.toFixed(0)} MiB`;
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
export const times = (ratio: number): string => `${ratio.toFixed(2)}x`;
export const rate = (r: Rate): string => `${int(r.perSecond)} req/s, ${int(r.mbPerSecond)} MB/s`;
export const verdict = (pass: boolean): Result => (pass ? 'PASS' : 'FAIL');

/** A row that could not be measured: FAIL when the server refused (a result), ERROR when the harness broke. */
export function failed(id: string, what: string, goal: string, error: unknown): Row {
  const refused = error instanceof ServerRefused;
  const message = error instanceof Error ? error.message : String(error);
  return {
    id,
    what,
    measured: refused ? 'refused' : 'error',
    against: '',
    ratio: '',
    goal,
    result: refused ? 'FAIL' : 'ERROR',
    note: `${id}: ${refused ? 'the server ' : 'harness error: '}${message}`,
  };
}
