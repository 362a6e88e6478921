import { fc } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isObject } from '../conformance/reading/json.js';
import { eachPageItem, type ItemForm, type PageVerdict } from '../conformance/reading/page-items.js';
import { binaryUnit } from './binary-unit.js';

// The pages that test/page-items-reading.test.ts draws, and its oracle (see there); bytesOf for the cursor's test.

const encoder = new TextEncoder();
export const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

/** An object written member by member, as given: a key may come twice, or as raw key text (escaped). */
class Members {
  constructor(readonly entries: readonly (readonly [string | Raw, unknown])[]) {}
}
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text with the white space around its tokens taken in turn from `gaps`. */
export function spaced(value: unknown, gaps: readonly string[]): string {
  let n = 0;
  const gap = (): string => gaps[n++ % gaps.length] ?? '';
  const list = (items: string[]): string =>
    items.map((item, i) => (i === 0 ? item : `${gap()},${gap()}${item}`)).join('');
  const member = ([k, v]: readonly [string | Raw, unknown]): string =>
    `${k instanceof Raw ? k.text : JSON.stringify(k)}${gap()}:${gap()}${write(v)}`;
  const write = (v: unknown): string => {
    if (v instanceof Members) return `{${gap()}${list(v.entries.map(member))}${gap()}}`;
    if (Array.isArray(v)) return `[${gap()}${list(v.map(write))}${gap()}]`;
    if (isObject(v)) return `{${gap()}${list(Object.entries(v).map(member))}${gap()}}`;
    return JSON.stringify(v);
  };
  return `${gap()}${write(value)}${gap()}`;
}

/** The body as fetch's text() decodes it, parsed; undefined when it is not JSON. */
export function wholeOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** What eachPageItem gives: its verdict, the items it passed to `each`, and whether it parsed the whole body. */
export function read(
  bytes: Uint8Array,
  form: ItemForm,
): { verdict: PageVerdict; items: unknown[]; parsedWhole: boolean } {
  const items: unknown[] = [];
  let parsedWhole = false;
  const verdict = eachPageItem(
    bytes,
    (item, index) => {
      expect(index).toBe(items.length);
      items.push(item);
    },
    () => {
      parsedWhole = true;
      return wholeOf(bytes);
    },
    form,
  );
  return { verdict, items, parsedWhole };
}

/** The item with its `update.events_by_id` (when it has one) made into what `tree` makes of it. */
function withTree(item: unknown, tree: (value: unknown) => unknown): unknown {
  const update = isObject(item) ? item['update'] : undefined;
  if (!isObject(item) || !isObject(update) || !Object.hasOwn(update, 'events_by_id')) return item;
  return { ...item, update: { ...update, events_by_id: tree(update['events_by_id']) } };
}
export const outlined = (item: unknown): unknown => withTree(item, () => ({}));
export const numbered = (item: unknown): unknown =>
  withTree(item, (tree) =>
    isObject(tree) ? Object.fromEntries(Object.values(tree).map((event, i) => [String(i), event])) : tree,
  );

/**
 * Any JSON value, as JSON text gives it back (-0 is written "0"); strings of any code unit, and some that end with a
 * backslash, escaped before their quote.
 */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2, stringUnit: binaryUnit }).map((v) => JSON.parse(JSON.stringify(v)) as fc.JsonValue),
  fc.constantFrom('\\', 'a\\\\', '\\"'),
);
/** Ids as the API makes them, `<update id>:<n>`: never array indices, so JSON.parse keeps them in their order. */
const eventId = fc.oneof(
  fc.constantFrom('#1220a:0', '#1220a:1', 'é€😀:2', 'q"uote:3', 'back\\slash:4', 'tab\t:5', 'slash\\'),
  fc.tuple(fc.string({ unit: binaryUnit, maxLength: 6 }), fc.nat()).map(([id, n]) => `${id}:${n}`),
);
const tree = fc.array(fc.tuple(eventId, value), { maxLength: 6 }).map((entries) => new Members(entries));
/** A tree that is not an object: it is left as it is by `numbered`. */
const notTree = value.map((v) => (isObject(v) ? [v] : v));
const update = fc
  .array(
    fc.oneof(
      fc.tuple(
        fc.constant('events_by_id'),
        fc.oneof({ weight: 4, arbitrary: tree }, { weight: 1, arbitrary: notTree }),
      ),
      fc.tuple(fc.constantFrom('update_id', 'migration_id', 'record_time', 'root_event_ids'), value),
    ),
    { maxLength: 5 },
  )
  .map((entries) => new Members(entries));
