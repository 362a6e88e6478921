import { element } from './dom.js';

/** What the page last did, in the status line (read out politely by a screen reader). */
export function say(text: string): void {
  element('status').textContent = text;
}

/** A problem the user should see, in the alert line; empty text hides it. */
export function alarm(text: string): void {
  const box = element('alert');
  box.textContent = text || '';
  box.hidden = !text;
}

/** What an error says, for the alert line: a promise of the page's may reject with anything. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
