import { renderAllocations } from './allocations.js';
import { controlCall } from './control-calls.js';
import { control } from './control-state.js';
import { code, el, element, input } from './dom.js';
import { renderRules } from './fault-rules.js';
import { given, onSubmit } from './forms.js';
import { history } from './history-state.js';
import { renderJournal } from './journal.js';
import { renderFacts } from './ledger-state.js';
import { config } from './page-config.js';
import { partyCall, renderParties } from './parties.js';
import { read } from './read.js';
import { registry } from './registry-state.js';
import { offerSave, renderSnapshots } from './snapshots.js';
import { alarm, messageOf, say } from './status.js';

/**
 * The control API (docs/control.md), shown once `GET /_control/state` answers 200: a form for every control call
 * (the calls this page does not know get a plain one, made from the table of control calls the page is served
 * with), and the panels of the tools this server has.
 */

/** The calls with a form or a button of their own on this page; every other call gets a plain form. */
const KNOWN_CALLS = [
  'advance',
  'startReassignment',
  'completeReassignment',
  'withdraw',
  'createAllocation',
  'setNameEntry',
  'expireNameEntry',
  'startMigration',
  'reset',
  'state',
  'snapshot',
  'snapshots',
  'revert',
  'saveState',
];

/** A section of the page, and its link in the navigation, shown or hidden. */
function showSection(name: string, on: boolean): void {
  element(name).hidden = !on;
  for (const item of document.querySelectorAll<HTMLElement>(`nav [data-needs="${name}"]`)) item.hidden = !on;
}

/**
 * Whether the control API answers this page, and which of its tools this server has: the state's header says which
 * are on (registry.tools), and only those are asked, so that no expected 404 reaches the browser's console.
 */
export async function probeControl(): Promise<void> {
  const tools = registry.tools;
  const state = tools.control ? await read('GET', `${config.controlPrefix}/state`) : { status: 404, error: null };
  control.on = state.status === 200;
  if (state.status === 403) say(`The control API refused this page: ${state.error}`);
  showSection('control', control.on);
  if (control.on) history.live = true;
  const probe = async (
    name: 'snapshots' | 'inject' | 'journal',
    on: boolean,
    path: string,
    render: (json: unknown) => void,
  ): Promise<void> => {
    const answer = control.on && on ? await read('GET', config.controlPrefix + path) : { ok: false, json: null };
    control[name] = answer.ok;
    showSection(name, answer.ok);
    if (answer.ok) render(answer.json);
  };
  await probe('snapshots', true, '/snapshots', renderSnapshots);
  await probe('inject', tools.inject, '/inject', renderRules);
  await probe('journal', tools.journal, '/requests', renderJournal);
  offerSave(tools['state-file']);
  renderFacts();
  renderAllocations();
  renderParties();
}

/** A plain form for a control call this page has no form for: its path's parameters, and a JSON body. */
function otherCallForm(name: string, spec: { readonly method: string; readonly path: string }): HTMLFormElement {
  const params = (spec.path.match(/:(\w+)/g) || []).map((p) => p.slice(1));
  const inputs = params.map(() => el('input', { spellcheck: 'false', required: true }));
  const bodyField = spec.method === 'POST' ? el('textarea', { spellcheck: 'false', placeholder: '{}' }) : null;
  const form = el('form', { class: 'panel' }, [
    el('h3', { text: name }),
    el('p', { class: 'note' }, code(`${spec.method} ${config.controlPrefix}${spec.path}`)),
    ...params.map((param, i) => el('label', {}, [param, inputs[i]])),
    bodyField ? el('label', {}, ['JSON body', bodyField]) : null,
    el('button', { type: 'submit', text: name }),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let body: unknown;
    try {
      body = bodyField && bodyField.value.trim() !== '' ? JSON.parse(bodyField.value) : undefined;
    } catch (error) {
      alarm(`The JSON body of ${name} does not parse: ${messageOf(error)}`);
      return;
    }
    const values: Record<string, string> = {};
    params.forEach((p, i) => (values[p] = inputs[i]?.value ?? ''));
    controlCall(name, values, body).catch((error: unknown) => alarm(messageOf(error)));
  });
  return form;
}

/** The control panel's forms, and a plain one for each call it has none for. */
export function wireControl(): void {
  onSubmit('c-advance', () => controlCall('advance', {}, { steps: Number(input('advance-steps').value) }));
  onSubmit('c-create', () =>
    controlCall(
      'createAllocation',
      {},
      given({ sender: 'create-sender', receiver: 'create-receiver', executor: 'create-executor' }),
    ),
  );
  onSubmit('c-set-entry', () =>
    partyCall(
      'setNameEntry',
      input('entry-party').value.trim(),
      undefined,
      given({ name: 'entry-name', url: 'entry-url', description: 'entry-description', expiresAt: 'entry-expires' }),
    ),
  );
  onSubmit('c-expire-entry', () =>
    partyCall('expireNameEntry', input('expire-party').value.trim(), input('expire-name').value.trim()),
  );
  onSubmit('c-migration', () => controlCall('startMigration'));
  onSubmit('c-reset', async () => {
    await controlCall('reset');
    input('reset-sure').checked = false;
  });
  const others = element('c-other');
  for (const [name, spec] of Object.entries(config.control)) {
    if (!KNOWN_CALLS.includes(name)) others.append(otherCallForm(name, spec));
  }
}
