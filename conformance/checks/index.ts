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
import { CHECK_IDS, type CheckId } from '../../common/check-ids.js';

/** Every check by its id; a check id (common/check-ids.ts) without a check here does not compile. */
export type ChecksById = { readonly [Id in CheckId]: AnyCheck };

export const checksById: ChecksById = {
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

/** Every check, in the order a run reports them (CHECK_IDS). Ids are stable: CI configurations name them. */
export const allChecks: readonly AnyCheck[] = CHECK_IDS.map((id) => checksById[id]);

export const checkIds: readonly string[] = allChecks.map((c) => c.id);
