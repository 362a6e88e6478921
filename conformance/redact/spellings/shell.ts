import { next, Writer, type Units } from './units.js';

// Local on purpose, as in reading/json-scan.ts: these are read in loops over every character of a report.
const BACKSLASH = 0x5c;
const APOSTROPHE = 0x27;
const QUOTE = 0x22;

/** A POSIX shell's quote inside single quotes: `'\''` or `'"'"'`, as curl lines and replay commands write it. */
export function shellDecoded(units: Units): Units | null {
  const { codes, length } = units;
  const out = new Writer(units);
  for (let i = 0; i < length;) {
    const at = next(units, APOSTROPHE, i);
    out.copy(i, at);
    if (at >= length) break;
    const escaped = codes[at + 1] === BACKSLASH && codes[at + 2] === APOSTROPHE && codes[at + 3] === APOSTROPHE;
    const quoted =
      codes[at + 1] === QUOTE &&
      codes[at + 2] === APOSTROPHE &&
      codes[at + 3] === QUOTE &&
      codes[at + 4] === APOSTROPHE;
    const size = escaped ? 4 : quoted ? 5 : 0;
    if (size > 0 && at + size <= length) {
      out.push(APOSTROPHE, at);
      i = at + size;
    } else {
      out.copy(at, at + 1);
      i = at + 1;
    }
  }
  return out.done();
}
