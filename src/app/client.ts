import { VIEW_MARK } from '../ui/contract.js';

/**
 * Who sent a request, as rules of faults on demand (docs/inject.md) and the request journal (docs/journal.md) read
 * it: the client's address, and the browser view's mark.
 */

/**
 * A client's address as rules and the journal read it: an IPv4 client of a dual-stack socket (`::ffff:10.0.0.7`)
 * as its IPv4 address, an IPv6 one in lower case.
 */
export const clientOf = (address: string): string => {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
};

/**
 * Whether the request bears the browser view's mark (src/ui/contract.ts, VIEW_MARK, which the page's script sends):
 * its requests never meet a rule of faults on demand (docs/inject.md, which rule fires) and never enter the journal
 * (docs/journal.md, what it keeps).
 */
export const isViewRequest = (headers: Readonly<Record<string, unknown>>): boolean => headers[VIEW_MARK] !== undefined;
