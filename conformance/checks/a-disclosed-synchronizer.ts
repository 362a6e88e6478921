import fc from 'fast-check';
import { defineCheck, failure, judged, type Finding } from '../check.js';
import {
  disclosedFacts,
  disclosingAsks,
  disclosingRequest,
  factIndexOf,
  historyNeeds,
  liveAllocationIds,
  named,
  placeText,
} from './history-facts.js';

/**
 * A and B: each disclosed contract names the synchronizer it is on (docs/api.md section 2,
 * DisclosedContract.synchronizerId, a rule of every operation that discloses contracts): where the history read puts
 * it, the target of its last assignment, else the synchronizer of the transaction that created it. Contracts the
 * history shows in flight or archived are other checks' (a-history-state, b-reassignment-409, ab-disclosed-active);
 * those it shows nothing of cannot be judged. Its operation is A, with B's answers counted among its evidence, as
 * ab-disclosed-active's are; the id keeps the name it had when it judged A alone.
 */
export const aDisclosedSynchronizer = defineCheck({
  id: 'a-disclosed-synchronizer',
  title: 'A and B disclose each contract on the synchronizer the history puts it on',
  operation: 'A',
  evidence: { of: 'disclosed contracts whose synchronizer the history shows' },
  history: true,
  groups: ['registry'],
  needs: (facts) =>
    historyNeeds(
      facts,
      'no live allocation whose life the history shows, nor factory choiceArguments',
      (h) => liveAllocationIds(h).length > 0 || facts.factoryChoiceArguments !== null,
    ),
  examples: (ctx) => disclosingAsks(liveAllocationIds(ctx.facts.history).slice(0, 200), ctx.facts),
  inputs: (ctx) => fc.constantFrom(...disclosingAsks(liveAllocationIds(ctx.facts.history), ctx.facts)),
  asks: ['context'],
  probe: async (ask, ctx) => ({ context: await ctx.send(disclosingRequest(ask, ctx)) }),
  verify: (ask, { context }, ctx) => {
    // An error discloses nothing: whether it should have answered is for the checks of A's and B's statuses.
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
          `${ask.operation}'s disclosedContracts[${i}] (${named(fact)}) on ${place.synchronizerId}, where ${how} put it ${placeText(place.at)}`,
          `synchronizerId ${JSON.stringify(disclosed['synchronizerId'])}`,
          context,
        ),
      );
    }
    return judged(findings, subjects.length, subjects);
  },
});