const item = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.oneof(
          { weight: 2, arbitrary: fc.tuple(fc.constant('update'), update) },
          { weight: 1, arbitrary: fc.tuple(fc.constantFrom('verdict', 'migration_id', 'record_time', 'é'), value) },
        ),
        { maxLength: 4 },
      )
      .map((entries) => new Members(entries)),
  },
  { weight: 1, arbitrary: value },
);
const others = fc.array(fc.tuple(fc.constantFrom('next_page_token', 'after', 'é😀', 'events_', 'events\\'), value), {
  maxLength: 3,
});
/** A page of items with other keys around `events`, which comes once, where `at` says. */
export const plainPage = fc.tuple(fc.array(item, { maxLength: 6 }), others, fc.nat()).map(([items, rest, at]) => {
  const entries: (readonly [string, unknown])[] = [...rest];
  entries.splice(at % (rest.length + 1), 0, ['events', items]);
  return new Members(entries);
});
/** A body of any shape around items: `events` twice, escaped, not an array, or not in an object. */
export const body = fc.oneof(
  { weight: 3, arbitrary: plainPage },
  {
    weight: 1,
    arbitrary: fc
      .tuple(plainPage, fc.oneof(fc.array(item, { maxLength: 3 }), value), fc.boolean())
      .map(
        ([page, events, after]) =>
          new Members(after ? [...page.entries, ['events', events]] : [['events', events], ...page.entries]),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.array(item, { maxLength: 3 }), others)
      .map(([items, rest]) => new Members([...rest, [new Raw('"ev\\u0065nts"'), items]])),
  },
  { weight: 1, arbitrary: fc.tuple(others, value).map(([rest, events]) => new Members([...rest, ['events', events]])) },
  { weight: 1, arbitrary: fc.oneof(fc.array(item, { maxLength: 3 }), value) },
);
export const gaps = fc.array(fc.stringMatching(/^[ \t\n\r]{0,3}$/), { minLength: 1, maxLength: 8 });

/** Bytes that matter to a reader of items: structure, escapes, white space, literals, UTF-8 good and bad. */
const pieces = [
  ...['"', '\\', ',', ']', '}', '{', '[', ':', '0', '7', '-', '.', 'e', 'x', ' ', '\n', '\u0000', '\u001f'],
  ...['é', '😀', '\ufeff', '\\u', '\\u0065', '"events"', '[]', 'null', '{"a":1}'],
].map((text) => encoder.encode(text));
export const mutation = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.nat(),
  bytes: fc.constantFrom(...pieces, Uint8Array.of(0xff), Uint8Array.of(0xe2, 0x82)),
});

/** The bytes with each mutation applied, at its position modulo the length. */
export function mutated(
  bytes: Uint8Array,
  mutations: readonly { kind: string; at: number; bytes: Uint8Array }[],
): Uint8Array {
  let out = bytes;
  for (const { kind, at, bytes: piece } of mutations) {
    const i = out.length === 0 ? 0 : at % (out.length + (kind === 'insert' ? 1 : 0));
    const cut = kind === 'insert' ? i : Math.min(i + 1, out.length);
    const middle = kind === 'delete' ? new Uint8Array(0) : piece;
    out = new Uint8Array([...out.subarray(0, i), ...middle, ...out.subarray(cut)]);
  }
  return out;
}

export const bytesOf = (text: string): Uint8Array => encoder.encode(text);
