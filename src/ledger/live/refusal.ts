import { SimulatorError } from '../../errors.js';

/**
 * Why the ledger refuses a change, in its own terms: no such allocation or party, a state that does not allow it,
 * an argument out of range, the bound on what control calls keep, a time past the last one RFC 3339 can write
 * (`end`), or a log of calls that could not be written to disk (`unwritable`, src/state-file.ts). What that means
 * over HTTP is the operations layer's to say (src/operations/control.ts).
 */
export type RefusalReason = 'unknown' | 'conflict' | 'invalid' | 'full' | 'end' | 'unwritable';

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
