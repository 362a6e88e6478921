import fc from 'fast-check';
import type { RequestSpec } from '../client.js';
import type { CheckContext } from '../check.js';
import { GROUP_OPERATIONS, type Operation } from '../../src/shared/api.js';
import { groupsOf } from '../config-urls.js';
import { entryRequest, eventsRequest, factoryRequest, operationsOf, withdrawRequest } from '../requests.js';
import { invalidPageSize, malformedContextBody, malformedFactoryBody } from './bodies.js';
import { unknownAllocationId, unknownParty } from './ids.js';
import { pageRequestBody } from './pages.js';

const knownIds = (ctx: CheckContext): Set<string> =>
  new Set([
    ...ctx.facts.knownAllocationIds,
    ...ctx.facts.reassigningAllocationIds,
    ...ctx.facts.withdrawnAllocationIds,
  ]);

const pickOr = <T>(items: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  items.length > 0 ? fc.constantFrom(...items) : fallback;

/** Each operation's own requests, in the order fast-check's seeds and paths name them: a fifth operation adds its own. */
type PerOperation<T> = Readonly<Record<Operation, (ctx: CheckContext) => T[]>>;

/** Requests of an operation, good and bad alike. */
const anyOf: PerOperation<fc.Arbitrary<RequestSpec>> = {
  A: (ctx) => {
    const { urls, facts } = ctx;
    const id = fc.oneof(
      pickOr(facts.knownAllocationIds, unknownAllocationId(knownIds(ctx))),
      unknownAllocationId(knownIds(ctx)),
      pickOr([...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds], unknownAllocationId(knownIds(ctx))),
    );
    return [
      fc
        .tuple(id, fc.boolean())
        .map(([allocationId, excludeDebugFields]) => withdrawRequest(urls, allocationId, { excludeDebugFields })),
      fc
        .tuple(pickOr(facts.knownAllocationIds, unknownAllocationId(knownIds(ctx))), malformedContextBody)
        .map(([allocationId, body]) => withdrawRequest(urls, allocationId, body)),
    ];
  },
  B: ({ urls, facts }) => [
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
  C: ({ urls, facts }) => [
    fc
      .oneof(pickOr(facts.partiesWithEntry, unknownParty(new Set())), unknownParty(new Set(facts.partiesWithEntry)))
      .map((party) => entryRequest(urls, party)),
    fc.string({ maxLength: 20 }).map((party) => entryRequest(urls, party)),
  ],
  D: (ctx) => [
    pageRequestBody(ctx).map((body) => eventsRequest(ctx.urls, body)),
    invalidPageSize.map((page_size) => eventsRequest(ctx.urls, page_size === undefined ? {} : { page_size })),
  ],
};

/** Requests of every operation the target has a URL for, good and bad alike. */
export function anyRequest(ctx: CheckContext): fc.Arbitrary<RequestSpec> {
  return fc.oneof(...operationsOf(ctx.urls).flatMap((op) => anyOf[op](ctx)));
}

/** Requests of an operation that must fail. */
const badOf: PerOperation<fc.Arbitrary<RequestSpec>> = {
  A: (ctx) => {
    const { urls, facts } = ctx;
    return [
      unknownAllocationId(knownIds(ctx)).map((id) => withdrawRequest(urls, id, {})),
      ...(facts.knownAllocationIds.length > 0
        ? [
            fc
              .tuple(fc.constantFrom(...facts.knownAllocationIds), malformedContextBody)
              .map(([id, body]) => withdrawRequest(urls, id, body)),
          ]
        : []),
    ];
  },
  B: ({ urls }) => [malformedFactoryBody.map((body) => factoryRequest(urls, body))],
  C: ({ urls, facts }) => [unknownParty(new Set(facts.partiesWithEntry)).map((party) => entryRequest(urls, party))],
  D: ({ urls }) => [
    invalidPageSize.map((page_size) => eventsRequest(urls, page_size === undefined ? {} : { page_size })),
  ],
};

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
    ...groupsOf(ctx.urls).flatMap((group) => interleave(GROUP_OPERATIONS[group].map((op) => badOf[op](ctx)))),
  );
}

const badExamplesOf: PerOperation<RequestSpec> = {
  A: ({ urls, facts }) => [
    withdrawRequest(urls, facts.knownAllocationIds[0] ?? 'no-such-allocation', '{not json'),
    withdrawRequest(urls, 'no-such-allocation', {}),
  ],
  B: ({ urls }) => [factoryRequest(urls, '{not json'), factoryRequest(urls, {})],
  C: ({ urls }) => [entryRequest(urls, `no-such-party::1220${'ab'.repeat(32)}`)],
  D: ({ urls }) => [eventsRequest(urls, '{not json'), eventsRequest(urls, { page_size: 0 })],
};

/** Bad requests every run tries first, one per kind and operation: non-JSON bodies, unknown ids, bad sizes. */
export function badRequestExamples(ctx: CheckContext): RequestSpec[] {
  return operationsOf(ctx.urls).flatMap((op) => badExamplesOf[op](ctx));
}

const goodExamplesOf: PerOperation<RequestSpec> = {
  A: ({ urls, facts }) => {
    const id = facts.knownAllocationIds[0];
    return id ? [withdrawRequest(urls, id, {}), withdrawRequest(urls, id, { excludeDebugFields: true })] : [];
  },
  B: ({ urls, facts }) =>
    facts.factoryChoiceArguments ? [factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments })] : [],
  C: ({ urls, facts }) => {
    const party = facts.partiesWithEntry[0];
    return party ? [entryRequest(urls, party)] : [];
  },
  // Pages of 200 in both encodings: every kind of item, whose schema is the same on a longer page.
  D: ({ urls, encodingField }) => [
    eventsRequest(urls, { page_size: 200 }),
    eventsRequest(urls, { page_size: 200, [encodingField]: 'protobuf_json' }),
  ],
};

/** Good requests every run tries first: each operation's success body, in both encodings for D. */
export function goodRequestExamples(ctx: CheckContext): RequestSpec[] {
  return operationsOf(ctx.urls).flatMap((op) => goodExamplesOf[op](ctx));
}
