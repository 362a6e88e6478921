import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Finding } from '../check.js';
import type { AllocationFact, ContractFact } from '../history/facts.js';
import { withdrawRequest } from '../client/requests.js';
import { disclosedFacts, factIndexOf, historyNeeds, named, placeText, type FactIndex } from './history-facts.js';

const inFlightText = (c: ContractFact): string =>
  c.inFlight
    ? `${named(c)} is in flight: unassigned from ${c.inFlight.from} to ${c.inFlight.to} at ${placeText(c.inFlight.at)}, ` +
      'and no assignment of it read after'
    : `${named(c)} is not in flight`;

/** The statuses the history allows for an allocation, and why. */
function allowedFor(life: AllocationFact, index: FactIndex): { statuses: readonly number[]; why: string } {
  if (life.ended)
    return { statuses: [404], why: `the allocation was ${life.ended.how} at ${placeText(life.ended.at)}` };
  const holding = life.lockedHolding === null ? undefined : index.contracts.get(life.lockedHolding);
  if (holding?.inFlight && !holding.archived)
    return { statuses: [409], why: `its locked holding ${inFlightText(holding)}` };
  // A deployment keeps several open rounds and discloses one: another one's move may or may not hold A up.
  const moving = index.moving[0];
  if (moving) return { statuses: [409, 200], why: `${inFlightText(moving)}; it may be one that A discloses` };
  const where = !holding
    ? 'the history shows no reassignment of any'
    : holding.archived
      ? `its locked holding was archived at ${placeText(holding.archived)}`
      : holding.assigned
        ? `its locked holding was assigned to ${holding.assigned.synchronizerId} at ${placeText(holding.assigned.at)}`
        : `its locked holding has not moved since ${holding.created ? placeText(holding.created.at) : 'it was read'}`;
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
    const index = ctx.facts.history && factIndexOf(ctx.facts.history);
    const life = index?.allocations.get(id);
    if (!index || !life) return judged([], 0);
    const { statuses, why } = allowedFor(life, index);
    const created = `created at ${placeText(life.created)}`;
    if (!statuses.includes(context.status))
      return judged([failure(`${statuses.join(' or ')} (${created}; ${why})`, shown(context), context)], 1, [id]);
    if (context.status !== 200) return judged([], 1, [id]);
    const findings: Finding[] = [];
    for (const { i, fact } of disclosedFacts(context.json, index))
      if (fact.inFlight && !fact.archived)
        findings.push(
          failure(`409 (${created}; ${inFlightText(fact)})`, `200 with disclosedContracts[${i}] = it`, context),
        );
    return judged(findings, 1, [id]);
  },
});
