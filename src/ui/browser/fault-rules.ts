import { callAndShow } from './control-calls.js';
import { button, cell, code, el, input, buttonOf, tableBody } from './dom.js';
import { clear } from './focus.js';
import { onSubmit } from './forms.js';
import { jsonView } from './json-view.js';
import { config } from './page-config.js';
import { read } from './read.js';
import type { Rule } from './shapes.js';

/** Rules of faults on demand (docs/inject.md): those in force, one added, one removed, all cleared. */

export async function refreshRules(): Promise<void> {
  const answer = await read('GET', `${config.controlPrefix}/inject`);
  if (answer.ok) renderRules(answer.json);
}

/** The rules in force: the id and text each was given as, the rest of what the server says of it as JSON. */
export function renderRules(answer: unknown): void {
  const listed = answer ? (answer as { rules?: unknown }).rules : undefined;
  const rules = Array.isArray(listed) ? (listed as Rule[]) : [];
  const body = clear(tableBody('inject-table'));
  for (const rule of rules) {
    const { id, rule: text, ...rest } = rule;
    const path = `${config.controlPrefix}/inject/${encodeURIComponent(id)}/remove`;
    const remove = button('Remove', () => callAndShow('POST', path, {}), { 'aria-label': `Remove rule ${id}` });
    body.append(
      el('tr', {}, [
        el('th', { scope: 'row', text: String(id) }),
        cell(code(String(text === undefined ? '' : text))),
        cell(jsonView(rest, 'details', false)),
        cell(remove),
      ]),
    );
  }
  if (rules.length === 0) body.append(el('tr', {}, el('td', { colspan: 4, class: 'note', text: 'No rule in force.' })));
}

export function wireRules(): void {
  onSubmit('inject-form', async () => {
    await callAndShow('POST', `${config.controlPrefix}/inject`, { rule: input('inject-rule').value.trim() });
  });
  buttonOf('inject-clear').addEventListener('click', () =>
    callAndShow('POST', `${config.controlPrefix}/inject/clear`, {}),
  );
}
