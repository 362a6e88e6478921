import fc from 'fast-check';
import type { RequestSpec } from '../client.js';
import type { CheckContext } from '../check.js';
import { entryRequest, eventsRequest, factoryRequest, withdrawRequest } from '../requests.js';
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

/** Requests of every operation the target has a URL for, good and bad alike. */
export function anyRequest(ctx: CheckContext): fc.Arbitrary<RequestSpec> {
  const { urls, facts } = ctx;
  const options: fc.Arbitrary<RequestSpec>[] = [];
  if (urls.registry) {
    const id = fc.oneof(
      pickOr(facts.knownAllocationIds, unknownAllocationId(knownIds(ctx))),
      unknownAllocationId(knownIds(ctx)),
      pickOr([...facts.reassigningAllocationIds, ...facts.withdrawnAllocationIds], unknownAllocationId(knownIds(ctx))),
    );
    options.push(
      fc
        .tuple(id, fc.boolean())
        .map(([allocationId, excludeDebugFields]) => withdrawRequest(urls, allocationId, { excludeDebugFields })),
    );
    options.push(
      fc
        .tuple(pickOr(facts.knownAllocationIds, unknownAllocationId(knownIds(ctx))), malformedContextBody)
        .map(([allocationId, body]) => withdrawRequest(urls, allocationId, body)),
    );
    if (facts.factoryChoiceArguments) {
      options.push(
        fc
          .boolean()
          .map((excludeDebugFields) =>
            factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments, excludeDebugFields }),
          ),
      );
    }
    options.push(malformedFactoryBody.map((body) => factoryRequest(urls, body)));
  }
  if (urls.validator) {
    options.push(
      fc
        .oneof(pickOr(facts.partiesWithEntry, unknownParty(new Set())), unknownParty(new Set(facts.partiesWithEntry)))
        .map((party) => entryRequest(urls, party)),
    );
    options.push(fc.string({ maxLength: 20 }).map((party) => entryRequest(urls, party)));
  }
  if (urls.scan) {
    options.push(pageRequestBody(ctx).map((body) => eventsRequest(urls, body)));
    options.push(invalidPageSize.map((page_size) => eventsRequest(urls, page_size === undefined ? {} : { page_size })));
  }
  return fc.oneof(...options);
}

/** Requests that must fail: unknown ids and parties, malformed bodies, bad page sizes. */
export function badRequest(ctx: CheckContext): fc.Arbitrary<RequestSpec> {
  const { urls, facts } = ctx;
  const options: fc.Arbitrary<RequestSpec>[] = [];
  if (urls.registry) {
    options.push(unknownAllocationId(knownIds(ctx)).map((id) => withdrawRequest(urls, id, {})));
    options.push(malformedFactoryBody.map((body) => factoryRequest(urls, body)));
    if (facts.knownAllocationIds.length > 0) {
      options.push(
        fc
          .tuple(fc.constantFrom(...facts.knownAllocationIds), malformedContextBody)
          .map(([id, body]) => withdrawRequest(urls, id, body)),
      );
    }
  }
  if (urls.validator)
    options.push(unknownParty(new Set(facts.partiesWithEntry)).map((party) => entryRequest(urls, party)));
  if (urls.scan)
    options.push(invalidPageSize.map((page_size) => eventsRequest(urls, page_size === undefined ? {} : { page_size })));
  return fc.oneof(...options);
}

/** Bad requests every run tries first, one per kind and operation: non-JSON bodies, unknown ids, bad sizes. */
export function badRequestExamples(ctx: CheckContext): RequestSpec[] {
  const { urls, facts } = ctx;
  const examples: RequestSpec[] = [];
  if (urls.registry) {
    examples.push(withdrawRequest(urls, facts.knownAllocationIds[0] ?? 'no-such-allocation', '{not json'));
    examples.push(withdrawRequest(urls, 'no-such-allocation', {}));
    examples.push(factoryRequest(urls, '{not json'));
    examples.push(factoryRequest(urls, {}));
  }
  if (urls.validator) examples.push(entryRequest(urls, `no-such-party::1220${'ab'.repeat(32)}`));
  if (urls.scan) {
    examples.push(eventsRequest(urls, '{not json'));
    examples.push(eventsRequest(urls, { page_size: 0 }));
  }
  return examples;
}

/** Good requests every run tries first: each operation's success body, in both encodings for D. */
export function goodRequestExamples(ctx: CheckContext): RequestSpec[] {
  const { urls, facts } = ctx;
  const examples: RequestSpec[] = [];
  const id = facts.knownAllocationIds[0];
  if (urls.registry && id) {
    examples.push(withdrawRequest(urls, id, {}), withdrawRequest(urls, id, { excludeDebugFields: true }));
  }
  if (urls.registry && facts.factoryChoiceArguments) {
    examples.push(factoryRequest(urls, { choiceArguments: facts.factoryChoiceArguments }));
  }
  const party = facts.partiesWithEntry[0];
  if (urls.validator && party) examples.push(entryRequest(urls, party));
  // Pages of 200 in both encodings: every kind of item, whose schema is the same on a longer page.
  if (urls.scan) {
    examples.push(eventsRequest(urls, { page_size: 200 }));
    examples.push(eventsRequest(urls, { page_size: 200, [ctx.encodingField]: 'protobuf_json' }));
  }
  return examples;
}
