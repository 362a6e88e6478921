/**
 * The ids of the conformance checks, in the order a run reports them. Each names a check of the kit and the
 * simulator's fault mode that breaks its rule: each half lists its own under these ids, one line each
 * (conformance/checks/by-id.ts, src/faults/by-id.ts), typed `ExactlyById` below, so that a check without its fault,
 * or a fault without its check, does not compile. The one list is here because neither half may import the other
 * (docs/style.md, the layers). Ids are stable: CI configurations name them.
 */
export const CHECK_IDS = [
  'response-schema',
  'error-schema',
  'content-type-json',
  'json-body-bytes',
  'media-type-spellings',
  'a-known-allocation',
  'a-unknown-allocation',
  'a-reassignment-409',
  'a-history-state',
  'a-disclosed-synchronizer',
  'a-malformed-body',
  'a-debug-exclusion',
  'a-no-credentials',
  'b-factory',
  'b-debug-exclusion',
  'b-malformed-body',
  'b-reassignment-409',
  'ab-disclosed-active',
  'ab-disclosed-blob',
  'c-known-entry',
  'c-unknown-party',
  'c-entry-fields',
  'c-entry-history',
  'd-page-size-bound',
  'd-page-size-invalid',
  'd-order',
  'd-cursor-exclusive',
  'd-cursor-notation',
  'd-walk',
  'd-reads-agree',
  'd-stable-history',
  'd-encodings-agree',
  'd-encodings-fields-agree',
  'd-item-parts',
  'd-update-verdict-agree',
  'd-event-tree',
  'd-view-graph',
  'd-traffic-views',
  'd-id-shapes',
  'd-moving-end',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];

const known: ReadonlySet<string> = new Set(CHECK_IDS);

/** True for the id of a check (and of its fault), `d-order`; false for anything else, `d-order@last` included. */
export const isCheckId = (id: string): id is CheckId => known.has(id);

/** One thing per check id, a check or a fault: a record without one of the ids does not compile. */
export type ById<T> = { readonly [Id in CheckId]: T };

/**
 * What a module of one thing per check id (a list of `export { dOrder as 'd-order' } from ...`) must be: every id,
 * and no name that is no check id (such a name must be `never`, which nothing is, so the assignment fails naming it).
 */
export type ExactlyById<Module, T> = ById<T> & { readonly [Name in Exclude<keyof Module, CheckId>]: never };
