import type { UiAnswer } from '../contract.js';
import { controlCall } from './control-calls.js';
import { controlOn } from './control-state.js';
import { button, buttonOf, cell, code, el, element, input, tableBody } from './dom.js';
import { clear, replaceRow } from './focus.js';
import { config, fillPath } from './page-config.js';
import { read } from './read.js';
import { registry, ROWS } from './registry-state.js';
import { resultText, rowResult } from './row-results.js';
import type { NameEntry } from './shapes.js';
import { enqueue } from './task-queue.js';
import { micros, minuteOf } from './times.js';
import { shortParty } from './words.js';

/** Parties, with the name entry operation C answers for each, asked as A is for allocations (allocations.ts). */

interface Listed {
  readonly party: string;
  readonly listed: string;
}

function partyList(): Listed[] {
  const s = registry.state;
  if (!s) return [];
  return s.partiesWithEntry
    .map((p) => ({ party: p, listed: 'with an entry' }))
    .concat(s.partiesWithoutEntry.map((p) => ({ party: p, listed: 'without an entry' })));
}

/** A party's controls: set an entry (the form of the control panel, filled in), expire the one it has. */
function partyActions(party: string, entry: NameEntry | null | undefined): HTMLElement[] {
  if (!controlOn()) return [];
  const set = button(
    'Set entry',
    () => {
      input('entry-party').value = party;
      input('entry-name').focus();
    },
    { 'aria-label': `Set entry for ${shortParty(party)}` },
  );
  if (!entry) return [set];
  const expire = button(
    'Expire entry',
    () => partyCall('expireNameEntry', party, entry.name, undefined, 'Expire entry'),
    { 'aria-label': `Expire entry ${entry.name} of ${shortParty(party)}` },
  );
  return [set, expire];
}

function partyRow(row: Listed): HTMLTableRowElement {
  const answer = registry.answersC.get(row.party);
  const entry = answer && answer.entry;
  const none =
    answer === undefined
      ? 'asking...'
      : answer.status === 404
        ? 'none (C answers 404)'
        : `${answer.status} ${answer.error}`;
  const expires =
    entry && entry.expires_at
      ? el('code', { class: 'when', title: entry.expires_at, text: minuteOf(micros(entry.expires_at)) })
      : '';
  return el('tr', { 'data-party': row.party }, [
    el('th', { scope: 'row' }, code(shortParty(row.party), row.party)),
    cell(row.listed),
    cell(entry ? entry.name : el('span', { class: 'note', text: none })),
    cell(entry ? entry.url : ''),
    cell(entry ? entry.description : '', { class: 'description' }),
    cell(expires),
    cell([...partyActions(row.party, entry), rowResult(row.party)], { class: 'actions' }),
  ]);
}

/** Whether the filter finds the party, or the name, URL or description of the entry read for it. */
function partyMatches(row: Listed, filter: string): boolean {
  if (!filter) return true;
  const answer = registry.answersC.get(row.party);
  const entry: Partial<NameEntry> = (answer && answer.entry) || {};
  return [row.party, entry.name, entry.url, entry.description].some((text) =>
    String(text || '')
      .toLowerCase()
      .includes(filter),
  );
}

export function renderParties(): void {
  const filter = input('party-filter').value.trim().toLowerCase();
  const rows = partyList().filter((row) => partyMatches(row, filter));
  const shown = rows.slice(0, registry.partyLimit);
  const body = clear(tableBody('party-table'));
  for (const row of shown) {
    body.append(partyRow(row));
    if (!registry.answersC.has(row.party)) enqueue(() => askC(row.party));
  }
  if (shown.length === 0) {
    body.append(el('tr', {}, el('td', { colspan: 7, class: 'note', text: 'No party matches.' })));
  }
  element('party-count').textContent =
    `${shown.length} of ${rows.length} parties shown (the filter also searches the entries read).`;
  buttonOf('party-more').hidden = shown.length >= rows.length;
}

/** What operation C answers for one party, asked as A is (allocations.ts, askA); its row shows the entry. */
async function askC(party: string): Promise<void> {
  const answer = await read('GET', fillPath(config.askPaths.C, { party }));
  const asked = answer.json as UiAnswer | null;
  const status = answer.ok && asked ? asked.status : answer.status;
  const body = (answer.ok && asked ? asked.body : answer.json) as { entry?: NameEntry; error?: unknown } | null;
  const error = status === 200 ? null : body && typeof body.error === 'string' ? body.error : answer.error;
  registry.answersC.set(party, { status, entry: status === 200 && body ? (body.entry ?? null) : null, error });
  for (const row of tableBody('party-table').rows) {
    if (row.getAttribute('data-party') !== party) continue;
    replaceRow(row, partyRow(partyList().find((r) => r.party === party) || { party, listed: 'not listed' }));
  }
}

/** A control call on one party's entry, then C asked again; with a label, its row shows what the call answered. */
export async function partyCall(
  name: string,
  party: string,
  entryName: string | undefined,
  body?: unknown,
  label?: string,
): Promise<void> {
  const answer = await controlCall(name, { party, name: entryName }, body);
  if (label) registry.results.set(party, resultText(label, answer));
  await askC(party);
}

/** The filter and Show more. */
export function wireParties(): void {
  input('party-filter').addEventListener('input', () => {
    registry.partyLimit = ROWS;
    renderParties();
  });
  buttonOf('party-more').addEventListener('click', () => {
    registry.partyLimit += ROWS;
    renderParties();
  });
}
