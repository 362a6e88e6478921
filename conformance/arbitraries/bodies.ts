import fc from 'fast-check';

/** A request body as sent: raw text, so that non-JSON bodies can be sent too. */
export type RawBody = string;

const notJson = fc.constantFrom(
  '{',
  '{"excludeDebugFields": }',
  'excludeDebugFields=true',
  "{'meta': {}}",
  '[1,',
  'nul',
);
const notObject = fc
  .oneof(fc.constant([]), fc.integer(), fc.string(), fc.constant(null), fc.boolean())
  .map((v) => JSON.stringify(v));
const notBoolean = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant([]), fc.constant({}));
const notString = fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.constant([]), fc.constant({}));

/** Bodies that GetChoiceContextRequest forbids: not JSON, not an object, or a field of the wrong type. */
export const malformedContextBody: fc.Arbitrary<RawBody> = fc.oneof(
  notJson,
  notObject,
  notBoolean.map((excludeDebugFields) => JSON.stringify({ excludeDebugFields })),
  fc
    .oneof(
      notObject.map((m) => JSON.parse(m) as unknown),
      fc.constant('meta'),
    )
    .map((meta) => JSON.stringify({ meta })),
  fc.tuple(fc.string({ maxLength: 8 }), notString).map(([k, v]) => JSON.stringify({ meta: { [k]: v } })),
);

/** Bodies of operation B with choiceArguments missing or not an object. */
export const malformedFactoryBody: fc.Arbitrary<RawBody> = fc.oneof(
  notJson,
  notObject,
  fc.constant(JSON.stringify({})),
  fc.constant(JSON.stringify({ excludeDebugFields: true })),
  fc
    .oneof(fc.constant([]), fc.integer(), fc.string(), fc.constant(null), fc.boolean())
    .map((choiceArguments) => JSON.stringify({ choiceArguments })),
);

/** One body of each malformed kind, tried in every run. */
export const malformedContextExamples: RawBody[] = [
  '{not json',
  '[]',
  '"excludeDebugFields"',
  '{"excludeDebugFields":"yes"}',
  '{"meta":[]}',
  '{"meta":{"k":1}}',
];

export const malformedFactoryExamples: RawBody[] = [
  '{not json',
  '[]',
  '{}',
  '{"excludeDebugFields":true}',
  '{"choiceArguments":[]}',
  '{"choiceArguments":null}',
  '{"choiceArguments":"x"}',
  '{"choiceArguments":1}',
  '{"choiceArguments":true}',
];

/** One page_size of each invalid kind (undefined: missing), tried in every run. */
export const invalidPageSizeExamples: unknown[] = [0, 1001, -1, 1.5, '10', null, undefined, true, [10], { value: 10 }];

/** page_size values outside 1..1000 or not integers; undefined stands for a missing page_size. */
export const invalidPageSize: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(0, 1001, -1),
  fc.integer({ max: 0 }),
  fc.integer({ min: 1001 }),
  fc.double({ min: 0.5, max: 999.5, noNaN: true }).filter((d) => !Number.isInteger(d)),
  fc.integer({ min: 1, max: 1000 }).map(String),
  fc.constantFrom(null, true, undefined),
  fc.constant([10]),
  fc.constant({ value: 10 }),
);
