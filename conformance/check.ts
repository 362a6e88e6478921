import type fc from 'fast-check';
import type { Ask, Exchange, Operation } from './client/client.js';
import type { Dialect, TargetUrls } from './config/config.js';
import type { Facts } from './history/facts.js';
import type { Position } from './reading/events.js';
import { bodyPreview } from './reading/preview.js';
import type { HistoryMap } from './history/map.js';
import type { ItemRule, PairRule } from './items/rule.js';

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
  /** Asks the target (client/client.ts, Ask): the exchange, or with a reader, the body lent to it alone. */
  readonly send: Ask;
  /** The field that names the value encoding: `daml_value_encoding` in the splice dialect. */
  readonly encodingField: 'ledger_value_encoding' | 'daml_value_encoding';
  /**
   * Positions of the items of the history's first page (page_size 1000, compact_json), read once when the run
   * starts: cursors on and between real items.
   */
  readonly positions: readonly Position[];
  /**
   * The map of the whole history (history/map.ts): each migration's first and last item, items at spread instants,
   * the true last item. Cursor-based checks draw their cursors from it (arbitraries/cursors.ts). Empty without a
   * scan URL.
   */
  readonly map: HistoryMap;
  /** The run was told that the history's end moves (--moving-end): d-moving-end watches it even if it saw none arrive. */
  readonly movingEnd: boolean;
  /**
   * Waits before a re-read of the history's end (d-moving-end): at most `ms`, and never past the run's deadline, so
   * that the pauses come out of the run's time (--max-duration). runKit's `pause` replaces it (a test moves a manual
   * clock there instead of waiting).
   */
  readonly pause: (ms: number) => Promise<void>;
}

import type { EveryOperation, Group } from '../common/api.js';

export type { Group };

/**
 * What a check must have examined before its verdict means anything, e.g. "pairs of consecutive events". A check
 * that examined fewer than `needs` (default 1) is inconclusive: never passed (run/runner.ts). A check over several
 * operations (`operation: EVERY_OPERATION`) needs that many of each operation whose URL group was given.
 */
export interface Evidence {
  /** What is counted, as a plural noun phrase: "events with a verdict". */
  readonly of: string;
  readonly needs?: number;
}

/**
 * What `verify` made of one example: its findings, and how many pieces of the check's evidence it examined (an
 * answer it could judge, events it compared). An example that examined nothing adds nothing to the evidence.
 */
export interface Judgement {
  readonly findings: readonly Finding[];
  readonly examined: number;
  /**
   * What the evidence was about, by a stable key (an allocation id, a contract id, a party), for checks whose
   * examples may come back to the same fact: the report then counts each fact once.
   */
  readonly subjects?: readonly string[];
}

/** A judgement: the findings, and `examined` pieces of evidence (one by default, for one answer judged). */
export const judged = (findings: readonly Finding[], examined = 1, subjects?: readonly string[]): Judgement => ({
  findings,
  examined,
  ...(subjects ? { subjects } : {}),
});

/** The answers a check asks for, by name: every one present, none optional. What `verify` receives. */
export type Answers<K extends string, A extends object = Exchange> = { readonly [P in K]: A };

/** What a probe brings back: the answers it got, which may be fewer than asked for (the runner then records an error). */
export type Probed<K extends string, A extends object = Exchange> = { readonly [P in K]?: A };

/**
 * A conformance check: a property over generated inputs. `probe` sends the requests (the only I/O, through the
 * context's client) and brings back what came back, by name; `verify` is a pure function from those answers to
 * findings (docs/style.md, checks).
 *
 * `asks` names the answers `verify` needs. The runner hands them to `verify` only when the probe brought back every
 * one; a probe that brings back fewer is an error of the run, and `verify` does not run. So `verify`'s answers have
 * no optional member, and no example can pass for want of an answer.
 *
 * @example
 * defineCheck({
 *   id: 'a-known-allocation', title: 'A known allocation answers 200', operation: 'A', groups: ['registry'],
 *   inputs: (ctx) => fc.constantFrom(...ctx.facts.knownAllocationIds),
 *   evidence: { of: 'answers for live allocations' },
 *   asks: ['context'],
 *   probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
 *   verify: (_id, { context }) => expectStatus(context, 200, 'the allocation is known'),
 * });
 */
