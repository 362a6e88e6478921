/**
 * A body served as JSON read as the bytes it is, not as fetch's text() decodes it (which drops a byte order mark and
 * replaces bytes that are not UTF-8): one JSON text as RFC 8259 writes it on a network (docs/kit.md, bodies read as
 * bytes). Found without a second copy of the body: the UTF-8 is checked in place (node's `isUtf8`), the value scanned
 * from the bytes (reading/json-scan.ts), and only a few bytes at the place of a problem are copied, to show them.
 */
import { isUtf8 } from 'node:buffer';
import { firstValueEnd } from './json-scan.js';

/** What is wrong with a body's bytes, and where: the index of the first byte at fault. */
export interface BytesProblem {
  readonly rule: 'bom' | 'utf-8' | 'not-json' | 'second-value' | 'trailing-bytes' | 'empty';
  readonly at: number;
  /** What is wrong, in words, with the bytes there in hex: `a byte order mark at byte 0: EF BB BF 7B 7D`. */
  readonly text: string;
}

/** Bytes shown of the place of a problem: enough to recognise it, short enough for one line. */
const SHOWN = 8;

/** Up to `count` bytes from `at`, in hex, `...` when the body goes on: `7B 7D 0A ...`. */
export function hexAt(bytes: Uint8Array, at: number, count = SHOWN): string {
  const shown = Array.from(bytes.subarray(at, at + count), (b) => b.toString(16).toUpperCase().padStart(2, '0'));
  return `${shown.join(' ')}${at + count < bytes.length ? ' ...' : ''}`;
}

/**
 * The index of the first byte of the first sequence that is not UTF-8 (RFC 3629: no overlong form, no surrogate,
 * nothing past U+10FFFF, no sequence cut short), or -1. A loop in JavaScript, run only on a body that `isUtf8`
 * refused, to say where.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    const second = bytes[i + 1] as number;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF (RFC 3629 section 4).
    const low = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const high = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) {
      const next = bytes[i + k] as number;
      if (next < 0x80 || next > 0xbf) return i;
    }
    i += length;
  }
  return -1;
}

const isBom = (bytes: Uint8Array): boolean => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * What is wrong with the bytes of a body served as JSON, the first problem found, or null: a byte order mark (RFC
 * 8259 section 8.1: a sender must not add one), bytes that are not UTF-8 (section 8.1), no JSON value, bytes that are
 * not JSON, and after the value anything but white space (section 2: a JSON text is one value), a second value named
 * as such.
 */
export function jsonBytesProblem(bytes: Uint8Array): BytesProblem | null {
  if (isBom(bytes))
    return {
      rule: 'bom',
      at: 0,
      text: `a byte order mark at byte 0: ${hexAt(bytes, 0)}`,
    };
  if (!isUtf8(bytes)) {
    const at = Math.max(0, firstInvalidUtf8(bytes));
    return {
      rule: 'utf-8',
      at,
      text: `bytes that are not UTF-8 at byte ${at}: ${hexAt(bytes, at)}`,
    };
  }
  const end = firstValueEnd(bytes, 0, bytes.length);
  if (end < 0) {
    const at = -end - 1;
    if (at >= bytes.length) {
      return at === 0 || bytes.every(isWhiteSpace)
        ? {
            rule: 'empty',
            at,
            text: `no JSON value (${bytes.length === 0 ? 'an empty body' : 'only white space'})`,
          }
        : {
            rule: 'not-json',
            at,
            text: `JSON cut short at byte ${at}, the end of the body`,
          };
    }
    return {
      rule: 'not-json',
      at,
      text: `bytes that are not JSON at byte ${at}: ${hexAt(bytes, at)}`,
    };
  }
  if (end === bytes.length) return null;
  // A second value is one that scans from there; anything else is bytes after the document.
  const second = firstValueEnd(bytes, end, bytes.length) >= 0;
  return second
    ? {
        rule: 'second-value',
        at: end,
        text: `a second JSON value at byte ${end}, after the document: ${hexAt(bytes, end)}`,
      }
    : {
        rule: 'trailing-bytes',
        at: end,
        text: `bytes after the document at byte ${end}: ${hexAt(bytes, end)}`,
      };
}

const isWhiteSpace = (b: number): boolean => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
