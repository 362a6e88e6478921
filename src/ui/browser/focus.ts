/**
 * Keeping a keyboard user's place while the page rebuilds what holds the focus: rows are rebuilt, not patched, when
 * an answer arrives or a table is refreshed.
 */

/** What names a control across a re-render: its id or its label. */
const focusKey = (node: Element | null): string =>
  (node !== null && (node.id || node.getAttribute('aria-label'))) || '';

/** The row of an allocation or a party a control sits in, as a selector that finds its rebuilt row. */
function rowOf(node: Element): string {
  const row = node.closest('tr[data-allocation], tr[data-party]');
  if (!row) return '';
  const name = row.hasAttribute('data-allocation') ? 'data-allocation' : 'data-party';
  return `tr[${name}="${CSS.escape(row.getAttribute(name) ?? '')}"]`;
}

/** Focuses the first of the nodes that takes it; one that cannot take it otherwise is made to (tabindex -1). */
function focusFirst(nodes: readonly (Element | null | undefined)[]): void {
  for (const node of nodes) {
    if (!(node instanceof HTMLElement || node instanceof SVGElement)) continue;
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
function holdFocus(scope: Element): void {
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
      row ? scope.querySelector(`${row} button, ${row} input, ${row} a[href]`) : null,
      row ? scope.querySelector(`${row} th`) : null,
      section ? section.querySelector('h2') : null,
    ]);
  });
}

/** Empties a part of the page before it is rebuilt, the focus kept as holdFocus says. */
export function clear<T extends Element>(node: T): T {
  holdFocus(node);
  node.replaceChildren();
  return node;
}

/** One row rebuilt in place, the focus kept as by clear. */
export function replaceRow(row: HTMLTableRowElement, next: HTMLTableRowElement): void {
  if (row.parentElement) holdFocus(row.parentElement);
  row.replaceWith(next);
}