export interface Check<I = unknown, K extends string = string, A extends object = Exchange> {
  /** Stable id: names the check file, the simulator's fault mode, its test and the CLI selector. */
  readonly id: string;
  readonly title: string;
  /** One operation, or EVERY_OPERATION (common/api.ts): the table's first and last letters, such as `A-D`. */
  readonly operation: Operation | EveryOperation;
  /** URL groups the check needs; without one of them it is skipped. */
  readonly groups: readonly Group[];
  /** Why the check cannot run with these facts, or null. */
  readonly needs?: (facts: Facts) => string | null;
  /**
   * True for a check that holds answers to what the history shows (history/facts.ts, HistoryFacts): discovery then
   * reads the history even beside a profile, which names ids but not what became of them.
   */
  readonly history?: boolean;
  /** What the check must examine for its verdict to mean anything. */
  readonly evidence: Evidence;
  /**
   * For a check over every operation: the operations it can find evidence in with these facts (a successful answer
   * of A needs a known allocation); the others are not asked of it. Default: every operation whose URL is given.
   */
  judges?(ctx: CheckContext): readonly Operation[];
  /** Upper bound on examples, for checks whose examples are expensive (whole-history walks). */
  readonly maxRuns?: number;
  /**
   * The warning a check gives for evidence it met but cannot judge: a blob in a form the kit does not read (a real
   * deployment's protobuf), a contract outside the part of the history read. A check that examined nothing and met
   * such evidence is skipped with that reason rather than inconclusive: the target showed what the check is about,
   * the kit could not judge it, and a run against that target must not fail for the kit's want (run/trial.ts).
   */
  readonly unjudgeable?: string;
  /**
   * The rule about one item of the history this check owns (items/rule.ts): it judges every item the run reads, and
   * the check's verdict is the rule's over all of them (run/item-results.ts).
   */
  readonly itemRule?: ItemRule;
  /**
   * The rule about one item read in both value encodings this check owns (checks/encoding-pages.ts): a sweep
   * (sweep/sweep.ts) holds every pair it reads to it, and the check's verdict takes in what it found.
   */
  readonly pairRule?: PairRule;
  /** The answers `verify` needs, by name, at least one: the probe must bring back each of them. */
  readonly asks: readonly [K, ...K[]];
  // Method syntax on purpose: it lets every Check<I, K, A> stand in a list of Check<unknown, string, object>.
  inputs(ctx: CheckContext): fc.Arbitrary<I>;
  /** Inputs tried in every run before the generated ones: e.g. every id the profile lists. */
  examples?(ctx: CheckContext): I[];
  /** Sends the example's requests and brings back, by name, what was observed. */
  probe(input: I, ctx: CheckContext): Promise<Probed<K, A>>;
  /** Pure: the findings in what was observed, every answer asked for at hand, and how much of it was evidence. */
  verify(input: I, answers: Answers<K, A>, ctx: CheckContext): Judgement;
}

export type AnyCheck = Check<unknown, string, object>;

export const defineCheck = <I, K extends string, A extends object = Exchange>(check: Check<I, K, A>): Check<I, K, A> =>
  check;

/** The names a probe brought back no answer for, in the order the check asks for them. */
const unanswered = <K extends string, A extends object>(asks: readonly K[], probed: Probed<K, A>): K[] =>
  asks.filter((name) => probed[name] === undefined);

/** True when the probe brought back every answer asked for: then what it brought back is what `verify` takes. */
export const answeredAll = <K extends string, A extends object>(
  asks: readonly K[],
  probed: Probed<K, A>,
): probed is Answers<K, A> => unanswered(asks, probed).length === 0;

/** Why a run stops at a probe that brought back fewer answers than its check asks for. */
export const unansweredText = <K extends string, A extends object>(asks: readonly K[], probed: Probed<K, A>): string =>
  `the probe brought back no answer for ${unanswered(asks, probed).join(', ')} ` +
  `(the check asks for ${asks.join(', ')}): a defect of the kit, not of the target`;

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

/** Short text of a response for `Received:` lines: made from the beginning of its body only (reading/preview.ts). */
export function shown(exchange: Exchange, limit = 300): string {
  return `${exchange.status} ${bodyPreview(exchange, limit)}`;
}

/** A failure unless the status is the expected one; the answer is one piece of evidence either way. */
export function expectStatus(exchange: Exchange, expected: number, why: string): Judgement {
  return judged(exchange.status === expected ? [] : [failure(`${expected} (${why})`, shown(exchange), exchange)]);
}
