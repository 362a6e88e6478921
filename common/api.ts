/**
 * The API as one table (docs/api.md section 4): each operation's letter, URL group, method, path, schemas and whether
 * it is paged. Both
 * halves read it: the simulator's routes and auth groups, the kit's requests, schema map and grouping. Pure data,
 * imported by the simulator and the kit alike (docs/style.md, the layers).
 */

/** The URL groups a deployment serves: the registry, the validator's scan proxy and scan (each operation's `group`). */
export type Group = 'registry' | 'validator' | 'scan';

export const GROUPS: readonly Group[] = ['registry', 'validator', 'scan'];

/** What a path parameter names: the kit draws the ids it knows of that kind, and ones no target can know. */
export type ParamKind = 'allocation' | 'party';

export interface OperationSpec {
  readonly title: string;
  readonly group: Group;
  /**
   * `none`: never asks for credentials (docs/api.md section 5: A declares no security requirement); `token`: asks
   * the simulator's bearer token when auth is on, as the spec leaves it open.
   */
  readonly auth: 'none' | 'token';
  readonly method: 'GET' | 'POST';
  /**
   * The path under its group's base URL (for the registry, the server's root; for C and D, their prefix, such as
   * `/api/scan`); `{name}` is one path segment, percent-encoded.
   */
  readonly path: string;
  /** What each `{name}` of the path names, every one of them and no other (checked below). */
  readonly params: Readonly<Record<string, ParamKind>>;
  /** The schema of the request body (schemas/<name>.json), or null for a GET. */
  readonly request: string | null;
  /** The schema of a 200's body. */
  readonly success: string;
  /**
   * Whether a 200 is one page of the event history, which the request asks for by a page size and an `after`
   * cursor (docs/api.md section 4.D), rather than one answer whole. Code that is not about one operation asks this,
   * never the letter: the kit judges such a page an item at a time, counts where its cursors went, and blames an
   * empty history for what it could not examine; the simulator's fault of such an operation may break its rule at
   * one place of the history only.
   */
  readonly paged: boolean;
}

export const OPERATIONS = {
  A: {
    title: 'withdraw context of an allocation',
    group: 'registry',
    auth: 'none',
    method: 'POST',
    path: '/registry/allocations/v1/{allocationId}/choice-contexts/withdraw',
    params: { allocationId: 'allocation' },
    request: 'get-choice-context-request',
    success: 'choice-context',
    paged: false,
  },
  B: {
    title: 'allocation factory',
    group: 'registry',
    auth: 'token',
    method: 'POST',
    path: '/registry/allocation-instruction/v1/allocation-factory',
    params: {},
    request: 'get-factory-request',
    success: 'factory-with-choice-context',
    paged: false,
  },
  C: {
    title: 'name entry by party',
    group: 'validator',
    auth: 'token',
    method: 'GET',
    path: '/v0/scan-proxy/ans-entries/by-party/{party}',
    params: { party: 'party' },
    request: null,
    success: 'lookup-entry-by-party-response',
    paged: false,
  },
  D: {
    title: 'event history',
    group: 'scan',
    auth: 'token',
    method: 'POST',
    path: '/v0/events',
    params: {},
    request: 'event-history-request',
    success: 'event-history-response',
    paged: true,
  },
} as const satisfies Record<string, OperationSpec>;

export type Operation = keyof typeof OPERATIONS;

export const OPERATION_IDS = Object.keys(OPERATIONS) as Operation[];

/** The names of a path's `{name}` segments. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values of an operation's path parameters, e.g. `{ allocationId }` for A. */
export type PathParams<Op extends Operation> = Readonly<Record<ParamNames<(typeof OPERATIONS)[Op]['path']>, string>>;

/** The operations whose `params` do not name exactly their path's `{name}` segments. */
type Unmatched = {
  [Op in Operation]: [keyof (typeof OPERATIONS)[Op]['params']] extends [ParamNames<(typeof OPERATIONS)[Op]['path']>]
    ? [ParamNames<(typeof OPERATIONS)[Op]['path']>] extends [keyof (typeof OPERATIONS)[Op]['params']]
      ? never
      : Op
    : Op;
}[Operation];

/** Fails to type-check, naming the operation, when an operation's `params` and path disagree. */
export type ParamsMatchPaths<T extends true = [Unmatched] extends [never] ? true : Unmatched> = T;

declare const everyOperation: unique symbol;

/** The label of a check over every operation: a type of its own, which no letter has. */
export type EveryOperation = string & { readonly [everyOperation]: true };

/** The label of a check over every operation, from the table's first and last letters (`A-D` for A to D). */
export const EVERY_OPERATION =
  `${OPERATION_IDS.join('').slice(0, 1)}-${OPERATION_IDS.join('').slice(-1)}` as EveryOperation;

/** Whether a check's operation is the label of every operation rather than one letter. */
export const isEveryOperation = (operation: Operation | EveryOperation): operation is EveryOperation =>
  operation === EVERY_OPERATION;

/** Letters as a sentence lists them: `B, C and D`, or with `or`, `A, B, C or D`. */
export const inWords = (letters: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  letters.length < 2
    ? letters.join('')
    : `${letters.slice(0, -1).join(', ')} ${conjunction} ${letters.slice(-1).join('')}`;

/** Operations as a sentence names them: `operation C`, `operations A and B`. */
export const operationsInWords = (letters: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  `${letters.length === 1 ? 'operation' : 'operations'} ${inWords(letters, conjunction)}`;

/** Whether an operation's 200 is a page of the event history (its `paged` column). */
export const isPaged = (operation: Operation): boolean => OPERATIONS[operation].paged;

/** The operations whose 200 is a page of the event history, in the table's order. */
export const PAGED_OPERATIONS: readonly Operation[] = OPERATION_IDS.filter(isPaged);

/** The operations whose `auth` is this: `token`, those that ask a bearer token when auth is on; `none`, the others. */
export const authOperations = (auth: OperationSpec['auth']): Operation[] =>
  OPERATION_IDS.filter((op) => OPERATIONS[op].auth === auth);

/** The operations of each URL group. */
export const GROUP_OPERATIONS: Readonly<Record<Group, readonly Operation[]>> = {
  registry: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'registry'),
  validator: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'validator'),
  scan: OPERATION_IDS.filter((op) => OPERATIONS[op].group === 'scan'),
};
