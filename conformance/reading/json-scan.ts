/**
 * JSON read without being parsed: whether bytes hold exactly one JSON value, found without making a string or an
 * object. For readers that need to know that an item is JSON, or only a part of it: a page's items parsed whole
 * leave the ids of their events behind, as the interned keys of `events_by_id`, until the next full collection.
 *
 * The verdict is JSON.parse's (RFC 8259) on the bytes decoded as UTF-8: structure, strings (escapes, no control
 * characters), numbers and literals are checked byte by byte; any other byte outside a string, which decodes to a
 * character JSON has no place for, fails it. Inside a string every byte of 0x80 and above passes: decoded, it is a
 * character or U+FFFD, and a string may hold either. Nesting is followed on a stack of its own, not by recursion,
 * so that no depth is too deep, as for JSON.parse.
 */

// Local on purpose, not imported from a shared module: V8 checks an imported binding on every read, and in these
// byte loops that made the kit's tests 2.5 times slower (check-scenarios, 17 s against 49 s).
const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

const isSpace = (c: number | undefined): boolean => c === SPACE || c === TAB || c === LF || c === CR;
const isDigit = (c: number | undefined): boolean => c !== undefined && c >= ZERO && c <= NINE;
const isHex = (c: number | undefined): boolean =>
  c !== undefined && (isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66));

