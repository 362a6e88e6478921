import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PageWriter } from '../src/encoding/page-writer.js';
import { Stream } from '../src/ledger/random.js';

const utf8 = new TextDecoder();

describe('a page writer', () => {
  test.prop([
    fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 300 })), { maxLength: 12 }),
  ])('should give what was written and appended, in order, from bytes() and from copyTo()', (pieces) => {
    const expected = Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
    const write = (): PageWriter => {
      const page = new PageWriter(16);
      for (const piece of pieces) {
        if (typeof piece === 'string') page.write(piece);
        else page.append(piece);
      }
      return page;
    };
    expect(Buffer.from(write().bytes())).toEqual(expected);
    const target = new Uint8Array(expected.length + 5).fill(7);
    expect(write().copyTo(target)).toBe(expected.length);
    expect(Buffer.from(target.subarray(0, expected.length))).toEqual(expected);
    if (expected.length > 0) expect(write().copyTo(new Uint8Array(expected.length - 1))).toBe(-1);
  });

  it('should keep the bytes it gave when the next writer reuses its buffer', () => {
    const first = new PageWriter();
    first.write('{"events":[1,2,3]}');
    const bytes = first.bytes();
    const second = new PageWriter();
    second.write('x'.repeat(40));
    second.bytes();
    expect(utf8.decode(bytes)).toBe('{"events":[1,2,3]}');
  });
});

describe('hex ids', () => {
  test.prop([
    fc.nat(),
    fc.array(fc.oneof(fc.integer({ min: 0, max: 70 }), fc.string({ maxLength: 6, unit: 'binary-ascii' })), {
      maxLength: 6,
    }),
  ])('should be the texts and digits of their template, drawn as hex() draws them', (seed, parts) => {
    const one = new Stream(seed, ['ids']);
    const other = new Stream(seed, ['ids']);
    const expected = parts.map((p) => (typeof p === 'number' ? other.hex(p) : p)).join('');
    expect(one.hexAmong(...parts)).toBe(expected);
    expect(one.hex(8)).toBe(other.hex(8));
  });
});
