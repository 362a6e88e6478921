import type { UiAnswer } from '../contract.js';
import { controlCall } from './control-calls.js';
import { controlOn } from './control-state.js';
import { button, buttonOf, cell, code, el, element, input, tableBody, valueOf } from './dom.js';
import { clear, replaceRow } from './focus.js';
import { config, fillPath } from './page-config.js';
import { read } from './read.js';
import { registry, ROWS } from './registry-state.js';
import { resultText, rowResult } from './row-results.js';
import { enqueue } from './task-queue.js';
import { short } from './words.js';

/**
 * Allocations, with what operation A answers for each (200 active, 409 in reassignment, 404 withdrawn or unknown),
 * and the control calls each can take. Only the rows shown ask A, a few at a time.
 */

const A_WORDS: Readonly<Record<number, string>> = {
  200: 'active',
  409: 'in reassignment',
  404: 'withdrawn or unknown',
};

/** An allocation the state lists, and how: `reassigning`, `known` or `withdrawn`. */
interface Listed {
  readonly id: string;
  readonly key: string;
  readonly listed: string;
}

/**
 * The allocations the state lists, in an order that does not move under the user: those in reassignment first at
 * the first read, then as first seen; one that appears later (created by a call) goes on top.
 */
function allocationList(): Listed[] {
  const s = registry.state;
  if (!s) return [];
  const rows = (ids: readonly string[], key: string, words: string): Listed[] =>
    ids.map((id) => ({ id, key, listed: words }));
  const all = rows(s.reassigningAllocationIds, 'reassigning', 'in reassignment')
    .concat(rows(s.knownAllocationIds, 'known', 'known'))
    .concat(rows(s.withdrawnAllocationIds, 'withdrawn', 'withdrawn'));
  const first = registry.order.size === 0;
  for (const row of all) {
    if (!registry.order.has(row.id)) registry.order.set(row.id, first ? registry.order.size : -registry.order.size);
  }
  const place = (id: string): number => registry.order.get(id) ?? 0;
  return all.sort((a, b) => place(a.id) - place(b.id));
}

function badge(status: number | undefined): HTMLElement {
  if (status === undefined) return el('span', { class: 'note', text: 'asking...' });
  const words = A_WORDS[status];
  return el('span', { class: `badge ${words ? `s${status}` : 'serr'}`, text: `${status} ${words || 'error'}` });
}

/** The control calls an allocation in that state can take: A's answer says which. */
function allocationActions(id: string, status: number | undefined): HTMLElement[] {
  if (!controlOn()) return [];
  const act = (name: string, verb: string): HTMLElement =>
    button(verb, () => allocationCall(name, id, verb), {
      'aria-label': `${verb} of allocation ${short(id)}`,
      'data-call': name,
    });
  if (status === 200) return [act('startReassignment', 'Start reassignment'), act('withdraw', 'Withdraw')];
  if (status === 409) return [act('completeReassignment', 'Complete reassignment')];
  return [];
}

function allocationRow(row: Pick<Listed, 'id' | 'listed'>): HTMLTableRowElement {
  const status = registry.answersA.get(row.id);
  return el('tr', { 'data-allocation': row.id }, [
    el('th', { scope: 'row' }, code(short(row.id), row.id)),
    cell(row.listed),
    cell(badge(status), { class: 'answer-a' }),
    cell([...allocationActions(row.id, status), rowResult(row.id)], { class: 'actions' }),
  ]);
}

export function renderAllocations(): void {
  const filter = input('alloc-filter').value.trim().toLowerCase();
  const key = valueOf('alloc-state');
  const rows = allocationList().filter(
    (r) => (!key || r.key === key) && (!filter || r.id.toLowerCase().includes(filter)),
  );
  const shown = rows.slice(0, registry.allocLimit);
  const body = clear(tableBody('alloc-table'));
  for (const row of shown) {
    body.append(allocationRow(row));
    if (!registry.answersA.has(row.id)) enqueue(() => askA(row.id));
  }
  if (shown.length === 0) {
    body.append(el('tr', {}, el('td', { colspan: 4, class: 'note', text: 'No allocation matches.' })));
  }
  element('alloc-count').textContent = `${shown.length} of ${rows.length} allocations shown.`;
  buttonOf('alloc-more').hidden = shown.length >= rows.length;
}

/**
 * What operation A answers for one allocation; its row shows it. Asked through /_ui/ask (app/ui-routes.ts), which
 * answers A's 404 and 409 as 200 with A's status inside: the browser prints every 4xx a page gets in its console.
 */
async function askA(id: string): Promise<void> {
  const answer = await read('GET', fillPath(config.askPaths.A, { allocationId: id }));
  registry.answersA.set(id, answer.ok ? (answer.json as UiAnswer).status : answer.status);
  for (const row of tableBody('alloc-table').rows) {
    if (row.getAttribute('data-allocation') !== id) continue;
    replaceRow(row, allocationRow(allocationList().find((r) => r.id === id) || { id, listed: 'not listed' }));
  }
}

/** A control call on one allocation, then A asked again: its row shows what the call answered and changed. */
async function allocationCall(name: string, id: string, label: string): Promise<void> {
  const answer = await controlCall(name, { allocationId: id });
  registry.results.set(id, resultText(label, answer));
  await askA(id);
}

/** The filter, the list to choose from, and Show more. */
export function wireAllocations(): void {
  const again = (): void => {
    registry.allocLimit = ROWS;
    renderAllocations();
  };
  input('alloc-filter').addEventListener('input', again);
  element('alloc-state').addEventListener('change', again);
  buttonOf('alloc-more').addEventListener('click', () => {
    registry.allocLimit += ROWS;
    renderAllocations();
  });
}
