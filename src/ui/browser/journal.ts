import { callAndShow } from './control-calls.js';
import { control } from './control-state.js';
import { button, buttonOf, cell, code, el, element, input, tableBody, valueOf } from './dom.js';
import { clear } from './focus.js';
import { onSubmit } from './forms.js';
import { jsonView } from './json-view.js';
import { config } from './page-config.js';
import { read } from './read.js';
import type { JournalEntry, JournalPage } from './shapes.js';
import { alarm, messageOf } from './status.js';
import { count } from './words.js';

/** The request journal (docs/journal.md): its latest requests, filtered, one in detail, and read every 3 s at will. */

/** The filter's fields as the journal's query: `?operation=D&status=503`, or empty. */
function journalQuery(): string {
  const query = new URLSearchParams();
  const put = (name: string, id: string): void => {
    const value = valueOf(id).trim();
    if (value !== '') query.set(name, value);
  };
  put('operation', 'journal-operation');
  put('status', 'journal-status');
  put('method', 'journal-method');
  put('path', 'journal-path');
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export async function refreshJournal(): Promise<void> {
  const answer = await read('GET', `${config.controlPrefix}/requests${journalQuery()}`);
  if (answer.ok) renderJournal(answer.json);
  else element('journal-note').textContent = `The journal answered ${answer.status}: ${answer.error}`;
}

function journalRow(e: JournalEntry): HTMLTableRowElement {
  const show = button(
    'Show',
    () => {
      const box = clear(element('journal-detail'));
      box.append(el('h3', { text: `Request ${e.id}` }), jsonView(e, 'entry', true));
    },
    { 'aria-label': `Show request ${e.id}` },
  );
  const target = `${e.method} ${e.path}${e.query ? `?${e.query}` : ''}`;
  return el('tr', {}, [
    el('th', { scope: 'row' }, code(target)),
    cell(code(String(e.time))),
    cell(e.operation || ''),
    cell(e.status === null ? 'none' : String(e.status)),
    cell(count(e.bytes || 0)),
    cell(e.durationMs === null || e.durationMs === undefined ? '' : `${e.durationMs} ms`),
    cell(e.rule ? e.rule.rule : ''),
    cell(show),
  ]);
}

/**
 * The journal's latest page, newest first (at most 50 shown). This page's own requests are never in it: the server
 * keeps none of the requests it marks (docs/journal.md, what it keeps).
 */
export function renderJournal(json: unknown): void {
  const answer = (json || {}) as JournalPage;
  const all = Array.isArray(answer.requests) ? answer.requests : [];
  const entries = all.slice(-50).reverse();
  const body = clear(tableBody('journal-table'));
  for (const e of entries) body.append(journalRow(e));
  if (entries.length === 0) {
    body.append(el('tr', {}, el('td', { colspan: 8, class: 'note', text: 'No request kept.' })));
  }
  const held = `${count(answer.bytes || 0)} of ${count(answer.maxBytes || 0)} bytes`;
  element('journal-note').textContent =
    `The latest ${all.length} that match (the journal keeps at most ${count(answer.size || 0)} requests and holds ` +
    `${held} now); ${entries.length} shown, newest first.`;
}

let journalTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleJournal(): void {
  clearTimeout(journalTimer);
  if (!input('journal-auto').checked || !control.journal) return;
  journalTimer = setTimeout(
    () =>
      refreshJournal()
        .catch((error: unknown) => alarm(messageOf(error)))
        .finally(scheduleJournal),
    3000,
  );
}

export function wireJournal(): void {
  onSubmit('journal-form', refreshJournal);
  buttonOf('journal-clear').addEventListener('click', async () => {
    await callAndShow('POST', `${config.controlPrefix}/requests/clear`, {});
    await refreshJournal();
  });
  input('journal-auto').addEventListener('change', scheduleJournal);
}
