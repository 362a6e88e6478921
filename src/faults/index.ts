import * as byId from './by-id.js';
import type { Fault } from './fault.js';
import { located, parsePlace, placeNames, placeProblem } from './located.js';
import type { HistoryIndex } from '../ledger/timeline.js';
import { SimulatorError } from '../errors.js';
import { CHECK_IDS, isCheckId, type ById, type ExactlyById } from '../../common/check-ids.js';
import { didYouMean } from '../../common/did-you-mean.js';
import { isPaged, operationsInWords, PAGED_OPERATIONS } from '../../common/api.js';

export type { Fault, FaultHeaders, FaultInput, Next, Operation } from './fault.js';
export { composeFaults, type FaultRequest } from './compose.js';

/**
 * Every fault mode by the id of the conformance check whose rule it breaks (by-id.ts): a check id without its fault
 * there, or a fault under a name that is no check id, does not compile.
 */
export type FaultsByCheck = ById<Fault>;

const listed: ExactlyById<typeof byId, Fault> = byId;

export const faultsByCheck: FaultsByCheck = listed;

/** Every fault mode, in the kit's order (CHECK_IDS). */
export const faults: readonly Fault[] = CHECK_IDS.map((id) => faultsByCheck[id]);

export const faultIds: readonly string[] = faults.map((f) => f.id);

/** A fault id that names no fault mode; the message lists the known ones. */
export class UnknownFaultError extends SimulatorError {
  override readonly name = 'UnknownFaultError';
  readonly exitCode = 2;
}

/**
 * The faults for a list of ids, in that order; an unknown id is an error that lists the known ones. A fault of the
 * paged operations (common/api.ts) may be located, `ID@PLACE` (located.ts): it then breaks its rule only at that
 * place of the history. Given the history as it stands at start-up, a place it does not hold (an index past its end)
 * is an error too.
 */
export function faultsFor(ids: readonly string[], history?: HistoryIndex): Fault[] {
  return ids.map((given) => {
    const at = given.indexOf('@');
    const [id, where] = at < 0 ? [given, undefined] : [given.slice(0, at), given.slice(at + 1)];
    const fault = isCheckId(id) ? faultsByCheck[id] : undefined;
    if (!fault)
      throw new UnknownFaultError(
        `unknown fault ${JSON.stringify(given)}${didYouMean(id, faultIds)}; known faults: ${faultIds.join(', ')}`,
      );
    if (where === undefined) return fault;
    const place = parsePlace(where);
    if (!place || !fault.operations.every(isPaged))
      throw new UnknownFaultError(
        place
          ? `fault ${JSON.stringify(given)}: only a fault of ${operationsInWords(PAGED_OPERATIONS, 'or')} can be located, and ${id} is of ${fault.operations.join(', ')}`
          : `fault ${JSON.stringify(given)}: unknown place ${JSON.stringify(where)}; places: ${placeNames}`,
      );
    const problem = history ? placeProblem(history, place) : null;
    if (problem) throw new UnknownFaultError(`fault ${JSON.stringify(given)}: ${problem}`);
    return located(fault, place, where);
  });
}
