import fc from 'fast-check';
import { defineCheck, failure, judged, warning, type Finding } from '../check.js';
import { blobIds } from '../reading/created-event-blob.js';
import { disclosedIn, disclosingAsks, disclosingRequest } from './history-facts.js';

/** The warning of a blob in a form the kit does not read: one text, so that the report counts them. */
export const UNREAD_BLOB =
  'createdEventBlob in a form the kit reads (base64 of the JSON of the creation event, docs/kit.md, checks)';

/**
 * A and B: each disclosed contract's `createdEventBlob` is the blob of that contract (docs/api.md section 2,
 * DisclosedContract: the blob of the contract's creation event, which the ledger takes for the contract itself): where
 * its form can be read (reading/created-event-blob.ts), it names the disclosed `contractId` and `templateId`. A blob in
 * another form, a real deployment's protobuf, cannot be judged: each is counted as a warning, and a run that met only
 * such blobs skips the check rather than calling it inconclusive. Its operation is A, with
 * B's answers counted among its evidence, as ab-disclosed-active's are.
 */
export const abDisclosedBlob = defineCheck({
  id: 'ab-disclosed-blob',
  title: "A and B disclose each contract with its own contract's blob",
  operation: 'A',
  evidence: { of: 'disclosed contracts whose blob the kit could read' },
  unjudgeable: UNREAD_BLOB,
  groups: ['registry'],
  needs: (facts) =>
    facts.knownAllocationIds.length > 0 || facts.factoryChoiceArguments !== null
      ? null
      : 'no allocation that answers 200 known, nor factory choiceArguments',
  examples: (ctx) => disclosingAsks(ctx.facts.knownAllocationIds.slice(0, 200), ctx.facts),
  inputs: (ctx) => fc.constantFrom(...disclosingAsks(ctx.facts.knownAllocationIds, ctx.facts)),
  asks: ['context'],
  probe: async (ask, ctx) => ({ context: await ctx.send(disclosingRequest(ask, ctx)) }),
  verify: (ask, { context }) => {
    // An error discloses nothing: whether it should have been one is for the checks of A's and B's statuses.
    if (context.status !== 200) return judged([], 0);
    const findings: Finding[] = [];
    let read = 0;
    disclosedIn(context.json).forEach((disclosed, i) => {
      const ids = blobIds(disclosed['createdEventBlob']);
      if (!ids) {
        findings.push(warning(UNREAD_BLOB, 'a blob in another form', context));
        return;
      }
      const { contractId, templateId } = disclosed;
      read++;
      if (ids.contractId === contractId && ids.templateId === templateId) return;
      findings.push(
        failure(
          `${ask.operation}'s disclosedContracts[${i}].createdEventBlob the blob of contract ${String(contractId)} of template ${String(templateId)}`,
          `the blob of contract ${ids.contractId} of template ${ids.templateId}`,
          context,
        ),
      );
    });
    // No subjects: the summary's line of cross-checks names the checks that hold answers to the history.
    return judged(findings, read);
  },
});
