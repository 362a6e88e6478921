import { readingOf, unitsText } from './spellings/spellings.js';

/** What a text reads as (redact/spellings/spellings.ts). */
export const readingText = (text: string): string => {
  const reading = readingOf(text);
  return typeof reading === 'string' ? reading : unitsText(reading);
};

/**
 * What the matcher compares of a value: the reading of the value, which its encodings read as too, and the readings
 * of the encodings that escape every character (`\u0041`, `%41`): a value with a `\` or a `%` in it reads otherwise
 * than those do (`\n` is a line feed in a reading, `\u005cn` is not).
 */
export function readingsOfValue(value: string): string[] {
  const utf16 = Array.from({ length: value.length }, (_, i) => value.charCodeAt(i));
  return [
    ...new Set([
      readingText(value),
      readingText(utf16.map((c) => `\\u${c.toString(16).padStart(4, '0')}`).join('')),
      readingText(Array.from(Buffer.from(value, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
    ]),
  ];
}
