/**
 * The shape of a body's JSON, for the checks that judge only its shape (a schema of types, an ErrorResponse): its
 * parsed value, but of a large body made without its whole text. A body of tens of MB whose JSON is mostly one long
 * string (`{"error": "xxx..."}`) costs, parsed, its text and the string again: three times its size, for each answer a
 * check judges. Here a body over 1 MiB is first found to be JSON from its bytes (reading/json-scan.ts), and then parsed
 * with each string over 64 KiB in it replaced by a short one that says how long it was: the same types, the same
 * members, a few KB of text.
 */
import type { Exchange } from '../client/client.js';
import { TargetError } from '../client/errors.js';
import { scanJson } from './json-scan.js';

/** Bodies up to this size are parsed as they are. */
const PARSED_WHOLE = 1024 * 1024;
/** Strings longer than this, in bytes with their quotes, are replaced in a larger body's shape. */
const LONG_STRING = 64 * 1024;
/**
 * The most JSON text, outside long strings, that a body judged whole may hold (README, Budgets): parsed, JSON costs
 * some ten times its text in objects, and a body of A, B or C, or an ErrorResponse, is a few KB. A page of D is
 * judged one item at a time and never whole.
 */
export const WHOLE_SHAPE_BYTES = 4 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BOM = [0xef, 0xbb, 0xbf];

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The end of the string token that opens at `at` (just past its closing quote), in bytes that are JSON. */
function stringEnd(bytes: Uint8Array, at: number): number {
  for (let quote = bytes.indexOf(QUOTE, at + 1); quote >= 0; quote = bytes.indexOf(QUOTE, quote + 1)) {
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return bytes.length;
}

/** Whether a whole body is JSON, as JSON.parse finds it: of a large body, from its bytes, without parsing them. */
export function isJsonBody(exchange: Exchange): boolean {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json !== undefined;
  return scanJson(bytes, bomLength(bytes), bytes.length);
}

/** 3 when the bytes start with a byte order mark, which fetch's text() drops before JSON.parse reads the rest. */
const bomLength = (bytes: Uint8Array): number => (BOM.every((b, i) => bytes[i] === b) ? 3 : 0);

/**
 * The body's JSON as JSON.parse gives it (undefined when it is not JSON), but of a body over 1 MiB, every string
 * over 64 KiB in it reads as `(a string of N bytes)`. For judging types and members, never values.
 */
export function jsonShape(exchange: Exchange): unknown {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json;
  const text = shapeText(bytes);
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * The body's shape as `jsonShape` gives it, for a check that judges a body whole against a schema (A, B and C's
 * successes, ErrorResponses): a body whose shape holds more than WHOLE_SHAPE_BYTES of JSON is not parsed, and the
 * check is an error that says so (a TargetError, as an answer too large to read is), rather than the kit holding
 * ten times that in objects.
 */
export function judgedShape(exchange: Exchange): unknown {
  const bytes = exchange.bytes;
  if (!bytes || bytes.length <= PARSED_WHOLE) return exchange.json;
  const text = shapeText(bytes);
  if (text === undefined) return undefined;
  if (text.length > WHOLE_SHAPE_BYTES) {
    const { method, url } = exchange.request;
    const mb = (text.length / 2 ** 20).toFixed(1);
    throw new TargetError(
      `the answer of ${method} ${url} holds ${mb} MiB of JSON outside its long strings, more than the kit judges ` +
        `whole (${WHOLE_SHAPE_BYTES / 2 ** 20} MiB; such an answer is a few KB): not judged`,
      url,
      'too-large',
    );
  }
  return JSON.parse(text);
}

/** A large body's JSON text with each string over 64 KiB in it replaced; undefined when the bytes are not JSON. */
function shapeText(bytes: Uint8Array): string | undefined {
  const start = bomLength(bytes);
  if (!scanJson(bytes, start, bytes.length)) return undefined;
  let text = '';
  /** Where the bytes not yet in `text` start. */
  let copied = start;
  // Outside its strings, JSON has no quote: each one found there opens a string.
  for (let at = bytes.indexOf(QUOTE, start); at >= 0;) {
    const end = stringEnd(bytes, at);
    if (end - at > LONG_STRING) {
      const length = (end - at - 2).toLocaleString('en-US');
      text += `${decoder.decode(bytes.subarray(copied, at))}"(a string of ${length} bytes)"`;
      copied = end;
    }
    at = bytes.indexOf(QUOTE, end);
  }
  // The pieces are whole UTF-8: each ends before a quote, or at the end.
  return text + decoder.decode(bytes.subarray(copied));
}
