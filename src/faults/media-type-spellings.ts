import { failure } from '../operations/reply.js';
import type { Fault } from './fault.js';

/**
 * Breaks `media-type-spellings` (a JSON content type spelt with a parameter or in another case gets the answer the
 * plain `application/json` gets, docs/kit.md, media-type spellings): A, B and D take only the plain spelling, as a
 * server that compares the header's text does, and refuse the others with the clean simulator's 415.
 */
export const mediaTypeSpellings: Fault = {
  id: 'media-type-spellings',
  defect: 'A, B and D answer 415 to a JSON content type with a parameter or in another case',
  operations: ['A', 'B', 'D'],
  apply: (input, next) => {
    const type = input.headers['content-type'];
    return typeof type === 'string' && type.trim() !== '' && type !== 'application/json'
      ? failure(415, `Content-Type must be application/json, got ${JSON.stringify(type)}`)
      : next(input.body, input.ledger);
  },
};
