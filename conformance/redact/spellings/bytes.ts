/**
 * Bytes that a text may spell in hex or in base64, and the texts those bytes may hold: what a target that encodes a
 * value it echoes (`6b337976...`, `aw==`, a Basic header's credentials, base64 of UTF-16) makes of it. The masker
 * (redact/scan.ts) reads each decoding again, as a text of its own: an encoding of an encoding is read through.
 *
 * Hex is read in a skeleton (redact/spellings/fold.ts: either case, any separator, `6B:33:79`); base64 in a reading
 * with what wraps or splits it left out (white space, quotes, commas, brackets, padding: `aGVs\nbG8=`,
 * `["aGVs","bG8="]`), in either alphabet. A run is decoded at each of its alignments (2 for hex, 4 for base64): a
 * value's encoding that starts inside a run (after other bytes, or after letters that are no part of it) is read whole
 * at one of them. The runs of a text are decoded together, one after the other with a zero byte between them, so that a
 * text of thousands of words costs a few decodings, not thousands.
 */
import type { Units } from './units.js';

/**
 * Bytes decoded from runs, a zero byte between two runs, and for each byte the first and last unit of the reading
 * it was read from (-1 for the zero bytes between runs); and the runs that look like UTF-16.
 */
export interface Decoded {
  readonly bytes: Uint8Array;
  readonly length: number;
  readonly first: Int32Array;
  readonly last: Int32Array;
  /** Start and end of each run whose zero bytes in every other place say UTF-16 (the high bytes of ASCII). */
  readonly wide: readonly number[];
}

/** Zeros every other byte, in a row, that say a stretch of UTF-16 inside a run of other bytes. */
const WIDE_STREAK = 4;

/** Where the decodings of one alignment go: one run after the other. */
class Decodings {
  bytes: Uint8Array;
  first: Int32Array;
  last: Int32Array;
  length = 0;
  private runStart = 0;
  readonly wide: number[] = [];
  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
    this.first = new Int32Array(capacity);
    this.last = new Int32Array(capacity);
  }
  /** Room for `more` bytes and the zero before them. */
  reserve(more: number): void {
    if (this.length + more + 1 <= this.bytes.length) return;
    const size = Math.max(this.bytes.length * 2, this.length + more + 1);
    const [bytes, first, last] = [new Uint8Array(size), new Int32Array(size), new Int32Array(size)];
    bytes.set(this.bytes.subarray(0, this.length));
    first.set(this.first.subarray(0, this.length));
    last.set(this.last.subarray(0, this.length));
    [this.bytes, this.first, this.last] = [bytes, first, last];
  }
  startRun(): void {
    if (this.length > 0) {
      this.bytes[this.length] = 0;
      this.first[this.length] = -1;
      this.last[this.length++] = -1;
    }
    this.runStart = this.length;
  }
  /**
   * Ends a run, and says whether it looks like UTF-16: a quarter of its pairs with a zero on one side, or four zeros in
   * a row every other byte somewhere in it (UTF-16 of ASCII after other bytes: a run of base64 that a wrap joined to
   * the line before it, whose end is an echo of a value in UTF-16).
   */
  endRun(): void {
    let zeroOdd = 0;
    let zeroEven = 0;
    const streaks = [0, 0];
    let longest = 0;
    for (let i = this.runStart; i < this.length; i++) {
      const side = (i - this.runStart) & 1;
      if (this.bytes[i] !== 0) {
        streaks[side] = 0;
        continue;
      }
      if (side === 1) zeroOdd++;
      else zeroEven++;
      longest = Math.max(longest, (streaks[side] = (streaks[side] as number) + 1));
    }
    const pairs = (this.length - this.runStart) >> 1;
    if (pairs >= 2 && (zeroOdd * 4 >= pairs || zeroEven * 4 >= pairs || longest >= WIDE_STREAK))
      this.wide.push(this.runStart, this.length);
  }
  done(): Decoded | null {
    return this.length === 0 ? null : this;
  }
}

/** The value of a hex digit as a skeleton has it (folded: a to f), or -1. */
const hexDigit = (c: number): number => (c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1);

/**
 * The decodings, at each of the two alignments, of the runs of hex digits of a skeleton (its codes, and where in
 * the reading each one is) long enough for `min` bytes.
 */
