import type { Fault } from './fault.js';
import { edit200, eventsOf, type Json } from './shared.js';

/**
 * Breaks `d-order` (events strictly ascending by migration id and record time, docs/deployments.md,
 * getEventHistory): the first two events of a page change places.
 */
export const dOrder: Fault = {
  id: 'd-order',
  defect: 'D swaps the first two events of every page of three or more',
  operations: ['D'],
  apply: edit200((body) => {
    const events = eventsOf(body);
    if (events.length >= 3) [events[0], events[1]] = [events[1] as Json, events[0] as Json];
  }),
};
