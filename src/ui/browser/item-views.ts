import { button, buttonOf, cell, code, el, element, input, tableBody, valueOf, type Children } from './dom.js';
import { readEvents } from './events.js';
import { clear } from './focus.js';
import { history } from './history-state.js';
import { kindOf, partsOf, placeOf, summaryOf, updateIdOf, type Cursor, type Place } from './items.js';
import { jsonView } from './json-view.js';
import type { Item, TreeEvent, Update } from './shapes.js';
import { messageOf } from './status.js';
import { count, plural, short, shortParty, template } from './words.js';

/**
 * Items on the page: the latest items, any page (a cursor, a page size, an encoding), and one item's detail: its
 * facts, the update's event tree, the verdict, the traffic summary, the app activity records, and the whole item as
 * collapsible JSON (docs/api.md section 6, what an item holds).
 */

/** Rows of items, newest or oldest first as given; the first fresh ones marked as new. */
export function itemRows(body: HTMLTableSectionElement, items: readonly Item[], fresh: number): void {
  clear(body);
  items.forEach((item, i) => {
    const place = placeOf(item);
    const id = updateIdOf(item);
    const show = button('Show', () => showItem(item), { 'aria-label': `Show item ${short(id)} at ${place.t}` });
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

/** The latest items, newest first. */
export function renderLatest(fresh: number): void {
  itemRows(tableBody('latest'), history.latest.slice().reverse(), fresh);
}

const part = (title: string, content: Node, open?: boolean): HTMLElement =>
  el('details', { class: 'part', open: open !== false }, [el('summary', { text: title }), content]);

/** An update's events from its roots down, each with its own JSON. */
function eventTree(u: Update): HTMLElement {
  const events = u.events_by_id || {};
  const seen = new Set<string>();
  const label = (ev: TreeEvent): string => {
    if (ev.event_type === 'exercised_event') {
      const by = (ev.acting_parties || []).map(shortParty).join(', ');
      return `exercised ${template(ev.template_id)} ${ev.choice}${ev.consuming ? ' (consuming)' : ''} by ${by}`;
    }
    if (ev.event_type === 'created_event') return `created ${template(ev.template_id)} ${short(ev.contract_id)}`;
    return `${String(ev.event_type)} ${short(ev.contract_id)}`;
  };
  const node = (id: string, depth: number): HTMLElement => {
    const ev = events[id];
    if (!ev || seen.has(id) || depth > 64) return el('li', { text: `${id} (not in events_by_id)` });
    seen.add(id);
    const summary = el('summary', { text: label(ev) });
    const li = el('li', {}, el('details', {}, [summary, jsonView(ev, `event ${id}`, false)]));
    const children = (ev.child_event_ids || []).map((child) => node(child, depth + 1));
    if (children.length > 0) li.append(el('ul', { class: 'tree' }, children));
    return li;
  };
  const roots = (u.root_event_ids || []).map((id) => node(id, 0));
  return el('ul', { class: 'tree' }, roots);
}

/** Terms and what each is. */
type Facts = readonly (readonly [string, Children])[];

/** Facts as a list of terms and what each is; a fact that is null or undefined is left out. */
function facts(pairs: Facts): HTMLElement {
  const list = el('dl', { class: 'facts' });
  for (const [term, value] of pairs) {
    if (value !== undefined && value !== null) list.append(el('dt', { text: term }), el('dd', {}, value));
  }
  return list;
}

/** One of an item's parts that may be null: its facts and its JSON, or a note that it is none. */
function nullablePart<T extends object>(
  title: string,
  name: string,
  value: T | null | undefined,
  factsOf: (value: T) => Facts,
): HTMLElement {
  if (!value) return part(title, el('p', { class: 'note', text: 'none (null)' }));
  return part(title, el('div', {}, [facts(factsOf(value)), jsonView(value, name, false)]));
}

/** An item's detail, below the tables, where the focus goes. */
function showItem(item: Item): void {
  const body = clear(element('detail-body'));
  const place = placeOf(item);
  const u = item.update;
  const id = updateIdOf(item);
  element('detail-h').textContent = `Item detail: ${short(id)}`;
  const after = (): Promise<void> => readPageAt({ m: place.m, t: place.t });
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
    el('div', { class: 'fields' }, button('Read the page after this item', after, { class: 'quiet' })),
  );
  if (u && u.events_by_id) body.append(part(`Event tree (${Object.keys(u.events_by_id).length} events)`, eventTree(u)));
  if (u && u.event) body.append(part('Reassignment', jsonView(u.event, 'event', true)));
  body.append(
    nullablePart('Verdict', 'verdict', item.verdict, (v) => [
      ['Result', v.verdict_result || 'none'],
      ['Views', String(((v.transaction_views && v.transaction_views.views) || []).length)],
      ['Finalized', code(v.finalization_time)],
    ]),
    nullablePart('Traffic summary', 'traffic_summary', item.traffic_summary, (t) => [
      ['Total cost', count(t.total_traffic_cost)],
      ['Envelopes', String((t.envelope_traffic_summaries || []).length)],
    ]),
    nullablePart('App activity records', 'app_activity_records', item.app_activity_records, (a) => [
      ['Round', String(a.round_number)],
      ['Records', String((a.records || []).length)],
    ]),
    part('The whole item as JSON', el('pre', { text: JSON.stringify(item, null, 2) }), false),
  );
  element('detail-h').focus();
}

/** Where the page read last ended: where Next page reads from. */
let pageLast: Place | null = null;

/** Reads a page after the cursor (null: from the start) with the form's size and encoding. */
export async function readPageAt(after: Cursor | null): Promise<void> {
  input('page-migration').value = after ? String(after.m) : '';
  input('page-time').value = after ? after.t : '';
  const size = Math.round(Number(input('page-size').value)) || 20;
  const encoding = valueOf('page-encoding');
  const note = element('page-note');
  try {
    const items = await readEvents(after, size, encoding);
    itemRows(tableBody('page-table'), items, 0);
    const last = items.at(-1);
    pageLast = last ? placeOf(last) : null;
    const from = after ? `migration ${after.m}, ${after.t}` : 'the start';
    const end = items.length < size ? ': the end of the history.' : '.';
    note.textContent = `${plural(items.length, 'item')} after ${from} (${encoding})${end}`;
  } catch (error) {
    pageLast = null;
    note.textContent = messageOf(error);
  }
  buttonOf('page-next').disabled = !pageLast;
}

/** The form that reads any page, and its Next page and From the start. */
export function wirePages(): void {
  element('page-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const m = input('page-migration').value.trim();
    const t = input('page-time').value.trim();
    if ((m === '') !== (t === '')) {
      element('page-note').textContent =
        'Give both a migration id and a record time for a cursor, or neither to read from the start.';
      return;
    }
    readPageAt(m === '' ? null : { m: Number(m), t });
  });
  buttonOf('page-next').addEventListener('click', () => {
    if (pageLast) readPageAt({ m: pageLast.m, t: pageLast.t });
  });
  buttonOf('page-start').addEventListener('click', () => readPageAt(null));
}
