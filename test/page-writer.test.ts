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

  test.prop([
    fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.uint8Array({ maxLength: 300 })), { maxLength: 12 }),
    fc.integer({ min: 0, max: 400 }),
  ])(
    'should give the same bytes in place, in the buffer it was given, when they fill enough of it',
    (pieces, spare) => {
      const expected = Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
      const room = new Uint8Array(expected.length + spare).fill(9);
      const page = new PageWriter(room.length, room);
      for (const piece of pieces) {
        if (typeof piece === 'string') page.write(piece);
        else page.append(piece);
      }
      const fill = expected.length / Math.max(1, room.length);
      // UTF-8 room is reserved at 3 bytes a code unit: a string may make the writer grow out of its buffer.
      const bytes = page.inPlace(Math.min(fill, 0.5));
      if (bytes === null) {
        expect(Buffer.from(page.bytes())).toEqual(expected);
        return;
      }
      expect(bytes.buffer).toBe(room.buffer);
      expect(Buffer.from(bytes)).toEqual(expected);
    },
  );

  it('should write in place into the buffer it was given, and not when the bytes fill too little of it', () => {
    const room = new Uint8Array(64);
    const page = new PageWriter(room.length, room);
    page.write('{"events":[');
    page.append(new TextEncoder().encode('1,2'));
    page.write(']}');
    expect(page.inPlace(0.9)).toBeNull();
    const bytes = page.inPlace(0.2);
    expect(bytes?.buffer).toBe(room.buffer);
    expect(utf8.decode(bytes ?? new Uint8Array())).toBe('{"events":[1,2]}');
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
