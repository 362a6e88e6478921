import fc from 'fast-check';

/**
 * `length` lower-case hex digits. From bytes, not fc.stringMatching: a regex arbitrary of 64 characters costs some
 * ten milliseconds to build and to draw from, which every check over ids paid for each of its examples.
 */
const hex = (length: number): fc.Arbitrary<string> =>
  fc
    .uint8Array({ minLength: Math.ceil(length / 2), maxLength: Math.ceil(length / 2) })
    .map((bytes) => Buffer.from(bytes).toString('hex').slice(0, length));

const HINT_START = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
const HINT_REST = [...HINT_START, '_', '-'];

/** A party hint: a letter or digit, then up to 30 letters, digits, `_` and `-`. */
const hint: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...HINT_START), fc.array(fc.constantFrom(...HINT_REST), { maxLength: 30 }))
  .map(([first, rest]) => first + rest.join(''));

/** Characters that break URLs when not encoded: the kit encodes them, so the target must decode them. */
const urlHostile = fc.constantFrom(
  '/',
  '?',
  '#',
  '%',
  '&',
  '+',
  ' ',
  ':',
  ';',
  '=',
  '@',
  '[',
  ']',
  '"',
  '\\',
  '..',
  '%2F',
  '\u00e9',
  '\u{1F600}',
);

/** Allocation ids a target cannot know: contract-id shaped ones, arbitrary text, and text with URL-hostile parts. */
export function unknownAllocationId(known: ReadonlySet<string>): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.tuple(hex(64), hex(2), hex(64)).map(([a, b, c]) => `00${a}ca${b}1220${c}`),
      fc.string({ minLength: 1, maxLength: 40 }),
      fc
        .array(fc.oneof(urlHostile, fc.string({ minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 6 })
        .map((parts) => parts.join('')),
    )
    .filter((id) => !known.has(id) && id !== '.' && id !== '..');
}

/** Well-formed party ids (`<hint>::1220<64 hex>`) that a target cannot know. */
export function unknownParty(known: ReadonlySet<string>): fc.Arbitrary<string> {
  return fc
    .tuple(hint, hex(64))
    .map(([hint, ns]) => `${hint}::1220${ns}`)
    .filter((party) => !known.has(party));
}
