import { hexValue, next, Writer, type Units } from './units.js';

// Local on purpose, as in reading/json-scan.ts: these are read in loops over every character of a report.
const BACKSLASH = 0x5c;
const APOSTROPHE = 0x27;
const QUOTE = 0x22;

/** What a JSON (or JavaScript) one-character escape stands for: " / ' b f n r t. */
const SIMPLE_ESCAPES = new Map<number, number>([
  [QUOTE, QUOTE],
  [0x2f, 0x2f],
  [APOSTROPHE, APOSTROPHE],
  [0x62, 0x08],
  [0x66, 0x0c],
  [0x6e, 0x0a],
  [0x72, 0x0d],
  [0x74, 0x09],
]);

/** The byte of a `\x41` escape (after any run of backslashes) at `at`, and where it ends; or null. */
function xByte(codes: Uint16Array, length: number, at: number): { byte: number; next: number } | null {
  let j = at;
  while (j < length && codes[j] === BACKSLASH) j++;
  if (j === at || codes[j] !== 0x78 || j + 2 >= length) return null;
  const byte = (hexValue(codes[j + 1]) << 4) | hexValue(codes[j + 2]);
  return byte < 0 ? null : { byte, next: j + 3 };
}

/** The character whose UTF-8 lead byte is `first`, from the `\x` escapes of its other bytes that follow; or null. */
function utf8From(
  codes: Uint16Array,
  length: number,
  first: { byte: number; next: number },
): { code: number; next: number } | null {
  const b = first.byte;
  const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
  if (more === 0) return null;
  let code = more === 1 ? b & 0x1f : more === 2 ? b & 0x0f : b & 0x07;
  let next = first.next;
  for (let k = 0; k < more; k++) {
    const continuation = xByte(codes, length, next);
    if (!continuation || (continuation.byte & 0xc0) !== 0x80) return null;
    code = (code << 6) | (continuation.byte & 0x3f);
    next = continuation.next;
  }
  const minimum = more === 1 ? 0x80 : more === 2 ? 0x800 : 0x10000;
  return code >= minimum && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? { code, next } : null;
}

/**
 * JSON string escapes, and JavaScript's `\x41`, of any level: a run of backslashes before an escape reads as the
 * escaped character (`\"`, `\\\"`, `\/`, `\u002F`, `\\u002f`, `\x2f`), a run before anything else as one backslash
 * (`\\` at any level). Null when nothing is escaped.
 */
export function jsonDecoded(units: Units): Units | null {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length;) {
    const at = next(units, BACKSLASH, i);
    out.copy(i, at);
    if (at >= length) break;
    let j = at + 1;
    while (j < length && codes[j] === BACKSLASH) j++;
    const after = j < length ? codes[j] : undefined;
    if (after === 0x75 && j + 4 < length) {
      const code =
        (hexValue(codes[j + 1]) << 12) |
        (hexValue(codes[j + 2]) << 8) |
        (hexValue(codes[j + 3]) << 4) |
        hexValue(codes[j + 4]);
      if (code >= 0) {
        out.push(code, at);
        i = j + 5;
        continue;
      }
    }
    // JavaScript's and Python's `\x41`: a byte in two hex digits, the bytes of a character in UTF-8 one after the
    // other (`\xc3\xa9`), else a Latin-1 character.
    const byte = after === 0x78 ? xByte(codes, length, at) : null;
    if (byte) {
      const character = utf8From(codes, length, byte);
      out.push(character?.code ?? byte.byte, at);
      i = character?.next ?? byte.next;
      continue;
    }
    const simple = after === undefined ? undefined : SIMPLE_ESCAPES.get(after);
    if (simple !== undefined) {
      out.push(simple, at);
      i = j + 1;
      continue;
    }
    // A backslash before no escape is itself, and a run of them one backslash escaped some number of times.
    if (j - at > 1) out.push(BACKSLASH, at);
    else out.copy(at, j);
    i = j;
  }
  return out.done();
}
