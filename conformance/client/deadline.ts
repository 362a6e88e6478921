/** The run's overall deadline (--max-duration), and the error of a request that it stops. */
import { TargetError } from './errors.js';
import type { RequestSpec } from './exchange.js';

/** The run's overall deadline (--max-duration): once it has passed, no request starts and none goes on. */
export interface Deadline {
  /** Milliseconds left; 0 or less once it has passed. */
  remainingMs(): number;
  /** What a check that it stopped says, e.g. "the run passed --max-duration (15m)". */
  readonly text: string;
}

export const noDeadline: Deadline = { remainingMs: () => Number.POSITIVE_INFINITY, text: '' };

/** A deadline `ms` from now. */
export function deadlineIn(ms: number, text: string): Deadline {
  const at = performance.now() + ms;
  return { remainingMs: () => at - performance.now(), text };
}

/** The deadline stopped `request`: before it started, or `during` its answer. */
export const deadlineError = (deadline: Deadline, request: RequestSpec, during: boolean): TargetError =>
  new TargetError(
    during ? `${deadline.text}; stopped ${request.method} ${request.url}` : deadline.text,
    request.url,
    'deadline',
  );
