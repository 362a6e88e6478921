import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Finding } from '../check.js';
import type { AllocationFact, ContractFact, Facts, HistoryFacts, HistoryPoint } from '../facts.js';
import { isObject, type JsonObject } from '../json.js';
import { A_TEMPLATES } from '../learn.js';
import { withdrawRequest } from '../requests.js';

/** "(migration 2, 2024-09-20T13:31:28.405180Z)": where the history shows a fact. */
export const at = (p: HistoryPoint): string => `(migration ${p.migrationId}, ${p.recordTime})`;

/**
 * Why a check that holds answers to the history cannot run, or null. Only the history shows what became of an
 * allocation, a contract or an entry: discovery reads it, with a profile too, whenever a scan URL is given.
 */
export function historyNeeds(facts: Facts, what: string, has: (history: HistoryFacts) => boolean): string | null {
  if (facts.history) return has(facts.history) ? null : what;
  return `${what} (the history was not read)`;
}

/** Lookups into the history's facts, made once per set of facts: checks look them up in every example. */
interface HistoryIndex {
  readonly allocations: ReadonlyMap<string, AllocationFact>;
  readonly contracts: ReadonlyMap<string, ContractFact>;
  /** Contracts of the templates A discloses besides the locked holding, in flight and not archived. */
  readonly moving: readonly ContractFact[];
}

const indexes = new WeakMap<HistoryFacts, HistoryIndex>();

/** The lookups of a set of facts, made on first use. */
export function indexOf(history: HistoryFacts): HistoryIndex {
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

const inFlightText = (c: ContractFact): string =>
  c.inFlight
    ? `${named(c)} is in flight: unassigned from ${c.inFlight.from} to ${c.inFlight.to} at ${at(c.inFlight.at)}, ` +
      'and no assignment of it read after'
    : `${named(c)} is not in flight`;

/** The statuses the history allows for an allocation, and why. */
function allowedFor(life: AllocationFact, index: HistoryIndex): { statuses: readonly number[]; why: string } {
  if (life.ended) return { statuses: [404], why: `the allocation was ${life.ended.how} at ${at(life.ended.at)}` };
  const holding = life.lockedHolding === null ? undefined : index.contracts.get(life.lockedHolding);
  if (holding?.inFlight && !holding.archived)
    return { statuses: [409], why: `its locked holding ${inFlightText(holding)}` };
  // A deployment keeps several open rounds and discloses one: another one's move may or may not hold A up.
  const moving = index.moving[0];
  if (moving) return { statuses: [409, 200], why: `${inFlightText(moving)}; it may be one that A discloses` };
  const where = !holding
    ? 'the history shows no reassignment of any'
    : holding.archived
      ? `its locked holding was archived at ${at(holding.archived)}`
      : holding.assigned
        ? `its locked holding was assigned to ${holding.assigned.synchronizerId} at ${at(holding.assigned.at)}`
        : `its locked holding has not moved since ${holding.created ? at(holding.created.at) : 'it was read'}`;
  return { statuses: [200], why: `no contract it would disclose is in flight in what was read: ${where}` };
}

/**
 * A: the answer for an allocation agrees with its life in the history (docs/api.md sections 2, 3, 4.A and 7): 404 once
 * it is withdrawn or archived, 409 exactly while a contract it would disclose is unassigned and not yet assigned again,
 * else 200, and a 200 discloses no contract in flight. Over every allocation created in what discovery read.
 */
export const aHistoryState = defineCheck({
  id: 'a-history-state',
  title: "An allocation's answer agrees with its life in the history",
  operation: 'A',
  evidence: { of: 'allocations cross-checked with their history' },
  history: true,
  groups: ['registry'],
  needs: (facts) => historyNeeds(facts, 'no allocation whose life the history shows', (h) => h.allocations.length > 0),
  examples: (ctx) => (ctx.facts.history?.allocations ?? []).slice(0, 200).map((a) => a.id),
  inputs: (ctx) => fc.constantFrom(...(ctx.facts.history?.allocations ?? []).map((a) => a.id)),
  asks: ['context'],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (id, { context }, ctx) => {
    const index = ctx.facts.history && indexOf(ctx.facts.history);
    const life = index?.allocations.get(id);
    if (!index || !life) return judged([], 0);
    const { statuses, why } = allowedFor(life, index);
    const created = `created at ${at(life.created)}`;
    if (!statuses.includes(context.status))
      return judged([failure(`${statuses.join(' or ')} (${created}; ${why})`, shown(context), context)], 1, [id]);
    if (context.status !== 200) return judged([], 1, [id]);
    const findings: Finding[] = [];
    disclosedIn(context.json).forEach((disclosed, i) => {
      const fact =
        typeof disclosed['contractId'] === 'string' ? index.contracts.get(disclosed['contractId']) : undefined;
      if (fact?.inFlight && !fact.archived)
        findings.push(
          failure(`409 (${created}; ${inFlightText(fact)})`, `200 with disclosedContracts[${i}] = it`, context),
        );
    });
    return judged(findings, 1, [id]);
  },
});
