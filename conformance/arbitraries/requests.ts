import fc from 'fast-check';
import type { RequestSpec } from '../client/client.js';
import type { CheckContext } from '../check.js';
import type { Facts } from '../history/facts.js';
import { GROUP_OPERATIONS, OPERATION_IDS, OPERATIONS, type Operation, type ParamKind } from '../../common/api.js';
import { groupsOf } from '../config/urls.js';
import { eventsRequest, factoryRequest, operationsOf, requestWith, withdrawRequest } from '../client/requests.js';
import { invalidPageSize, malformedContextBody, malformedFactoryBody } from './bodies.js';
import { unknownAllocationId, unknownParty } from './ids.js';
import { pageRequestBody } from './pages.js';

/** What the examples of an operation are made from: the target's URLs, the facts, the encoding field's name. */
type ExampleContext = Pick<CheckContext, 'urls' | 'facts' | 'encodingField'>;

/** The values of each kind of path parameter (common/api.ts, ParamKind). */
interface ParamValues {
  /** The values the facts know to answer: live allocations, parties with an entry. */
  readonly known: (facts: Facts) => readonly string[];
  /** Values no target can know: none the facts name, in any state. */
  readonly unknown: (facts: Facts) => fc.Arbitrary<string>;
  /** One value no target knows, which every run sends. */
  readonly noSuch: string;
}

const paramValues: Readonly<Record<ParamKind, ParamValues>> = {
  allocation: {
    known: (facts) => facts.knownAllocationIds,
    unknown: (facts) =>
      unknownAllocationId(
        new Set([...facts.knownAllocationIds, ...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds]),
      ),
    noSuch: 'no-such-allocation',
  },
  party: {
    known: (facts) => facts.partiesWithEntry,
    unknown: (facts) => unknownParty(new Set(facts.partiesWithEntry)),
    noSuch: `no-such-party::1220${'ab'.repeat(32)}`,
  },
};

const pickOr = <T>(items: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  items.length > 0 ? fc.constantFrom(...items) : fallback;

type Params = Readonly<Record<string, string>>;

/**
 * An operation's path parameters, each drawn from its kind's values by `draw`. A single parameter is its value
 * mapped, not a record of one, which fast-check shrinks one step further: a counterexample's path (--path) would
 * change with it.
 */
function paramsOf(op: Operation, draw: (values: ParamValues) => fc.Arbitrary<string>): fc.Arbitrary<Params> {
  const one = ([name, kind]: [string, ParamKind]): fc.Arbitrary<Params> =>
    draw(paramValues[kind]).map((value) => ({ [name]: value }));
  const [first, ...rest] = Object.entries(OPERATIONS[op].params);
  if (!first) return fc.constant({});
  return rest.reduce((params, entry) => fc.tuple(params, one(entry)).map(([a, b]) => ({ ...a, ...b })), one(first));
}

/** An operation's path parameters, each the value `pick` takes of its kind; null when one has none. */
function paramsWith(op: Operation, pick: (values: ParamValues) => string | undefined): Params | null {
  const params: Record<string, string> = {};
  for (const [name, kind] of Object.entries(OPERATIONS[op].params)) {
    const value = pick(paramValues[kind]);
    if (value === undefined) return null;
    params[name] = value;
  }
  return params;
}

const hasParams = (op: Operation): boolean => Object.keys(OPERATIONS[op].params).length > 0;
const hasBody = (op: Operation): boolean => OPERATIONS[op].request !== null;

/**
 * What the table does not say of an operation's requests: the bodies it takes, and ids drawn otherwise than from
 * its path parameters' kinds. An operation without a body (a GET) needs none: its requests are the derived ones.
 */
interface OwnRequests {
  /** Its requests, good and bad alike, instead of the derived ones. */
  readonly any?: (ctx: CheckContext) => fc.Arbitrary<RequestSpec>[];
  /** Requests that must fail, after the derived ones (unknown path parameters). */
  readonly bad?: (ctx: CheckContext) => fc.Arbitrary<RequestSpec>[];
  /** Bad requests every run tries, after the derived ones (a body that is not JSON, an unknown path parameter). */
  readonly badExamples?: (ctx: ExampleContext) => RequestSpec[];
  /** Its good requests every run tries, instead of the derived ones (the first known value of each parameter). */
  readonly good?: (ctx: ExampleContext) => RequestSpec[];
}

const own: Partial<Record<Operation, OwnRequests>> = {
  A: {
    any: ({ urls, facts }) => {
      const unknown = (): fc.Arbitrary<string> => paramValues.allocation.unknown(facts);
      const id = fc.oneof(
        pickOr(facts.knownAllocationIds, unknown()),
        unknown(),
        pickOr([...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds], unknown()),
      );
      return [
        fc
          .tuple(id, fc.boolean())
          .map(([allocationId, excludeDebugFields]) => withdrawRequest(urls, allocationId, { excludeDebugFields })),
        fc
          .tuple(pickOr(facts.knownAllocationIds, unknown()), malformedContextBody)
          .map(([allocationId, body]) => withdrawRequest(urls, allocationId, body)),
      ];
    },
    bad: ({ urls, facts }) =>
      facts.knownAllocationIds.length > 0
        ? [
            fc
              .tuple(fc.constantFrom(...facts.knownAllocationIds), malformedContextBody)
              .map(([id, body]) => withdrawRequest(urls, id, body)),
          ]
        : [],
    good: ({ urls, facts }) => {
      const id = facts.knownAllocationIds[0];
      return id ? [withdrawRequest(urls, id, {}), withdrawRequest(urls, id, { excludeDebugFields: true })] : [];
    },
  },
  B: {
    any: ({ urls, facts }) => [
      ...(facts.factoryChoiceArguments
        ? [
            fc
              .boolean()
              .map((excludeDebugFields) =>
                factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments, excludeDebugFields }),
              ),
          ]
        : []),
      malformedFactoryBody.map((body) => factoryRequest(urls, body)),
    ],
    bad: ({ urls }) => [malformedFactoryBody.map((body) => factoryRequest(urls, body))],
    badExamples: ({ urls }) => [factoryRequest(urls, {})],
    good: ({ urls, facts }) =>
      facts.factoryChoiceArguments ? [factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments })] : [],
  },
  D: {
    any: (ctx) => [
      pageRequestBody(ctx).map((body) => eventsRequest(ctx.urls, body)),
      invalidPageSize.map((page_size) => eventsRequest(ctx.urls, page_size === undefined ? {} : { page_size })),
    ],
    bad: ({ urls }) => [
      invalidPageSize.map((page_size) => eventsRequest(urls, page_size === undefined ? {} : { page_size })),
    ],
    badExamples: ({ urls }) => [eventsRequest(urls, { page_size: 0 })],
    // Pages of 200 in both encodings: every kind of item, whose schema is the same on a longer page.
    good: ({ urls, encodingField }) => [
      eventsRequest(urls, { page_size: 200 }),
      eventsRequest(urls, { page_size: 200, [encodingField]: 'protobuf_json' }),
    ],
  },
};

