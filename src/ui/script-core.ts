/**
 * The browser view's script, part 1 of 6 (src/ui/script.ts joins them into one ES module, `/_ui/ui.js`): the
 * page's configuration, DOM building, the token, requests, times and places of items. Plain modern JavaScript,
 * as text (no build step, nothing loaded from elsewhere). Every value of the ledger goes into the page as text
 * (`textContent`, attribute values), never as markup. No backtick or dollar-brace in it: it is a template literal.
 */
export const SCRIPT_CORE = String.raw`
const config = JSON.parse(document.querySelector('meta[name="trk-config"]').getAttribute('content'));
const TOKEN_KEY = 'token-registry-kit/ui/token';
const FAR = '9999-12-31T23:59:59.999999Z';
/** Record times past this are asked for as FAR: microseconds beyond it lose precision in a Number. */
const CAP_US = Date.parse('2200-01-01T00:00:00Z') * 1000;
const $ = (id) => document.getElementById(id);
/** Reads of operation D this page made: what mapping the history cost. */
let eventReads = 0;
let memoryToken = '';

/** An element with attributes (all set as values), listeners under on, and children (nodes or text). */
function el(tag, props, children) {
  const node = document.createElement(tag);
  for (const name of Object.keys(props || {})) {
    const value = props[name];
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') node.textContent = String(value);
    else if (name === 'class') node.className = value;
    else if (name === 'on') for (const type of Object.keys(value)) node.addEventListener(type, value[type]);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  if (children !== undefined) append(node, children);
  return node;
}

function append(node, children) {
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function svg(tag, attrs, text) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const name of Object.keys(attrs || {})) node.setAttribute(name, String(attrs[name]));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** What names a control across a re-render (rows are rebuilt, not patched): its id or its label. */
const focusKey = (node) => (node && node.nodeType === 1 && (node.id || node.getAttribute('aria-label'))) || '';
/** The row of an allocation or a party a control sits in, as a selector that finds its rebuilt row. */
function rowOf(node) {
  const row = node.closest('tr[data-allocation], tr[data-party]');
  if (!row) return '';
  const name = row.hasAttribute('data-allocation') ? 'data-allocation' : 'data-party';
  return 'tr[' + name + '="' + CSS.escape(row.getAttribute(name)) + '"]';
}
/** Focuses the first of the nodes that takes it; one that cannot take it otherwise is made to (tabindex -1). */
function focusFirst(nodes) {
  for (const node of nodes) {
    if (!node) continue;
    if (!node.matches('button, input, select, textarea, a[href], [tabindex]')) node.setAttribute('tabindex', '-1');
    node.focus({ preventScroll: true });
    if (document.activeElement === node) return;
  }
}
/**
 * Keeps a keyboard user's place when the part of the page that holds the focus is rebuilt (a row's answer
 * arriving, a table refreshed): once the rebuild, which runs synchronously after this call, is done, the focus goes
 * to the control of the same name, or else to the first control of the same allocation's or party's row (a call
 * changes which controls a row has), or else to that row's header (a withdrawn allocation's row has none), or else to
 * the heading of the section (the row is gone). Where the user moved on meanwhile, the focus stays with them.
 */
function holdFocus(scope) {
  const active = document.activeElement;
  if (!active || active === document.body || !scope.contains(active)) return;
  const key = focusKey(active);
  const row = rowOf(active);
  if (!key && !row) return;
  const section = scope.closest('section');
  queueMicrotask(() => {
    const now = document.activeElement;
    if (now !== null && now !== document.body) return;
    focusFirst([
      key ? Array.from(scope.querySelectorAll('[id], [aria-label]')).find((node) => focusKey(node) === key) : null,
      row ? scope.querySelector(row + ' button, ' + row + ' input, ' + row + ' a[href]') : null,
      row ? scope.querySelector(row + ' th') : null,
      section ? section.querySelector('h2') : null,
    ]);
  });
}
const clear = (node) => {
  holdFocus(node);
  node.replaceChildren();
  return node;
};
/** One row rebuilt in place, the focus kept as by clear. */
function replaceRow(row, next) {
  holdFocus(row.parentNode);
  row.replaceWith(next);
}
const say = (text) => {
  $('status').textContent = text;
};
function alarm(text) {
  const box = $('alert');
  box.textContent = text || '';
  box.hidden = !text;
}
const button = (label, onClick, props) =>
  el('button', Object.assign({ type: 'button', on: { click: onClick } }, props || {}), label);
const cell = (content, props) => el('td', props || {}, content);
const code = (text, title) => el('code', { title: title || null, text: text });

function token() {
  try {
    return sessionStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return memoryToken;
  }
}

function setToken(value) {
  memoryToken = value;
  try {
    if (value) sessionStorage.setItem(TOKEN_KEY, value);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // No session storage (a sandboxed page): the token lives as long as the page.
  }
}

/** Shows where the token goes and says why it is needed; the 401's own words come along. */
function askToken(reason) {
  alarm('The simulator asks for a bearer token (' + reason + '): enter it in the Bearer token field.');
  $('auth').open = true;
  const input = $('token');
  if (document.activeElement !== input) input.focus();
}

/**
 * One request to this server: JSON in and out, the token as the API's auth header, and this page's mark
 * (x-trk-ui), by which no rule of faults on demand meets the page's own requests and the journal keeps none. An
 * answer that does not come (a reset, a closed connection, no answer within timeoutMs) or comes cut short has
 * status 0; a 2xx whose body is not JSON is broken.
 */
async function request(method, path, body, timeoutMs) {
  const headers = { 'x-trk-ui': '1' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const bearer = token();
  if (bearer) headers.authorization = 'Bearer ' + bearer;
  const started = performance.now();
  const failed = (why) => ({ status: 0, ok: false, json: null, headers: new Headers(), ms: 0, broken: false, error: why });
  let response;
  let text;
  try {
    response = await fetch(path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    text = await response.text();
  } catch (error) {
    const late = error && error.name === 'TimeoutError';
    if (late) return failed('no answer within ' + Math.round(timeoutMs / 1000) + ' s');
    return failed((response ? 'the answer was cut short: ' : 'no answer: ') + error.message);
  }
  let json = null;
  try {
    if (text !== '') json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status and statusText say what it was.
  }
  const answer = {
    status: response.status,
    ok: response.ok,
    json: json,
    headers: response.headers,
    ms: Math.round(performance.now() - started),
    broken: response.ok && json === null,
    error: null,
  };
  if (!response.ok) answer.error = json && typeof json.error === 'string' ? json.error : response.status + ' ' + response.statusText;
  else if (answer.broken) answer.error = response.status + ' with a body that is not JSON';
  if (response.status === 401) askToken(answer.error);
  return answer;
}

/** What a read that fails for now gets: no answer, a time-out, 429, a server error, a body cut short or not JSON. */
const failsForNow = (answer) => answer.status === 0 || answer.status === 408 || answer.status === 429 || answer.status >= 500 || answer.broken;
/** Reads being tried again, by a number each: the banner names the latest, and clears once none is left. */
const retrying = new Map();
let retryCount = 0;
let retryBanner = '';
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function showRetrying() {
  const latest = Array.from(retrying.values()).pop();
  if (latest) {
    retryBanner = latest;
    alarm(latest);
  } else if (retryBanner) {
    // Cleared only if the banner still says it: another alarm meanwhile stays.
    if ($('alert').textContent === retryBanner) alarm('');
    retryBanner = '';
  }
}

/** How long before the next try: the answer's Retry-After (up to a minute), else 0.5 s doubled each time up to 15 s. */
function retryDelay(attempt, answer) {
  const after = Number(answer.headers.get('retry-after'));
  if (answer.headers.has('retry-after') && Number.isFinite(after) && after >= 0) return Math.min(after, 60) * 1000;
  return Math.min(500 * 2 ** (attempt - 1), 15000);
}

/**
 * A request that changes nothing (a read of an operation, the state, a list), tried again for as long as it fails
 * for now (failsForNow), a little later each time, with a longer time-out each time; the banner says which read is
 * being tried again and when. A control call is never tried again: it may have been done.
 */
async function read(method, path, body) {
  const key = ++retryCount;
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await request(method, path, body, Math.min(15000 * attempt, 120000));
      if (!failsForNow(answer)) return answer;
      const delay = retryDelay(attempt, answer);
      retrying.set(key, method + ' ' + path + ' failed (' + answer.error + '): trying again in ' + (delay / 1000).toFixed(1) + ' s (attempt ' + (attempt + 1) + ').');
      showRetrying();
      await wait(delay);
    }
  } finally {
    if (retrying.delete(key)) showRetrying();
  }
}

/** A path of the page's config ({name} for a parameter) with its parameters put in, percent-encoded. */
const fillPath = (path, params) => path.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(params[name]));

/** A page of operation D: the items after the cursor { m, t } (or from the start), or an Error that says why not. */
async function readEvents(after, size, encoding) {
  const body = { page_size: size };
  if (after) body.after = { after_migration_id: after.m, after_record_time: after.t };
  if (encoding && encoding !== 'compact_json') body.ledger_value_encoding = encoding;
  eventReads += 1;
  const answer = await read('POST', config.paths.D, body);
  if (!answer.ok) throw new Error('operation D answered ' + answer.status + ': ' + answer.error);
  return answer.json.events;
}

/** A record time (RFC 3339) as microseconds since 1970, or NaN. */
function micros(text) {
  const m = /^(\d{4}-\d\d-\d\d)[Tt ](\d\d:\d\d:\d\d)(?:\.(\d+))?([Zz]|[+-]\d\d:\d\d)$/.exec(String(text));
  if (!m) return NaN;
  const ms = Date.parse(m[1] + 'T' + m[2] + (m[4] === 'z' ? 'Z' : m[4]));
  return ms * 1000 + Number(((m[3] || '') + '000000').slice(0, 6));
}

/** Microseconds since 1970 as a record time with six fraction digits, in UTC. */
function recordTime(us) {
  if (us >= CAP_US) return FAR;
  const ms = Math.floor(us / 1000);
  const iso = new Date(ms).toISOString();
  return iso.slice(0, 19) + '.' + String((ms % 1000) * 1000 + (us - ms * 1000)).padStart(6, '0') + 'Z';
}

/** A time as a person reads it on an axis: 2024-09-20 13:31. */
const minuteOf = (us) => new Date(Math.floor(us / 1000)).toISOString().slice(0, 16).replace('T', ' ');

/** A span of time in words. */
function duration(us) {
  const s = Math.abs(us) / 1e6;
  if (s < 1) return (Math.abs(us) / 1000).toFixed(1) + ' ms';
  if (s < 120) return s.toFixed(1) + ' s';
  const min = s / 60;
  if (min < 120) return Math.round(min) + ' min';
  const h = min / 60;
  return h < 48 ? h.toFixed(1) + ' h' : (h / 24).toFixed(1) + ' d';
}

const count = (n) => Number(n).toLocaleString('en-US');

/** Where an item stands, as a cursor names it (README, How the simulator answers: D). */
function placeOf(item) {
  const u = item.update;
  if (u) {
    const m = u.migration_id !== undefined ? u.migration_id : u.event ? u.event.migration_id : null;
    return { m: m, t: u.record_time, us: micros(u.record_time) };
  }
  const v = item.verdict || {};
  return { m: v.migration_id, t: v.record_time, us: micros(v.record_time) };
}

const updateIdOf = (item) => (item.update ? item.update.update_id : item.verdict ? item.verdict.update_id : '');
/** A long id, shortened for a table; the whole id goes in a title. */
const short = (id) => {
  const text = String(id === undefined || id === null ? '' : id);
  return text.length > 24 ? text.slice(0, 12) + '...' + text.slice(-8) : text;
};
/** A party id as hint and the start of its fingerprint. */
const shortParty = (party) => {
  const text = String(party || '');
  const at = text.indexOf('::');
  return at < 0 ? short(text) : text.slice(0, at + 2) + text.slice(at + 2, at + 10) + '...';
};
/** A template id without its package: Splice.AmuletRules:AmuletRules. */
const template = (id) => String(id || '').replace(/^[^:]*:/, '');

/** Runs tasks a few at a time, so that a table's rows ask their operation without a burst of requests. */
const queue = [];
let running = 0;
function enqueue(task) {
  queue.push(task);
  pump();
}
function pump() {
  while (running < 4 && queue.length > 0) {
    const task = queue.shift();
    running += 1;
    task()
      .catch((error) => alarm(error.message))
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}
`;
