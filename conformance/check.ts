import type fc from 'fast-check';
import type { Exchange, Operation, Send } from './client.js';
import type { Dialect, TargetUrls } from './config.js';
import type { Facts } from './facts.js';
import type { EventItem, Position } from './events.js';

/** What a check found in one example: a failure fails the check, a warning is reported only. */
export interface Finding {
  readonly severity: 'failure' | 'warning';
  readonly expected: string;
  readonly received: string;
  /** The exchange that shows the finding; the report turns it into a curl line. */
  readonly exchange?: Exchange;
}

export interface CheckContext {
  readonly urls: TargetUrls;
  readonly facts: Facts;
  readonly dialect: Dialect;
  readonly send: Send;
  /** The field that names the value encoding: `daml_value_encoding` in the splice dialect. */
  readonly encodingField: 'ledger_value_encoding' | 'daml_value_encoding';
  /** The first page of the history (page_size 1000, compact_json), read once when the run starts. */
  readonly firstPage: readonly EventItem[];
  /** Positions of the first page's items: cursors on and between real items. */
  readonly positions: readonly Position[];
}

export type Group = 'registry' | 'validator' | 'scan';

/**
 * A conformance check: a property over generated inputs. `probe` sends the requests (the only I/O, through the
 * context's client); `verify` is a pure function from what came back to findings (STYLE.md habit 6).
 */
export interface Check<I = unknown, O = Exchange[]> {
  /** Stable id: names the check file, the simulator's fault mode, its test and the CLI selector. */
  readonly id: string;
  readonly title: string;
  readonly operation: Operation | 'A-D';
  /** URL groups the check needs; without one of them it is skipped. */
  readonly groups: readonly Group[];
  /** Why the check cannot run with these facts, or null. */
  readonly needs?: (facts: Facts) => string | null;
  /** Upper bound on examples, for checks whose examples are expensive (whole-history walks). */
  readonly maxRuns?: number;
  // Method syntax on purpose: it lets every Check<I, O> stand in a list of Check<unknown, unknown>.
  inputs(ctx: CheckContext): fc.Arbitrary<I>;
  /** Inputs tried in every run before the generated ones: e.g. every id the profile lists. */
  examples?(ctx: CheckContext): I[];
  /** Sends the example's requests and returns what was observed. */
  probe(input: I, ctx: CheckContext): Promise<O>;
  /** Pure: the findings in what was observed. */
  verify(input: I, observed: O, ctx: CheckContext): Finding[];
}

export type AnyCheck = Check<unknown, unknown>;

export const defineCheck = <I, O = Exchange[]>(check: Check<I, O>): Check<I, O> => check;

export const failure = (expected: string, received: string, exchange?: Exchange): Finding => ({
  severity: 'failure',
  expected,
  received,
  ...(exchange ? { exchange } : {}),
});

export const warning = (expected: string, received: string, exchange?: Exchange): Finding => ({
  severity: 'warning',
  expected,
  received,
  ...(exchange ? { exchange } : {}),
});

/** Short text of a response for `Received:` lines. */
export function shown(exchange: Exchange, limit = 300): string {
  const body = exchange.text.length > limit ? `${exchange.text.slice(0, limit)}...` : exchange.text;
  return `${exchange.status} ${body}`;
}

/** A failure unless the status is the expected one. */
export function expectStatus(exchange: Exchange, expected: number, why: string): Finding[] {
  return exchange.status === expected ? [] : [failure(`${expected} (${why})`, shown(exchange), exchange)];
}
