import { next, Writer, type Units } from './units.js';

// Local on purpose, as in reading/json-scan.ts: these are read in loops over every character of a report.
const AMPERSAND = 0x26;
const APOSTROPHE = 0x27;
const QUOTE = 0x22;
const SEMICOLON = 0x3b;

const NAMED_REFERENCES = new Map<string, number>([
  ['lt', 0x3c],
  ['gt', 0x3e],
  ['quot', QUOTE],
  ['apos', APOSTROPHE],
  ['amp', AMPERSAND],
]);

/**
 * XML's character references and entities (`&lt;`, `&#x2F;`, `&#47;`), HTML's too where they are the same, of any
 * level (`&amp;quot;`). Null when nothing is escaped.
 */
export function entityDecoded(units: Units): Units | null {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length;) {
    const at = next(units, AMPERSAND, i);
    out.copy(i, at);
    if (at >= length) break;
    // `&amp;` escapes an `&`: `&amp;lt;` is `&lt;` escaped once more.
    let j = at + 1;
    while (
      codes[j] === 0x61 &&
      codes[j + 1] === 0x6d &&
      codes[j + 2] === 0x70 &&
      codes[j + 3] === SEMICOLON &&
      j + 3 < length
    )
      j += 4;
    let end = j;
    while (end < length && end - j < 10 && codes[end] !== SEMICOLON) end++;
    let code = -1;
    if (end < length && codes[end] === SEMICOLON && end > j) {
      const name = String.fromCharCode(...codes.subarray(j, end));
      const numeric = /^#(?:x([0-9a-f]{1,6})|([0-9]{1,7}))$/i.exec(name);
      code = numeric
        ? numeric[1] !== undefined
          ? parseInt(numeric[1], 16)
          : Number(numeric[2])
        : (NAMED_REFERENCES.get(name) ?? -1);
      if (code > 0x10ffff) code = -1;
    }
    if (code >= 0) {
      out.push(code, at);
      i = end + 1;
    } else if (j > at + 1) {
      // `&amp;` before no reference is an `&`, at any level.
      out.push(AMPERSAND, at);
      i = j;
    } else {
      out.copy(at, at + 1);
      i = at + 1;
    }
  }
  return out.done();
}
