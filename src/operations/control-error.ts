import { SimulatorError } from '../errors.js';
import { Refusal, type RefusalReason } from '../ledger/live/refusal.js';

/**
 * A control call the ledger cannot honour: an unknown allocation or party (404), a wrong state (409, such as
 * completing a reassignment that was never started, the bound on what control calls keep, or the end of time) or a
 * bad argument (400); or one that could not be made durable (503: the state's log of calls could not be written,
 * and the call was undone). Over HTTP, the status and the message of its ErrorResponse.
 */
export class ControlError extends SimulatorError {
  override readonly name = 'ControlError';
  readonly exitCode = 2;
  constructor(
    readonly status: 400 | 404 | 409 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** What each of the ledger's refusals answers over HTTP. */
const statusOf: Record<RefusalReason, ControlError['status']> = {
  unknown: 404,
  conflict: 409,
  invalid: 400,
  full: 409,
  end: 409,
  unwritable: 503,
};

/** The call, with a refusal of the ledger said as a ControlError: what a caller of `sim.control` and HTTP see. */
export const inControlTerms =
  <A extends unknown[], R>(call: (...args: A) => R) =>
  (...args: A): R => {
    try {
      return call(...args);
    } catch (error) {
      throw error instanceof Refusal ? new ControlError(statusOf[error.reason], error.message) : error;
    }
  };
