import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { firstInvalidUtf8, hexAt, jsonBytesProblem } from '../conformance/reading/json-bytes.js';
import { firstValueEnd } from '../conformance/reading/json-scan.js';
import { isUtf8 } from 'node:buffer';

/** conformance/reading/json-bytes.ts: a body served as JSON read as bytes (docs/kit.md, bodies read as bytes). */

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('jsonBytesProblem', () => {
  it.each([
    ['{"events":[]}', '{"events":[]}'],
    ['a value with white space around it', ' \r\n\t[1, "é", {"a": null}] \n'],
    ['a scalar', '"x"'],
  ])('should find nothing wrong with %s', (_name, text) => {
    expect(jsonBytesProblem(bytes(text))).toBeNull();
  });

  it.each([
    ['a byte order mark', bytes([0xef, 0xbb, 0xbf], '{}'), 'bom', 0, 'a byte order mark at byte 0: EF BB BF 7B 7D'],
    [
      'a byte that is never UTF-8',
      bytes('{"a":"x', [0xff], '"}'),
      'utf-8',
      7,
      'bytes that are not UTF-8 at byte 7: FF 22 7D',
    ],
    [
      'a sequence cut short',
      bytes('{"a":"', [0xe2, 0x82], '"}'),
      'utf-8',
      6,
      'bytes that are not UTF-8 at byte 6: E2 82 22 7D',
    ],
    [
      'an overlong form',
      bytes('["', [0xc0, 0xaf], '"]'),
      'utf-8',
      2,
      'bytes that are not UTF-8 at byte 2: C0 AF 22 5D',
    ],
    [
      'a surrogate',
      bytes('["', [0xed, 0xa0, 0x80], '"]'),
      'utf-8',
      2,
      'bytes that are not UTF-8 at byte 2: ED A0 80 22 5D',
    ],
    [
      'a second value',
      bytes('{"a":1}\n{}'),
      'second-value',
      8,
      'a second JSON value at byte 8, after the document: 7B 7D',
    ],
    ['a NUL byte after it', bytes('{"a":1}', [0]), 'trailing-bytes', 7, 'bytes after the document at byte 7: 00'],
    ['words after it', bytes('[1] done'), 'trailing-bytes', 4, 'bytes after the document at byte 4: 64 6F 6E 65'],
    ['bytes that are not JSON', bytes('{"a":x}'), 'not-json', 5, 'bytes that are not JSON at byte 5: 78 7D'],
    ['JSON cut short', bytes('{"a":'), 'not-json', 5, 'JSON cut short at byte 5, the end of the body'],
    ['an empty body', bytes(''), 'empty', 0, 'no JSON value (an empty body)'],
    ['only white space', bytes(' \n'), 'empty', 2, 'no JSON value (only white space)'],
  ])('should find %s, where it is', (_name, body, rule, at, text) => {
    expect(jsonBytesProblem(body)).toEqual({ rule, at, text });
  });

  it('should show at most eight bytes of the place, and say when the body goes on', () => {
    expect(hexAt(bytes('0123456789'), 1)).toBe('31 32 33 34 35 36 37 38 ...');
    expect(hexAt(bytes('01'), 0)).toBe('30 31');
  });
});

describe('firstInvalidUtf8', () => {
  it('should agree with node on any bytes, and find a place a fatal decoder refuses', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (body) => {
        const at = firstInvalidUtf8(body);
        expect(at < 0).toBe(isUtf8(body));
        if (at >= 0) {
          const fatal = new TextDecoder('utf-8', { fatal: true });
          expect(() => fatal.decode(body.subarray(0, at))).not.toThrow();
          expect(() => fatal.decode(body.subarray(0, at + 4 > body.length ? body.length : at + 4))).toThrow();
        }
      }),
    );
  });

  it('should take every string as UTF-8', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 20 }),
        (text) => firstInvalidUtf8(new TextEncoder().encode(text)) < 0,
      ),
    );
  });
});

describe('firstValueEnd', () => {
  it('should give the first byte after the value and its white space, or where the bytes are not JSON', () => {
    expect(firstValueEnd(bytes('{"a": 1} {}'), 0, 11)).toBe(9);
    expect(firstValueEnd(bytes('[1]  '), 0, 5)).toBe(5);
    expect(firstValueEnd(bytes('[1,]'), 0, 4)).toBe(-4);
  });

  it('should find the end of any JSON value, whatever follows it after white space', () => {
    fc.assert(
      fc.property(
        fc.json(),
        fc.constantFrom(' ', '\n', '\r\n\t '),
        fc.string({ minLength: 1, maxLength: 5 }).filter((rest) => !/^[ \t\r\n]/.test(rest)),
        (value, space, rest) => {
          const head = new TextEncoder().encode(`${value}${space}`);
          const body = new TextEncoder().encode(`${value}${space}${rest}`);
          expect(firstValueEnd(body, 0, body.length)).toBe(head.length);
          expect(jsonBytesProblem(body)?.at).toBe(head.length);
        },
      ),
    );
  });
});
