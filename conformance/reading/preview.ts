/**
 * The beginning of a text the kit shows in place of all of it (a body in a `Received:` line, a counterexample, a
 * Location), cut with `...`. A cut never falls inside an escape (`\u0041`, `\x41`, `\n`, `%41`, `%2541`, `&#x41;`,
 * `&amp;lt;`) nor between the two halves of a surrogate pair: the masker (redact/redact.ts) reads what comes before a
 * `...` as the beginning of a value, and half an escape reads as nothing, so that the characters before it would
 * show a secret's beginning unmasked. Nor does a cut fall inside a word of letters, digits and base64's `+/=_-`: the
 * hex or base64 of a value, cut, shows most of it in fewer than the 8 characters the masker reads as a part of it
 * (7 of 8 characters, as `5a71375770334b7`), so the word goes whole or not at all.
 */

/** Escapes that a cut must not split: JSON's and JavaScript's, percent-encoding and XML's references, of any level. */
const ESCAPE = /\\+(?:u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|[^\\])|%(?:25)*[0-9A-Fa-f]{2}|&(?:amp;)*#?[0-9A-Za-z]{1,8};/g;
/** How far before a cut an escape that spans it may start: its longest form, with a few levels of escaping. */
const REACH = 32;

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
/** A unit of a word that a cut must not split: of hex, base64 (either alphabet) and ordinary words alike. */
const WORD = /[A-Za-z0-9+/=_-]/;

/** The start of the word that `cut` splits, or `cut` when it splits none. */
function wordStart(text: string, cut: number): number {
  if (cut <= 0 || cut >= text.length || !WORD.test(text[cut] ?? '') || !WORD.test(text[cut - 1] ?? '')) return cut;
  let start = cut - 1;
  while (start > 0 && WORD.test(text[start - 1] ?? '')) start--;
  return start;
}

/** Where to cut `text` at most `at` units in: moved back to the start of a word, an escape or a pair that `at` splits. */
export function cutAt(text: string, at: number): number {
  let cut = Math.min(at, text.length);
  for (let moved = true; moved && cut > 0;) {
    moved = false;
    const start = wordStart(text, cut);
    if (start < cut) {
      cut = start;
      moved = true;
      continue;
    }
    const from = Math.max(0, cut - REACH);
    const window = text.slice(from, cut + REACH);
    for (const match of window.matchAll(ESCAPE)) {
      const start = from + match.index;
      if (start < cut && start + match[0].length > cut) {
        cut = start;
        moved = true;
        break;
      }
    }
  }
  if (cut > 0 && cut < text.length && isHigh(text.charCodeAt(cut - 1))) cut--;
  return cut;
}

/** The text whole when it is `limit` units or fewer, else its beginning cut as `cutAt` cuts, then `...`. */
export function previewOf(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, cutAt(text, limit))}...`;
}

const decoder = new TextDecoder();

/**
 * The beginning of a body as text, as `previewOf` cuts it: decoded from its first bytes only when it has bytes, so
 * that a preview of a body of megabytes costs a few KB (the whole text of a 60 MB body is 60 MB more of heap).
 */
export function bodyPreview(body: { readonly bytes?: Uint8Array; readonly text: string }, limit: number): string {
  const bytes = body.bytes;
  // Enough bytes for `limit` characters and an escape past them: a character is 4 bytes of UTF-8 at most.
  const enough = 4 * (limit + REACH);
  if (!bytes || bytes.length <= enough) return previewOf(body.text, limit);
  const head = decoder.decode(bytes.subarray(0, enough));
  return `${head.slice(0, cutAt(head, limit))}...`;
}
