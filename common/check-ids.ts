/**
 * The ids of the conformance checks, in the order a run reports them. Each names a check of the kit
 * (conformance/checks/index.ts) and the simulator's fault mode that breaks its rule (src/faults/index.ts): both are
 * records keyed by these ids, so that a check without its fault, or a fault without its check, does not compile.
 * Ids are stable: CI configurations name them.
 */
export const CHECK_IDS = [
  'response-schema',
  'error-schema',
  'content-type-json',
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
  'ab-disclosed-active',
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
  'd-item-parts',
  'd-update-verdict-agree',
  'd-event-tree',
  'd-view-graph',
  'd-traffic-views',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];

const known: ReadonlySet<string> = new Set(CHECK_IDS);

/** True for the id of a check (and of its fault), `d-order`; false for anything else, `d-order@last` included. */
export const isCheckId = (id: string): id is CheckId => known.has(id);
