import { UI_ITEM_COLUMNS } from '../contract.js';
import type { Call } from './control-calls.js';
import { control } from './control-state.js';
import { bodyOf, el, element } from './dom.js';
import { refreshRules } from './fault-rules.js';
import { clear } from './focus.js';
import { catchUp, mapHistory } from './history-map.js';
import { LATEST, POLL_SIZE } from './history-state.js';
import { itemRows } from './item-views.js';
import { loadState } from './ledger-state.js';
import { registry } from './registry-state.js';
import type { Answer } from './request.js';
import { refreshSnapshots } from './snapshots.js';
import { say } from './status.js';
import { count } from './words.js';

/** The items a call appended, in a table of their own under its answer. */
function appendedTable(items: Parameters<typeof itemRows>[1]): HTMLTableElement {
  const head = el(
    'thead',
    {},
    el(
      'tr',
      {},
      UI_ITEM_COLUMNS.map((name) => el('th', { scope: 'col', text: name })),
    ),
  );
  const table = el('table', {}, [
    el('caption', { text: 'The items read after the end as it was before the call' }),
    head,
    el('tbody'),
  ]);
  itemRows(bodyOf(table), items.slice(0, LATEST), 0);
  return table;
}

/**
 * What the page does once a control call's answer shows (control-calls.ts, callAndShow): after a change, the
 * history mapped again (a reset, a revert) or the items the call appended read and shown, and the state read again;
 * then the snapshots or the rules again where the call was theirs.
 */
export async function afterCall(call: Call, answer: Answer): Promise<void> {
  const appended = clear(element('c-appended'));
  if (answer.ok && call.method === 'POST') {
    if (call.remap) {
      registry.answersA.clear();
      registry.answersC.clear();
      registry.order.clear();
      await mapHistory();
    } else {
      const items = await catchUp();
      const more = items.length === POLL_SIZE ? ' or more' : '';
      const title = items.length === 0 ? 'No items appended' : `Items appended (${count(items.length)}${more})`;
      appended.append(el('h4', { text: title }));
      if (items.length > 0) appended.append(appendedTable(items));
    }
    await loadState();
  }
  say(`${call.method} ${call.path}: ${answer.status}.`);
  if (control.snapshots && /\/snapshots/.test(call.path)) await refreshSnapshots();
  if (control.inject && /\/inject/.test(call.path)) await refreshRules();
}
