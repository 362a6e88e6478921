import type { Fault } from './fault.js';

/** Breaks `content-type-json` (every response, errors included, is application/json): D's answers. */
export const contentTypeJson: Fault = {
  id: 'content-type-json',
  defect: 'D serves its JSON as text/plain',
  operations: ['D'],
  apply: (input, next) => ({ ...next(input.body, input.ledger), contentType: 'text/plain; charset=utf-8' }),
};
