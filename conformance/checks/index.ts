import type { AnyCheck } from '../check.js';
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
import { errorSchema } from './error-schema.js';
import { responseSchema } from './response-schema.js';

/** Every check, in the order a run reports them. Ids are stable: CI configurations name them. */
export const allChecks: readonly AnyCheck[] = [
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

export const checkIds: readonly string[] = allChecks.map((c) => c.id);
