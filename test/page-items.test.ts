import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isObject } from '../conformance/json.js';
import { eachPageItem, pageCursor, type ItemForm, type PageVerdict } from '../conformance/page-items.js';

/**
 * eachPageItem against its oracle: JSON.parse of the whole body decoded as fetch's text() decodes it (a byte order
 * mark dropped, invalid bytes replaced). Pages are written with members given in any order, twice, and spaced
 * anyhow, then mutated a byte or a piece at a time.
 */

const encoder = new TextEncoder();
const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

/** An object written member by member, as given: a key may come twice, or as raw key text (escaped). */
class Members {
  constructor(readonly entries: readonly (readonly [string | Raw, unknown])[]) {}
}
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text with the white space around its tokens taken in turn from `gaps`. */
function spaced(value: unknown, gaps: readonly string[]): string {
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
function wholeOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** What eachPageItem gives: its verdict, the items it passed to `each`, and whether it parsed the whole body. */
function read(bytes: Uint8Array, form: ItemForm): { verdict: PageVerdict; items: unknown[]; parsedWhole: boolean } {
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
const outlined = (item: unknown): unknown => withTree(item, () => ({}));
const numbered = (item: unknown): unknown =>
  withTree(item, (tree) =>
    isObject(tree) ? Object.fromEntries(Object.values(tree).map((event, i) => [String(i), event])) : tree,
  );

/**
 * Any JSON value, as JSON text gives it back (-0 is written "0"); strings of any code unit, and some that end with a
 * backslash, escaped before their quote.
 */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2, stringUnit: 'binary' }).map((v) => JSON.parse(JSON.stringify(v)) as fc.JsonValue),
  fc.constantFrom('\\', 'a\\\\', '\\"'),
);
/** Ids as the API makes them, `<update id>:<n>`: never array indices, so JSON.parse keeps them in their order. */
const eventId = fc.oneof(
  fc.constantFrom('#1220a:0', '#1220a:1', 'é€😀:2', 'q"uote:3', 'back\\slash:4', 'tab\t:5', 'slash\\'),
  fc.tuple(fc.string({ unit: 'binary', maxLength: 6 }), fc.nat()).map(([id, n]) => `${id}:${n}`),
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
const plainPage = fc.tuple(fc.array(item, { maxLength: 6 }), others, fc.nat()).map(([items, rest, at]) => {
  const entries: (readonly [string, unknown])[] = [...rest];
  entries.splice(at % (rest.length + 1), 0, ['events', items]);
  return new Members(entries);
});
/** A body of any shape around items: `events` twice, escaped, not an array, or not in an object. */
const body = fc.oneof(
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
const gaps = fc.array(fc.stringMatching(/^[ \t\n\r]{0,3}$/), { minLength: 1, maxLength: 8 });

/** Bytes that matter to a reader of items: structure, escapes, white space, literals, UTF-8 good and bad. */
const pieces = [
  ...['"', '\\', ',', ']', '}', '{', '[', ':', '0', '7', '-', '.', 'e', 'x', ' ', '\n', '\u0000', '\u001f'],
  ...['é', '😀', '\ufeff', '\\u', '\\u0065', '"events"', '[]', 'null', '{"a":1}'],
].map((text) => encoder.encode(text));
const mutation = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.nat(),
  bytes: fc.constantFrom(...pieces, Uint8Array.of(0xff), Uint8Array.of(0xe2, 0x82)),
});

/** The bytes with each mutation applied, at its position modulo the length. */
function mutated(bytes: Uint8Array, mutations: readonly { kind: string; at: number; bytes: Uint8Array }[]): Uint8Array {
  let out = bytes;
  for (const { kind, at, bytes: piece } of mutations) {
    const i = out.length === 0 ? 0 : at % (out.length + (kind === 'insert' ? 1 : 0));
    const cut = kind === 'insert' ? i : Math.min(i + 1, out.length);
    const middle = kind === 'delete' ? new Uint8Array(0) : piece;
    out = new Uint8Array([...out.subarray(0, i), ...middle, ...out.subarray(cut)]);
  }
  return out;
}

const bytesOf = (text: string): Uint8Array => encoder.encode(text);

