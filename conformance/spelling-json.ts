import { hexValue, next, Writer, type Units } from './spelling-units.js';

// Local on purpose, as in json-scan.ts: these are read in loops over every character of a report.
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

/**
 * JSON string escapes, of any level: a run of backslashes before an escape reads as the escaped
 * character (`\"`, `\\\"`, `\/`, `\u002F`, `\\u002f`), a run before anything else as one backslash (`\\` at any
 * level). Null when nothing is escaped.
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
