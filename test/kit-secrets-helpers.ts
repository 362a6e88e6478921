import { fc } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The spellings that test/kit-secrets-redactor.test.ts and test/kit-secrets-echo.test.ts look for are made here, by
 * the test's own code, not the masker's: the detector knows nothing of how the masker reads a text.
 */

// ---- Spellings, made independently of the masker ----

const hex = (n: number, width: number, upper: boolean): string => {
  const digits = n.toString(16).padStart(width, '0');
  return upper ? digits.toUpperCase() : digits;
};
const utf8 = (value: string): number[] => [...Buffer.from(value, 'utf8')];
/** Inside a JSON string, as JSON.stringify writes it. */
const json = (value: string): string => JSON.stringify(value).slice(1, -1);
/** Every UTF-16 unit as `\uXXXX`. */
const unicodeEscaped = (value: string, upper: boolean): string =>
  Array.from({ length: value.length }, (_, i) => `\\u${hex(value.charCodeAt(i), 4, upper)}`).join('');
/** Every UTF-8 byte as `%XX`. */
const percentEvery = (value: string, upper: boolean): string =>
  utf8(value)
    .map((b) => `%${hex(b, 2, upper)}`)
    .join('');
const lowerEscapes = (text: string): string => text.replace(/%[0-9A-F]{2}/g, (e) => e.toLowerCase());
export const base64 = (bytes: Buffer): string => bytes.toString('base64');

