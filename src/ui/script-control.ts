/**
 * The browser view's script, part 5 of 6: the control API (docs/control.md), shown once `GET /_control/state`
 * answers 200. A form for every control call (the calls this page does not know get a plain one, made from the
 * table of control calls the page is served with); each call's answer shows as JSON, with the items it appended.
 * The page is same-origin, so the control API's origin rules let it in; it sends `Content-Type: application/json`
 * on every POST, as they ask.
 */
export const SCRIPT_CONTROL = String.raw`
const control = { on: false, snapshots: false, inject: false, journal: false };
const controlOn = () => control.on;
/** The calls with a form or a button of their own on this page; every other call gets a plain form. */
const KNOWN_CALLS = ['advance', 'startReassignment', 'completeReassignment', 'withdraw', 'createAllocation', 'setNameEntry',
  'expireNameEntry', 'startMigration', 'reset', 'state', 'snapshot', 'snapshots', 'revert', 'saveState'];
/** Calls after which the history is not the one mapped: it is mapped again. */
const REMAP_CALLS = ['reset', 'revert'];

function showSection(name, on) {
  $(name).hidden = !on;
  for (const item of document.querySelectorAll('nav [data-needs="' + name + '"]')) item.hidden = !on;
}

/**
 * Whether the control API answers this page, and which of its tools this server has: the state's header says which
 * are on (registry.tools), and only those are asked, so that no expected 404 reaches the browser's console.
 */
async function probeControl() {
  const tools = registry.tools;
  const state = tools.control ? await read('GET', config.controlPrefix + '/state') : { status: 404, ok: false };
  control.on = state.status === 200;
  if (state.status === 403) say('The control API refused this page: ' + state.error);
  showSection('control', control.on);
  if (control.on) history.live = true;
  const probe = async (name, on, path, render) => {
    const answer = control.on && on ? await read('GET', config.controlPrefix + path) : { ok: false };
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

/** One control call by its name in the table: its path's parameters put in, the body sent as JSON. */
async function controlCall(name, params, body) {
  const spec = config.control[name];
  if (!spec) {
    alarm('This server has no control call ' + name + '.');
    return null;
  }
  const path = config.controlPrefix + spec.path.replace(/:(\w+)/g, (_, p) => encodeURIComponent((params || {})[p] || ''));
  return callAndShow(spec.method, path, spec.method === 'POST' ? body || {} : undefined, REMAP_CALLS.includes(name));
}

/** Makes a call under /_control, shows its answer and the items it appended, and reads the state again. */
async function callAndShow(method, path, body, remap) {
  say(method + ' ' + path + '...');
  const answer = await request(method, path, body);
  $('c-result-line').textContent = method + ' ' + path + ' answered ' + answer.status + ' in ' + answer.ms + ' ms' + (answer.error ? ': ' + answer.error : '.');
  const json = clear($('c-result-json'));
  if (answer.json !== null) json.append(el('pre', { text: JSON.stringify(answer.json, null, 2) }));
  const appended = clear($('c-appended'));
  if (answer.ok && method === 'POST') {
    if (remap) {
      registry.answersA.clear();
      registry.answersC.clear();
      registry.order.clear();
      await mapHistory();
    } else {
      const items = await catchUp();
      appended.append(el('h4', { text: items.length === 0 ? 'No items appended' : 'Items appended (' + count(items.length) + (items.length === POLL_SIZE ? ' or more' : '') + ')' }));
      if (items.length > 0) {
        const table = el('table', {}, [el('caption', { text: 'The items read after the end as it was before the call' }), el('thead', {}, el('tr', {}, ['Record time', 'Migration', 'Kind', 'Summary', 'Parts', 'Detail'].map((name) => el('th', { scope: 'col', text: name })))), el('tbody')]);
        itemRows(table.tBodies[0], items.slice(0, LATEST), 0);
        appended.append(table);
      }
    }
    await loadState();
  }
  say(method + ' ' + path + ': ' + answer.status + '.');
  if (control.snapshots && /\/snapshots/.test(path)) await refreshSnapshots();
  if (control.inject && /\/inject/.test(path)) await refreshRules();
  return answer;
}

/** A form's text fields that are not empty, as a JSON body. */
function given(fields) {
  const body = {};
  for (const name of Object.keys(fields)) {
    const value = $(fields[name]).value.trim();
    if (value !== '') body[name] = value;
  }
  return body;
}

function onSubmit(id, act) {
  $(id).addEventListener('submit', (event) => {
    event.preventDefault();
    act().catch((error) => alarm(error.message));
  });
}

/** A plain form for a control call this page has no form for: its path's parameters, and a JSON body. */
function otherCallForm(name, spec) {
  const params = (spec.path.match(/:(\w+)/g) || []).map((p) => p.slice(1));
  const inputs = params.map(() => el('input', { spellcheck: 'false', required: true }));
  const bodyField = spec.method === 'POST' ? el('textarea', { spellcheck: 'false', placeholder: '{}' }) : null;
  const form = el('form', { class: 'panel' }, [
    el('h3', { text: name }),
    el('p', { class: 'note' }, code(spec.method + ' ' + config.controlPrefix + spec.path)),
    params.map((name, i) => el('label', {}, [name, inputs[i]])),
    bodyField ? el('label', {}, ['JSON body', bodyField]) : null,
    el('button', { type: 'submit', text: name }),
  ]);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    let body;
    try {
      body = bodyField && bodyField.value.trim() !== '' ? JSON.parse(bodyField.value) : undefined;
    } catch (error) {
      alarm('The JSON body of ' + name + ' does not parse: ' + error.message);
      return;
    }
    const values = {};
    params.forEach((p, i) => (values[p] = inputs[i].value));
    controlCall(name, values, body).catch((error) => alarm(error.message));
  });
  return form;
}

function wireControl() {
  onSubmit('c-advance', () => controlCall('advance', {}, { steps: Number($('advance-steps').value) }));
  onSubmit('c-create', () => controlCall('createAllocation', {}, given({ sender: 'create-sender', receiver: 'create-receiver', executor: 'create-executor' })));
  onSubmit('c-set-entry', () =>
    partyCall('setNameEntry', $('entry-party').value.trim(), undefined, given({ name: 'entry-name', url: 'entry-url', description: 'entry-description', expiresAt: 'entry-expires' })));
  onSubmit('c-expire-entry', () => partyCall('expireNameEntry', $('expire-party').value.trim(), $('expire-name').value.trim()));
  onSubmit('c-migration', () => controlCall('startMigration'));
  onSubmit('c-reset', async () => {
    await controlCall('reset');
    $('reset-sure').checked = false;
  });
  const others = $('c-other');
  for (const name of Object.keys(config.control)) if (!KNOWN_CALLS.includes(name)) others.append(otherCallForm(name, config.control[name]));
}
`;
