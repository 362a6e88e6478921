import type { ControlAdvance, ControlAllocation, ControlNameEntry } from '../schemas/types.js';
import { controlReply, type Control } from '../operations/control.js';
import type { Reply } from '../operations/reply.js';

/** Where the control API lives: a prefix no real deployment's path starts with. */
export const CONTROL_PREFIX = '/_control';

export interface ControlRoute {
  readonly method: 'GET' | 'POST';
  readonly segments: readonly string[];
  /** Whether it reads a JSON body; an empty body stands for `{}`. */
  readonly hasBody: boolean;
  readonly handle: (control: Control, params: Readonly<Record<string, string>>, body: unknown) => Reply;
}

const split = (path: string): string[] => `${CONTROL_PREFIX}${path}`.split('/').filter((s) => s !== '');
const param = (params: Readonly<Record<string, string>>, name: string): string => params[name] ?? '';

/**
 * The control API over HTTP (`serve --control`): the in-process `sim.control`, JSON in and out. A call the ledger
 * cannot honour is an ErrorResponse: 404 for an unknown allocation or party, 409 for a wrong state, 400 for bad
 * input.
 */
export const controlRoutes: readonly ControlRoute[] = [
  { method: 'GET', segments: split('/state'), hasBody: false, handle: (c) => controlReply(() => c.state()) },
  {
    method: 'POST',
    segments: split('/advance'),
    hasBody: true,
    handle: (c, _p, body) => controlReply(() => c.advance(body as ControlAdvance)),
  },
  { method: 'POST', segments: split('/reset'), hasBody: true, handle: (c) => controlReply(() => c.reset()) },
  {
    method: 'POST',
    segments: split('/migrations'),
    hasBody: true,
    handle: (c) => controlReply(() => c.startMigration()),
  },
  {
    method: 'POST',
    segments: split('/allocations'),
    hasBody: true,
    handle: (c, _p, body) => controlReply(() => c.createAllocation(body as ControlAllocation)),
  },
  {
    method: 'POST',
    segments: split('/allocations/:allocationId/start-reassignment'),
    hasBody: true,
    handle: (c, p) => controlReply(() => c.startReassignment(param(p, 'allocationId'))),
  },
  {
    method: 'POST',
    segments: split('/allocations/:allocationId/complete-reassignment'),
    hasBody: true,
    handle: (c, p) => controlReply(() => c.completeReassignment(param(p, 'allocationId'))),
  },
  {
    method: 'POST',
    segments: split('/allocations/:allocationId/withdraw'),
    hasBody: true,
    handle: (c, p) => controlReply(() => c.withdraw(param(p, 'allocationId'))),
  },
  {
    method: 'POST',
    segments: split('/name-entries/:party'),
    hasBody: true,
    handle: (c, p, body) => controlReply(() => c.setNameEntry(param(p, 'party'), body as ControlNameEntry)),
  },
  {
    method: 'POST',
    segments: split('/name-entries/:party/:name/expire'),
    hasBody: true,
    handle: (c, p) => controlReply(() => c.expireNameEntry(param(p, 'party'), param(p, 'name'))),
  },
];

/** True for a path under the control prefix. */
export const isControlPath = (rawPath: string): boolean =>
  rawPath === CONTROL_PREFIX || rawPath.startsWith(`${CONTROL_PREFIX}/`);
