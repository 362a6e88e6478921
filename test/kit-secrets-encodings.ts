import { fc } from '@fast-check/vitest';

/**
 * The encodings a target may put a secret through before it echoes it, for test/kit-secrets-compositions.test.ts: made
 * here by the test's own code, one after the other, independently of the masker (conformance/redact/redact.ts), which
 * must see through any composition of them.
 */

/** One encoding: what it does to a text, and its name for a counterexample. */
export interface Encoding {
  readonly name: string;
  readonly encode: (text: string) => string;
  /** What the text it gives is: the value's characters, hex or base64 digits, or an escaped text. */
  readonly gives: Kind;
  /**
   * Changes the value's case or puts something between its characters: seen through in a value of 8 letters and
   * digits or more, by them.
   */
  readonly byLetters?: boolean;
  /** Of the value's UTF-16: told by the zero bytes of ASCII and Latin-1 characters. */
  readonly wide?: boolean;
}

/** What a text is, which says which encodings may follow without losing what it holds. */
export type Kind = 'value' | 'hex' | 'base64' | 'escaped';

const hex = (bytes: Uint8Array, upper: boolean): string => {
  const digits = Buffer.from(bytes).toString('hex');
  return upper ? digits.toUpperCase() : digits;
};
const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');
const utf16 = (text: string, little: boolean): Buffer => {
  const le = Buffer.from(text, 'utf16le');
  return little ? le : Buffer.from(le).swap16();
};
/** The text cut into pieces of `size` characters, as a JSON array of them. */
const arraySplit = (text: string, size: number): string => {
  const chars = [...text];
  const items: string[] = [];
  for (let i = 0; i < chars.length; i += size) items.push(chars.slice(i, i + size).join(''));
  return JSON.stringify(items);
};
/** Base64 with a line break (or another wrapping) every `every` characters. */
const wrapped = (text: string, every: number, wrap: string): string =>
  (text.match(new RegExp(`.{1,${every}}`, 'g')) ?? []).join(wrap);

const CASES = [
  { name: 'upper', encode: (t: string) => t.toUpperCase() },
  { name: 'lower', encode: (t: string) => t.toLowerCase() },
] as const;

/** Encodings of the value's characters: case, separators between them, the items of an array. */
const valueEncodings = fc.oneof(
  fc.constantFrom(...CASES).map((c): Encoding => ({ ...c, gives: 'value', byLetters: true })),
  fc.constantFrom(' ', '-', '.', ':', '_', ', ', '|', '\n').map((sep): Encoding => ({
    name: `separated by ${JSON.stringify(sep)}`,
    encode: (t) => [...t].join(sep),
    gives: 'value',
    byLetters: true,
  })),
  fc.integer({ min: 1, max: 6 }).map((size): Encoding => ({
    name: `array of ${size}`,
    encode: (t) => arraySplit(t, size),
    gives: 'escaped',
    byLetters: true,
  })),
);

/** Encodings of a text's bytes: hex, base64 in its forms and wrappings, of UTF-8 or UTF-16. */
const byteEncodings = fc.oneof(
  fc.record({ upper: fc.boolean(), wide: fc.constantFrom(null, true, false) }).map(({ upper, wide }): Encoding => ({
    name: `hex${upper ? ' (upper)' : ''}${wide === null ? '' : ` of UTF-16${wide ? 'LE' : 'BE'}`}`,
    encode: (t) => hex(wide === null ? utf8(t) : utf16(t, wide), upper),
    gives: 'hex',
    wide: wide !== null,
  })),
  fc
    .record({
      url: fc.boolean(),
      padded: fc.boolean(),
      wide: fc.constantFrom(null, null, true, false),
      wrap: fc.option(fc.tuple(fc.integer({ min: 4, max: 76 }), fc.constantFrom('\n', '\r\n', ' ', '\\n'))),
    })
    .map(({ url, padded, wide, wrap }): Encoding => ({
      name: `base64${url ? 'url' : ''}${padded ? '' : ' unpadded'}${wide === null ? '' : ` of UTF-16${wide ? 'LE' : 'BE'}`}${wrap ? ` wrapped every ${wrap[0]} with ${JSON.stringify(wrap[1])}` : ''}`,
      encode: (t) => {
        const bytes = wide === null ? utf8(t) : utf16(t, wide);
        let text = bytes.toString(url ? 'base64url' : 'base64');
        if (url && padded) text += '='.repeat((4 - (text.length % 4)) % 4);
        if (!url && !padded) text = text.replace(/=+$/, '');
        return wrap ? wrapped(text, wrap[0], wrap[1]) : text;
      },
      // Wrapped with an escape (`\n` in a JSON string), it is no longer digits alone: an array of its pieces could
      // cut the escape in two.
      gives: wrap?.[1] === '\\n' ? 'escaped' : 'base64',
      wide: wide !== null,
    })),
);

