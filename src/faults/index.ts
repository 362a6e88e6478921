import { aDebugExclusion } from './a-debug-exclusion.js';
import { aDisclosedSynchronizer } from './a-disclosed-synchronizer.js';
import { aHistoryState } from './a-history-state.js';
import { aKnownAllocation } from './a-known-allocation.js';
import { aMalformedBody } from './a-malformed-body.js';
import { aNoCredentials } from './a-no-credentials.js';
import { aReassignment409 } from './a-reassignment-409.js';
import { aUnknownAllocation } from './a-unknown-allocation.js';
import { abDisclosedActive } from './ab-disclosed-active.js';
import { bDebugExclusion } from './b-debug-exclusion.js';
import { bFactory } from './b-factory.js';
import { bMalformedBody } from './b-malformed-body.js';
import { cEntryFields } from './c-entry-fields.js';
import { cEntryHistory } from './c-entry-history.js';
import { cKnownEntry } from './c-known-entry.js';
import { cUnknownParty } from './c-unknown-party.js';
import { contentTypeJson } from './content-type-json.js';
import { dCursorExclusive } from './d-cursor-exclusive.js';
import { dCursorNotation } from './d-cursor-notation.js';
import { dEncodingsAgree } from './d-encodings-agree.js';
import { dEventTree } from './d-event-tree.js';
import { dItemParts } from './d-item-parts.js';
import { dOrder } from './d-order.js';
import { dPageSizeBound } from './d-page-size-bound.js';
import { dPageSizeInvalid } from './d-page-size-invalid.js';
import { dReadsAgree } from './d-reads-agree.js';
import { dStableHistory } from './d-stable-history.js';
import { dTrafficViews } from './d-traffic-views.js';
import { dUpdateVerdictAgree } from './d-update-verdict-agree.js';
import { dViewGraph } from './d-view-graph.js';
import { dWalk } from './d-walk.js';
import type { Fault } from './fault.js';
import { located, parsePlace, placeNames } from './located.js';
import { errorSchema } from './error-schema.js';
import { responseSchema } from './response-schema.js';
import { SimulatorError } from '../errors.js';
import { CHECK_IDS, isCheckId, type CheckId } from '../../common/check-ids.js';
import { didYouMean } from '../../common/did-you-mean.js';
import { isPaged, operationsInWords, PAGED_OPERATIONS } from '../../common/api.js';

export type { Fault, FaultHeaders, FaultInput, Next, Operation } from './fault.js';
export { composeFaults, type FaultRequest } from './compose.js';

/**
 * Every fault mode by the id of the conformance check whose rule it breaks: a check id (common/check-ids.ts)
 * without its fault here does not compile, nor does a fault under an id that names no check.
 */
export type FaultsByCheck = { readonly [Id in CheckId]: Fault };

export const faultsByCheck: FaultsByCheck = {
  'response-schema': responseSchema,
  'error-schema': errorSchema,
  'content-type-json': contentTypeJson,
  'a-known-allocation': aKnownAllocation,
  'a-unknown-allocation': aUnknownAllocation,
  'a-reassignment-409': aReassignment409,
  'a-history-state': aHistoryState,
  'a-disclosed-synchronizer': aDisclosedSynchronizer,
  'a-malformed-body': aMalformedBody,
  'a-debug-exclusion': aDebugExclusion,
  'a-no-credentials': aNoCredentials,
  'b-factory': bFactory,
  'b-debug-exclusion': bDebugExclusion,
  'b-malformed-body': bMalformedBody,
  'ab-disclosed-active': abDisclosedActive,
  'c-known-entry': cKnownEntry,
  'c-unknown-party': cUnknownParty,
  'c-entry-fields': cEntryFields,
  'c-entry-history': cEntryHistory,
  'd-page-size-bound': dPageSizeBound,
  'd-page-size-invalid': dPageSizeInvalid,
  'd-order': dOrder,
  'd-cursor-exclusive': dCursorExclusive,
  'd-cursor-notation': dCursorNotation,
  'd-walk': dWalk,
  'd-reads-agree': dReadsAgree,
  'd-stable-history': dStableHistory,
  'd-encodings-agree': dEncodingsAgree,
  'd-item-parts': dItemParts,
  'd-update-verdict-agree': dUpdateVerdictAgree,
  'd-event-tree': dEventTree,
  'd-view-graph': dViewGraph,
  'd-traffic-views': dTrafficViews,
};

/** Every fault mode, in the kit's order (CHECK_IDS). */
export const faults: readonly Fault[] = CHECK_IDS.map((id) => faultsByCheck[id]);

export const faultIds: readonly string[] = faults.map((f) => f.id);

/** A fault id that names no fault mode; the message lists the known ones. */
export class UnknownFaultError extends SimulatorError {
  override readonly name = 'UnknownFaultError';
  readonly exitCode = 2;
}

/**
 * The faults for a list of ids, in that order; an unknown id is an error that lists the known ones. A fault of the
 * paged operations (common/api.ts) may be located, `ID@PLACE` (located.ts): it then breaks its rule only at that
 * place of the history.
 */
export function faultsFor(ids: readonly string[]): Fault[] {
  return ids.map((given) => {
    const at = given.indexOf('@');
    const [id, where] = at < 0 ? [given, undefined] : [given.slice(0, at), given.slice(at + 1)];
    const fault = isCheckId(id) ? faultsByCheck[id] : undefined;
    if (!fault)
      throw new UnknownFaultError(
        `unknown fault ${JSON.stringify(given)}${didYouMean(id, faultIds)}; known faults: ${faultIds.join(', ')}`,
      );
    if (where === undefined) return fault;
    const place = parsePlace(where);
    if (!place || !fault.operations.every(isPaged))
      throw new UnknownFaultError(
        place
          ? `fault ${JSON.stringify(given)}: only a fault of ${operationsInWords(PAGED_OPERATIONS, 'or')} can be located, and ${id} is of ${fault.operations.join(', ')}`
          : `fault ${JSON.stringify(given)}: unknown place ${JSON.stringify(where)}; places: ${placeNames}`,
      );
    return located(fault, place, where);
  });
}
