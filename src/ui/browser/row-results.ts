import { el } from './dom.js';
import { registry } from './registry-state.js';
import type { Answer } from './request.js';

/** What the last call made from a row answered, under that row's buttons. */
export function rowResult(key: string): HTMLElement | null {
  const text = registry.results.get(key);
  return text ? el('p', { class: 'row-result note', text }) : null;
}

/** The words of a call made from a row: what it was, and what it answered. */
export function resultText(label: string, answer: Answer | null): string {
  if (!answer) return `${label}: not made.`;
  if (answer.status === 0) return `${label} got no answer: ${answer.error}.`;
  return `${label} answered ${answer.status}${answer.error ? `: ${answer.error}` : ''}.`;
}