export function hexDecodings(
  codes: Uint16Array,
  length: number,
  at: Int32Array,
  min: number,
  each: (decoded: Decoded) => void,
): void {
  const aligned = [0, 1].map(() => null as Decodings | null);
  for (let i = 0; i < length;) {
    if (hexDigit(codes[i] as number) < 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < length && hexDigit(codes[end] as number) >= 0) end++;
    for (let align = 0; align < 2; align++) {
      const count = (end - i - align) >> 1;
      if (count < min) continue;
      const out = (aligned[align] ??= new Decodings(Math.max(64, length >> 1)));
      out.reserve(count);
      out.startRun();
      const { bytes, first, last } = out;
      let o = out.length;
      for (let k = i + align; k + 1 < end; k += 2) {
        bytes[o] = (hexDigit(codes[k] as number) << 4) | hexDigit(codes[k + 1] as number);
        first[o] = at[k] as number;
        last[o++] = at[k + 1] as number;
      }
      out.length = o;
      out.endRun();
    }
    i = end;
  }
  for (const out of aligned) {
    const decoded = out?.done();
    if (decoded) each(decoded);
  }
}

const SPACE = 0x20;

/** Each unit's base64 value (either alphabet), -2 for what a run of base64 leaves out, -1 for what ends a run. */
const BASE64 = (() => {
  const table = new Int8Array(128).fill(-1);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  table[0x2b] = table[0x2d] = 62; // + and -
  table[0x2f] = table[0x5f] = 63; // / and _
  for (const c of '\t\n\r "\',[]=\0') table[c.charCodeAt(0)] = -2;
  return table;
})();

/**
 * The decodings, at each of the four alignments, of the runs of base64 in a reading long enough for `min` bytes:
 * what wraps or splits base64 left out of a run, anything else outside its alphabets ending it. A reading has a
 * `+` as a space (redact/spellings/percent.ts): `plus` tells such a space, which base64 reads as its `+`.
 */
export function base64Decodings(
  reading: Units | string,
  min: number,
  plus: (i: number) => boolean,
  each: (decoded: Decoded) => void,
): void {
  const n = reading.length;
  const source = typeof reading === 'string' ? null : reading.codes;
  const minChars = Math.ceil((min * 4) / 3);
  let values: Uint8Array | null = null;
  let at: Int32Array | null = null;
  const aligned = [0, 1, 2, 3].map(() => null as Decodings | null);
  let length = 0;
  let runFrom = 0;
  const flush = (end: number): void => {
    if (end - runFrom >= minChars) {
      // The run's values, made only for a run long enough: most of a text is none.
      values ??= new Uint8Array(n);
      at ??= new Int32Array(n);
      length = 0;
      for (let i = runFrom; i < end; i++) {
        const value = valueAt(source, reading, i, plus);
        if (value >= 0) {
          values[length] = value;
          at[length++] = i;
        }
      }
      for (let align = 0; align < 4; align++) {
        const count = Math.floor(((length - align) * 3) / 4);
        if (count < min) continue;
        const out = (aligned[align] ??= new Decodings(Math.max(64, n)));
        decodeRun(values, at, align, length, count, out);
      }
    }
  };
  for (let i = 0; i < n; i++)
    if (valueAt(source, reading, i, plus) === -1) {
      flush(i);
      runFrom = i + 1;
    }
  flush(n);
  for (const out of aligned) {
    const decoded = out?.done();
    if (decoded) each(decoded);
  }
}

const BACKSLASH = 0x5c;
/** `r`, `n` and `t`: after a backslash, a line break or tab as JSON text writes it. */
const ESCAPED_BREAK = new Set([0x72, 0x6e, 0x74]);

/**
 * The base64 value of unit `i` of a reading, -2 for what a run leaves out, -1 for what ends it. A line break or tab
 * written as JSON text writes it (`\r\n`, `\t`: a body that wraps base64 at CRLF, quoted in another) wraps base64 as
 * the characters do: both units are left out, so that `r`, `n` and `t` are read as the escape's and not as base64.
 */
function valueAt(source: Uint16Array | null, reading: Units | string, i: number, plus: (i: number) => boolean): number {
  const code = (k: number): number => (source ? (source[k] ?? -1) : (reading as string).charCodeAt(k));
  const c = code(i);
  if (c === SPACE && plus(i)) return 62;
  if (c === BACKSLASH && ESCAPED_BREAK.has(code(i + 1))) return -2;
  if (ESCAPED_BREAK.has(c) && code(i - 1) === BACKSLASH && code(i - 2) !== BACKSLASH) return -2;
  return c < 128 ? (BASE64[c] as number) : -1;
}

/** The bytes of values[align, end) as base64: 3 bytes of each 4 characters, and 1 or 2 of a last 2 or 3. */
function decodeRun(
  values: Uint8Array,
  at: Int32Array,
  align: number,
  end: number,
  count: number,
  out: Decodings,
): void {
  out.reserve(count);
  out.startRun();
  const { bytes, first, last } = out;
  let o = out.length;
  for (let k = align; k + 1 < end; k += 4) {
    const v1 = values[k + 1] as number;
    bytes[o] = ((values[k] as number) << 2) | (v1 >> 4);
    first[o] = at[k] as number;
    last[o++] = at[k + 1] as number;
    if (k + 2 >= end) break;
    const v2 = values[k + 2] as number;
    bytes[o] = ((v1 & 15) << 4) | (v2 >> 2);
    first[o] = at[k + 1] as number;
    last[o++] = at[k + 2] as number;
    if (k + 3 >= end) break;
    bytes[o] = ((v2 & 3) << 6) | (values[k + 3] as number);
    first[o] = at[k + 2] as number;
    last[o++] = at[k + 3] as number;
  }
  out.length = o;
  out.endRun();
}

