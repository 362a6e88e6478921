/**
 * A text read back through the encodings a target or the kit may have given a secret: JSON string escapes, percent-
 * encoding, XML character references and the shell's quoting of a quote, each of any level. The reading is a row of
 * UTF-16 code units, each of which knows where in the text it came from, so that what is found in the reading can be
 * masked in the text itself (redact/redact.ts).
 *
 * A decoder collapses every level of its encoding in one pass (`\\\"` reads as `"`, `%252F` as `/`): a text does
 * not say how many times a value in it was escaped, and levels differ within one text (a body echoed in an error
 * message that is itself a JSON string). The reading is a normal form: a value and its encodings read alike, so that
 * the matcher compares the reading of a text with the readings of the secrets, one pass over the text.
 */
import { entityDecoded } from './entities.js';
import { jsonDecoded } from './json.js';
import { percentDecoded } from './percent.js';
import { shellDecoded } from './shell.js';
import { rawUnits, type Units } from './units.js';

export { endOf, rawUnits, startOf, unitsText, type Units } from './units.js';

// Local on purpose, as in reading/json-scan.ts: these are read in loops over every character of a report.
const BACKSLASH = 0x5c;
const PERCENT = 0x25;
const PLUS = 0x2b;
const AMPERSAND = 0x26;
const APOSTROPHE = 0x27;

/**
 * The reading of a text that the matcher compares: shell quotes read, then XML references, then percent-escapes, JSON
 * (and JavaScript's `\x`) escapes and percent-escapes again (a JSON text in a URL, a URL in a JSON string, and either
 * with any character as `\uXXXX`), and all of it again while a round decodes something, up to ROUNDS: an escape
 * of one kind inside one of another (`%26%23x41%3B`, `\u005cx41`) is read through whatever the order; the text
 * itself when it holds no escape. A decoder runs only where its escape character is. A `+` reads as a space, as a
 * form's encoding has it, escaped or not: a value and any encoding of it read alike.
 */
export function readingOf(text: string): Units | string {
  if (!ESCAPED.test(text)) return text;
  return decodedUnits(rawUnits(text));
}

/**
 * As readingOf, of a text given as its units (a decoding's: redact/spellings/bytes.ts): the units themselves when
 * nothing is escaped.
 */
export function readingOfUnits(raw: Units): Units {
  const { codes } = raw;
  return [BACKSLASH, PERCENT, PLUS, AMPERSAND].some((c) => codes.includes(c)) ? decodedUnits(raw) : raw;
}

/** Rounds of decoding at most: escapes nested three deep in each other are read through. */
const ROUNDS = 4;

function decodedUnits(raw: Units): Units {
  let units = raw;
  for (let round = 0, changed = true; changed && round < ROUNDS; round++) {
    const before = units;
    const { codes } = units;
    if (codes.includes(APOSTROPHE)) units = shellDecoded(units) ?? units;
    if (units.codes.includes(AMPERSAND)) units = entityDecoded(units) ?? units;
    if (units.codes.includes(PERCENT) || units.codes.includes(PLUS)) units = percentDecoded(units) ?? units;
    if (units.codes.includes(BACKSLASH)) {
      units = jsonDecoded(units) ?? units;
      if (units.codes.includes(PERCENT) || units.codes.includes(PLUS)) units = percentDecoded(units) ?? units;
    }
    changed = units !== before;
  }
  return units;
}

/** A character that some escape starts with: a text without one reads as itself. */
const ESCAPED = /[\\%+&]|'(?:\\''|"'"')/;
