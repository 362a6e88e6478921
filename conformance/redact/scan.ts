/**
 * How the masker (redact/redact.ts) reads a text for the secrets in it: the text read back through its escapes
 * (redact/spellings/spellings.ts), compared with the values' readings; its skeleton (redact/spellings/fold.ts: letters
 * and digits, case folded), compared with theirs; and its runs of hex and of base64 decoded (redact/spellings/bytes.ts)
 * and read again the same way, as a text of their own, down to DEPTH encodings. What is found in a decoding is masked
 * where its bytes were spelt.
 */
import type { Windows } from './secret-windows.js';
import { base64Decodings, hexDecodings, textsOf, type Decoded } from './spellings/bytes.js';
import { skeletonOf } from './spellings/fold.js';
import { endOf, readingOf, readingOfUnits, startOf, type Units } from './spellings/spellings.js';

/** What a scan looks for: windows of the secrets' readings and of their skeletons. */
export interface Sought {
  /** Windows of the values' readings: their parts, short values whole. */
  readonly readings: readonly Windows[];
  /** Windows of the values' skeletons, case folded, or null when no value has a skeleton long enough. */
  readonly skeletons: Windows | null;
  /** The fewest units of any window: a decoding of fewer bytes holds nothing to find. */
  readonly fewest: number;
}

/** How many encodings deep a text is read: base64 of hex of base64 of a value is read through, one more is not. */
export const DEPTH = 3;

/** An escaped `+`, at any level. */
const ESCAPED_PLUS = /(?:%|\\u00|\\x|&#x0*)2b;?$|&#0*43;$/i;

/** A span of a text to mask, its end excluded. */
export type Emit = (start: number, end: number) => void;

/**
 * Emits the span of every secret `sought` finds in `text` (a string, or the units of a decoding), and gives back
 * the text's reading (redact/spellings/spellings.ts), for a caller that reads it further.
 */
export function scan(text: string | Units, sought: Sought, emit: Emit, depth = 0): Units | string {
  return scanReading(text, typeof text === 'string' ? readingOf(text) : readingOfUnits(text), sought, emit, depth);
}

/**
 * As scan, of a text read as written, its escapes left as they are: a stray `%`, `\\` or `&` just before a value
 * reads as an escape that swallows the value's first characters, and shifts a hex or base64 run after it.
 */
export function scanAsWritten(text: string, sought: Sought, emit: Emit): void {
  scanReading(text, text, sought, emit, 0);
}

function scanReading(
  text: string | Units,
  reading: Units | string,
  sought: Sought,
  emit: Emit,
  depth: number,
): Units | string {
  const source = typeof reading === 'string' ? reading : reading.codes;
  /** Units `first` to `last` of the reading, as a span of the text. */
  const spell =
    typeof reading === 'string'
      ? (first: number, last: number): void => emit(first, last + 1)
      : (first: number, last: number): void => emit(startOf(reading, first), endOf(reading, last, text.length));
  for (const windows of sought.readings) windows.find(source, reading.length, spell);
  const deeper = depth < DEPTH;
  if (sought.skeletons || deeper) {
    const skeleton = skeletonOf(reading);
    const { at } = skeleton;
    sought.skeletons?.find(skeleton.codes, skeleton.length, (first, last) =>
      spell(at[first] as number, at[last] as number),
    );
    if (deeper)
      hexDecodings(skeleton.codes, skeleton.length, at, sought.fewest, (decoded) =>
        readDecoded(decoded, sought, spell, depth),
      );
  }
  if (deeper) {
    // A space that was a `+`, or an escaped one (`%2B`, `\u002b`, `&#43;`): the reading reads it as a form does,
    // base64 as its 62.
    const plus = (i: number): boolean => {
      if (typeof reading === 'string') return false;
      const start = startOf(reading, i);
      const end = endOf(reading, i, text.length);
      const at = (k: number): number => (typeof text === 'string' ? text.charCodeAt(k) : (text.codes[k] as number));
      if (end - start === 1) return at(start) === 0x2b;
      let spelt = '';
      for (let k = start; k < end; k++) spelt += String.fromCharCode(at(k));
      return ESCAPED_PLUS.test(spelt);
    };
    base64Decodings(reading, sought.fewest, plus, (decoded) => readDecoded(decoded, sought, spell, depth));
  }
  return reading;
}

/** Scans each text that decoded bytes may hold; what is found is masked where its bytes were spelt. */
function readDecoded(
  decoded: Decoded,
  sought: Sought,
  spell: (first: number, last: number) => void,
  depth: number,
): void {
  textsOf(decoded, sought.fewest, (units, first, last) =>
    scan(
      units,
      sought,
      (start, end) => {
        const from = decoded.first[first[start] as number] as number;
        const to = decoded.last[last[end - 1] as number] as number;
        // A window across the zero byte between two runs is no echo of anything.
        if (from >= 0 && to >= 0) spell(from, to);
      },
      depth + 1,
    ),
  );
}
