/**
 * Masks the run's secrets in every text the kit gives out: printed lines, reports, error messages and the objects
 * runKit returns. The secrets are the user's header values (-H: any header may carry one) and the credentials of the
 * target URLs (the user and password of a URL's userinfo, the values of its query). A target may echo them back
 * in any spelling (a 401 body listing the request's headers, a redirect to `/login?auth=...`), so they are masked
 * wherever they appear, not only where the kit put them, and in every spelling the matcher reads (spellings.ts):
 * as is, JSON-escaped (`\/`, `\u002F` or `\u002f` for any character, escaped twice or more), percent-encoded
 * (either hex case, `+` or `%20` for a space, UTF-8), XML-escaped, shell-quoted, and in base64 (standard and
 * URL-safe, padded or not, at any of the three byte alignments inside a longer base64 text).
 *
 * A secret of 8 characters or more is masked in any part of it of 8 characters or more: half a token is masked too,
 * and a token cut short by a preview. One of 4 to 7 characters is masked where it appears whole. A shorter one would
 * turn every "a" or "id" of a report into `***`: it is masked only where it follows its name (`x-key: ab`,
 * `"x-key":"ab"`, `x-key=ab`, and with its quotes escaped once or more); a URL's userinfo is masked as a whole. For
 * a value like `Bearer <token>` the credentials after the scheme are a secret on their own, and those of `Basic`
 * decoded too. A preview of a body cut short ends with `...`; a value the cut went through is masked too: any
 * beginning of a value (two characters or more) right before the `...`.
 *
 * The matcher reads a text once, into the normal form that every spelling of a value reads as (spellings.ts), and
 * rolls a hash over every window of 8 code units (and of the lengths of the 4 to 7 character secrets), looked up in a
 * bit table of the secrets' windows: linear in the text, so that a report of megabytes is masked in a fraction of a
 * second.
 */
import { endOf, rawUnits, readingOf, startOf, unitsText, type Units } from './spellings.js';

/** The URLs of a run, as config.ts's TargetUrls (not imported: config.ts masks with this module); any may carry credentials. */
export interface UrlsOfTarget {
  readonly registry?: string;
  readonly validator?: string;
  readonly scan?: string;
}

export type Redact = (text: string) => string;

/** Values shorter than this are masked only after their name. */
export const MIN_FREE_REDACTION = 4;
/** Values this long or longer are masked in any part of them this long. */
export const MIN_PART_REDACTION = 8;
/** The parts of a value with escapes in it that are masked wherever they read the same (8 as written read as 6). */
const ESCAPED_PART = 6;
const MASK = '***';

/** A secret, and the name it follows (a header's, a query parameter's), or null for a URL's userinfo. */
interface Secret {
  readonly name: string | null;
  readonly value: string;
}

const decodedOr = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** `user:password`, decoded from the credentials of `Basic` (base64 of it), or null. */
function basicCredentials(token: string): string | null {
  if (!/^[A-Za-z0-9+/\-_]+=*$/.test(token)) return null;
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  return decoded.includes(':') && !/[\p{Cc}\ufffd]/u.test(decoded) ? decoded : null;
}

/** The secrets of one header: its value, the credentials after its scheme, those of `Basic` decoded. */
function headerSecrets(name: string, raw: string): Secret[] {
  const value = raw.trim();
  if (value === '') return [];
  const secrets: Secret[] = [{ name, value }];
  // RFC 9110 section 11.4: credentials = auth-scheme [ 1*SP token68 / #auth-param ].
  const scheme = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) +(\S.*)$/.exec(value);
  if (scheme) {
    const credentials = scheme[2] as string;
    secrets.push({ name, value: credentials });
    const basic = /^basic$/i.test(scheme[1] as string) ? basicCredentials(credentials) : null;
    if (basic) secrets.push(...userinfoSecrets(basic));
  }
  return secrets;
}

/** `user:password` as a whole, and each part: what a URL's userinfo and `Basic` credentials hold. */
function userinfoSecrets(userinfo: string): Secret[] {
  const colon = userinfo.indexOf(':');
  const parts = colon < 0 ? [userinfo] : [userinfo, userinfo.slice(0, colon), userinfo.slice(colon + 1)];
  return parts.filter((part) => part !== '').map((value) => ({ name: null, value }));
}

