/**
 * The API as one table (docs/api.md section 4): each operation's letter, URL group, method, path and schemas. Both
 * halves read it: the simulator's routes and auth groups, the kit's requests, schema map and grouping. Pure data,
 * imported by the simulator and the kit alike (docs/style.md, the layers).
 */

/** The URL groups a deployment serves: the registry (A, B), the validator's scan proxy (C) and scan (D). */
export type Group = 'registry' | 'validator' | 'scan';

export const GROUPS: readonly Group[] = ['registry', 'validator', 'scan'];

export interface OperationSpec {
  readonly title: string;
  readonly group: Group;
  readonly method: 'GET' | 'POST';
  /**
   * The path under its group's base URL (for the registry, the server's root; for C and D, their prefix, such as
   * `/api/scan`); `{name}` is one path segment, percent-encoded.
   */
  readonly path: string;
  /** The schema of the request body (schemas/<name>.json), or null for a GET. */
  readonly request: string | null;
  /** The schema of a 200's body. */
  readonly success: string;
}

export const OPERATIONS = {
  A: {
    title: 'withdraw context of an allocation',
    group: 'registry',
    method: 'POST',
    path: '/registry/allocations/v1/{allocationId}/choice-contexts/withdraw',
    request: 'get-choice-context-request',
    success: 'choice-context',
  },
  B: {
    title: 'allocation factory',
    group: 'registry',
    method: 'POST',
    path: '/registry/allocation-instruction/v1/allocation-factory',
    request: 'get-factory-request',
    success: 'factory-with-choice-context',
  },
  C: {
    title: 'name entry by party',
    group: 'validator',
    method: 'GET',
    path: '/v0/scan-proxy/ans-entries/by-party/{party}',
    request: null,
    success: 'lookup-entry-by-party-response',
  },
  D: {
    title: 'event history',
    group: 'scan',
    method: 'POST',
    path: '/v0/events',
    request: 'event-history-request',
    success: 'event-history-response',
  },
} as const satisfies Record<string, OperationSpec>;

export type Operation = keyof typeof OPERATIONS;

export const OPERATION_IDS = Object.keys(OPERATIONS) as Operation[];

/** The operations of each URL group. */
export const GROUP_OPERATIONS: Readonly<Record<Group, readonly Operation[]>> = {
  registry: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'registry'),
  validator: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'validator'),
  scan: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'scan'),
};
