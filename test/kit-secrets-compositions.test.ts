import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { redactorOf } from '../conformance/redact/redact.js';
import { compositions, encoded, tellingParts, type Encoding } from './kit-secrets-encodings.js';
import { asciiSecret, jwtLike, unicodeSecret } from './kit-secrets-helpers.js';

// No secret survives the masker through any composition of the encodings a target may apply (docs/kit.md, masking):
// case, separators, the items of an array, hex, base64 in any wrapping and of UTF-16, JSON, `\u`, `\x`, percent and
// XML escapes. The encodings are the test's own (test/kit-secrets-encodings.ts).

/** Letters and digits: what a value that a target spells with separators, or splits, is still known by. */
const lettersAndDigits = (text: string): number => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;

/**
 * Whether the masker is held to see the secret through these encodings (docs/kit.md, masking, says what it sees
 * through).
 */
const held = (secret: string, encodings: readonly Encoding[]): boolean =>
  // Split or spelt with separators, a value is known by its letters and digits, and its own escapes (`%41`, `\n`)
  // then no longer read as one.
  (!encodings.some((e) => e.byLetters) || (lettersAndDigits(secret) >= 8 && !/[\\%&]/.test(secret))) &&
  // UTF-16 is told by its zero bytes: a value mostly of characters beyond Latin-1 has few.
  (!encodings.some((e) => e.wide) || ![...secret].some((c) => c.charCodeAt(0) > 0x24f));

/**
 * The start of an escape left open: `%`, `%4`, `\`, `\x4`, `\u00`, `&`, `&#x4`, `&am`. Before an echo, it takes the echo's
 * first characters into an escape.
 */
const OPEN_ESCAPE = /(?:%[0-9a-f]?|\\(?:x[0-9a-f]?|u[0-9a-f]{0,3})?|&[#a-z0-9]*)$/i;

/**
 * Text around an echo: anything, but not ending in an escape left open (docs/kit.md, masking: no reading tells one
 * case from an escape).
 */
const around = fc.tuple(
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }).filter((text) => !OPEN_ESCAPE.test(text)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
);

/** What of an echo survives in a masked text: the parts of it that would show 8 characters of the secret. */
const surviving = (masked: string, echo: string, secret: string): string[] =>
  tellingParts(echo, secret).filter((part) => masked.includes(part));

describe('redactorOf, against echoes through compositions of encodings', () => {
  it.prop([fc.oneof(jwtLike, asciiSecret), compositions(3), around], { numRuns: 300 })(
    'should leave no part of a header value that any composition of encodings spells',
    (secret, encodings, [before, after]) => {
      fc.pre(held(secret, encodings));
      const echo = encoded(secret, encodings);
      const masked = redactorOf({ authorization: `Bearer ${secret}` })(`${before}${echo}${after}`);
      expect(surviving(masked, echo, secret), encodings.map((e) => e.name).join(', then ')).toEqual([]);
    },
  );

  it.prop([unicodeSecret, compositions(2), around], { numRuns: 150 })(
    'should leave no part of a query value that any composition of encodings spells',
    (secret, encodings, [before, after]) => {
      fc.pre(held(secret, encodings));
      const echo = encoded(secret, encodings);
      const masked = redactorOf(
        {},
        { scan: `http://h/api/scan?key=${encodeURIComponent(secret)}` },
      )(`${before}${echo}${after}`);
      expect(surviving(masked, echo, secret), encodings.map((e) => e.name).join(', then ')).toEqual([]);
    },
  );
});
