import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inWords, OPERATION_IDS, OPERATIONS, operationsInWords, PAGED_OPERATIONS } from '../common/api.js';
import { unknownOperation } from './unknown-operation.js';

/** The properties of a request body's schema (schemas/<name>.json), none for a GET. */
const requestFields = (schema: string | null): string[] => {
  if (schema === null) return [];
  const text = readFileSync(new URL(`../schemas/${schema}.json`, import.meta.url), 'utf8');
  return Object.keys((JSON.parse(text) as { properties?: object }).properties ?? {});
};

describe('the API table', () => {
  it('should call paged exactly the operations whose request asks for a page: a page size and a cursor', () => {
    // docs/api.md section 4.D: a page is asked for by `page_size` and the `after` cursor.
    const asksForPages = OPERATION_IDS.filter((op) =>
      ['page_size', 'after'].every((field) => requestFields(OPERATIONS[op].request).includes(field)),
    );
    expect(PAGED_OPERATIONS).toEqual(asksForPages);
    expect(PAGED_OPERATIONS.length).toBeGreaterThan(0);
  });

  it('should have no operation under the letter the tests use for one that does not exist', () => {
    expect(OPERATION_IDS).not.toContain(unknownOperation);
    expect(unknownOperation).toMatch(/^[A-Z]$/);
  });
});

describe('inWords', () => {
  it('should list letters as a sentence does, with and or or', () => {
    expect(inWords([])).toBe('');
    expect(inWords(['D'])).toBe('D');
    expect(inWords(['A', 'B'])).toBe('A and B');
    expect(inWords(['A', 'B', 'C', 'D'], 'or')).toBe('A, B, C or D');
  });

  it('should name one operation or several', () => {
    expect(operationsInWords(['C'])).toBe('operation C');
    expect(operationsInWords(['A', 'B'])).toBe('operations A and B');
    expect(operationsInWords(['A', 'B', 'D'], 'or')).toBe('operations A, B or D');
  });
});
