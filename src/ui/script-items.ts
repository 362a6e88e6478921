/**
 * The browser view's script, part 3 of 6: items. The latest items, any page (a cursor, a page size, an encoding),
 * and one item's detail: its facts, the update's event tree, the verdict, the traffic summary, the app activity
 * records, and the whole item as collapsible JSON (docs/api.md section 6, what an item holds).
 */
export const SCRIPT_ITEMS = String.raw`
function kindOf(item) {
  const u = item.update;
  if (!u) return 'verdict only';
  if (u.event) return u.event.created_event ? 'assignment' : 'unassignment';
  return 'transaction';
}

/** What an item does, in one line: its root events, or where a reassignment goes. */
function summaryOf(item) {
  const u = item.update;
  if (!u) return 'verdict ' + String((item.verdict && item.verdict.verdict_result) || '').replace('VERDICT_RESULT_', '').toLowerCase();
  if (u.event) return short(u.event.source_synchronizer) + ' to ' + short(u.event.target_synchronizer);
  const events = u.events_by_id || {};
  const roots = (u.root_event_ids || []).map((id) => events[id]).filter(Boolean);
  const words = roots.slice(0, 3).map((ev) =>
    ev.event_type === 'exercised_event' ? template(ev.template_id).replace(/^.*:/, '') + '.' + ev.choice : 'created ' + template(ev.template_id).replace(/^.*:/, ''),
  );
  const more = roots.length > 3 ? ' and ' + (roots.length - 3) + ' more' : '';
  return words.join(', ') + more + ' (' + Object.keys(events).length + ' events)';
}

function partsOf(item) {
  const parts = [];
  if (item.verdict) parts.push('verdict');
  if (item.traffic_summary) parts.push('traffic');
  if (item.app_activity_records) parts.push('activity');
  return parts.join(', ') || 'none';
}

/** Rows of items, newest or oldest first as given; the first fresh ones marked as new. */
function itemRows(body, items, fresh) {
  clear(body);
  items.forEach((item, i) => {
    const place = placeOf(item);
    const id = updateIdOf(item);
    const show = button('Show', () => showItem(item), { 'aria-label': 'Show item ' + short(id) + ' at ' + place.t });
    body.append(
      el('tr', { class: i < fresh ? 'fresh' : null }, [
        el('th', { scope: 'row' }, code(place.t)),
        cell(String(place.m)),
        cell(kindOf(item)),
        cell(summaryOf(item), { title: id }),
        cell(partsOf(item)),
        cell(show),
      ]),
    );
  });
  if (items.length === 0) body.append(el('tr', {}, el('td', { colspan: 6, class: 'note', text: 'No items.' })));
}

function renderLatest(fresh) {
  itemRows($('latest').tBodies[0], history.latest.slice().reverse(), fresh);
}

/** A value as a collapsible tree: objects and arrays as details, filled in only when first opened. */
function jsonView(value, name, open) {
  if (value === null || typeof value !== 'object') {
    const kind = value === null ? 'null' : typeof value;
    return el('span', { class: 'json-' + kind, text: JSON.stringify(value) });
  }
  const isArray = Array.isArray(value);
  const keys = isArray ? value.map((_, i) => i) : Object.keys(value);
  const details = el('details', { class: 'json', open: !!open });
  const size = isArray ? '[' + keys.length + ']' : '{' + keys.length + (keys.length === 1 ? ' key}' : ' keys}');
  details.append(el('summary', {}, [name !== undefined ? el('span', { class: 'json-key', text: name + ': ' }) : null, size]));
  let filled = false;
  const fill = () => {
    if (filled) return;
    filled = true;
    const list = el('ul', { class: 'json' });
    for (const key of keys) {
      const v = value[key];
      list.append(el('li', {}, v !== null && typeof v === 'object' ? jsonView(v, String(key), false) : [el('span', { class: 'json-key', text: key + ': ' }), jsonView(v)]));
    }
    details.append(list);
  };
  if (open) fill();
  else details.addEventListener('toggle', fill);
  return details;
}

function part(title, content, open) {
  return el('details', { class: 'part', open: open !== false }, [el('summary', { text: title }), content]);
}

/** An update's events from its roots down, each with its own JSON. */
function eventTree(u) {
  const events = u.events_by_id || {};
  const seen = new Set();
  const node = (id, depth) => {
    const ev = events[id];
    if (!ev || seen.has(id) || depth > 64) return el('li', { text: id + ' (not in events_by_id)' });
    seen.add(id);
    const label =
      ev.event_type === 'exercised_event'
        ? 'exercised ' + template(ev.template_id) + ' ' + ev.choice + (ev.consuming ? ' (consuming)' : '') + ' by ' + (ev.acting_parties || []).map(shortParty).join(', ')
        : ev.event_type === 'created_event'
          ? 'created ' + template(ev.template_id) + ' ' + short(ev.contract_id)
          : String(ev.event_type) + ' ' + short(ev.contract_id);
    const li = el('li', {}, el('details', {}, [el('summary', { text: label }), jsonView(ev, 'event ' + id, false)]));
    const children = ev.child_event_ids || [];
    if (children.length > 0) li.append(el('ul', { class: 'tree' }, children.map((child) => node(child, depth + 1))));
    return li;
  };
  return el('ul', { class: 'tree' }, (u.root_event_ids || []).map((id) => node(id, 0)));
}

function facts(pairs) {
  const list = el('dl', { class: 'facts' });
  for (const pair of pairs) if (pair[1] !== undefined && pair[1] !== null) list.append(el('dt', { text: pair[0] }), el('dd', {}, pair[1]));
  return list;
}

function showItem(item) {
  const body = clear($('detail-body'));
  const place = placeOf(item);
  const u = item.update;
  const id = updateIdOf(item);
  $('detail-h').textContent = 'Item detail: ' + short(id);
  body.append(
    facts([
      ['Update id', code(id)],
      ['Kind', kindOf(item)],
      ['Migration', String(place.m)],
      ['Record time', code(place.t)],
      ['Synchronizer', u ? code(u.synchronizer_id || (u.event ? u.event.target_synchronizer : '')) : null],
      ['Workflow', u && u.workflow_id ? u.workflow_id : null],
      ['Effective at', u && u.effective_at ? code(u.effective_at) : null],
    ]),
    el('div', { class: 'fields' }, button('Read the page after this item', () => readPageAt({ m: place.m, t: place.t }), { class: 'quiet' })),
  );
  if (u && u.events_by_id) body.append(part('Event tree (' + Object.keys(u.events_by_id).length + ' events)', eventTree(u)));
  if (u && u.event) body.append(part('Reassignment', jsonView(u.event, 'event', true)));
  const v = item.verdict;
  body.append(part('Verdict', v ? el('div', {}, [facts([['Result', v.verdict_result || 'none'], ['Views', String((v.transaction_views && v.transaction_views.views || []).length)], ['Finalized', code(v.finalization_time)]]), jsonView(v, 'verdict', false)]) : el('p', { class: 'note', text: 'none (null)' })));
  const t = item.traffic_summary;
  body.append(part('Traffic summary', t ? el('div', {}, [facts([['Total cost', count(t.total_traffic_cost)], ['Envelopes', String((t.envelope_traffic_summaries || []).length)]]), jsonView(t, 'traffic_summary', false)]) : el('p', { class: 'note', text: 'none (null)' })));
  const a = item.app_activity_records;
  body.append(part('App activity records', a ? el('div', {}, [facts([['Round', String(a.round_number)], ['Records', String((a.records || []).length)]]), jsonView(a, 'app_activity_records', false)]) : el('p', { class: 'note', text: 'none (null)' })));
  body.append(part('The whole item as JSON', el('pre', { text: JSON.stringify(item, null, 2) }), false));
  $('detail-h').focus();
}

let pageLast = null;

/** Reads a page after the cursor (null: from the start) with the form's size and encoding. */
async function readPageAt(after) {
  $('page-migration').value = after ? String(after.m) : '';
  $('page-time').value = after ? after.t : '';
  const size = Math.round(Number($('page-size').value)) || 20;
  const encoding = $('page-encoding').value;
  const note = $('page-note');
  try {
    const items = await readEvents(after, size, encoding);
    itemRows($('page-table').tBodies[0], items, 0);
    pageLast = items.length > 0 ? placeOf(items[items.length - 1]) : null;
    note.textContent = items.length + ' item' + (items.length === 1 ? '' : 's') + ' after ' + (after ? 'migration ' + after.m + ', ' + after.t : 'the start') + ' (' + encoding + ')' + (items.length < size ? ': the end of the history.' : '.');
  } catch (error) {
    pageLast = null;
    note.textContent = error.message;
  }
  $('page-next').disabled = !pageLast;
}

function wireItems() {
  $('page-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const m = $('page-migration').value.trim();
    const t = $('page-time').value.trim();
    if ((m === '') !== (t === '')) {
      $('page-note').textContent = 'Give both a migration id and a record time for a cursor, or neither to read from the start.';
      return;
    }
    readPageAt(m === '' ? null : { m: Number(m), t: t });
  });
  $('page-next').addEventListener('click', () => pageLast && readPageAt({ m: pageLast.m, t: pageLast.t }));
  $('page-start').addEventListener('click', () => readPageAt(null));
  $('follow').addEventListener('change', schedulePoll);
}
`;
