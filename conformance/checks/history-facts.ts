import type { CheckContext } from '../check.js';
import type { RequestSpec } from '../client/client.js';
import { factoryRequest, withdrawRequest } from '../client/requests.js';
import type { AllocationFact, ContractFact, Facts, HistoryFacts, HistoryPoint } from '../history/facts.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { A_TEMPLATES } from '../history/learn.js';

/**
 * What the checks that hold answers of A, B and C to the history share (history/facts.ts, HistoryFacts): how a fact's
 * place is written, why such a check cannot run, lookups into the facts, and the contracts an answer discloses.
 */

/** "(migration 2, 2024-09-20T13:31:28.405180Z)": where the history shows a fact. */
export const placeText = (p: HistoryPoint): string => `(migration ${p.migrationId}, ${p.recordTime})`;

/**
 * Why a check that holds answers to the history cannot run, or null. Only the history shows what became of an
 * allocation, a contract or an entry: discovery reads it, with a profile too, whenever a scan URL is given.
 */
export function historyNeeds(facts: Facts, what: string, has: (history: HistoryFacts) => boolean): string | null {
  if (facts.history) return has(facts.history) ? null : what;
  return `${what} (the history was not read)`;
}

/** Lookups into the history's facts, made once per set of facts: checks look them up in every example. */
export interface FactIndex {
  readonly allocations: ReadonlyMap<string, AllocationFact>;
  readonly contracts: ReadonlyMap<string, ContractFact>;
  /** Contracts of the templates A discloses besides the locked holding, in flight and not archived. */
  readonly moving: readonly ContractFact[];
}

const indexes = new WeakMap<HistoryFacts, FactIndex>();

/** The lookups of a set of facts, made on first use. */
export function factIndexOf(history: HistoryFacts): FactIndex {
  let index = indexes.get(history);
  if (!index) {
    index = {
      allocations: new Map(history.allocations.map((a) => [a.id, a])),
      contracts: new Map(history.contracts.map((c) => [c.contractId, c])),
      moving: history.contracts.filter(
        (c) => c.inFlight && !c.archived && c.template !== null && A_TEMPLATES.includes(c.template),
      ),
    };
    indexes.set(history, index);
  }
  return index;
}

/** Allocations the history shows neither withdrawn nor archived: A answers them with a context or a 409. */
export const liveAllocationIds = (history: HistoryFacts | undefined): string[] =>
  (history?.allocations ?? []).filter((a) => a.ended === null).map((a) => a.id);

/** One answer that discloses contracts: A's for an allocation, or B's for the factory choiceArguments discovered. */
export type DisclosingAsk = { readonly operation: 'A'; readonly allocationId: string } | { readonly operation: 'B' };

/** B's answer first when the facts hold factory choiceArguments, then A's for each allocation id given. */
export const disclosingAsks = (ids: readonly string[], facts: Facts): DisclosingAsk[] => [
  ...(facts.factoryChoiceArguments !== null ? [{ operation: 'B' as const }] : []),
  ...ids.map((allocationId) => ({ operation: 'A' as const, allocationId })),
];

/** The request of a disclosing ask: A's withdraw context, or B's factory for the choiceArguments discovered. */
export const disclosingRequest = (ask: DisclosingAsk, ctx: CheckContext): RequestSpec =>
  ask.operation === 'A'
    ? withdrawRequest(ctx.urls, ask.allocationId, {})
    : factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments });

/** The disclosed contracts of an answer of A, or of B (under `choiceContext`); none when it has none. */
export function disclosedIn(body: unknown): JsonObject[] {
  const outer = isObject(body) ? body : {};
  const context = isObject(outer['choiceContext']) ? outer['choiceContext'] : outer;
  const list = context['disclosedContracts'];
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/** "OpenMiningRound 00ab...": a contract as a failure names it. */
export const named = (c: ContractFact): string =>
  `${c.template === null ? 'contract' : (c.template.split(':').at(-1) ?? c.template)} ${c.contractId}`;

/**
 * The contracts an answer of A or B discloses whose place the history shows, each with its place in the answer:
 * what the checks of disclosed contracts judge (a contract the history never showed is not judged).
 */
export function disclosedFacts(
  body: unknown,
  index: FactIndex,
): { readonly i: number; readonly disclosed: JsonObject; readonly fact: ContractFact }[] {
  return disclosedIn(body).flatMap((disclosed, i) => {
    const id = disclosed['contractId'];
    const fact = typeof id === 'string' ? index.contracts.get(id) : undefined;
    return fact ? [{ i, disclosed, fact }] : [];
  });
}
