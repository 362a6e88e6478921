/**
 * The browser view's script, part 6 of 6: the tools under `/_control` that a server may have or not (snapshots,
 * fault rules, the request journal; each panel shows only when its route answers), the token form, and the start:
 * the state, the control API, the map of the history, then the live end followed.
 */
export const SCRIPT_TOOLS = String.raw`
async function refreshSnapshots() {
  const answer = await read('GET', config.controlPrefix + '/snapshots');
  if (answer.ok) renderSnapshots(answer.json);
}

/** "Save the state file" only where there is one (serve --state): saving without one answers 409. */
function offerSave(hasFile) {
  $('state-save').disabled = !hasFile;
  $('state-save-note').textContent = hasFile
    ? 'Writes the state file this simulator was started with (--state).'
    : 'This simulator has no state file to save to: start it with --state FILE.';
}

function renderSnapshots(list) {
  const body = clear($('snapshot-table').tBodies[0]);
  for (const s of Array.isArray(list) ? list : []) {
    const revert = button('Revert', () => controlCall('revert', { id: s.id }), { 'aria-label': 'Revert to snapshot ' + s.id });
    body.append(el('tr', {}, [el('th', { scope: 'row' }, code(String(s.id))), cell(count(s.eventCount)), cell(String(s.migrationId)), cell(code(String(s.now))), cell(revert)]));
  }
  if (body.rows.length === 0) body.append(el('tr', {}, el('td', { colspan: 5, class: 'note', text: 'No snapshot taken.' })));
}

async function refreshRules() {
  const answer = await read('GET', config.controlPrefix + '/inject');
  if (answer.ok) renderRules(answer.json);
}

/** The rules in force: the id and text each was given as, the rest of what the server says of it as JSON. */
function renderRules(answer) {
  const rules = answer && Array.isArray(answer.rules) ? answer.rules : [];
  const body = clear($('inject-table').tBodies[0]);
  for (const rule of rules) {
    const rest = Object.assign({}, rule);
    delete rest.id;
    delete rest.rule;
    const remove = button('Remove', () => callAndShow('POST', config.controlPrefix + '/inject/' + encodeURIComponent(rule.id) + '/remove', {}), {
      'aria-label': 'Remove rule ' + rule.id,
    });
    body.append(el('tr', {}, [el('th', { scope: 'row', text: String(rule.id) }), cell(code(String(rule.rule === undefined ? '' : rule.rule))), cell(jsonView(rest, 'details', false)), cell(remove)]));
  }
  if (rules.length === 0) body.append(el('tr', {}, el('td', { colspan: 4, class: 'note', text: 'No rule in force.' })));
}

function journalQuery() {
  const query = new URLSearchParams();
  const put = (name, id) => {
    const value = $(id).value.trim();
    if (value !== '') query.set(name, value);
  };
  put('operation', 'journal-operation');
  put('status', 'journal-status');
  put('method', 'journal-method');
  put('path', 'journal-path');
  const text = query.toString();
  return text === '' ? '' : '?' + text;
}

async function refreshJournal() {
  const answer = await read('GET', config.controlPrefix + '/requests' + journalQuery());
  if (answer.ok) renderJournal(answer.json);
  else $('journal-note').textContent = 'The journal answered ' + answer.status + ': ' + answer.error;
}

/**
 * The journal's latest page, newest first (at most 50 shown). This page's own requests are never in it: the server
 * keeps none of the requests it marks x-trk-ui (docs/journal.md, what it keeps).
 */
function renderJournal(answer) {
  const all = answer && Array.isArray(answer.requests) ? answer.requests : [];
  const entries = all.slice(-50).reverse();
  const body = clear($('journal-table').tBodies[0]);
  for (const e of entries) {
    const show = button('Show', () => {
      const box = clear($('journal-detail'));
      box.append(el('h3', { text: 'Request ' + e.id }), jsonView(e, 'entry', true));
    }, { 'aria-label': 'Show request ' + e.id });
    const target = e.method + ' ' + e.path + (e.query ? '?' + e.query : '');
    body.append(el('tr', {}, [
      el('th', { scope: 'row' }, code(target)),
      cell(code(String(e.time))),
      cell(e.operation || ''),
      cell(e.status === null ? 'none' : String(e.status)),
      cell(count(e.bytes || 0)),
      cell(e.durationMs === null || e.durationMs === undefined ? '' : e.durationMs + ' ms'),
      cell(e.rule ? e.rule.rule : ''),
      cell(show),
    ]));
  }
  if (entries.length === 0) body.append(el('tr', {}, el('td', { colspan: 8, class: 'note', text: 'No request kept.' })));
  const held = count(answer.bytes || 0) + ' of ' + count(answer.maxBytes || 0) + ' bytes';
  $('journal-note').textContent = 'The latest ' + all.length + ' that match (the journal keeps at most ' + count(answer.size || 0) + ' requests and holds ' + held + ' now); ' + entries.length + ' shown, newest first.';
}

let journalTimer = null;
function scheduleJournal() {
  clearTimeout(journalTimer);
  if (!$('journal-auto').checked || !control.journal) return;
  journalTimer = setTimeout(() => refreshJournal().catch((error) => alarm(error.message)).finally(scheduleJournal), 3000);
}

function wireTools() {
  $('snapshot-take').addEventListener('click', () => controlCall('snapshot'));
  $('state-save').addEventListener('click', () => controlCall('saveState'));
  onSubmit('inject-form', async () => {
    await callAndShow('POST', config.controlPrefix + '/inject', { rule: $('inject-rule').value.trim() });
  });
  $('inject-clear').addEventListener('click', () => callAndShow('POST', config.controlPrefix + '/inject/clear', {}));
  onSubmit('journal-form', refreshJournal);
  $('journal-clear').addEventListener('click', async () => {
    await callAndShow('POST', config.controlPrefix + '/requests/clear', {});
    await refreshJournal();
  });
  $('journal-auto').addEventListener('change', scheduleJournal);
}

let started = false;

/** The state first (it says whether a token is needed), then the control API, then the history. */
async function begin() {
  if (!(await loadState())) return;
  started = true;
  await probeControl();
  await mapHistory();
  schedulePoll();
}

function wireToken() {
  const forget = $('token-forget');
  const shown = () => {
    forget.disabled = !token();
    $('auth-summary').textContent = token() ? 'Bearer token: set for this tab' : 'Bearer token: none set';
  };
  shown();
  $('token-form').addEventListener('submit', (event) => {
    event.preventDefault();
    setToken($('token').value.trim());
    $('token').value = '';
    shown();
    alarm('');
    say(token() ? 'Token set for this tab.' : 'No token.');
    if (started) loadState().then(probeControl).catch((error) => alarm(error.message));
    else begin().catch((error) => alarm(error.message));
  });
  forget.addEventListener('click', () => {
    setToken('');
    shown();
    say('Token forgotten.');
  });
}

wireToken();
wireItems();
wireRegistry();
wireControl();
wireTools();
begin().catch((error) => alarm(error.message));
`;
