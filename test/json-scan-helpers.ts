import { fc } from '@fast-check/vitest';
import { binaryUnit } from './binary-unit.js';

// What test/json-scan-verdicts.test.ts and test/json-scan-leave-out.test.ts both draw and write JSON texts with.

export const encoder = new TextEncoder();
export const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** JSON text with the white space around its tokens taken in turn from `gaps`. */
export function spaced(value: unknown, gaps: readonly string[]): string {
  let n = 0;
  const gap = (): string => gaps[n++ % gaps.length] ?? '';
  const list = (items: string[]): string =>
    items.map((item, i) => (i === 0 ? item : `${gap()},${gap()}${item}`)).join('');
  const write = (v: unknown): string => {
    if (Array.isArray(v)) return `[${gap()}${list(v.map(write))}${gap()}]`;
    if (typeof v === 'object' && v !== null)
      return `{${gap()}${list(Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}${gap()}:${gap()}${write(x)}`))}${gap()}}`;
    return JSON.stringify(v);
  };
  return `${gap()}${write(value)}${gap()}`;
}

export const gaps = fc.array(fc.stringMatching(/^[ \t\n\r]{0,3}$/), { minLength: 1, maxLength: 8 });
/** Any JSON value, strings with any code unit (lone surrogates and control characters, escaped by stringify). */
// As JSON text gives them back: -0 is written "0", so a value with -0 is not the one its text parses to.
export const value = fc.jsonValue({ stringUnit: binaryUnit }).map((v) => JSON.parse(JSON.stringify(v)) as fc.JsonValue);

/** Bytes that matter to a JSON scanner: structure, escapes, numbers, literals, controls, UTF-8 good and bad. */
export const interesting: readonly Uint8Array[] = [
  ...['"', '\\', ',', ']', '}', '{', '[', ':', '0', '1', '9', '-', '+', '.', 'e', 'E', 'u', 't', 'n', 'f', 'x'],
  ...[' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u00a0', '\u2028', '\ufeff'],
  ...['é', '€', '😀', '\\u', '\\u00e9', '\\ud800', '\\"', 'true', 'null', '1e5', '-0.5'],
].map((text) => encoder.encode(text));

export const padding = fc.constantFrom(...interesting, new Uint8Array(0));