/** The base64 spellings of a value: alone (either alphabet, padded or not) and inside a longer base64 text. */
function base64Spellings(value: string): string[] {
  const alone = base64(Buffer.from(value, 'utf8'));
  return [
    alone,
    alone.replace(/=+$/, ''),
    alone.replace(/\+/g, '-').replace(/\//g, '_'),
    alone.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    base64(Buffer.from(`u:${value}`, 'utf8')),
    base64(Buffer.from(`us:${value}!`, 'utf8')),
    Buffer.from(`user:${value}?`, 'utf8').toString('base64url'),
  ];
}

/** Every spelling of a value that the hostile target writes and the detector looks for. */
export function spellingsOf(value: string): string[] {
  // Half of it, whole characters, 8 at least.
  const chars = [...value];
  const size = Math.max(8, Math.ceil(chars.length / 2));
  const from = Math.max(0, Math.min(Math.floor(chars.length / 4), chars.length - size));
  const half = chars.slice(from, from + size).join('');
  return [
    value,
    json(value),
    json(value).replace(/\//g, '\\/'),
    unicodeEscaped(value, false),
    unicodeEscaped(value, true),
    json(json(value)),
    json(json(json(value))),
    json(json(value).replace(/\//g, '\\/')),
    json(unicodeEscaped(value, false)),
    encodeURIComponent(value),
    lowerEscapes(encodeURIComponent(value)),
    new URLSearchParams({ v: value }).toString().slice(2),
    percentEvery(value, true),
    percentEvery(value, false),
    encodeURIComponent(encodeURIComponent(value)),
    json(encodeURIComponent(value)),
    unicodeEscaped(encodeURIComponent(value), true),
    encodeURIComponent(json(value)),
    ...base64Spellings(value),
    half,
    // Half of a value with escapes of its own in it (`%41`, `\n`) may read as few characters: only as written.
    ...(/[\\%&]/.test(value) ? [] : [json(half), encodeURIComponent(half)]),
  ];
}

/** The parts of a text a detector reads: the text, and what JSON, XML or HTML in it reads as. */
export function views(text: string): string[] {
  const out = [text];
  try {
    const strings: string[] = [];
    const walk = (v: unknown): void => {
      if (typeof v === 'string') strings.push(v);
      else if (v !== null && typeof v === 'object')
        for (const [k, inner] of Object.entries(v)) {
          strings.push(k);
          walk(inner);
        }
    };
    walk(JSON.parse(text));
    out.push(strings.join('\n'));
  } catch {
    // Not JSON.
  }
  if (text.startsWith('<?xml') || text.startsWith('<!doctype html>'))
    out.push(
      text
        .replace(
          /&(lt|gt|quot|apos|amp);/g,
          (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e] ?? '',
        )
        .replace(/&#39;/g, "'"),
    );
  return out;
}

/** The 8-character parts of a value (by code point). */
function partsOf(value: string): string[] {
  const chars = [...value];
  return Array.from({ length: Math.max(0, chars.length - 7) }, (_, i) => chars.slice(i, i + 8).join(''));
}

/** The base64 spellings' inner parts of 12: a base64 text's edges mix in the bytes around the value. */
function base64Parts(value: string): string[] {
  return base64Spellings(value).flatMap((b) =>
    Array.from({ length: Math.max(0, b.length - 17) }, (_, i) => b.slice(i + 3, i + 15)),
  );
}

/**
 * Whether a text shows the needle to a reader: not when each time the needle's first character is the letter of an
 * escape (`\nCo38a7.` of a JSON text is a line break and 7 characters; a value leaked whole shows its next part too).
 */
function shows(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    let backslashes = 0;
    while (text[at - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return true;
  }
  return false;
}

/** What of the secrets a text shows: each spelling, 8-character part (as is or lowercased) or base64 part found. */
export function leaks(texts: Record<string, string>, secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const [where, text] of Object.entries(texts))
    for (const view of views(text))
      for (const secret of secrets)
        for (const needle of new Set([
          ...spellingsOf(secret),
          ...partsOf(secret),
          // Lowercased, as a URL's host is when it is parsed.
          ...partsOf(secret.toLowerCase()),
          ...base64Parts(secret),
        ]))
          if (needle.length >= 8 && shows(view, needle))
            found.push(`${where}: ${JSON.stringify(needle)} of ${JSON.stringify(secret)}`);
  return found;
}

// ---- Secrets ----

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * The words the kit prints of its own (its reports say `choiceArguments`), lowercased as the leak detector reads
 * them: fast-check slips words such as `arguments` into strings, and a secret holding one would be "found" in the
 * report's own text. A secret is drawn without any 8-character part of them, nor of the README and its guides.
 */
const guides = ['simulator', 'test-server', 'kit', 'ci', 'reading-a-failure', 'performance', 'architecture'];
const ownWords = ['README.md', ...guides.map((guide) => `docs/${guide}.md`)]
  .map((document) => readFileSync(join(import.meta.dirname, '..', document), 'utf8').toLowerCase())
  .join('\n');
const foreign = (secret: string): boolean => !partsOf(secret.toLowerCase()).some((part) => ownWords.includes(part));

const b64Chars = (alphabet: string, minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
/** A JWT-like bearer token, base64url parts and a signature in the standard alphabet with `/`, `+` and `=`. */
export const jwtLike = fc
  .tuple(
    b64Chars(B64URL, 6, 24),
    b64Chars(B64URL, 4, 24),
    b64Chars(`${B64URL}/+`, 6, 30),
    fc.constantFrom('', '=', '=='),
  )
  .map(([header, claims, signature, padding]) => `eyJ${header}.${claims}.${signature}${padding}`)
  .filter(foreign);
const word = b64Chars(B64URL, 3, 8);
/**
 * Visible ASCII with the characters encoders escape: what a header value may hold (conformance/config/values.ts,
 * headerOption).
 */
export const asciiSecret = fc
  .tuple(
    word,
    fc.array(
      fc.oneof(word, fc.constantFrom('"', "'", '<', '>', ' ', '&', '/', '+', '=', '%', '%41', '\\', '\\n', '?', '#')),
      {
        minLength: 2,
        maxLength: 10,
      },
    ),
    word,
  )
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`)
  .filter(foreign);
/** Anything a URL may carry, percent-encoded: beyond ASCII, quotes, `<`, spaces. */
export const unicodeSecret = fc
  .tuple(
    word,
    fc.array(fc.oneof(word, fc.constantFrom('é', 'ü', '日本', '🔑', '"', "'", '<', ' ', '+', '/', '&', '=', '%')), {
      minLength: 2,
      maxLength: 8,
    }),
    word,
  )
  .map(([first, middle, last]) => `${first}${middle.join('')}${last}`)
  .filter(foreign);
