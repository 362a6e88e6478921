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
 * A and B: no contract they disclose is archived in the history read (docs/api.md sections 2, 3, 4.A and 4.B: a
 * disclosed contract is one the choice can use, and an archived one it cannot). Contracts the history shows nothing of
 * cannot be judged. Its operation is A, with B's answers counted among its evidence: EVERY_OPERATION would ask
 * evidence of the other operations as well, which it never sends.
 */
export const abDisclosedActive = defineCheck({
  id: 'ab-disclosed-active',
  title: 'A and B disclose no contract archived in the history',
  operation: 'A',
  evidence: { of: 'disclosed contracts whose life the history shows' },
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
    // An error discloses nothing: whether it should have been one is for the checks of A's and B's statuses.
    if (!ctx.facts.history || context.status !== 200) return judged([], 0);
    const index = factIndexOf(ctx.facts.history);
    const findings: Finding[] = [];
    const subjects: string[] = [];
    for (const { i, fact } of disclosedFacts(context.json, index)) {
      subjects.push(fact.contractId);
      if (fact.archived)
        findings.push(
          failure(
            `only contracts not archived in the history (${named(fact)} was archived at ${placeText(fact.archived)})`,
            `${ask.operation} answered 200 with disclosedContracts[${i}] = ${fact.contractId}`,
            context,
          ),
        );
    }
    return judged(findings, subjects.length, subjects);
  },
});
