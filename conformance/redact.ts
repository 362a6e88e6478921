/**
 * Masks the user's header values (-H) in every text the kit gives out: printed lines, reports, error messages and
 * the objects runKit returns. Any header may carry a secret, and a target may echo it back (a 401 body listing the
 * request's headers), so the values are masked wherever they appear, not only where the kit put them.
 *
 * A value of 4 characters or more is replaced by `***` wherever it appears, as is its JSON-escaped and its
 * percent-encoded form, and for a value like `Bearer <token>` the credentials after the scheme on their own. A
 * shorter value would turn every "a" or "id" of a report into `***`: it is masked only where it follows its
 * header's name (`x-key: ab`, `"x-key":"ab"`, `x-key=ab`, and with its quotes escaped once or more). A preview of a body cut short ends with `...`; a value
 * the cut went through is masked too: any beginning of a value (two characters or more) right before the `...`.
 */
export type Redact = (text: string) => string;

/** Values shorter than this are masked only after their header's name. */
export const MIN_FREE_REDACTION = 4;
const MASK = '***';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a value may take in a text: as is, inside a JSON string, percent-encoded. */
function formsOf(value: string): string[] {
  return [value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)];
}

/** Builds the masking function for these headers; with none, the identity. */
export function redactorOf(headers: Readonly<Record<string, string>>): Redact {
  const free = new Set<string>();
  const named: { name: string; value: string }[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    const value = raw.trim();
    if (value === '') continue;
    // RFC 9110 section 11.4: credentials = auth-scheme [ 1*SP token68 / #auth-param ].
    const scheme = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ +(\S.*)$/.exec(value);
    for (const part of scheme ? [value, scheme[1] as string] : [value]) {
      named.push({ name, value: part });
      for (const form of formsOf(part)) if (form.length >= MIN_FREE_REDACTION) free.add(form);
    }
  }
  if (named.length === 0) return (text) => text;
  // Longest first: a value that holds another is masked whole.
  const freePattern =
    free.size === 0
      ? null
      : new RegExp(
          [...free]
            .sort((a, b) => b.length - a.length)
            .map(escapeRegExp)
            .join('|'),
          'g',
        );
  const namedPattern = new RegExp(
    named
      .map(
        ({ name, value }) =>
          `(?<=${escapeRegExp(name)}[\\\\"']*\\s*[:=]\\s*[\\\\"']*)(?:${formsOf(value).map(escapeRegExp).join('|')})(?![A-Za-z0-9])`,
      )
      .join('|'),
    'gi',
  );
  const forms = [...free];
  /** The beginning of a value that a preview's cut left right before its `...`. */
  const cutShort = (text: string): string => {
    let out = '';
    let from = 0;
    for (let at = text.indexOf('...'); at >= 0; at = text.indexOf('...', at + 3)) {
      // Two characters at least: one would mask the last letter of many an ordinary "...", and shows nothing.
      let longest = 1;
      for (const form of forms)
        for (let k = Math.min(form.length - 1, at - from); k > longest; k--)
          if (text.startsWith(form.slice(0, k), at - k)) {
            longest = k;
            break;
          }
      if (longest > 1) {
        out += `${text.slice(from, at - longest)}${MASK}`;
        from = at;
      }
    }
    return out + text.slice(from);
  };
  return (text) => {
    const masked = freePattern ? text.replace(freePattern, MASK) : text;
    return cutShort(masked.replace(namedPattern, MASK));
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
