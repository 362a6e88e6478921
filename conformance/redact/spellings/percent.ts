import { hexValue, next, Writer, type Units } from './units.js';

// Local on purpose, as in reading/json-scan.ts: these are read in loops over every character of a report.
const PERCENT = 0x25;
const PLUS = 0x2b;
const SPACE = 0x20;

/** The byte of a percent-escape at `i` (`%2F`, and any level of it: `%252F`, `%25252f`), or null. */
function percentByte(codes: Uint16Array, length: number, i: number): { byte: number; next: number } | null {
  if (codes[i] !== PERCENT) return null;
  let j = i + 1;
  // `%25` is an escaped `%`: `%25XX` is `%XX` escaped once more.
  while (
    j + 3 < length &&
    codes[j] === 0x32 &&
    codes[j + 1] === 0x35 &&
    hexValue(codes[j + 2]) >= 0 &&
    hexValue(codes[j + 3]) >= 0
  )
    j += 2;
  if (j + 1 >= length) return null;
  const high = hexValue(codes[j]);
  const low = hexValue(codes[j + 1]);
  return high < 0 || low < 0 ? null : { byte: (high << 4) | low, next: j + 2 };
}

/**
 * Percent-encoding of any level, either hex case, `+` for a space (HTML forms), the bytes of
 * a character in UTF-8; a byte that starts no UTF-8 sequence reads as the Latin-1 character. Null when nothing is
 * encoded.
 */
export function percentDecoded(units: Units): Units | null {
  const { codes, length } = units;
  const out = new Writer(units);
  let percent = -1;
  let plus = -1;
  for (let i = 0; i < length;) {
    if (percent < i) percent = next(units, PERCENT, i);
    if (plus < i) plus = next(units, PLUS, i);
    const at = Math.min(percent, plus);
    out.copy(i, at);
    if (at >= length) break;
    if (at === plus) {
      out.push(SPACE, at);
      i = at + 1;
      continue;
    }
    const first = percentByte(codes, length, at);
    if (!first) {
      out.copy(at, at + 1);
      i = at + 1;
      continue;
    }
    const b = first.byte;
    const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    let code = more === 1 ? b & 0x1f : more === 2 ? b & 0x0f : b & 0x07;
    let end = first.next;
    let whole = more > 0;
    for (let k = 0; k < more && whole; k++) {
      const continuation = percentByte(codes, length, end);
      if (!continuation || (continuation.byte & 0xc0) !== 0x80) whole = false;
      else {
        code = (code << 6) | (continuation.byte & 0x3f);
        end = continuation.next;
      }
    }
    // Overlong forms and surrogates are no UTF-8 that an encoder writes: the lead byte is read as Latin-1 then.
    const minimum = more === 1 ? 0x80 : more === 2 ? 0x800 : 0x10000;
    if (whole && code >= minimum && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)) {
      out.push(code, at);
      i = end;
    } else {
      // A `+` escaped reads as one that is not: both are read as a space.
      out.push(b === PLUS ? SPACE : b, at);
      i = first.next;
    }
  }
  return out.done();
}
