import fc from 'fast-check';
import { defineCheck, failure, judged, warning, type Finding } from '../check.js';
import { factoryRequest } from '../client/requests.js';
import { disclosedFacts, disclosedIn, factIndexOf, historyNeeds, named, placeText } from './history-facts.js';

/**
 * The warning of a disclosed contract the part of the history read shows nothing of (a registry's contracts are
 * made early, and discovery reads the end of a long history): one text, so that the report counts them, and a run
 * that met only such contracts skips the check (check.ts, unjudgeable).
 */
export const OUTSIDE_READ = 'a disclosed contract whose place the part of the history read shows';

/**
 * B: a 200 discloses no contract that the history read shows in flight, unassigned and not assigned again: the
 * operation answers 409 instead (docs/api.md section 2, DisclosedContract: the rule sits on the disclosed contract, so
 * it holds for B as for A, whose own is a-history-state's). B's 409 is not judged: which contracts B would disclose
 * is known only from a 200, and a contract that went in flight before the part of the history read shows nothing.
 * Contracts the history shows nothing of cannot be judged.
 */
export const bReassignment409 = defineCheck({
  id: 'b-reassignment-409',
  title: 'B discloses no contract the history shows in flight',
  operation: 'B',
  evidence: { of: 'disclosed contracts whose place the history shows' },
  unjudgeable: OUTSIDE_READ,
  history: true,
  groups: ['registry'],
  needs: (facts) =>
    facts.factoryChoiceArguments === null
      ? 'no factory choiceArguments known'
      : historyNeeds(facts, 'no contract whose place the history shows', (h) => h.contracts.length > 0),
  inputs: () => fc.boolean(),
  asks: ['factory'],
  probe: async (excludeDebugFields, ctx) => ({
    factory: await ctx.send(
      factoryRequest(ctx.urls, { choiceArguments: ctx.facts.factoryChoiceArguments, excludeDebugFields }),
    ),
  }),
  verify: (_input, { factory }, ctx) => {
    // An error discloses nothing; a 409 is not judged (above).
    if (!ctx.facts.history || factory.status !== 200) return judged([], 0);
    const findings: Finding[] = [];
    const subjects: string[] = [];
    const known = disclosedFacts(factory.json, factIndexOf(ctx.facts.history));
    for (const { i, fact } of known) {
      if (fact.archived) continue;
      subjects.push(fact.contractId);
      if (fact.inFlight)
        findings.push(
          failure(
            `409 while a contract to disclose is being reassigned: ${named(fact)} was unassigned from ${fact.inFlight.from} to ${fact.inFlight.to} at ${placeText(fact.inFlight.at)}, and no assignment of it read after`,
            `200 with choiceContext.disclosedContracts[${i}] = it`,
            factory,
          ),
        );
    }
    if (known.length < disclosedIn(factory.json).length)
      findings.push(warning(OUTSIDE_READ, 'a contract the history read shows nothing of', factory));
    return judged(findings, subjects.length, subjects);
  },
});
