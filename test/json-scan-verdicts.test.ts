import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { scanJson } from '../conformance/reading/json-scan.js';
import { decoder, encoder, gaps, interesting, padding, spaced, value } from './json-scan-helpers.js';

/**
 * scanJson against its oracle: JSON.parse of the bytes decoded as UTF-8, a byte order mark kept as a character (as
 * conformance/reading/page-items.ts decodes the pieces it scans), on valid texts, on texts mutated a byte at a time,
 * and on edge cases.
 */

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
});
