import { InjectRuleError } from './inject-rules.js';
import { Injector, type RuleBudget, type RuleInfo } from './injector.js';
import {
  checkedFilter,
  entryLine,
  filterText,
  JournalError,
  RequestExpectationError,
  type JournalEntry,
  type JournalFilter,
  type JournalReader,
} from './journal-view.js';

/**
 * What a test asks of a simulator beyond its ledger: faults on demand (docs/inject.md) and the request journal
 * (docs/journal.md), in-process. The injector and the journal's reader are the ones the app and the edge use.
 */

export type { JournalEntry, JournalFilter } from './journal-view.js';
export type { RuleInfo } from './injector.js';
export { InjectRuleError } from './inject-rules.js';
export { JournalError, RequestExpectationError } from './journal-view.js';

export interface TestToolOptions {
  /**
   * Faults on demand, in force from the start, in this order: rules such as `D: 503 next 2`, `D: reset 10%`,
   * `*: delay 100ms-2s` (docs/inject.md). A rule that cannot be read throws an InjectRuleError. None by default.
   */
  readonly inject?: readonly string[];
  /** How many of the latest requests the journal keeps (default 1000; 0 turns it off; docs/journal.md). */
  readonly journalSize?: number;
  /**
   * How many MiB the journal's entries may hold together, by its own count of their headers, query and body (default
   * 32, 1 to 4096; docs/journal.md): past it the oldest go.
   */
  readonly journalMb?: number;
  /**
   * How many rules may be in force at once (default 256): past it `inject` throws an InjectRuleError, and
   * `POST /_control/inject` answers 409 (docs/inject.md, budgets).
   */
  readonly injectMaxRules?: number;
  /** KiB of text the rules in force may hold together (default 64); one rule is at most 4 KiB whatever this says. */
  readonly injectMaxKb?: number;
  /**
   * MiB of answers that `delay` and `slow` rules may hold while they wait or trickle (default 64): past it such an
   * answer is refused with 503 (docs/inject.md, budgets). Per process.
   */
  readonly injectHoldMb?: number;
}

/** A rule in force, as `inject` returns it. */
export interface InjectHandle extends RuleInfo {
  /** Takes it out of force; false when it was no longer in force (removed, cleared or spent). */
  remove(): boolean;
}

/** How many requests `expectRequests` expects: exactly this many, or at least and at most. */
export type RequestCount = number | { readonly atLeast?: number; readonly atMost?: number };

export interface SimulatorTools {
  /** Puts a rule in force, after those there (docs/inject.md); throws an InjectRuleError naming what is wrong. */
  inject(rule: string): InjectHandle;
  /** The rules in force, in order, with how many requests each fires for yet (`left`, null for no end). */
  rules(): InjectHandle[];
  /** Takes every rule out of force; how many there were. */
  clearRules(): number;
  /** The journal's entries that pass `filter`, oldest first; throws a JournalError when the journal is off. */
  requests(filter?: JournalFilter): JournalEntry[];
  /**
   * The journal's entries that pass `filter`, once every one of them is final: at once when none is still being
   * answered (an injected delay or slow body), else when the last of them ends. Entries that arrive meanwhile are
   * not waited for. Rejects with a JournalError when the journal is off.
   */
  finalRequests(filter?: JournalFilter): Promise<JournalEntry[]>;
  /** Forgets the journal's entries. */
  clearRequests(): void;
  /**
   * The entries that pass `filter`, when there are `count` of them (a number, or `{ atLeast, atMost }`); otherwise
   * throws a RequestExpectationError whose message lists the journal, one line per entry, credentials masked.
   */
  expectRequests(filter: JournalFilter, count: RequestCount): JournalEntry[];
}

/**
 * The injector of the rules given, drawing from `seed`, within `budget`; a rule that cannot be read, or that the
 * budget has no room for, throws an InjectRuleError.
 */
export function injectorOf(rules: readonly string[] | undefined, seed: number, budget?: RuleBudget): Injector {
  const injector = new Injector(seed, budget);
  if (rules !== undefined && !Array.isArray(rules)) {
    throw new InjectRuleError(`inject must be a list of rules such as ["D: 503 next 2"], got ${JSON.stringify(rules)}`);
  }
  for (const rule of rules ?? []) injector.add(rule);
  return injector;
}

/** The most entries an expectation's message lists: the latest. */
const LISTED = 50;

function countText(count: RequestCount): string {
  if (typeof count === 'number') return `exactly ${count}`;
  const { atLeast, atMost } = count;
  if (atLeast !== undefined && atMost !== undefined) return `from ${atLeast} to ${atMost}`;
  return atLeast !== undefined ? `at least ${atLeast}` : `at most ${atMost ?? 'any number'}`;
}

function checkedCount(count: RequestCount): { min: number; max: number } {
  const natural = (n: unknown): boolean => Number.isSafeInteger(n) && (n as number) >= 0;
  if (typeof count === 'number' && natural(count)) return { min: count, max: count };
  if (typeof count === 'object' && count !== null) {
    const { atLeast = 0, atMost = Number.MAX_SAFE_INTEGER } = count;
    if (natural(atLeast) && natural(atMost) && atLeast <= atMost) return { min: atLeast, max: atMost };
  }
  throw new JournalError(
    `expectRequests needs a count: a whole number or { atLeast, atMost } with atLeast <= atMost, got ${JSON.stringify(count)}`,
  );
}

/** The in-process API over the injector and the journal (none when it is off). */
export function toolsOf(injector: Injector, journal: JournalReader | undefined): SimulatorTools {
  const handleOf = (info: RuleInfo): InjectHandle => ({ ...info, remove: () => injector.remove(info.id) !== null });
  const reader = (): JournalReader => {
    if (journal === undefined) {
      throw new JournalError('the request journal is off (journalSize: 0, serve --journal-size 0): nothing was kept');
    }
    return journal;
  };
  return {
    inject: (rule) => handleOf(injector.add(rule)),
    rules: () => injector.list().map(handleOf),
    clearRules: () => injector.clear(),
    requests: (filter) => reader().entries(checkedFilter(filter)),
    finalRequests: async (filter) => reader().whenFinal(checkedFilter(filter)),
    clearRequests: () => void reader().clear(),
    expectRequests: (filter, count) => {
      const { min, max } = checkedCount(count);
      const all = reader().entries();
      const chosen = new Set(
        reader()
          .entries(checkedFilter(filter))
          .map((e) => e.id),
      );
      const matching = all.filter((e) => chosen.has(e.id));
      if (matching.length >= min && matching.length <= max) return matching;
      const shown = all.slice(-LISTED);
      const lines = shown.map((e) => `${chosen.has(e.id) ? '*' : ' '} ${entryLine(e)}`);
      const earlier = all.length - shown.length;
      throw new RequestExpectationError(
        [
          `expected ${countText(count)} requests ${filterText(filter)}, saw ${matching.length}; the journal holds ${all.length} (of at most ${reader().size}), * marks those that match:`,
          ...(all.length === 0 ? ['  (no request)'] : []),
          ...(earlier > 0 ? [`  (${earlier} earlier not shown)`] : []),
          ...lines,
        ].join('\n'),
      );
    },
  };
}
