import { element, valueOf } from './dom.js';
import { alarm, messageOf } from './status.js';

/** A form's text fields that are not empty, as a JSON body: each field of the body by the id of its field. */
export function given(fields: Readonly<Record<string, string>>): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [name, id] of Object.entries(fields)) {
    const value = valueOf(id).trim();
    if (value !== '') body[name] = value;
  }
  return body;
}

/** What a form does when sent, in place of sending it; what goes wrong shows in the alert line. */
export function onSubmit(id: string, act: () => Promise<unknown>): void {
  element(id).addEventListener('submit', (event) => {
    event.preventDefault();
    act().catch((error: unknown) => alarm(messageOf(error)));
  });
}
