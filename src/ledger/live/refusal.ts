import { SimulatorError } from '../../errors.js';

/**
 * Why the ledger refuses a change, in its own terms: no such allocation or party, a state that does not allow it,
 * an argument out of range, or the bound on what control calls keep. What that means over HTTP is the operations
 * layer's to say (src/operations/control.ts).
 */
export type RefusalReason = 'unknown' | 'conflict' | 'invalid' | 'full';

/** A change the ledger cannot make; thrown before anything changed. */
export class Refusal extends SimulatorError {
  override readonly name = 'Refusal';
  readonly exitCode = 2;
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}
