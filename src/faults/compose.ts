import type { Fault, FaultHeaders, Next, Operation } from './fault.js';

/** What the composer needs to know of a request besides its body: the route's operation, parameters and headers. */
export interface FaultRequest {
  readonly operation: Operation;
  readonly params: Readonly<Record<string, string>>;
  readonly headers: FaultHeaders;
}

/**
 * Wraps `innermost` (the real operation) with the faults declared for the request's operation, the first fault
 * outermost. Faults of other operations are left out, so an answer of another operation is the clean simulator's.
 * Each layer hands its fault the ledger it was given, so a substituted ledger reaches every fault further in.
 *
 * @example
 * const reply = composeFaults(faults, { operation: 'A', params, headers }, (b, l) => route.handle(l, params, b))(body, ledger);
 */
export function composeFaults(faults: readonly Fault[], request: FaultRequest, innermost: Next): Next {
  return faults
    .filter((fault) => fault.operations.includes(request.operation))
    .reduceRight<Next>(
      (next, fault) => (body, ledger) =>
        fault.apply(
          { operation: request.operation, params: request.params, headers: request.headers, ledger, body },
          next,
        ),
      innermost,
    );
}
