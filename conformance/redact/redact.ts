/**
 * Masks the run's secrets in every text the kit gives out: printed lines, reports, error messages and the objects
 * runKit returns. The secrets are the user's header values (-H: any header may carry one) and the credentials of the
 * target URLs (the user and password of a URL's userinfo, the values of its query). A target may echo them back in any
 * spelling (a 401 body listing the request's headers, a redirect to `/login?auth=...`), so they are masked wherever
 * they appear, not only where the kit put them, and by reading, not by listing spellings: a text is read back through
 * what a target may have done to a value (redact/scan.ts), and compared with the values read the same way. Escapes of
 * every kind and level, in any order (redact/spellings/spellings.ts: JSON, `\x`, percent, XML, shell quotes), are read;
 * the skeleton of a text (its letters and digits, case folded: redact/spellings/fold.ts) is compared with the values'
 * skeletons, so that case, separators between characters and the items of an array fall away; and runs of hex and
 * base64 (any alphabet, padding and wrapping, of UTF-8 or UTF-16: redact/spellings/bytes.ts) are decoded and read again
 * as texts of their own, three encodings deep.
 *
 * A secret of 8 characters or more is masked in any part of it of 8 characters or more: half a token is masked too, and
 * a token cut short by a preview; one with 8 letters and digits or more, in any 8 of them in any case, whatever stands
 * between. One of 4 to 7 characters is masked where it appears whole. A shorter one would turn every "a" or "id" of a
 * report into `***`: it is masked only where it follows its name (`x-key: ab`, `"x-key":"ab"`, `x-key=ab`, and with its
 * quotes escaped once or more); a URL's userinfo is masked as a whole. For a value like `Bearer <token>` the
 * credentials after the scheme are a secret on their own, and those of `Basic` decoded too. A preview of a body cut
 * short ends with `...` (never inside an escape: reading/preview.ts); a value the cut went through is masked too: any
 * beginning of a value (two characters or more) right before the `...`.
 *
 * Each comparison rolls a hash over every window of the text's reading, its skeleton and its decodings, looked up in
 * a bit table of the secrets' windows: linear in the text.
 */
import { MASK, maskSpans, maskUserinfo } from './masks.js';
import { scan, scanAsWritten, type Sought } from './scan.js';
import { secretsOf, type Secret, type UrlsOfTarget } from './secrets.js';
import { readingsOfValue } from './secret-readings.js';
import { Windows } from './secret-windows.js';
import { skeletonText } from './spellings/fold.js';
import { endOf, rawUnits, startOf, type Units } from './spellings/spellings.js';

export type { UrlsOfTarget } from './secrets.js';

export type Redact = (text: string) => string;

