import { aDebugExclusion } from './a-debug-exclusion.js';
import { aKnownAllocation } from './a-known-allocation.js';
import { aMalformedBody } from './a-malformed-body.js';
import { aNoCredentials } from './a-no-credentials.js';
import { aReassignment409 } from './a-reassignment-409.js';
import { aUnknownAllocation } from './a-unknown-allocation.js';
import { bDebugExclusion } from './b-debug-exclusion.js';
import { bFactory } from './b-factory.js';
import { bMalformedBody } from './b-malformed-body.js';
import { cEntryFields } from './c-entry-fields.js';
import { cKnownEntry } from './c-known-entry.js';
import { cUnknownParty } from './c-unknown-party.js';
import { contentTypeJson } from './content-type-json.js';
import { dCursorExclusive } from './d-cursor-exclusive.js';
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
  aMalformedBody,
  aDebugExclusion,
  aNoCredentials,
  bFactory,
  bDebugExclusion,
  bMalformedBody,
  cKnownEntry,
  cUnknownParty,
  cEntryFields,
  dPageSizeBound,
  dPageSizeInvalid,
  dOrder,
  dCursorExclusive,
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

/** The faults for a list of ids, in that order; an unknown id is an error that lists the known ones. */
export function faultsFor(ids: readonly string[]): Fault[] {
  return ids.map((id) => {
    const fault = faults.find((f) => f.id === id);
    if (!fault)
      throw new UnknownFaultError(`unknown fault ${JSON.stringify(id)}; known faults: ${faultIds.join(', ')}`);
    return fault;
  });
}
