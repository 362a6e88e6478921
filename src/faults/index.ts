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

export type { Fault, FaultHeaders, FaultInput, Next, Operation } from './fault.js';
export { composeFaults, type FaultRequest } from './compose.js';

/** Every fault mode, one per conformance check and in the kit's order (conformance/checks/index.ts). */
export const faults: readonly Fault[] = [
  responseSchema,
  errorSchema,
  contentTypeJson,
  aKnownAllocation,
  aUnknownAllocation,
  aReassignment409,
  aHistoryState,
  aDisclosedSynchronizer,
  aMalformedBody,
  aDebugExclusion,
  aNoCredentials,
  bFactory,
  bDebugExclusion,
  bMalformedBody,
  abDisclosedActive,
  cKnownEntry,
  cUnknownParty,
  cEntryFields,
  cEntryHistory,
  dPageSizeBound,
  dPageSizeInvalid,
  dOrder,
  dCursorExclusive,
  dCursorNotation,
  dWalk,
  dReadsAgree,
  dStableHistory,
  dEncodingsAgree,
  dItemParts,
  dUpdateVerdictAgree,
  dEventTree,
  dViewGraph,
  dTrafficViews,
];

export const faultIds: readonly string[] = faults.map((f) => f.id);

/** A fault id that names no fault mode; the message lists the known ones. */
export class UnknownFaultError extends SimulatorError {
  override readonly name = 'UnknownFaultError';
  readonly exitCode = 2;
}

/**
 * The faults for a list of ids, in that order; an unknown id is an error that lists the known ones. A fault of D
 * may be located, `ID@PLACE` (located.ts): it then breaks its rule only at that place of the history.
 */
export function faultsFor(ids: readonly string[]): Fault[] {
  return ids.map((given) => {
    const at = given.indexOf('@');
    const [id, where] = at < 0 ? [given, undefined] : [given.slice(0, at), given.slice(at + 1)];
    const fault = faults.find((f) => f.id === id);
    if (!fault)
      throw new UnknownFaultError(`unknown fault ${JSON.stringify(given)}; known faults: ${faultIds.join(', ')}`);
    if (where === undefined) return fault;
    const place = parsePlace(where);
    if (!place || fault.operations.join() !== 'D')
      throw new UnknownFaultError(
        place
          ? `fault ${JSON.stringify(given)}: only a fault of operation D can be located, and ${id} is of ${fault.operations.join(', ')}`
          : `fault ${JSON.stringify(given)}: unknown place ${JSON.stringify(where)}; places: ${placeNames}`,
      );
    return located(fault, place, where);
  });
}