/** Escapes of a text: JSON, every character as `\u`, every byte as `\x` or `%`, XML references. */
const escapeEncodings = fc.constantFrom<Encoding>(
  { name: 'JSON string', encode: (t) => JSON.stringify(t).slice(1, -1), gives: 'escaped' },
  {
    name: '\\u every unit',
    encode: (t) =>
      Array.from({ length: t.length }, (_, i) => `\\u${t.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
    gives: 'escaped',
  },
  {
    name: '\\x every byte',
    encode: (t) => [...utf8(t)].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join(''),
    gives: 'escaped',
  },
  { name: 'percent', encode: (t) => encodeURIComponent(t), gives: 'escaped' },
  {
    name: 'XML references',
    encode: (t) => [...t].map((c) => `&#x${(c.codePointAt(0) ?? 0).toString(16)};`).join(''),
    gives: 'escaped',
  },
);

/** Upper case and separators of hex digits, and the items of an array of hex or base64 digits. */
const digitEncodings = (kind: Kind): fc.Arbitrary<Encoding> =>
  kind === 'hex'
    ? fc.oneof(
        fc.constantFrom(...CASES).map((c): Encoding => ({ ...c, gives: 'hex' })),
        fc.constantFrom(':', ' ', '-').map((sep): Encoding => ({
          name: `hex bytes separated by ${JSON.stringify(sep)}`,
          encode: (t) => (t.match(/../g) ?? []).join(sep),
          gives: 'hex',
        })),
        fc.integer({ min: 2, max: 16 }).map((size): Encoding => ({
          name: `array of ${size} digits`,
          encode: (t) => arraySplit(t, size),
          gives: 'escaped',
        })),
      )
    : fc.integer({ min: 2, max: 16 }).map((size): Encoding => ({
        name: `array of ${size} digits`,
        encode: (t) => arraySplit(t, size),
        gives: 'escaped',
      }));

/** The encodings that may follow a text of this kind, losing nothing of what it holds. */
function next(kind: Kind): fc.Arbitrary<Encoding> {
  if (kind === 'value') return fc.oneof(valueEncodings, byteEncodings, escapeEncodings);
  if (kind === 'escaped') return fc.oneof(byteEncodings, escapeEncodings);
  return fc.oneof(
    { arbitrary: byteEncodings, weight: 2 },
    { arbitrary: escapeEncodings, weight: 2 },
    digitEncodings(kind),
  );
}

/** A composition of 1 to `most` encodings, each drawn among those that may follow the one before. */
export function compositions(most = 3): fc.Arbitrary<Encoding[]> {
  const from = (kind: Kind, left: number): fc.Arbitrary<Encoding[]> =>
    left === 0
      ? fc.constant([])
      : next(kind).chain((encoding) =>
          fc.oneof(
            fc.constant<Encoding[]>([encoding]),
            from(encoding.gives, left - 1).map((rest) => [encoding, ...rest]),
          ),
        );
  return from('value', most);
}

/** The secret through the encodings, in order. */
export const encoded = (secret: string, encodings: readonly Encoding[]): string =>
  encodings.reduce((text, encoding) => encoding.encode(text), secret);

/**
 * The parts of an echo that would show some 8 characters of the secret: its substrings as long as 8 characters of
 * the secret become in it, and 4 more for the edges of the encoding's groups.
 */
export function tellingParts(echo: string, secret: string): string[] {
  const size = Math.min(echo.length, Math.ceil((8 * echo.length) / secret.length) + 4);
  const parts = new Set<string>();
  for (let i = 0; i + size <= echo.length; i++) parts.add(echo.slice(i, i + size));
  return [...parts];
}
