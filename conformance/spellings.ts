/**
 * A text read back through the encodings a target or the kit may have given a secret: JSON string escapes, percent-
 * encoding, XML character references and the shell's quoting of a quote, each of any level. The reading is a row of
 * UTF-16 code units, each of which knows where in the text it came from, so that what is found in the reading can be
 * masked in the text itself (redact.ts).
 *
 * A decoder collapses every level of its encoding in one pass (`\\\"` reads as `"`, `%252F` as `/`): a text does
 * not say how many times a value in it was escaped, and levels differ within one text (a body echoed in an error
 * message that is itself a JSON string). The reading is a normal form: a value and its encodings read alike, so that
 * the matcher compares the reading of a text with the readings of the secrets, one pass over the text.
 */

/** A reading of a text: the code units, and where each started in the text. */
export interface Units {
  readonly length: number;
  /** The units, exactly `length` of them. */
  readonly codes: Uint16Array;
  /** Where unit i starts in the text; null when unit i is the text's character i. Units of one escape share it. */
  readonly starts: Int32Array | null;
}

/** Where unit `i` starts in the text. */
export const startOf = (units: Units, i: number): number => (units.starts ? (units.starts[i] as number) : i);

/** Where unit `i` ends in the text: where the next unit that did not come from the same escape starts. */
export function endOf(units: Units, i: number, textLength: number): number {
  const { starts } = units;
  if (!starts) return i + 1;
  const start = starts[i] as number;
  for (let k = i + 1; k < units.length; k++) if ((starts[k] as number) !== start) return starts[k] as number;
  return textLength;
}

/** The text as it is: one unit per UTF-16 code unit. */
export function rawUnits(text: string): Units {
  // A long text is copied by Buffer in one native call, when its memory holds 16-bit units aligned; a short one by
  // hand, which costs less than making a Buffer.
  const bytes = text.length > 1024 ? Buffer.from(text, 'utf16le') : null;
  if (bytes && bytes.byteOffset % 2 === 0)
    return { length: text.length, codes: new Uint16Array(bytes.buffer, bytes.byteOffset, text.length), starts: null };
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return { length: text.length, codes, starts: null };
}

/** The units as a string. */
export function unitsText(units: Units): string {
  let out = '';
  for (let i = 0; i < units.length; i += 4096)
    out += String.fromCharCode(...units.codes.subarray(i, Math.min(units.length, i + 4096)));
  return out;
}

// Local on purpose, as in json-scan.ts: these are read in loops over every character of a report.
const BACKSLASH = 0x5c;
const PERCENT = 0x25;
const PLUS = 0x2b;
const AMPERSAND = 0x26;
const APOSTROPHE = 0x27;
const QUOTE = 0x22;
const SEMICOLON = 0x3b;
const SPACE = 0x20;

/** The value of a hex digit, or -1. */
function hexValue(c: number | undefined): number {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Where a decoder writes its units: runs of the reading it decodes copied whole, and what it decoded. */
class Writer {
  readonly codes: Uint16Array;
  readonly starts: Int32Array;
  length = 0;
  private changed = false;
  constructor(private readonly from: Units) {
    this.codes = new Uint16Array(from.length);
    this.starts = new Int32Array(from.length);
  }
  /** Units [start, end) of the reading decoded, as they are. */
  copy(start: number, end: number): void {
    if (end <= start) return;
    const { codes, starts } = this.from;
    // A short run by hand: a typed array's view costs more than copying a few units.
    if (end - start < 32) {
      for (let i = start, j = this.length; i < end; i++, j++) {
        this.codes[j] = codes[i] as number;
        this.starts[j] = starts ? (starts[i] as number) : i;
      }
    } else {
      this.codes.set(codes.subarray(start, end), this.length);
      if (starts) this.starts.set(starts.subarray(start, end), this.length);
      else for (let i = start, j = this.length; i < end; i++, j++) this.starts[j] = i;
    }
    this.length += end - start;
  }
  /** A code point that an escape starting at unit `at` of the reading decoded to: two units past the BMP. */
  push(code: number, at: number): void {
    const start = startOf(this.from, at);
    if (code > 0xffff) {
      const c = code - 0x10000;
      this.codes[this.length] = 0xd800 + (c >> 10);
      this.starts[this.length++] = start;
      code = 0xdc00 + (c & 0x3ff);
    }
    this.changed = true;
    this.codes[this.length] = code;
    this.starts[this.length++] = start;
  }
  /** The reading, or null when nothing was decoded. */
  done(): Units | null {
    return this.changed
      ? {
          length: this.length,
          codes: this.codes.subarray(0, this.length),
          starts: this.starts.subarray(0, this.length),
        }
      : null;
  }
}

/** The first unit at or after `from` that is `code`, or the reading's length. */
function next(units: Units, code: number, from: number): number {
  const at = units.codes.indexOf(code, from);
  return at < 0 ? units.length : at;
}

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
function jsonDecoded(units: Units): Units | null {
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
function percentDecoded(units: Units): Units | null {
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
function entityDecoded(units: Units): Units | null {
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

/** A POSIX shell's quote inside single quotes: `'\''` or `'"'"'`, as curl lines and replay commands write it. */
function shellDecoded(units: Units): Units | null {
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

/**
 * The reading of a text that the matcher compares: shell quotes read, then XML references, then percent-escapes, JSON
 * escapes and percent-escapes again (a JSON text in a URL, a URL in a JSON string, and either with any character as
 * `\uXXXX`); the text itself when it holds no escape. A decoder runs only where its escape character is. A `+` reads
 * as a space, as a form's encoding has it, escaped or not: a value and any encoding of it read alike.
 */
export function readingOf(text: string): Units | string {
  if (!ESCAPED.test(text)) return text;
  let units = rawUnits(text);
  if (SHELL_QUOTE.test(text)) units = shellDecoded(units) ?? units;
  if (units.codes.includes(AMPERSAND)) units = entityDecoded(units) ?? units;
  if (units.codes.includes(PERCENT) || units.codes.includes(PLUS)) units = percentDecoded(units) ?? units;
  if (units.codes.includes(BACKSLASH)) {
    units = jsonDecoded(units) ?? units;
    if (units.codes.includes(PERCENT) || units.codes.includes(PLUS)) units = percentDecoded(units) ?? units;
  }
  return units;
}

/** A character that some escape starts with: a text without one reads as itself. */
const ESCAPED = /[\\%+&]|'(?:\\''|"'"')/;
const SHELL_QUOTE = /'(?:\\''|"'"')/;
