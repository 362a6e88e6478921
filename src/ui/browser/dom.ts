/**
 * Building the page's parts. Every value of the ledger goes into the page as text (`textContent`, attribute values),
 * never as markup: the page's Content-Security-Policy allows no inline script, and nothing here parses HTML.
 */

/** An attribute's value: left out when null, undefined or false; true is the empty value. */
type Attribute = string | number | boolean | null | undefined;
type Listeners = Readonly<Record<string, (event: Event) => void>>;

/** An element's attributes, set as values; `text` its text, `class` its class, and `on` its listeners, by event. */
export interface Props {
  readonly on?: Listeners;
  readonly [name: string]: Attribute | Listeners;
}

/** A child of an element: a node, or text; null, undefined and false are left out. */
export type Child = Node | string | number | null | undefined | false;
export type Children = Child | readonly Child[];

/** Appends each child in order, text as a text node. */
export function append(node: ParentNode, children: Children): void {
  for (const child of ([] as Child[]).concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** An element with attributes (all set as values), listeners under on, and children (nodes or text). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  children?: Children,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'text') node.textContent = String(value);
    else if (name === 'class') node.className = String(value);
    else if (name === 'on' && typeof value === 'object') {
      for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);
    } else node.setAttribute(name, value === true ? '' : String(value));
  }
  if (children !== undefined) append(node, children);
  return node;
}

/** An element of the history's picture, its attributes set as values. */
export function svg(tag: string, attrs: Readonly<Record<string, string | number>> = {}, text?: string): SVGElement {
  const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

export const button = (label: string, onClick: () => void, props: Props = {}): HTMLButtonElement =>
  el('button', { type: 'button', on: { click: onClick }, ...props }, label);
export const cell = (content: Children, props: Props = {}): HTMLTableCellElement => el('td', props, content);
/** Text as code; undefined text leaves it empty. */
export const code = (text: string | undefined, title?: string): HTMLElement =>
  el('code', { title: title || null, text });

/** The page's element of that id, of that kind: a page without it is not the page this script was written for. */
export function byId<T extends Element>(id: string, kind: abstract new () => T): T {
  const node = document.getElementById(id);
  if (!(node instanceof kind)) throw new Error(`the page has no ${kind.name} #${id}`);
  return node;
}

export const element = (id: string): HTMLElement => byId(id, HTMLElement);
export const input = (id: string): HTMLInputElement => byId(id, HTMLInputElement);
export const buttonOf = (id: string): HTMLButtonElement => byId(id, HTMLButtonElement);

/** The first body of a table: where its rows go. */
export function bodyOf(table: HTMLTableElement): HTMLTableSectionElement {
  const body = table.tBodies[0];
  if (body === undefined) throw new Error(`the table ${table.id} has no body`);
  return body;
}

/** The body of the page's table of that id. */
export const tableBody = (id: string): HTMLTableSectionElement => bodyOf(byId(id, HTMLTableElement));

/** The value of the page's field of that id: a text box, a list to choose from, or a text area. */
export function valueOf(id: string): string {
  const node = document.getElementById(id);
  const field =
    node instanceof HTMLInputElement || node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement;
  if (!field) throw new Error(`the page has no field #${id}`);
  return node.value;
}
