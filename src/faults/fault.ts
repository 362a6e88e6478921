import type { Ledger } from '../ledger/ledger.js';
import type { Reply } from '../operations/reply.js';
import type { Operation } from '../../common/api.js';

/** The operations, by their letters in the table of common/api.ts (each with its title there). */
export type { Operation } from '../../common/api.js';

/**
 * Header values as they arrive, names in lower case: a plain type, so that faults (and the package's
 * declarations) need neither node:http nor @types/node.
 */
export type FaultHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** The rest of the chain: the next fault, or the operation itself. Every fault passes a ledger on. */
export type Next = (body: unknown, ledger: Ledger) => Reply;

/** What a fault sees of a request: the operation, the ledger it runs on, its parameters, the body and the headers. */
export interface FaultInput {
  readonly operation: Operation;
  readonly ledger: Ledger;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly headers: FaultHeaders;
}

/**
 * A fault mode: a deliberate defect that breaks the rule of the conformance check with the same id, so that a
 * test can show the check catches it. The composer applies it only to requests of its `operations`; `apply`
 * wraps the rest of the chain (`next`), changing the request, the ledger or the reply.
 */
export interface Fault {
  readonly id: string;
  readonly defect: string;
  readonly operations: readonly Operation[];
  apply(input: FaultInput, next: Next): Reply;
}
