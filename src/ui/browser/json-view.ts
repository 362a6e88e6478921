import { el } from './dom.js';

/**
 * A value as a collapsible tree: objects and arrays as details, each filled in only when first opened (an item's
 * JSON may hold thousands of nodes).
 */
export function jsonView(value: unknown, name?: string, open?: boolean): HTMLElement {
  if (value === null || typeof value !== 'object') {
    const kind = value === null ? 'null' : typeof value;
    return el('span', { class: `json-${kind}`, text: JSON.stringify(value) });
  }
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v: unknown, i) => [String(i), v])
    : Object.entries(value);
  const n = entries.length;
  const details = el('details', { class: 'json', open: !!open });
  const size = Array.isArray(value) ? `[${n}]` : `{${n}${n === 1 ? ' key}' : ' keys}'}`;
  details.append(
    el('summary', {}, [name !== undefined ? el('span', { class: 'json-key', text: `${name}: ` }) : null, size]),
  );
  let filled = false;
  const fill = (): void => {
    if (filled) return;
    filled = true;
    const list = el('ul', { class: 'json' });
    for (const [key, v] of entries) {
      const line =
        v !== null && typeof v === 'object'
          ? jsonView(v, key, false)
          : [el('span', { class: 'json-key', text: `${key}: ` }), jsonView(v)];
      list.append(el('li', {}, line));
    }
    details.append(list);
  };
  if (open) fill();
  else details.addEventListener('toggle', fill);
  return details;
}
