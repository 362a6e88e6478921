import {
  controlCalls,
  controlNames,
  controlReply,
  type Control,
  type ControlCall,
  type ControlName,
} from '../operations/control.js';
import type { Reply } from '../operations/reply.js';

/** Where the control API lives: a prefix no real deployment's path starts with. */
export const CONTROL_PREFIX = '/_control';

export interface ControlRoute {
  readonly method: 'GET' | 'POST';
  readonly segments: readonly string[];
  /** Whether it reads a JSON body; an empty body stands for `{}`. */
  readonly hasBody: boolean;
  /** `query` is the request's query, without `?` (the journal's filters: docs/journal.md). */
  readonly handle: (control: Control, params: Readonly<Record<string, string>>, body: unknown, query?: string) => Reply;
}

const split = (path: string): string[] => `${CONTROL_PREFIX}${path}`.split('/').filter((s) => s !== '');

const routeOf = <N extends ControlName>(call: ControlCall<N>): ControlRoute => ({
  method: call.method,
  segments: split(call.path),
  hasBody: call.hasBody,
  handle: (control, params, body) => controlReply(() => call.invoke(control, params, body)),
});

/**
 * The control API over HTTP (`serve --control`): the in-process `sim.control`, JSON in and out, one route per
 * control call (operations/control.ts, `controlCalls`). A call the ledger cannot honour is an ErrorResponse: 404
 * for an unknown allocation or party, 409 for a wrong state, 400 for bad input.
 */
export const controlRoutes: readonly ControlRoute[] = controlNames.map((name) => routeOf(controlCalls[name]));

/** True for a path under the control prefix. */
export const isControlPath = (rawPath: string): boolean =>
  rawPath === CONTROL_PREFIX || rawPath.startsWith(`${CONTROL_PREFIX}/`);
