import { byId, input } from './dom.js';
import { alarm } from './status.js';

/**
 * The bearer token the page sends (serve --auth-token): kept in this tab's session storage, or, where the page has
 * none (a sandboxed page), for as long as the page lives.
 */
const TOKEN_KEY = 'token-registry-kit/ui/token';
let memoryToken = '';

export function token(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return memoryToken;
  }
}

export function setToken(value: string): void {
  memoryToken = value;
  try {
    if (value) sessionStorage.setItem(TOKEN_KEY, value);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // No session storage (a sandboxed page): the token lives as long as the page.
  }
}

/** Shows where the token goes and says why it is needed; the 401's own words come along. */
export function askToken(reason: string | null): void {
  alarm(`The simulator asks for a bearer token (${reason}): enter it in the Bearer token field.`);
  byId('auth', HTMLDetailsElement).open = true;
  const field = input('token');
  if (document.activeElement !== field) field.focus();
}
