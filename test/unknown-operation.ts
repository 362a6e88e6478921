import { inWords, OPERATION_IDS } from '../common/api.js';

const known: readonly string[] = OPERATION_IDS;

/**
 * A letter that names no operation of the table (common/api.ts), whatever letters it gains: the first capital
 * letter it does not use (E while it runs from A to D). Tests that need an operation that does not exist use it.
 */
export const unknownOperation: string = (() => {
  const letter = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((l) => !known.includes(l));
  if (letter === undefined) throw new Error('the table uses every capital letter');
  return letter;
})();

/** The table's letters as a message lists them, for a pattern: `A, B, C or D`. */
export const operationsListed = (conjunction: 'and' | 'or'): string => inWords(OPERATION_IDS, conjunction);