/**
 * The credentials of a URL: the user and password of its userinfo, and each value of its query, read both as a
 * form does (`+` a space) and as a URL does (`+` itself).
 */
function urlSecrets(url: string): Secret[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const secrets: Secret[] = [];
  if (parsed.username !== '' || parsed.password !== '') {
    const user = decodedOr(parsed.username);
    secrets.push(...userinfoSecrets(parsed.password === '' ? user : `${user}:${decodedOr(parsed.password)}`));
  }
  for (const pair of parsed.search.slice(1).split('&')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    const name = decodedOr(pair.slice(0, equals).replace(/\+/g, ' '));
    const value = pair.slice(equals + 1);
    for (const read of new Set([decodedOr(value.replace(/\+/g, ' ')), decodedOr(value)]))
      if (read !== '') secrets.push({ name, value: read });
  }
  return secrets;
}

/** The secrets of a run: its header values and the credentials of its target URLs. */
function secretsOf(headers: Readonly<Record<string, string>>, target: UrlsOfTarget = {}): Secret[] {
  return [
    ...Object.entries(headers).flatMap(([name, value]) => headerSecrets(name, value)),
    ...[target.registry, target.validator, target.scan].flatMap((url) => (url ? urlSecrets(url) : [])),
  ];
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a short value is masked in after its name: as is, inside a JSON string, percent-encoded. */
function namedFormsOf(value: string): string[] {
  return [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
}

/** How a window of code units is hashed: polynomial, modulo 2^32, rolled one unit at a time. */
const BASE = 0x01000193;
const TABLE_BITS = 20;
const slotOf = (hash: number): number => Math.imul(hash, 0x9e3779b1) >>> (32 - TABLE_BITS);

/** The windows of one length that are secret: their hashes in a bit table, and the windows themselves. */
class Windows {
  readonly bits = new Uint32Array(1 << (TABLE_BITS - 5));
  readonly texts = new Set<string>();
  /** BASE to the power length - 1: what the unit leaving a window weighed. */
  readonly leaving: number;
  constructor(readonly length: number) {
    let power = 1;
    for (let i = 1; i < length; i++) power = Math.imul(power, BASE);
    this.leaving = power;
  }
  add(window: string): void {
    if (this.texts.has(window)) return;
    this.texts.add(window);
    let hash = 0;
    for (let i = 0; i < window.length; i++) hash = (Math.imul(hash, BASE) + window.charCodeAt(i)) | 0;
    const slot = slotOf(hash);
    this.bits[slot >>> 5] = (this.bits[slot >>> 5] as number) | (1 << (slot & 31));
  }
  /** Pushes the text span of every secret window of a reading, or of a text that reads as itself. */
  find(reading: Units | string, textLength: number, spans: number[]): void {
    if (reading.length < this.length) return;
    if (typeof reading === 'string') this.findInText(reading, spans);
    else this.findInUnits(reading, textLength, spans);
  }

  private findInUnits(units: Units, textLength: number, spans: number[]): void {
    const { codes } = units;
    const { bits, leaving, texts, length: size } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + (codes[i] as number)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0) {
        if (texts.has(String.fromCharCode(...codes.subarray(start, start + size))))
          spans.push(startOf(units, start), endOf(units, start + size - 1, textLength));
      }
      if (start + size >= units.length) return;
      hash =
        (Math.imul((hash - Math.imul(codes[start] as number, leaving)) | 0, BASE) + (codes[start + size] as number)) |
        0;
    }
  }

  /** As findInUnits, in a text without escapes: most of what the kit masks, with no copy of it made. */
  private findInText(text: string, spans: number[]): void {
    const { bits, leaving, texts, length: size } = this;
    let hash = 0;
    for (let i = 0; i < size; i++) hash = (Math.imul(hash, BASE) + text.charCodeAt(i)) | 0;
    for (let start = 0; ; start++) {
      const slot = slotOf(hash);
      if (((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0 && texts.has(text.slice(start, start + size)))
        spans.push(start, start + size);
      if (start + size >= text.length) return;
      hash =
        (Math.imul((hash - Math.imul(text.charCodeAt(start), leaving)) | 0, BASE) + text.charCodeAt(start + size)) | 0;
    }
  }
}

/** What a text reads as (spellings.ts). */
const readingText = (text: string): string => {
  const reading = readingOf(text);
  return typeof reading === 'string' ? reading : unitsText(reading);
};

/**
 * What the matcher compares of a value: the reading of the value, which its encodings read as too, and the readings
 * of the encodings that escape every character (`\u0041`, `%41`): a value with a `\` or a `%` in it reads otherwise
 * than those do (`\n` is a line feed in a reading, `\u005cn` is not).
 */
function readingsOfValue(value: string): string[] {
  const utf16 = Array.from({ length: value.length }, (_, i) => value.charCodeAt(i));
  return [
    ...new Set([
      readingText(value),
      readingText(utf16.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')),
      readingText(Array.from(Buffer.from(value, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    ]),
  ];
}

/**
 * The stable middles of a value's base64 at each byte alignment: the characters that hold its bits only, whatever
 * came before and after it, in the standard alphabet and in the URL-safe one (`-` and `_` for `+` and `/`).
 */
function base64Middles(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const middles: string[] = [];
  for (let before = 0; before < 3; before++) {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString('base64');
    const middle = encoded.slice(Math.ceil((8 * before) / 6), Math.floor((8 * (before + bytes.length)) / 6));
    middles.push(middle, middle.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return middles;
}

const DOT = 0x2e;
/** The longest beginning of a value that a cut leaves before its `...` and that is not masked as a part of it. */
const LONGEST_CUT = MIN_PART_REDACTION - 1;

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
  const tables = new Map<number, Windows>();
  const tableOf = (length: number): Windows => {
    let table = tables.get(length);
    if (!table) tables.set(length, (table = new Windows(length)));
    return table;
  };
  /** Every window of 8 of a long spelling; a short one whole. */
  const addSpelling = (spelling: string): void => {
    if (spelling.length >= MIN_PART_REDACTION)
      for (let i = 0; i + MIN_PART_REDACTION <= spelling.length; i++)
        tableOf(MIN_PART_REDACTION).add(spelling.slice(i, i + MIN_PART_REDACTION));
    else if (spelling.length >= MIN_FREE_REDACTION) tableOf(spelling.length).add(spelling);
  };
  /** Parts of the values with escapes in them, as written: their parts read shorter than they are written. */
  let written: Windows | null = null;
  const beginnings = new Set<string>();
  const named: Secret[] = [];
  for (const secret of new Map(secrets.map((s) => [`${s.name ?? ''}\n${s.value}`, s])).values()) {
    const { value } = secret;
    if (value.length < MIN_FREE_REDACTION) {
      if (secret.name !== null) named.push(secret);
      continue;
    }
    const readings = readingsOfValue(value);
    for (const reading of readings) {
      addSpelling(reading);
      for (let k = 2; k <= Math.min(reading.length - 1, LONGEST_CUT); k++) beginnings.add(reading.slice(0, k));
    }
    // A value with escapes in it (`%41`, `\n`): a part of 8 as written reads as fewer units, so its parts are found
    // as written too, and, encoded, by their readings' parts of ESCAPED_PART.
    if (value.length >= MIN_PART_REDACTION && readings.some((reading) => reading.length < value.length)) {
      written ??= new Windows(MIN_PART_REDACTION);
      for (let i = 0; i + MIN_PART_REDACTION <= value.length; i++) written.add(value.slice(i, i + MIN_PART_REDACTION));
      for (const reading of readings)
        for (let i = 0; i + ESCAPED_PART <= reading.length; i++)
          tableOf(ESCAPED_PART).add(reading.slice(i, i + ESCAPED_PART));
    }
    for (const middle of base64Middles(secret.value))
      if (middle.length >= MIN_PART_REDACTION) addSpelling(readingText(middle));
  }
  const windows = [...tables.values()];
  // A text shorter than every window, and than a beginning and its `...`, holds nothing to find.
  const shortest = Math.min(...windows.map((w) => w.length), beginnings.size > 0 ? 5 : Infinity);
  const namedPattern =
    named.length === 0
      ? null
      : new RegExp(
          named
            .map(
              ({ name, value }) =>
                `(?<=${escapeRegExp(name ?? '')}[\\\\"']*\\s*[:=]\\s*[\\\\"']*)(?:${namedFormsOf(value).map(escapeRegExp).join('|')})(?![A-Za-z0-9])`,
            )
            .join('|'),
          'gi',
        );
  // A URL's userinfo, however short, once a target URL has one.
  const userinfo = [target.registry, target.validator, target.scan].some((url) => url && /^[^/]*\/\/[^/@]*@/.test(url));

  /** The last units of the beginnings: a `...` after any other unit ends no cut value. */
  const beginningEnds = new Uint8Array(0x10000);
  for (const beginning of beginnings) beginningEnds[beginning.charCodeAt(beginning.length - 1)] = 1;
  /** The spans of a reading's cut values: the longest beginning of a value right before each `...`. */
  const cuts = (reading: Units | string, textLength: number, spans: number[]): void => {
    const units = typeof reading === 'string' ? rawUnits(reading) : reading;
    const { codes, length } = units;
    for (let at = codes.indexOf(DOT, 1); at >= 0 && at + 2 < length; at = codes.indexOf(DOT, at + 1)) {
      if (codes[at + 1] !== DOT || codes[at + 2] !== DOT || beginningEnds[codes[at - 1] as number] !== 1) continue;
      const before = String.fromCharCode(...codes.subarray(Math.max(0, at - LONGEST_CUT), at));
      for (let k = before.length; k >= 2; k--)
        if (beginnings.has(before.slice(before.length - k))) {
          spans.push(startOf(units, at - k), endOf(units, at - 1, textLength));
          break;
        }
    }
  };

  return (text) => {
    let masked = text;
    if (text.length >= shortest) {
      const spans: number[] = [];
      const cut = beginnings.size > 0 && text.includes('...');
      const reading = readingOf(text);
      for (const table of windows) table.find(reading, text.length, spans);
      written?.find(text, text.length, spans);
      if (cut) cuts(reading, text.length, spans);
      if (spans.length > 0) masked = maskSpans(text, spans);
    }
    if (namedPattern) masked = masked.replace(namedPattern, MASK);
    if (userinfo) masked = maskUserinfo(masked);
    return masked;
  };
}

/** The slashes after a URL's scheme, as is or inside a JSON string: `://`, `:\/\/`. */
const AUTHORITY = /:(?:\\*\/){2}/g;
/** What a userinfo may hold, up to its `@`: not a space, nor what ends an authority or a string. */
const USERINFO = /[^\s/?#@"'<>\\]{1,512}@/y;

/** The text with the userinfo of every URL in it (`scheme://user:password@host`) masked. */
function maskUserinfo(text: string): string {
  let out = '';
  let from = 0;
  for (const slashes of text.matchAll(AUTHORITY)) {
    const at = slashes.index + slashes[0].length;
    if (at < from) continue;
    USERINFO.lastIndex = at;
    if (!USERINFO.test(text)) continue;
    out += `${text.slice(from, at)}${MASK}`;
    from = USERINFO.lastIndex - 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** The text with each run of spans (pairs of start and end, overlapping or touching) replaced by one `***`. */
function maskSpans(text: string, spans: number[]): string {
  const pairs: [number, number][] = [];
  for (let i = 0; i < spans.length; i += 2) pairs.push([spans[i] as number, spans[i + 1] as number]);
  pairs.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (let i = 0; i < pairs.length;) {
    let [start, end] = pairs[i] as [number, number];
    for (i++; i < pairs.length && (pairs[i] as [number, number])[0] <= end; i++)
      end = Math.max(end, (pairs[i] as [number, number])[1]);
    // Whole characters: a span never leaves half of a surrogate pair behind.
    if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start--;
    if (end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end++;
    // A run's first and last space stay (`then *** alone`): one space shows nothing, and keeps the words apart.
    if (end - start > 2 && text.charCodeAt(start) === 0x20) start++;
    if (end - start > 2 && text.charCodeAt(end - 1) === 0x20) end--;
    out += `${text.slice(from, Math.max(from, start))}${MASK}`;
    from = Math.max(from, end);
  }
  return out + text.slice(from);
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
