/** The reading of a text that the decoders of redact/spellings/spellings.ts write, and what they share. */

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

/** The value of a hex digit, or -1. */
export function hexValue(c: number | undefined): number {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Where a decoder writes its units: runs of the reading it decodes copied whole, and what it decoded. */
export class Writer {
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
export function next(units: Units, code: number, from: number): number {
  const at = units.codes.indexOf(code, from);
  return at < 0 ? units.length : at;
}
