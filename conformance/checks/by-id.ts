/**
 * Every check under its id, one line each, in the order of CHECK_IDS (common/check-ids.ts): the kit's half of the
 * registry of checks and faults, src/faults/by-id.ts the simulator's. index.ts holds this list to the ids, so that a
 * check id without its line here, or a line under a name that is no check id, does not compile.
 */
export { responseSchema as 'response-schema' } from './response-schema.js';
export { errorSchema as 'error-schema' } from './error-schema.js';
export { contentTypeJson as 'content-type-json' } from './content-type-json.js';
export { jsonBodyBytes as 'json-body-bytes' } from './json-body-bytes.js';
export { mediaTypeSpellings as 'media-type-spellings' } from './media-type-spellings.js';
export { aKnownAllocation as 'a-known-allocation' } from './a-known-allocation.js';
export { aUnknownAllocation as 'a-unknown-allocation' } from './a-unknown-allocation.js';
export { aReassignment409 as 'a-reassignment-409' } from './a-reassignment-409.js';
export { aHistoryState as 'a-history-state' } from './a-history-state.js';
export { aDisclosedSynchronizer as 'a-disclosed-synchronizer' } from './a-disclosed-synchronizer.js';
export { aMalformedBody as 'a-malformed-body' } from './a-malformed-body.js';
export { aDebugExclusion as 'a-debug-exclusion' } from './a-debug-exclusion.js';
export { aNoCredentials as 'a-no-credentials' } from './a-no-credentials.js';
export { bFactory as 'b-factory' } from './b-factory.js';
export { bDebugExclusion as 'b-debug-exclusion' } from './b-debug-exclusion.js';
export { bMalformedBody as 'b-malformed-body' } from './b-malformed-body.js';
export { bReassignment409 as 'b-reassignment-409' } from './b-reassignment-409.js';
export { abDisclosedActive as 'ab-disclosed-active' } from './ab-disclosed-active.js';
export { abDisclosedBlob as 'ab-disclosed-blob' } from './ab-disclosed-blob.js';
export { cKnownEntry as 'c-known-entry' } from './c-known-entry.js';
export { cUnknownParty as 'c-unknown-party' } from './c-unknown-party.js';
export { cEntryFields as 'c-entry-fields' } from './c-entry-fields.js';
export { cEntryHistory as 'c-entry-history' } from './c-entry-history.js';
export { dPageSizeBound as 'd-page-size-bound' } from './d-page-size-bound.js';
export { dPageSizeInvalid as 'd-page-size-invalid' } from './d-page-size-invalid.js';
export { dOrder as 'd-order' } from './d-order.js';
export { dCursorExclusive as 'd-cursor-exclusive' } from './d-cursor-exclusive.js';
export { dCursorNotation as 'd-cursor-notation' } from './d-cursor-notation.js';
export { dWalk as 'd-walk' } from './d-walk.js';
export { dReadsAgree as 'd-reads-agree' } from './d-reads-agree.js';
export { dStableHistory as 'd-stable-history' } from './d-stable-history.js';
export { dEncodingsAgree as 'd-encodings-agree' } from './d-encodings-agree.js';
export { dEncodingsFieldsAgree as 'd-encodings-fields-agree' } from './d-encodings-fields-agree.js';
export { dItemParts as 'd-item-parts' } from './d-item-parts.js';
export { dUpdateVerdictAgree as 'd-update-verdict-agree' } from './d-update-verdict-agree.js';
export { dEventTree as 'd-event-tree' } from './d-event-tree.js';
export { dViewGraph as 'd-view-graph' } from './d-view-graph.js';
export { dTrafficViews as 'd-traffic-views' } from './d-traffic-views.js';
export { dIdShapes as 'd-id-shapes' } from './d-id-shapes.js';
export { dMovingEnd as 'd-moving-end' } from './d-moving-end.js';
