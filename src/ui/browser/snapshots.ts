import { controlCall } from './control-calls.js';
import { button, buttonOf, cell, code, el, element, tableBody } from './dom.js';
import { clear } from './focus.js';
import { config } from './page-config.js';
import { read } from './read.js';
import type { Snapshot } from './shapes.js';
import { count } from './words.js';

/** Snapshots of a live ledger (docs/control.md): take one, revert to one, save the state file. */

export async function refreshSnapshots(): Promise<void> {
  const answer = await read('GET', `${config.controlPrefix}/snapshots`);
  if (answer.ok) renderSnapshots(answer.json);
}

/** "Save the state file" only where there is one (serve --state): saving without one answers 409. */
export function offerSave(hasFile: boolean): void {
  buttonOf('state-save').disabled = !hasFile;
  element('state-save-note').textContent = hasFile
    ? 'Writes the state file this simulator was started with (--state).'
    : 'This simulator has no state file to save to: start it with --state FILE.';
}

/** The snapshots kept, oldest first, each with its Revert. */
export function renderSnapshots(list: unknown): void {
  const body = clear(tableBody('snapshot-table'));
  for (const s of Array.isArray(list) ? (list as Snapshot[]) : []) {
    const revert = button('Revert', () => controlCall('revert', { id: String(s.id) }), {
      'aria-label': `Revert to snapshot ${s.id}`,
    });
    body.append(
      el('tr', {}, [
        el('th', { scope: 'row' }, code(String(s.id))),
        cell(count(s.eventCount)),
        cell(String(s.migrationId)),
        cell(code(String(s.now))),
        cell(revert),
      ]),
    );
  }
  if (body.rows.length === 0) {
    body.append(el('tr', {}, el('td', { colspan: 5, class: 'note', text: 'No snapshot taken.' })));
  }
}

export function wireSnapshots(): void {
  buttonOf('snapshot-take').addEventListener('click', () => controlCall('snapshot'));
  buttonOf('state-save').addEventListener('click', () => controlCall('saveState'));
}