/** The single-character escapes of RFC 8259 section 7: " \ / b f n r t. */
const ESCAPES = new Set([QUOTE, BACKSLASH, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);
const LITERALS = ['true', 'false', 'null'].map((word) => Uint8Array.from(word, (c) => c.charCodeAt(0)));

/** The index just past the string that opens at `at`, or -1 when it is not a JSON string. */
function stringEnd(bytes: Uint8Array, at: number, end: number): number {
  let i = at + 1;
  while (i < end) {
    const c = bytes[i] as number;
    if (c === QUOTE) return i + 1;
    if (c < SPACE) return -1;
    if (c !== BACKSLASH) {
      i++;
      continue;
    }
    const escape = bytes[i + 1];
    if (escape === 0x75) {
      for (let k = 2; k < 6; k++) if (!isHex(bytes[i + k]) || i + k >= end) return -1;
      i += 6;
    } else if (escape !== undefined && ESCAPES.has(escape) && i + 1 < end) i += 2;
    else return -1;
  }
  return -1;
}

/** The index just past the number that starts at `at`, or -1 when none does (RFC 8259 section 6). */
function numberEnd(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  if (bytes[i] === MINUS) i++;
  if (i < end && bytes[i] === ZERO) i++;
  else if ((i = digitsEnd(bytes, i, end)) < 0) return -1;
  if (i < end && bytes[i] === DOT) {
    if ((i = digitsEnd(bytes, i + 1, end)) < 0) return -1;
  }
  if (i < end && (bytes[i] === 0x65 || bytes[i] === 0x45)) {
    i++;
    if (i < end && (bytes[i] === PLUS || bytes[i] === MINUS)) i++;
    if ((i = digitsEnd(bytes, i, end)) < 0) return -1;
  }
  return i;
}

/**
 * The index just past the digits that start at `at`, or -1 when none do. A function of its own, not a closure
 * made anew for each of a page's many numbers.
 */
function digitsEnd(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  while (i < end && isDigit(bytes[i])) i++;
  return i > at ? i : -1;
}

/** The index just past the literal (true, false, null) that starts at `at`, or -1. */
function literalEnd(bytes: Uint8Array, at: number, end: number): number {
  for (const word of LITERALS) {
    if (at + word.length > end) continue;
    let same = true;
    for (let k = 0; k < word.length && same; k++) same = bytes[at + k] === word[k];
    if (same) return at + word.length;
  }
  return -1;
}

/** Values to leave out of a scan: those of the keys named `key` in the objects `depth` levels down. */
export interface LeaveOut {
  readonly key: string;
  /** 1: the keys of the value itself; 2: the keys of its members' values (an item's `update.events_by_id`). */
  readonly depth: number;
  /** Filled with the start and end of each value left out, in pairs. */
  readonly ranges: number[];
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Whether the key whose string token is bytes[start, end) is `key`: its bytes, or its text when it has escapes. */
function keyIs(bytes: Uint8Array, start: number, end: number, key: Uint8Array): boolean {
  if (bytes.subarray(start, end).includes(BACKSLASH)) {
    return JSON.parse(decoder.decode(bytes.subarray(start, end))) === decoder.decode(key);
  }
  if (end - start - 2 !== key.length) return false;
  for (let k = 0; k < key.length; k++) if (bytes[start + 1 + k] !== key[k]) return false;
  return true;
}

/** What a step of a scan came to: the bytes are not JSON; a value was read; a value comes next; the text ended. */
const FAILED = 0;
const VALUE = 1;
const MORE = 2;
const ENDED = 3;

/**
 * A scan in progress: where it stands, the containers open, and what it collects. Nesting is followed on its own
 * stack, `open`; a step reads a value (`value`) or what follows one (`afterValue`).
 */
class Scan {
  i: number;
  /** The open containers, innermost last: true for an object. */
  private readonly open: boolean[] = [];
  /** Where the value being left out starts, and at which depth it closes; -1 when none is. */
  private cutFrom = -1;
  private cutDepth = -1;
  /** The member of the top-level object being read: its key's start and end, and its value's start. */
  private member: [number, number, number] | null = null;
  private readonly leftOut: Uint8Array | null;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly leave: LeaveOut | undefined,
    private readonly members: number[] | undefined,
  ) {
    this.i = start;
    this.leftOut = leave ? new TextEncoder().encode(leave.key) : null;
  }

  skip(): void {
    const { bytes, end } = this;
    let i = this.i;
    while (i < end && isSpace(bytes[i])) i++;
    this.i = i;
  }

  /** A value whole (VALUE), or a container opened with a value to come (MORE); FAILED when it is not JSON. */
  value(): number {
    const { bytes, end } = this;
    if (this.i >= end) return FAILED;
    const c = bytes[this.i] as number;
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      this.open.push(c === OPEN_OBJECT);
      this.i++;
      this.skip();
      if (this.i < end && bytes[this.i] === (c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        this.open.pop();
        this.i++;
        return VALUE;
      }
      return c === OPEN_OBJECT && !this.key() ? FAILED : MORE;
    }
    const valueEnd =
      c === QUOTE
        ? stringEnd(bytes, this.i, end)
        : c === MINUS || isDigit(c)
          ? numberEnd(bytes, this.i, end)
          : literalEnd(bytes, this.i, end);
    if (valueEnd < 0) return FAILED;
    this.i = valueEnd;
    return VALUE;
  }

  /**
   * After a value: the next member (MORE), the end of its container, or the end of the outermost value (ENDED), the
   * scan then past the white space after it.
   */
  afterValue(): number {
    const { open } = this;
    for (;;) {
      if (this.cutFrom >= 0 && open.length === this.cutDepth) {
        this.leave?.ranges.push(this.cutFrom, this.i);
        this.cutFrom = -1;
      }
      if (this.member && open.length === 1) {
        this.members?.push(...this.member, this.i);
        this.member = null;
      }
      this.skip();
      if (open.length === 0) return ENDED;
      if (this.i >= this.end) return FAILED;
      const inObject = open[open.length - 1] as boolean;
      const next = this.bytes[this.i];
      if (next === COMMA) {
        this.i++;
        if (inObject && !this.key()) return FAILED;
        if (!inObject) this.skip();
        return MORE;
      }
      if (next !== (inObject ? CLOSE_OBJECT : CLOSE_ARRAY)) return FAILED;
      open.pop();
      this.i++;
    }
  }

  /** Reads a key and its colon: false when there is none. */
  private key(): boolean {
    const { bytes, end, leave, leftOut, open } = this;
    this.skip();
    const keyStart = this.i;
    if (bytes[keyStart] !== QUOTE || keyStart >= end) return false;
    const keyEnd = stringEnd(bytes, keyStart, end);
    if (keyEnd < 0) return false;
    const named =
      leftOut !== null && leave !== undefined && this.cutFrom < 0 && open.length === leave.depth && open.every(Boolean);
    this.i = keyEnd;
    this.skip();
    if (bytes[this.i] !== COLON || this.i >= end) return false;
    this.i++;
    this.skip();
    if (named && keyIs(bytes, keyStart, keyEnd, leftOut)) {
      this.cutFrom = this.i;
      this.cutDepth = open.length;
    }
    if (this.members && open.length === 1) this.member = [keyStart, keyEnd, this.i];
    return true;
  }
}

/**
 * Whether bytes[start, end) is exactly one JSON value, white space around it allowed, as JSON.parse reads its text;
 * with `leave`, the ranges of the values it names are collected as the scan passes them; with `members`, when the
 * value is an object, the start and end of each member's key (its string token) and value, in fours.
 *
 * @example
 * scanJson(new TextEncoder().encode('{"a": [1, 2.5e3, "\\u00e9"]}'), 0, 26); // true
 */
export function scanJson(bytes: Uint8Array, start: number, end: number, leave?: LeaveOut, members?: number[]): boolean {
  const scan = new Scan(bytes, start, end, leave, members);
  return scanned(scan) === ENDED && scan.i === end;
}

/** Steps a scan through one value: ENDED once it is read whole, the scan past the white space after it; else FAILED. */
function scanned(scan: Scan): number {
  scan.skip();
  for (;;) {
    let step = scan.value();
    if (step === VALUE) step = scan.afterValue();
    if (step !== MORE) return step;
  }
}

/**
 * Where the first JSON value of bytes[start, end) ends: the index of the first byte after it that is not white space
 * (`end` when none is), or, when the bytes there are no JSON value, the negative of one more than the index where the
 * scan found them wrong (-1 at `start`). For a reader that judges what follows a body's value (reading/json-bytes.ts).
 *
 * @example
 * firstValueEnd(new TextEncoder().encode('{"a": 1} {}'), 0, 11); // 9
 */
export function firstValueEnd(bytes: Uint8Array, start: number, end: number): number {
  const scan = new Scan(bytes, start, end, undefined, undefined);
  return scanned(scan) === ENDED ? scan.i : -(Math.min(scan.i, end) + 1);
}
