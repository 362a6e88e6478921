/**
 * The browser view's script, part 4 of 6: the ledger's state (`/_ui/state`, the profile as of now), allocations
 * with what operation A answers for each (200 active, 409 in reassignment, 404 withdrawn or unknown), and parties
 * with the name entry operation C answers. Only the rows shown ask their operation, a few at a time.
 */
export const SCRIPT_REGISTRY = String.raw`
const ROWS = 20;
const registry = {
  state: null,
  answersA: new Map(),
  answersC: new Map(),
  allocLimit: ROWS,
  partyLimit: ROWS,
  order: new Map(),
  /** The tools this server has (src/ui/state.ts, UiTools), from the state's x-simulator-tools header. */
  tools: { control: false, inject: false, journal: false, 'state-file': false },
  /** What the last control call made from a row answered, by allocation id or party: shown in that row. */
  results: new Map(),
};
const A_WORDS = { 200: 'active', 409: 'in reassignment', 404: 'withdrawn or unknown' };

async function loadState() {
  const answer = await read('GET', config.statePath);
  if (!answer.ok) {
    if (answer.status !== 401) alarm('GET ' + config.statePath + ' answered ' + answer.status + ': ' + answer.error);
    return false;
  }
  registry.state = answer.json;
  history.live = history.live || answer.headers.get('x-ledger-live') === 'true';
  const tools = (answer.headers.get('x-simulator-tools') || '').split(' ');
  for (const name of Object.keys(registry.tools)) registry.tools[name] = tools.includes(name);
  renderFacts();
  renderAllocations();
  renderParties();
  const list = clear($('party-list'));
  for (const party of answer.json.partiesWithEntry.concat(answer.json.partiesWithoutEntry)) list.append(el('option', { value: party }));
  return true;
}

let stateTimer = null;
/** The state again, at most every 5 s while items arrive: the facts line and new rows. */
function refreshStateSoon() {
  if (stateTimer !== null) return;
  stateTimer = setTimeout(() => {
    stateTimer = null;
    loadState().catch((error) => alarm(error.message));
  }, 5000);
}

function renderFacts() {
  const s = registry.state;
  if (!s) return;
  $('facts').textContent =
    'Scenario "' + s.scenario + '", seed ' + s.seed + ': ' + count(s.eventCount) + ' items, ' +
    count(s.knownAllocationIds.length + s.reassigningAllocationIds.length + s.withdrawnAllocationIds.length) + ' allocations listed, ' +
    count(s.partiesWithEntry.length + s.partiesWithoutEntry.length) + ' parties; ' +
    (history.live ? 'a live ledger' : 'a history that stands still') + (controlOn() ? ', control API on.' : '.');
}

/**
 * The allocations the state lists, in an order that does not move under the user: those in reassignment first at
 * the first read, then as first seen; one that appears later (created by a call) goes on top.
 */
function allocationList() {
  const s = registry.state;
  if (!s) return [];
  const rows = (ids, key, words) => ids.map((id) => ({ id: id, key: key, listed: words }));
  const all = rows(s.reassigningAllocationIds, 'reassigning', 'in reassignment')
    .concat(rows(s.knownAllocationIds, 'known', 'known'))
    .concat(rows(s.withdrawnAllocationIds, 'withdrawn', 'withdrawn'));
  const first = registry.order.size === 0;
  for (const row of all) if (!registry.order.has(row.id)) registry.order.set(row.id, first ? registry.order.size : -registry.order.size);
  return all.sort((a, b) => registry.order.get(a.id) - registry.order.get(b.id));
}

function badge(status) {
  if (status === undefined) return el('span', { class: 'note', text: 'asking...' });
  const words = A_WORDS[status];
  return el('span', { class: 'badge ' + (words ? 's' + status : 'serr'), text: status + ' ' + (words || 'error') });
}

/** The control calls an allocation in that state can take: A's answer says which. */
function allocationActions(id, status) {
  if (!controlOn()) return [];
  const label = (verb) => verb + ' of allocation ' + short(id);
  const act = (name, verb) => button(verb, () => allocationCall(name, id, verb), { 'aria-label': label(verb), 'data-call': name });
  if (status === 200) return [act('startReassignment', 'Start reassignment'), act('withdraw', 'Withdraw')];
  if (status === 409) return [act('completeReassignment', 'Complete reassignment')];
  return [];
}

/** What the last call made from a row answered, under that row's buttons. */
function rowResult(key) {
  const text = registry.results.get(key);
  return text ? el('p', { class: 'row-result note', text: text }) : null;
}

function allocationRow(row) {
  const status = registry.answersA.get(row.id);
  return el('tr', { 'data-allocation': row.id }, [
    el('th', { scope: 'row' }, code(short(row.id), row.id)),
    cell(row.listed),
    cell(badge(status), { class: 'answer-a' }),
    cell(allocationActions(row.id, status).concat(rowResult(row.id)), { class: 'actions' }),
  ]);
}

function renderAllocations() {
  const filter = $('alloc-filter').value.trim().toLowerCase();
  const key = $('alloc-state').value;
  const rows = allocationList().filter((r) => (!key || r.key === key) && (!filter || r.id.toLowerCase().includes(filter)));
  const shown = rows.slice(0, registry.allocLimit);
  const body = clear($('alloc-table').tBodies[0]);
  for (const row of shown) {
    body.append(allocationRow(row));
    if (!registry.answersA.has(row.id)) enqueue(() => askA(row.id));
  }
  if (shown.length === 0) body.append(el('tr', {}, el('td', { colspan: 4, class: 'note', text: 'No allocation matches.' })));
  $('alloc-count').textContent = shown.length + ' of ' + rows.length + ' allocations shown.';
  $('alloc-more').hidden = shown.length >= rows.length;
}

/**
 * What operation A answers for one allocation; its row shows it. Asked through /_ui/ask (app/ui-routes.ts), which
 * answers A's 404 and 409 as 200 with A's status inside: the browser prints every 4xx a page gets in its console.
 */
async function askA(id) {
  const answer = await read('GET', fillPath(config.askPaths.A, { allocationId: id }));
  registry.answersA.set(id, answer.ok ? answer.json.status : answer.status);
  for (const row of $('alloc-table').tBodies[0].rows) {
    if (row.getAttribute('data-allocation') !== id) continue;
    const listed = allocationList().find((r) => r.id === id) || { id: id, listed: 'not listed' };
    replaceRow(row, allocationRow(listed));
  }
}

/** The words of a call made from a row: what it was, and what it answered. */
function resultText(label, answer) {
  if (!answer) return label + ': not made.';
  if (answer.status === 0) return label + ' got no answer: ' + answer.error + '.';
  return label + ' answered ' + answer.status + (answer.error ? ': ' + answer.error : '') + '.';
}

/** A control call on one allocation, then A asked again: its row shows what the call answered and changed. */
async function allocationCall(name, id, label) {
  const answer = await controlCall(name, { allocationId: id });
  registry.results.set(id, resultText(label, answer));
  await askA(id);
}

function partyList() {
  const s = registry.state;
  if (!s) return [];
  return s.partiesWithEntry.map((p) => ({ party: p, listed: 'with an entry' }))
    .concat(s.partiesWithoutEntry.map((p) => ({ party: p, listed: 'without an entry' })));
}

function partyRow(row) {
  const answer = registry.answersC.get(row.party);
  const entry = answer && answer.entry;
  const actions = [];
  if (controlOn()) {
    actions.push(button('Set entry', () => {
      $('entry-party').value = row.party;
      $('entry-name').focus();
    }, { 'aria-label': 'Set entry for ' + shortParty(row.party) }));
    if (entry) actions.push(button('Expire entry', () => partyCall('expireNameEntry', row.party, entry.name, undefined, 'Expire entry'), { 'aria-label': 'Expire entry ' + entry.name + ' of ' + shortParty(row.party) }));
  }
  actions.push(rowResult(row.party));
  const none = answer === undefined ? 'asking...' : answer.status === 404 ? 'none (C answers 404)' : answer.status + ' ' + answer.error;
  return el('tr', { 'data-party': row.party }, [
    el('th', { scope: 'row' }, code(shortParty(row.party), row.party)),
    cell(row.listed),
    cell(entry ? entry.name : el('span', { class: 'note', text: none })),
    cell(entry ? entry.url : ''),
    cell(entry ? entry.description : '', { class: 'description' }),
    cell(entry && entry.expires_at ? el('code', { class: 'when', title: entry.expires_at, text: minuteOf(micros(entry.expires_at)) }) : ''),
    cell(actions, { class: 'actions' }),
  ]);
}

function partyMatches(row, filter) {
  if (!filter) return true;
  const answer = registry.answersC.get(row.party);
  const entry = (answer && answer.entry) || {};
  return [row.party, entry.name, entry.url, entry.description].some((text) => String(text || '').toLowerCase().includes(filter));
}

function renderParties() {
  const filter = $('party-filter').value.trim().toLowerCase();
  const rows = partyList().filter((row) => partyMatches(row, filter));
  const shown = rows.slice(0, registry.partyLimit);
  const body = clear($('party-table').tBodies[0]);
  for (const row of shown) {
    body.append(partyRow(row));
    if (!registry.answersC.has(row.party)) enqueue(() => askC(row.party));
  }
  if (shown.length === 0) body.append(el('tr', {}, el('td', { colspan: 7, class: 'note', text: 'No party matches.' })));
  $('party-count').textContent = shown.length + ' of ' + rows.length + ' parties shown (the filter also searches the entries read).';
  $('party-more').hidden = shown.length >= rows.length;
}

/** What operation C answers for one party, asked as A is (askA); its row shows the entry. */
async function askC(party) {
  const answer = await read('GET', fillPath(config.askPaths.C, { party: party }));
  const status = answer.ok ? answer.json.status : answer.status;
  const body = answer.ok ? answer.json.body : answer.json;
  const error = status === 200 ? null : body && typeof body.error === 'string' ? body.error : answer.error;
  registry.answersC.set(party, { status: status, entry: status === 200 && body ? body.entry : null, error: error });
  for (const row of $('party-table').tBodies[0].rows) {
    if (row.getAttribute('data-party') === party) replaceRow(row, partyRow(partyList().find((r) => r.party === party) || { party: party, listed: 'not listed' }));
  }
}

/** A control call on one party's entry, then C asked again; with a label, its row shows what the call answered. */
async function partyCall(name, party, entryName, body, label) {
  const answer = await controlCall(name, { party: party, name: entryName }, body);
  if (label) registry.results.set(party, resultText(label, answer));
  await askC(party);
}

function wireRegistry() {
  $('alloc-filter').addEventListener('input', () => { registry.allocLimit = ROWS; renderAllocations(); });
  $('alloc-state').addEventListener('change', () => { registry.allocLimit = ROWS; renderAllocations(); });
  $('alloc-more').addEventListener('click', () => { registry.allocLimit += ROWS; renderAllocations(); });
  $('party-filter').addEventListener('input', () => { registry.partyLimit = ROWS; renderParties(); });
  $('party-more').addEventListener('click', () => { registry.partyLimit += ROWS; renderParties(); });
}
`;
