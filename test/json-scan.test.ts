import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { scanJson, type LeaveOut } from '../conformance/json-scan.js';

/**
 * scanJson against its oracle: JSON.parse of the bytes decoded as UTF-8, a byte order mark kept as a character (as
 * page-items.ts decodes the pieces it scans), on valid texts, on texts mutated a byte at a time, and on edge cases.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** JSON.parse's verdict on the bytes. */
function parses(bytes: Uint8Array): boolean {
  try {
    JSON.parse(decoder.decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** The verdict of scanJson on the bytes alone, and on the same bytes between others that lie outside the range. */
function verdicts(bytes: Uint8Array, before: Uint8Array, after: Uint8Array): { alone: boolean; inside: boolean } {
  const padded = new Uint8Array(before.length + bytes.length + after.length);
  padded.set(before, 0);
  padded.set(bytes, before.length);
  padded.set(after, before.length + bytes.length);
  return {
    alone: scanJson(bytes, 0, bytes.length),
    inside: scanJson(padded, before.length, before.length + bytes.length),
  };
}

/** JSON text with the white space around its tokens taken in turn from `gaps`. */
function spaced(value: unknown, gaps: readonly string[]): string {
  let n = 0;
  const gap = (): string => gaps[n++ % gaps.length] ?? '';
  const list = (items: string[]): string =>
    items.map((item, i) => (i === 0 ? item : `${gap()},${gap()}${item}`)).join('');
  const write = (v: unknown): string => {
    if (Array.isArray(v)) return `[${gap()}${list(v.map(write))}${gap()}]`;
    if (typeof v === 'object' && v !== null)
      return `{${gap()}${list(Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}${gap()}:${gap()}${write(x)}`))}${gap()}}`;
    return JSON.stringify(v);
  };
  return `${gap()}${write(value)}${gap()}`;
}

const gaps = fc.array(fc.stringMatching(/^[ \t\n\r]{0,3}$/), { minLength: 1, maxLength: 8 });
/** Any JSON value, strings with any code unit (lone surrogates and control characters, escaped by stringify). */
// As JSON text gives them back: -0 is written "0", so a value with -0 is not the one its text parses to.
const value = fc.jsonValue({ stringUnit: 'binary' }).map((v) => JSON.parse(JSON.stringify(v)) as fc.JsonValue);

/** Bytes that matter to a JSON scanner: structure, escapes, numbers, literals, controls, UTF-8 good and bad. */
const interesting: readonly Uint8Array[] = [
  ...['"', '\\', ',', ']', '}', '{', '[', ':', '0', '1', '9', '-', '+', '.', 'e', 'E', 'u', 't', 'n', 'f', 'x'],
  ...[' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u00a0', '\u2028', '\ufeff'],
  ...['é', '€', '😀', '\\u', '\\u00e9', '\\ud800', '\\"', 'true', 'null', '1e5', '-0.5'],
].map((text) => encoder.encode(text));
const rawBytes = [0x80, 0xbf, 0xc3, 0xe2, 0xf0, 0xff].map((b) => Uint8Array.of(b));
const insertion = fc.constantFrom(...interesting, ...rawBytes);

type Mutation = { readonly kind: 'delete' | 'insert' | 'replace'; readonly at: number; readonly bytes: Uint8Array };
const mutation = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'replace'),
  at: fc.nat(),
  bytes: insertion,
}) as fc.Arbitrary<Mutation>;

/** The bytes with each mutation applied, at its position modulo the length. */
function mutated(bytes: Uint8Array, mutations: readonly Mutation[]): Uint8Array {
  let out = bytes;
  for (const { kind, at, bytes: piece } of mutations) {
    const i = out.length === 0 ? 0 : at % (out.length + (kind === 'insert' ? 1 : 0));
    const cut = kind === 'insert' ? i : Math.min(i + 1, out.length);
    const middle = kind === 'delete' ? new Uint8Array(0) : piece;
    const next = new Uint8Array(i + middle.length + out.length - cut);
    next.set(out.subarray(0, i), 0);
    next.set(middle, i);
    next.set(out.subarray(cut), i + middle.length);
    out = next;
  }
  return out;
}

const padding = fc.constantFrom(...interesting, new Uint8Array(0));

describe('scanJson', () => {
  it.prop([value, gaps, padding, padding])(
    'should accept any JSON value, compact, indented or with any white space',
    (v, g, before, after) => {
      for (const text of [JSON.stringify(v), JSON.stringify(v, null, 2), JSON.stringify(v, null, '\t'), spaced(v, g)]) {
        expect(verdicts(encoder.encode(text), before, after)).toEqual({ alone: true, inside: true });
      }
    },
  );

  it.prop([fc.json()])('should accept what fc.json() gives', (text) => {
    const bytes = encoder.encode(text);
    expect(scanJson(bytes, 0, bytes.length)).toBe(true);
  });

  it.prop([value, gaps, fc.array(mutation, { minLength: 1, maxLength: 3 }), padding, padding])(
    "should give JSON.parse's verdict on JSON mutated a byte or a piece at a time",
    (v, g, mutations, before, after) => {
      const bytes = mutated(encoder.encode(spaced(v, g)), mutations);
      const expected = parses(bytes);
      expect(verdicts(bytes, before, after)).toEqual({ alone: expected, inside: expected });
    },
  );

  it.prop([value, gaps, fc.nat()])(
    "should give JSON.parse's verdict on a prefix, its end the range's and not the buffer's",
    (v, g, at) => {
      const bytes = encoder.encode(spaced(v, g));
      const end = at % (bytes.length + 1);
      expect(scanJson(bytes, 0, end)).toBe(parses(bytes.subarray(0, end)));
    },
  );

  it.prop([fc.uint8Array({ maxLength: 12 }), padding, padding])(
    "should give JSON.parse's verdict on any bytes",
    (bytes, before, after) => {
      const expected = parses(bytes);
      expect(verdicts(bytes, before, after)).toEqual({ alone: expected, inside: expected });
    },
  );

  const cases: readonly (readonly [string, boolean])[] = [
    ['', false],
    ['   ', false],
    ['0', true],
    ['-0', true],
    ['00', false],
    ['01', false],
    ['-01', false],
    ['-', false],
    ['+1', false],
    ['1.', false],
    ['.5', false],
    ['1.5', true],
    ['1e', false],
    ['1e+', false],
    ['1e-7', true],
    ['1E+07', true],
    ['1.e5', false],
    ['0x1', false],
    ['Infinity', false],
    ['NaN', false],
    ['true', true],
    ['false', true],
    ['null', true],
    ['tru', false],
    ['nulll', false],
    ['True', false],
    ['"abc"', true],
    ['"abc', false],
    ['"\\"', false],
    ['"\\\\"', true],
    ['"\\/\\b\\f\\n\\r\\t\\""', true],
    ['"\\x"', false],
    ['"\\a"', false],
    ["'a'", false],
    ['"\\u00e9"', true],
    ['"\\u00E9"', true],
    ['"\\u00g9"', false],
    ['"\\u00e"', false],
    ['"\\u"', false],
    ['"\\ud800"', true],
    ['"\\udc00\\ud800"', true],
    ['"\t"', false],
    ['"\n"', false],
    ['"\u0000"', false],
    ['"\u001f"', false],
    ['"\u007f"', true],
    ['"\u2028é😀"', true],
    ['[]', true],
    ['{}', true],
    ['[1,]', false],
    ['[,1]', false],
    ['[1 2]', false],
    ['{"a":1,}', false],
    ['{"a" 1}', false],
    ['{"a":}', false],
    ['{a:1}', false],
    ['{1:1}', false],
    ['{"a":1 "b":2}', false],
    ['[}', false],
    ['{]', false],
    ['[1]]', false],
    ['[[1]', false],
    ['{"a":[1,{"b":null}],"c":"d"}', true],
    ['1 2', false],
    ['{} x', false],
    ['[]]', false],
    ['"a""b"', false],
    ['\u00a01', false],
    ['1\u2028', false],
    ['\ufeff1', false],
    ['\f1', false],
    [' \t\r\n1 \t\r\n', true],
    ['/*c*/1', false],
  ];

  it.each(cases)('should judge %j as JSON.parse does (%s)', (text, expected) => {
    const bytes = encoder.encode(text);
    expect(parses(bytes)).toBe(expected);
    expect(scanJson(bytes, 0, bytes.length)).toBe(expected);
  });

  it('should pass bytes of strings that are not UTF-8, as the U+FFFD they decode to, and no such bytes elsewhere', () => {
    const quoted = (...inner: number[]): Uint8Array => Uint8Array.of(0x22, ...inner, 0x22);
    for (const bytes of [quoted(0xff), quoted(0xc3), quoted(0xe2, 0x82), quoted(0xed, 0xa0, 0x80), quoted(0x80)]) {
      expect(parses(bytes)).toBe(true);
      expect(scanJson(bytes, 0, bytes.length)).toBe(true);
    }
    for (const bytes of [Uint8Array.of(0x31, 0xff), Uint8Array.of(0xc3, 0xa9), Uint8Array.of(0x5b, 0x80, 0x5d)]) {
      expect(parses(bytes)).toBe(false);
      expect(scanJson(bytes, 0, bytes.length)).toBe(false);
    }
  });

  it('should follow nesting 100,000 deep without a stack overflow, and find what is left open', () => {
    const depth = 100_000;
    for (const [text, expected] of [
      [`${'['.repeat(depth)}${']'.repeat(depth)}`, true],
      [`${'{"a":'.repeat(depth)}[]${'}'.repeat(depth)}`, true],
      [`${'['.repeat(depth)}${']'.repeat(depth - 1)}`, false],
      [`${'['.repeat(depth)}`, false],
      [`${'['.repeat(depth)}${']'.repeat(depth + 1)}`, false],
      [`${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth - 1)}]}`, false],
    ] as const) {
      const bytes = encoder.encode(text);
      expect(scanJson(bytes, 0, bytes.length)).toBe(expected);
    }
  });

  describe('with a LeaveOut', () => {
    const leaveOut = (): LeaveOut => ({ key: 'events_by_id', depth: 2, ranges: [] });
    /** The texts of the ranges left out. */
    const leftOut = (text: string): string[] => {
      const bytes = encoder.encode(text);
      const leave = leaveOut();
      expect(scanJson(bytes, 0, bytes.length, leave)).toBe(true);
      const texts: string[] = [];
      for (let n = 0; n < leave.ranges.length; n += 2)
        texts.push(decoder.decode(bytes.subarray(leave.ranges[n], leave.ranges[n + 1])));
      return texts;
    };

    it.prop([value, value, value, gaps, padding, padding])(
      "should record the range of exactly the text of an item's update.events_by_id, whatever its value",
      (tree, before, after, g, left, right) => {
        const item = { before, update: { update_id: 'u', events_by_id: tree, after }, verdict: after };
        const text = spaced(item, g);
        const bytes = encoder.encode(text);
        const padded = new Uint8Array([...left, ...bytes, ...right]);
        const leave = leaveOut();
        expect(scanJson(padded, left.length, left.length + bytes.length, leave)).toBe(true);
        expect(leave.ranges).toHaveLength(2);
        const [start, end] = leave.ranges as [number, number];
        const cut = decoder.decode(padded.subarray(start, end));
        // No white space, comma or brace of the item: the value's own text, which the item's gaps also space.
        expect(cut.trim()).toBe(cut);
        expect(JSON.parse(cut)).toEqual(tree);
        // The item with `{}` in the range's place is the item with an empty tree.
        const outlined = `${decoder.decode(padded.subarray(left.length, start))}{}${decoder.decode(padded.subarray(end, left.length + bytes.length))}`;
        expect(JSON.parse(outlined)).toEqual({ ...item, update: { ...item.update, events_by_id: {} } });
      },
    );

    it('should leave out the key at its depth only, in objects only, and read it however it is escaped', () => {
      expect(leftOut('{"events_by_id": 1}')).toEqual([]);
      expect(leftOut('{"u": {"events_by_id": [1, {"a": 2}] }}')).toEqual(['[1, {"a": 2}]']);
      expect(leftOut('{"u": {"v": {"events_by_id": 1}}}')).toEqual([]);
      expect(leftOut('[{"events_by_id": 1}]')).toEqual([]);
      expect(leftOut('{"u": [{"events_by_id": 1}]}')).toEqual([]);
      expect(leftOut('{"u": {"a": "\\"events_by_id\\": 1", "b": "events_by_id"}}')).toEqual([]);
      expect(leftOut('{"u": {"events\\u005fby_id":"x"}}')).toEqual(['"x"']);
      expect(leftOut('{"u": {"events_by_idx": 1, "events_by_i": 2, "Events_by_id": 3}}')).toEqual([]);
      expect(leftOut('{"u":{"events_by_id":{},"events_by_id":-1.5e3},"v":{"events_by_id":null}}')).toEqual([
        '{}',
        '-1.5e3',
        'null',
      ]);
      expect(leftOut('{"u": {"events_by_id": {"x": {"events_by_id": 7}}}}')).toEqual(['{"x": {"events_by_id": 7}}']);
    });

    it('should record the members of a top-level object, key tokens and values, in fours', () => {
      fc.assert(
        fc.property(fc.dictionary(fc.string({ unit: 'binary' }), value), gaps, (object, g) => {
          const bytes = encoder.encode(spaced(object, g));
          const members: number[] = [];
          expect(scanJson(bytes, 0, bytes.length, undefined, members)).toBe(true);
          const entries: [unknown, unknown][] = [];
          for (let n = 0; n < members.length; n += 4) {
            const [key, value] = [members.slice(n, n + 2), members.slice(n + 2, n + 4)].map((range) =>
              decoder.decode(bytes.subarray(range[0], range[1])),
            ) as [string, string];
            expect([key.trim(), value.trim()]).toEqual([key, value]);
            entries.push([JSON.parse(key), JSON.parse(value)]);
          }
          expect(entries).toEqual(Object.entries(object));
        }),
      );
    });
  });
});