/** Requests of an operation, good and bad alike: by default, known or unknown path parameters, or any text. */
const anyOf = (op: Operation, ctx: CheckContext): fc.Arbitrary<RequestSpec>[] => {
  const { urls, facts } = ctx;
  const ownAny = own[op]?.any;
  if (ownAny) return ownAny(ctx);
  if (!hasParams(op)) return [];
  const request = (params: Params): RequestSpec => requestWith(urls, op, params, {});
  return [
    paramsOf(op, (values) => fc.oneof(pickOr(values.known(facts), values.unknown(facts)), values.unknown(facts))).map(
      request,
    ),
    paramsOf(op, () => fc.string({ maxLength: 20 })).map(request),
  ];
};

/** Requests of every operation the target has a URL for, good and bad alike. */
export function anyRequest(ctx: CheckContext): fc.Arbitrary<RequestSpec> {
  return fc.oneof(...operationsOf(ctx.urls).flatMap((op) => anyOf(op, ctx)));
}

/** Requests of an operation that must fail: unknown path parameters, then its own. */
const badOf = (op: Operation, ctx: CheckContext): fc.Arbitrary<RequestSpec>[] => [
  ...(hasParams(op)
    ? [paramsOf(op, (values) => values.unknown(ctx.facts)).map((params) => requestWith(ctx.urls, op, params, {}))]
    : []),
  ...(own[op]?.bad?.(ctx) ?? []),
];

/** The first of each list, then the second of each, and so on: [[a1, a2], [b1]] gives a1, b1, a2. */
const interleave = <T>(lists: readonly (readonly T[])[]): T[] =>
  Array.from({ length: Math.max(0, ...lists.map((l) => l.length)) }, (_, i) =>
    lists.flatMap((l) => (i < l.length ? [l[i] as T] : [])),
  ).flat();

/**
 * Requests that must fail: unknown ids and parties, malformed bodies, bad page sizes. Within a group, each
 * operation's first kind comes before any second one.
 */
export function badRequest(ctx: CheckContext): fc.Arbitrary<RequestSpec> {
  return fc.oneof(
    ...groupsOf(ctx.urls).flatMap((group) => interleave(GROUP_OPERATIONS[group].map((op) => badOf(op, ctx)))),
  );
}

/** An operation's bad examples: a body that is not JSON (at known ids), unknown path parameters, then its own. */
const badExamplesOf = (op: Operation, ctx: ExampleContext): RequestSpec[] => {
  const { urls, facts } = ctx;
  const noSuch = paramsWith(op, (values) => values.noSuch) ?? {};
  const knownOrNot = paramsWith(op, (values) => values.known(facts)[0] ?? values.noSuch) ?? {};
  return [
    ...(hasBody(op) ? [requestWith(urls, op, knownOrNot, '{not json')] : []),
    ...(hasParams(op) ? [requestWith(urls, op, noSuch, {})] : []),
    ...(own[op]?.badExamples?.(ctx) ?? []),
  ];
};

/** Bad requests every run tries first, one per kind and operation: non-JSON bodies, unknown ids, bad sizes. */
export function badRequestExamples(ctx: CheckContext): RequestSpec[] {
  return operationsOf(ctx.urls).flatMap((op) => badExamplesOf(op, ctx));
}

/** An operation's good examples: by default, the first known value of each path parameter, if each has one. */
const goodExamplesOf = (op: Operation, ctx: ExampleContext): RequestSpec[] => {
  const ownGood = own[op]?.good;
  if (ownGood) return ownGood(ctx);
  const known = paramsWith(op, (values) => values.known(ctx.facts)[0]);
  return known ? [requestWith(ctx.urls, op, known, {})] : [];
};

/** Good requests every run tries first: each operation's success body, in both encodings for D. */
export function goodRequestExamples(ctx: CheckContext): RequestSpec[] {
  return operationsOf(ctx.urls).flatMap((op) => goodExamplesOf(op, ctx));
}

/**
 * The operations that can answer a success with these facts: those with a good example. A success of A needs a
 * known allocation, of B factory arguments; one of D, no fact at all (its requests draw on the history's map).
 */
export const succeedingWith = (facts: Facts): Operation[] =>
  OPERATION_IDS.filter(
    (op) => goodExamplesOf(op, { urls: {}, facts, encodingField: 'ledger_value_encoding' }).length > 0,
  );
