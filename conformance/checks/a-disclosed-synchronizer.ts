import fc from 'fast-check';
import { defineCheck, failure, judged, type Finding } from '../check.js';
import { withdrawRequest } from '../client/requests.js';
import { disclosedFacts, factIndexOf, historyNeeds, liveAllocationIds, named, placeText } from './history-facts.js';

/**
 * A: each disclosed contract names the synchronizer it is on (docs/api.md section 2, DisclosedContract.synchronizerId):
 * where the history read puts it, the target of its last assignment, else the synchronizer of the transaction that
 * created it. Contracts the history shows in flight or archived are other checks' (a-history-state,
 * ab-disclosed-active); those it shows nothing of cannot be judged.
 */
export const aDisclosedSynchronizer = defineCheck({
  id: 'a-disclosed-synchronizer',
  title: 'A discloses each contract on the synchronizer the history puts it on',
  operation: 'A',
  evidence: { of: 'disclosed contracts whose synchronizer the history shows' },
  history: true,
  groups: ['registry'],
  needs: (facts) =>
    historyNeeds(facts, 'no live allocation whose life the history shows', (h) => liveAllocationIds(h).length > 0),
  examples: (ctx) => liveAllocationIds(ctx.facts.history).slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...liveAllocationIds(ctx.facts.history)),
  asks: ['context'],
  probe: async (id, ctx) => ({ context: await ctx.send(withdrawRequest(ctx.urls, id, {})) }),
  verify: (_id, { context }, ctx) => {
    // A 404 or 409 discloses nothing: whether it should have answered is a-history-state's to say.
    if (!ctx.facts.history || context.status !== 200) return judged([], 0);
    const index = factIndexOf(ctx.facts.history);
    const findings: Finding[] = [];
    const subjects: string[] = [];
    for (const { i, disclosed, fact } of disclosedFacts(context.json, index)) {
      const place = fact.assigned ?? fact.created;
      if (fact.inFlight || fact.archived || !place) continue;
      subjects.push(fact.contractId);
      if (disclosed['synchronizerId'] === place.synchronizerId) continue;
      const how = fact.assigned ? 'its last assignment read' : 'the transaction that created it';
      findings.push(
        failure(
          `disclosedContracts[${i}] (${named(fact)}) on ${place.synchronizerId}, where ${how} put it ${placeText(place.at)}`,
          `synchronizerId ${JSON.stringify(disclosed['synchronizerId'])}`,
          context,
        ),
      );
    }
    return judged(findings, subjects.length, subjects);
  },
});
