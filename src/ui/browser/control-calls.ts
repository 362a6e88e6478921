import { clear } from './focus.js';
import { el, element } from './dom.js';
import { config } from './page-config.js';
import { request, type Answer } from './request.js';
import { alarm, say } from './status.js';

/**
 * Calls of the control API (docs/control.md) and what they answered, in the Last call panel. The page is
 * same-origin, so the control API's origin rules let it in; it sends `Content-Type: application/json` on every
 * POST, as they ask.
 */

/** A call made under the control prefix, as the page shows it. */
export interface Call {
  readonly method: string;
  readonly path: string;
  /** The history is not the one mapped after it (a reset, a revert): it is mapped again. */
  readonly remap: boolean;
}

/** Calls after which the history is not the one mapped. */
const REMAP_CALLS = ['reset', 'revert'];

/**
 * What the rest of the page does once a call's answer shows: read what changed, and say so (after-call.ts). Set by
 * main.ts, which knows every part; the parts that make calls know none of the parts a call changes.
 */
let followUp: (call: Call, answer: Answer) => Promise<void> = () => Promise.resolve();

export function setFollowUp(then: (call: Call, answer: Answer) => Promise<void>): void {
  followUp = then;
}

/** Makes a call under the control prefix, shows its answer, then lets the page catch up with what it changed. */
export async function callAndShow(method: string, path: string, body?: unknown, remap = false): Promise<Answer> {
  say(`${method} ${path}...`);
  const answer = await request(method, path, body);
  element('c-result-line').textContent =
    `${method} ${path} answered ${answer.status} in ${answer.ms} ms${answer.error ? `: ${answer.error}` : '.'}`;
  const json = clear(element('c-result-json'));
  if (answer.json !== null) json.append(el('pre', { text: JSON.stringify(answer.json, null, 2) }));
  await followUp({ method, path, remap }, answer);
  return answer;
}

/** One control call by its name in the table: its path's parameters put in, the body sent as JSON. */
export async function controlCall(
  name: string,
  params: Readonly<Record<string, string | undefined>> = {},
  body?: unknown,
): Promise<Answer | null> {
  const spec = config.control[name];
  if (!spec) {
    alarm(`This server has no control call ${name}.`);
    return null;
  }
  const path =
    config.controlPrefix + spec.path.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(params[p] || ''));
  return callAndShow(spec.method, path, spec.method === 'POST' ? body || {} : undefined, REMAP_CALLS.includes(name));
}
