import type { Fault } from './fault.js';

/** Breaks `c-unknown-party` (a well-formed party id the target cannot know answers 404): it gets an empty entry. */
export const cUnknownParty: Fault = {
  id: 'c-unknown-party',
  defect: 'C answers 200 with an empty entry for a party without one',
  operations: ['C'],
  apply: (input, next) => {
    const reply = next(input.body, input.ledger);
    if (reply.status !== 404) return reply;
    return { status: 200, body: { entry: { user: input.params['party'] ?? '', name: '', url: '', description: '' } } };
  },
};
