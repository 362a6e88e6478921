/**
 * Where the items of a page lie in its bytes (reading/page-items.ts): the body's plain `{..., "events": [...], ...}`
 * cut at the items' edges without parsing them, and the pieces decoded as fetch's text() decodes the whole.
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
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** JSON's white space (RFC 8259 section 2): nothing else may stand between tokens. */
const isSpace = (c: number): boolean => c === SPACE || c === TAB || c === LF || c === CR;

/** JSON text as bytes, UTF-8: what the target sent, after decompression. */
export type Bytes = Uint8Array;

function skipSpace(bytes: Bytes, at: number): number {
  let i = at;
  while (i < bytes.length && isSpace(bytes[i] as number)) i++;
  return i;
}

/** The index just past the string that opens at `at` (a quote), or -1 when it does not close. */
function stringEnd(bytes: Bytes, at: number): number {
  for (let from = at + 1; ;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/**
 * The index just past the value that starts at `at`, or -1 when it does not end. Brackets are counted, not
 * matched: a value they mismatch is one that JSON.parse of its text then refuses.
 */
function valueEnd(bytes: Bytes, at: number): number {
  const first = bytes[at];
  if (first === QUOTE) return stringEnd(bytes, at);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    let i = at;
    for (; i < bytes.length; i++) {
      const c = bytes[i] as number;
      if (c === COMMA || c === CLOSE_ARRAY || c === CLOSE_OBJECT || isSpace(c)) break;
    }
    return i > at ? i : -1;
  }
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === QUOTE) {
      const end = stringEnd(bytes, i);
      if (end < 0) return -1;
      i = end - 1;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
    else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Where the items of a plain `{..., "events": [...], ...}` lie: each item's start and end, and the array's brackets. */
export interface Layout {
  readonly open: number;
  readonly close: number;
  /** Start and end of each item, in pairs. */
  readonly bounds: readonly number[];
}

/**
 * Pieces of the body decoded as fetch's text() decodes the whole, except that a byte order mark is kept as a
 * character: only the body's first bytes may drop one, and a body that starts with one is parsed whole.
 */
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
export const decode = (bytes: Bytes, start: number, end: number): string => decoder.decode(bytes.subarray(start, end));

/**
 * The layouts found, by the bytes they were found in: a page is laid out once, however many readers go through it
 * (the item rules, items/judge.ts, before the reader that asked for it). A client's body is a view of its own, never
 * filled again while it can be read (client/body-store.ts), so its layout holds while it lives, and goes with it.
 */
const layouts = new WeakMap<Bytes, Layout | null>();

/** The array of `events` and its items, or null for any other shape (or bytes that cannot be JSON). */
export function layoutOf(bytes: Bytes): Layout | null {
  let layout = layouts.get(bytes);
  if (layout === undefined) layouts.set(bytes, (layout = findLayout(bytes)));
  return layout;
}

function findLayout(bytes: Bytes): Layout | null {
  let i = skipSpace(bytes, 0);
  if (bytes[i] !== OPEN_OBJECT) return null;
  let found: Layout | null = null;
  i = skipSpace(bytes, i + 1);
  if (bytes[i] === CLOSE_OBJECT) return null;
  for (;;) {
    if (bytes[i] !== QUOTE) return null;
    const keyEnd = stringEnd(bytes, i);
    if (keyEnd < 0) return null;
    let key: unknown;
    try {
      key = JSON.parse(decode(bytes, i, keyEnd));
    } catch {
      return null;
    }
    i = skipSpace(bytes, keyEnd);
    if (bytes[i] !== COLON) return null;
    i = skipSpace(bytes, i + 1);
    if (key === 'events') {
      // Given twice, the last one counts for JSON.parse: such a body is parsed whole.
      if (found || bytes[i] !== OPEN_ARRAY) return null;
      const bounds: number[] = [];
      const open = i;
      let at = skipSpace(bytes, open + 1);
      if (bytes[at] !== CLOSE_ARRAY) {
        for (;;) {
          const end = valueEnd(bytes, at);
          if (end < 0) return null;
          bounds.push(at, end);
          at = skipSpace(bytes, end);
          if (bytes[at] === CLOSE_ARRAY) break;
          if (bytes[at] !== COMMA) return null;
          at = skipSpace(bytes, at + 1);
          if (at >= bytes.length || bytes[at] === CLOSE_ARRAY) return null;
        }
      }
      found = { open, close: at, bounds };
      i = skipSpace(bytes, at + 1);
    } else {
      const end = valueEnd(bytes, i);
      if (end < 0) return null;
      i = skipSpace(bytes, end);
    }
    if (bytes[i] === CLOSE_OBJECT) break;
    if (bytes[i] !== COMMA) return null;
    i = skipSpace(bytes, i + 1);
  }
  return found;
}
