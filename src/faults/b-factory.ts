import type { Fault } from './fault.js';
import { edit200 } from './shared.js';

/**
 * Breaks `b-factory` (valid choiceArguments answer 200 with a factory id, docs/api.md section 4.B): the id is empty.
 */
export const bFactory: Fault = {
  id: 'b-factory',
  defect: 'B answers an empty factoryId',
  operations: ['B'],
  apply: edit200((body) => (body['factoryId'] = '')),
};