/** Whether a character may be part of a value's text: not a control character other than tab, CR and LF. */
const isText = (code: number): boolean =>
  code >= 0x20 ? code !== 0x7f && (code < 0x80 || code > 0x9f) : code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * The units of a decoding's texts, kept in stretches of text: a stretch shorter than `fewest` units, and what is no
 * text (a control character, a byte that starts no UTF-8 character), are left out, a zero between two stretches.
 * Bytes decoded at the wrong alignment, or from a run that was never base64 (a word, an id), are noise with few
 * stretches of text in it: left out, they cost no reading.
 */
class Stretches {
  readonly codes: Uint16Array;
  readonly first: Int32Array;
  readonly last: Int32Array;
  length = 0;
  private start = 0;
  constructor(
    capacity: number,
    private readonly fewest: number,
  ) {
    this.codes = new Uint16Array(capacity + 1);
    this.first = new Int32Array(capacity + 1);
    this.last = new Int32Array(capacity + 1);
  }
  push(code: number, first: number, last: number): void {
    if (!isText(code)) return this.end();
    this.codes[this.length] = code;
    this.first[this.length] = first;
    this.last[this.length++] = last;
  }
  /** Ends the stretch: dropped when short, else followed by a zero. */
  end(): void {
    if (this.length - this.start < this.fewest) this.length = this.start;
    else if (this.length > this.start) {
      this.codes[this.length] = 0;
      this.first[this.length] = this.first[this.length - 1] as number;
      this.last[this.length] = this.last[this.length - 1] as number;
      this.length++;
    }
    this.start = this.length;
  }
  give(each: (units: Units, first: Int32Array, last: Int32Array) => void): void {
    this.end();
    if (this.length === 0) return;
    each({ codes: this.codes.subarray(0, this.length), length: this.length, starts: null }, this.first, this.last);
  }
}

/**
 * The texts that decoded bytes may hold, as units in stretches of text (Stretches), each unit with the first and last
 * byte it was read from: UTF-8, and of each run that looks like UTF-16, UTF-16 of either order, from its first byte
 * and from its second (a byte before it swaps where its zeros are).
 */
export function textsOf(
  decoded: Decoded,
  fewest: number,
  each: (units: Units, first: Int32Array, last: Int32Array) => void,
): void {
  utf8Units(decoded.bytes, decoded.length, fewest, each);
  const { wide } = decoded;
  for (let r = 0; r < wide.length; r += 2)
    for (const from of [0, 1])
      for (const little of [true, false])
        utf16Units(decoded.bytes, (wide[r] as number) + from, wide[r + 1] as number, little, fewest, each);
}

function utf8Units(
  bytes: Uint8Array,
  n: number,
  fewest: number,
  each: (units: Units, first: Int32Array, last: Int32Array) => void,
): void {
  const out = new Stretches(n, fewest);
  for (let i = 0; i < n;) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      out.push(b, i, i);
      i++;
      continue;
    }
    const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
    let code = more === 1 ? b & 0x1f : more === 2 ? b & 0x0f : b & 0x07;
    let whole = more > 0 && i + more < n;
    for (let k = 1; k <= more && whole; k++) {
      const c = bytes[i + k] as number;
      if ((c & 0xc0) !== 0x80) whole = false;
      else code = (code << 6) | (c & 0x3f);
    }
    const minimum = more === 1 ? 0x80 : more === 2 ? 0x800 : 0x10000;
    if (!whole || code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      // A byte that starts no character is no text.
      out.end();
      i++;
      continue;
    }
    if (code > 0xffff) {
      out.push(0xd800 + ((code - 0x10000) >> 10), i, i + more);
      code = 0xdc00 + ((code - 0x10000) & 0x3ff);
    }
    out.push(code, i, i + more);
    i += more + 1;
  }
  out.give(each);
}

function utf16Units(
  bytes: Uint8Array,
  from: number,
  end: number,
  little: boolean,
  fewest: number,
  each: (units: Units, first: Int32Array, last: Int32Array) => void,
): void {
  const count = (end - from) >> 1;
  if (count < fewest) return;
  const out = new Stretches(count, fewest);
  for (let u = 0, i = from; u < count; u++, i += 2) {
    const a = bytes[i] as number;
    const b = bytes[i + 1] as number;
    out.push(little ? a | (b << 8) : (a << 8) | b, i, i + 1);
  }
  out.give(each);
}
