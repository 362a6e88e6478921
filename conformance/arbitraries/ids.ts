import fc from 'fast-check';

const hex = (length: number): fc.Arbitrary<string> => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));

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
    .tuple(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,30}$/), hex(64))
    .map(([hint, ns]) => `${hint}::1220${ns}`)
    .filter((party) => !known.has(party));
}