describe('eachPageItem', () => {
  it.prop([body, gaps, fc.boolean(), fc.array(mutation, { maxLength: 2 })])(
    'should find a page iff the whole body parses to an object whose events is an array, with its items and rest',
    (page, g, bom, mutations) => {
      const text = bytesOf(spaced(page, g));
      const bytes = mutated(bom ? new Uint8Array([...BOM, ...text]) : text, mutations);
      const whole = wholeOf(bytes);
      const events = isObject(whole) ? whole['events'] : undefined;
      const { verdict, items } = read(bytes, 'whole');
      if (!isObject(whole) || !Array.isArray(events)) {
        expect(verdict).toEqual({ page: false });
        return;
      }
      expect(verdict).toEqual({ page: true, items: events.length, rest: { ...whole, events: [] } });
      expect(items).toEqual(events);
      // Checked, outlined or numbered, the items are as many, and the verdict the same.
      for (const form of ['checked', 'outline', 'numbered'] as const) {
        const other = read(bytes, form);
        expect(other.verdict).toEqual(verdict);
        expect(other.items).toHaveLength(events.length);
      }
    },
  );

  it.prop([body, gaps, fc.boolean(), fc.array(mutation, { maxLength: 2 })])(
    'should give the same verdict in every form',
    (page, g, bom, mutations) => {
      const text = bytesOf(spaced(page, g));
      const bytes = mutated(bom ? new Uint8Array([...BOM, ...text]) : text, mutations);
      const whole = wholeOf(bytes);
      const expected = isObject(whole) && Array.isArray(whole['events']);
      for (const form of ['whole', 'checked', 'outline', 'numbered'] as const)
        expect(read(bytes, form).verdict.page).toBe(expected);
    },
  );

  it.prop([plainPage, gaps])(
    'should read a plain page from its bytes, item by item, in every form, and never parse the whole body',
    (page, g) => {
      const bytes = bytesOf(spaced(page, g));
      const whole = wholeOf(bytes) as { events: unknown[] };
      const expected: Record<ItemForm, unknown[]> = {
        whole: whole.events,
        outline: whole.events.map(outlined),
        numbered: whole.events.map(numbered),
        checked: whole.events.map(() => undefined),
      };
      for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
        const { verdict, items, parsedWhole } = read(bytes, form);
        expect(parsedWhole).toBe(false);
        expect(verdict).toEqual({ page: true, items: whole.events.length, rest: { ...whole, events: [] } });
        expect(items).toEqual(expected[form]);
      }
    },
  );

  it('should read events given twice as JSON.parse does: the last one counts', () => {
    expect(read(bytesOf('{"events": [1], "events": [2, 3]}'), 'whole')).toMatchObject({
      verdict: { page: true, items: 2, rest: { events: [] } },
      items: [2, 3],
    });
    expect(read(bytesOf('{"events": null, "x": 1, "events": [{"a": 1}]}'), 'outline')).toMatchObject({
      verdict: { page: true, items: 1, rest: { x: 1, events: [] } },
      items: [{ a: 1 }],
    });
    expect(read(bytesOf('{"events": [1], "events": {}}'), 'whole').verdict).toEqual({ page: false });
    expect(read(bytesOf('{"ev\\u0065nts": [1, 2]}'), 'whole')).toMatchObject({
      verdict: { page: true },
      items: [1, 2],
    });
  });

  it('should read ids given twice in a tree as JSON.parse does: in the first place, with the last value', () => {
    const bytes = bytesOf(
      '{"events": [{"update": {"events_by_id": {"a:0": {"n": 1}, "b:1": {"n": 2}, "a:0": {"n": 3}}, "update_id": "u"}}]}',
    );
    expect(read(bytes, 'whole').items).toEqual([
      { update: { events_by_id: { 'a:0': { n: 3 }, 'b:1': { n: 2 } }, update_id: 'u' } },
    ]);
    expect(read(bytes, 'outline').items).toEqual([{ update: { events_by_id: {}, update_id: 'u' } }]);
    const [item] = read(bytes, 'numbered').items as [{ update: { events_by_id: Record<string, unknown> } }];
    expect(Object.entries(item.update.events_by_id)).toEqual([
      ['0', { n: 3 }],
      ['1', { n: 2 }],
    ]);
    // A tree given twice: the last one, numbered on its own.
    const twice = bytesOf(
      '{"events": [{"update": {"events_by_id": {"a:0": 1}, "events_by_id": {"b:0": 2, "c:1": 3}}}]}',
    );
    expect(read(twice, 'numbered').items).toEqual([{ update: { events_by_id: { 0: 2, 1: 3 } } }]);
    expect(read(twice, 'outline').items).toEqual([{ update: { events_by_id: {} } }]);
  });

  it('should number the events of a tree in the order of its text, whatever their ids', () => {
    // JSON.parse would put ids that read as array indices first, in their numeric order; the text's order is kept.
    const bytes = bytesOf('{"events": [{"update": {"events_by_id": {"2": "b", "x": "c", "1": "a"}}}]}');
    expect(read(bytes, 'numbered').items).toEqual([{ update: { events_by_id: { 0: 'b', 1: 'c', 2: 'a' } } }]);
  });

  it('should parse a body that starts with a byte order mark whole, as fetch does without the mark', () => {
    const text = '{"events": [{"update": {"events_by_id": {"a:0": 1}}}], "next_page_token": "é"}';
    for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
      const { verdict, items, parsedWhole } = read(new Uint8Array([...BOM, ...bytesOf(text)]), form);
      expect(parsedWhole).toBe(true);
      expect(verdict).toEqual({ page: true, items: 1, rest: { events: [], next_page_token: 'é' } });
      // Items of a body parsed whole come whole, in every form (pageCursor).
      expect(items).toEqual([{ update: { events_by_id: { 'a:0': 1 } } }]);
    }
    expect(read(new Uint8Array([...BOM, ...BOM, ...bytesOf(text)]), 'whole').verdict).toEqual({ page: false });
  });

  it('should read strings that are not ASCII, or not UTF-8, as fetch decodes them', () => {
    const bytes = new Uint8Array([
      ...bytesOf('{"é": "😀", "events": ["\u2028€", {"update": {"events_by_id": {"é:0": "'),
      0xff,
      0xe2,
      0x82,
      ...bytesOf('"}}}, "'),
      0xc3,
      ...bytesOf('"]}'),
    ]);
    for (const form of ['whole', 'outline', 'numbered'] as const) {
      const { verdict, items, parsedWhole } = read(bytes, form);
      expect(parsedWhole).toBe(false);
      expect(verdict).toEqual({ page: true, items: 3, rest: { é: '😀', events: [] } });
      expect(items[0]).toBe('\u2028€');
      expect(items[2]).toBe('\ufffd');
    }
    expect(read(bytes, 'whole').items[1]).toEqual({ update: { events_by_id: { 'é:0': '\ufffd\ufffd' } } });
    expect(read(bytes, 'numbered').items[1]).toEqual({ update: { events_by_id: { 0: '\ufffd\ufffd' } } });
  });

  it('should find out an item that is not JSON at that item, after the items before it', () => {
    for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
      const { verdict, items } = read(bytesOf('{"events": [1, {"a": 2}, {"a": 01}, 4]}'), form);
      expect(verdict).toEqual({ page: false });
      expect(items).toHaveLength(2);
    }
  });

  it('should find no page when a byte order mark opens an item, which only the body may drop', () => {
    for (const text of ['[\ufeff1]', '["x", \ufeff"y"]', '[\ufeff{"a": 1}]', '[1, \ufeff[2]]'])
      for (const form of ['whole', 'outline', 'numbered', 'checked'] as const)
        expect(read(bytesOf(`{"events": ${text}}`), form).verdict).toEqual({ page: false });
  });

  it('should find no page in a body that is not an object with an array of events', () => {
    for (const text of [
      '',
      ' ',
      '[]',
      '[{"events": []}]',
      '{}',
      '{"events": {}}',
      '{"event": []}',
      '{"events": []} x',
    ]) {
      expect(read(bytesOf(text), 'whole').verdict).toEqual({ page: false });
    }
    expect(read(bytesOf(' {"events": [] } '), 'whole').verdict).toEqual({ page: true, items: 0, rest: { events: [] } });
  });
});

describe('pageCursor', () => {
  it('should give the items one at a time, as asked for, and the body whole when it has no bytes', () => {
    const cursor = pageCursor(bytesOf('{"events": [{"a": 1}, [2]], "next_page_token": null}'), () => undefined);
    expect(cursor).toMatchObject({ length: 2, rest: { events: [], next_page_token: null } });
    expect([cursor?.next(), cursor?.next()]).toEqual([{ a: 1 }, [2]]);
    const parsed = pageCursor(undefined, () => ({ events: ['x'], n: 1 }), 'outline');
    expect(parsed).toMatchObject({ length: 1, rest: { events: [], n: 1 } });
    expect(parsed?.next()).toBe('x');
    expect(pageCursor(undefined, () => ({ events: 'x' }))).toBeNull();
  });
});