/** Values shorter than this are masked only after their name. */
export const MIN_FREE_REDACTION = 4;
/** Values this long or longer are masked in any part of them this long. */
export const MIN_PART_REDACTION = 8;
/** The parts of a value with escapes in it that are masked wherever they read the same (8 as written read as 6). */
const ESCAPED_PART = 6;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a short value is masked in after its name: as is, inside a JSON string, percent-encoded. */
function namedFormsOf(value: string): string[] {
  return [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
}

const DOT = 0x2e;
/** The longest beginning of a value that a cut leaves before its `...` and that is not masked as a part of it. */
const LONGEST_CUT = MIN_PART_REDACTION - 1;

/**
 * What is sought of the secrets, gathered from each in turn: bit tables of their readings' windows (of 8, or a short
 * one whole), of their skeletons' windows, of the parts of those with escapes as written; the beginnings a cut may
 * leave before its `...`; and the short ones masked only after their name.
 */
class SecretTables {
  private readonly tables = new Map<number, Windows>();
  /** Windows of 8 of the values' skeletons: their letters and digits, whatever case and separators a target gave. */
  skeletons: Windows | null = null;
  /** Parts of the values with escapes in them, as written: their parts read shorter than they are written. */
  written: Windows | null = null;
  readonly beginnings = new Set<string>();
  readonly named: Secret[] = [];

  /** The tables of readings, by window length, in the order they were first needed. */
  get readings(): Windows[] {
    return [...this.tables.values()];
  }

  add(secret: Secret): void {
    const { value } = secret;
    if (value.length < MIN_FREE_REDACTION) {
      if (secret.name !== null) this.named.push(secret);
      return;
    }
    const readings = readingsOfValue(value);
    for (const reading of readings) {
      this.addSpelling(reading);
      for (let k = 2; k <= Math.min(reading.length - 1, LONGEST_CUT); k++) this.beginnings.add(reading.slice(0, k));
    }
    // The skeletons of its readings, and of the value as written: split or spelt with separators, a value's escapes
    // (`%41`, `\n`) stand apart and are not read as escapes.
    for (const spelling of new Set([...readings, value])) {
      const skeleton = skeletonText(spelling);
      for (let i = 0; i + MIN_PART_REDACTION <= skeleton.length; i++)
        (this.skeletons ??= new Windows(MIN_PART_REDACTION, true)).add(skeleton.slice(i, i + MIN_PART_REDACTION));
    }
    // A value with escapes in it (`%41`, `\n`): a part of 8 as written reads as fewer units, so its parts are found
    // as written too, and, encoded, by their readings' parts of ESCAPED_PART.
    if (value.length >= MIN_PART_REDACTION && readings.some((reading) => reading.length < value.length)) {
      const written = (this.written ??= new Windows(MIN_PART_REDACTION));
      for (let i = 0; i + MIN_PART_REDACTION <= value.length; i++) written.add(value.slice(i, i + MIN_PART_REDACTION));
      for (const reading of readings)
        for (let i = 0; i + ESCAPED_PART <= reading.length; i++)
          this.tableOf(ESCAPED_PART).add(reading.slice(i, i + ESCAPED_PART));
    }
  }

  private tableOf(length: number): Windows {
    let table = this.tables.get(length);
    if (!table) this.tables.set(length, (table = new Windows(length)));
    return table;
  }

  /** Every window of 8 of a long spelling; a short one whole. */
  private addSpelling(spelling: string): void {
    if (spelling.length >= MIN_PART_REDACTION)
      for (let i = 0; i + MIN_PART_REDACTION <= spelling.length; i++)
        this.tableOf(MIN_PART_REDACTION).add(spelling.slice(i, i + MIN_PART_REDACTION));
    else if (spelling.length >= MIN_FREE_REDACTION) this.tableOf(spelling.length).add(spelling);
  }
}

/** The short values masked after their name, in one pattern; null when there is none. */
function namedPatternOf(named: readonly Secret[]): RegExp | null {
  if (named.length === 0) return null;
  return new RegExp(
    named
      .map(
        ({ name, value }) =>
          `(?<=${escapeRegExp(name ?? '')}[\\\\"']*\\s*[:=]\\s*[\\\\"']*)(?:${namedFormsOf(value).map(escapeRegExp).join('|')})(?![A-Za-z0-9])`,
      )
      .join('|'),
    'gi',
  );
}

/** The values cut short by a preview: the longest beginning of a value right before each `...` of a text. */
class Cuts {
  /** The last units of the beginnings: a `...` after any other unit ends no cut value. */
  private readonly beginningEnds = new Uint8Array(0x10000);

  constructor(private readonly beginnings: ReadonlySet<string>) {
    for (const beginning of beginnings) this.beginningEnds[beginning.charCodeAt(beginning.length - 1)] = 1;
  }

  /** Adds to `spans` the spans of a reading's cut values. */
  find(reading: Units | string, textLength: number, spans: number[]): void {
    const units = typeof reading === 'string' ? rawUnits(reading) : reading;
    const { codes, length } = units;
    for (let at = codes.indexOf(DOT, 1); at >= 0 && at + 2 < length; at = codes.indexOf(DOT, at + 1)) {
      if (codes[at + 1] !== DOT || codes[at + 2] !== DOT || this.beginningEnds[codes[at - 1] as number] !== 1) continue;
      const before = String.fromCharCode(...codes.subarray(Math.max(0, at - LONGEST_CUT), at));
      for (let k = before.length; k >= 2; k--)
        if (this.beginnings.has(before.slice(before.length - k))) {
          spans.push(startOf(units, at - k), endOf(units, at - 1, textLength));
          break;
        }
    }
  }
}

/**
 * Builds the masking function for these headers and target URLs; with no secret, the identity.
 *
 * @example
 * const redact = redactorOf({ authorization: 'Bearer eyJhbGciOi.abc' });
 * redact('{"sent":"eyJhbGciOi\\u002eabc"}'); // '{"sent":"***"}'
 */
export function redactorOf(headers: Readonly<Record<string, string>>, target: UrlsOfTarget = {}): Redact {
  const secrets = secretsOf(headers, target);
  if (secrets.length === 0) return (text) => text;
  const tables = new SecretTables();
  for (const secret of new Map(secrets.map((s) => [`${s.name ?? ''}\n${s.value}`, s])).values()) tables.add(secret);
  const { skeletons, written, beginnings } = tables;
  const windows = tables.readings;
  const sought: Sought = {
    readings: windows,
    skeletons,
    fewest: Math.min(...windows.map((w) => w.length), MIN_PART_REDACTION),
  };
  // A text shorter than every window, and than a beginning and its `...`, holds nothing to find.
  const shortest = Math.min(sought.fewest, beginnings.size > 0 ? 5 : Infinity);
  const namedPattern = namedPatternOf(tables.named);
  // A URL's userinfo, however short, once a target URL has one.
  const userinfo = [target.registry, target.validator, target.scan].some((url) => url && /^[^/]*\/\/[^/@]*@/.test(url));
  const cuts = new Cuts(beginnings);

  return (text) => {
    let masked = text;
    if (text.length >= shortest) {
      const spans: number[] = [];
      const reading = scan(text, sought, (start, end) => void spans.push(start, end));
      const asWritten = (first: number, last: number): void => void spans.push(first, last + 1);
      // Read as written too: a `%` or `\\` just before a value reads as an escape that swallows its first characters,
      // and shifts a hex or base64 run that follows.
      if (typeof reading !== 'string') scanAsWritten(text, sought, (start, end) => void spans.push(start, end));
      written?.find(text, text.length, asWritten);
      if (beginnings.size > 0 && text.includes('...')) cuts.find(reading, text.length, spans);
      if (spans.length > 0) masked = maskSpans(text, spans);
    }
    if (namedPattern) masked = masked.replace(namedPattern, MASK);
    if (userinfo) masked = maskUserinfo(masked);
    return masked;
  };
}

/** The value with every string in it masked, keys included: plain objects and arrays are copied, nothing else. */
export function redactDeep<T>(value: T, redact: Redact): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return redact(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [redact(k), walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}

/** Masks an error's message in place, and its stack, which repeats the message: for errors that leave the kit. */
export function redactError(error: unknown, redact: Redact): unknown {
  if (error instanceof Error) {
    error.message = redact(error.message);
    if (error.stack !== undefined) error.stack = redact(error.stack);
  }
  return error;
}
