/**
 * The items of a page of operation D (`{"events": [...]}`), read one at a time from the body's bytes. A page of 1000
 * items is some 6 MB of text and, parsed whole, some 9 MB of objects that all live until the last item is looked
 * at, long enough for the garbage collector to move them to the old generation, which it empties only now and then
 * and lets grow to some four times what it last found alive: a run that read a few dozen such pages held hundreds
 * of MB. Here the bytes (outside V8's heap) are cut at the items' edges, and each item is decoded and
 * parsed on its own: it is garbage as soon as its reader has taken what it keeps (a position, an identity, a fact),
 * and dies young. The 6 MB string of the whole body is never made.
 *
 * The verdict is that of JSON.parse of the whole body decoded as fetch's text() decodes it: a body is a page when
 * the whole of it is JSON whose `events` is an array. What lies outside the array is parsed as it stands, with `[]`
 * in the array's place; each item is parsed on its own, and the commas and white space between items are checked
 * here. The cuts fall before or after ASCII bytes only, where UTF-8 decoding gives the same characters in pieces
 * as whole. Any shape but the plain one (a top level other than an object, a byte order mark, `events` given twice
 * or not as an array) is left to the parse of the whole body.
 */
import { isObject, type JsonObject } from './json.js';
import { scanJson, type LeaveOut } from './json-scan.js';
import { decode, layoutOf, type Bytes } from './page-layout.js';

// Local on purpose, as in reading/page-layout.ts: V8 checks an imported binding on every read.
const OPEN_OBJECT = 0x7b;

/**
 * What a reading of a page found: the number of items and the rest of the body (every other key, with `events`
 * an empty array in its place), or that the body is not a page.
 */
export type PageVerdict =
  | { readonly page: true; readonly items: number; readonly rest: JsonObject }
  | { readonly page: false };

/** What `PageCursor.next` gives for an item that is not JSON: the body is then no page. */
export const NOT_JSON: unique symbol = Symbol('not JSON');

/**
 * The items of a page, parsed one at a time as they are asked for: for readers that go through two pages side by
 * side, or stop early. What it says up front (its length, the rest of the body) holds only if every item turns out
 * to be JSON.
 */
export interface PageCursor {
  /** Items in the page. */
  readonly length: number;
  /** The rest of the body: every other key, with `events` an empty array in its place. */
  readonly rest: JsonObject;
  /** The next item, parsed, or NOT_JSON; called at most `length` times. */
  next(): unknown;
  /** The item at an index, in a form, out of turn (the next one stays where it was): a peek at a page's last item. */
  at(index: number, form: ItemForm): unknown;
}

/**
 * How much of each item a reader takes. `whole`: the item parsed. `outline`: the item parsed without the tree of
 * events of its update (`update.events_by_id` reads `{}`), for readers of positions and identities: the tree is
 * most of an item, and its event ids, as keys, are interned by JSON.parse and left behind until the next full
 * collection. `numbered`: the item parsed with the tree's event ids replaced by their order ("0", "1", ..., which
 * JSON.parse keeps as elements, not names), for readers of the tree's events that do not need their ids: each
 * event as JSON.parse gives it, in its order, the last one of an id given twice in the place of the first.
 * `checked`: the item only found to be JSON (./json-scan.ts), not parsed (next() gives undefined). `outline` and
 * `numbered` take every `events_by_id` two objects deep, wherever it stands: in an item as the spec shapes it,
 * that is only the update's.
 */
export type ItemForm = 'whole' | 'outline' | 'numbered' | 'checked';

/** The text of a tree of events (an object) with its keys replaced by their order, as `numbered` reads it. */
function numberedTree(bytes: Bytes, start: number, end: number): string {
  const members: number[] = [];
  if (bytes[start] !== OPEN_OBJECT || !scanJson(bytes, start, end, undefined, members))
    return decode(bytes, start, end);
  // JSON.parse's object: each key once, where it first came, with the value it came with last.
  const order = new Map<string, number>();
  const values: string[] = [];
  for (let n = 0; n < members.length; n += 4) {
    const key = JSON.parse(decode(bytes, members[n] as number, members[n + 1] as number)) as string;
    const value = decode(bytes, members[n + 2] as number, members[n + 3] as number);
    const at = order.get(key);
    if (at === undefined) {
      order.set(key, values.length);
      values.push(value);
    } else values[at] = value;
  }
  return `{${values.map((value, i) => `"${i}":${value}`).join(',')}}`;
}

/** The item at bytes[start, end) in a form: NOT_JSON when it is not JSON. */
function itemIn(bytes: Bytes, start: number, end: number, form: ItemForm): unknown {
  if (form === 'whole') {
    try {
      return JSON.parse(decode(bytes, start, end));
    } catch {
      return NOT_JSON;
    }
  }
  const tree: LeaveOut = { key: 'events_by_id', depth: 2, ranges: [] };
  if (!scanJson(bytes, start, end, form === 'checked' ? undefined : tree)) return NOT_JSON;
  if (form === 'checked') return undefined;
  // Found to be JSON: the text with each tree left out (`{}`) or numbered in its place is JSON too.
  const pieces: string[] = [];
  let from = start;
  for (let n = 0; n < tree.ranges.length; n += 2) {
    const [treeStart, treeEnd] = [tree.ranges[n] as number, tree.ranges[n + 1] as number];
    pieces.push(decode(bytes, from, treeStart), form === 'outline' ? '{}' : numberedTree(bytes, treeStart, treeEnd));
    from = treeEnd;
  }
  pieces.push(decode(bytes, from, end));
  return JSON.parse(pieces.join(''));
}

/**
 * A cursor over the items of a page, decoding and parsing one item at a time, in the form asked for; `whole` gives
 * the body parsed whole (undefined when it is not JSON), for a body of any other shape or without its bytes, whose
 * items then come whole. Null when the body is not a page as far as can be told without parsing its items: not
 * JSON, or its `events` not an array. A body whose own item is not JSON is found out at that item (NOT_JSON).
 */
export function pageCursor(
  bytes: Bytes | undefined,
  whole: () => unknown,
  form: ItemForm = 'whole',
): PageCursor | null {
  const layout = bytes ? layoutOf(bytes) : null;
  if (!bytes || !layout) {
    const body = whole();
    const events = isObject(body) ? body['events'] : undefined;
    if (!isObject(body) || !Array.isArray(events)) return null;
    let next = 0;
    return {
      length: events.length,
      rest: { ...body, events: [] },
      next: (): unknown => events[next++],
      at: (index) => events[index],
    };
  }
  let rest: JsonObject;
  try {
    // The rest of the body, with an empty array in place of the items: every key and value there as JSON.parse reads it.
    rest = JSON.parse(`${decode(bytes, 0, layout.open + 1)}${decode(bytes, layout.close, bytes.length)}`) as JsonObject;
  } catch {
    return null;
  }
  const { bounds } = layout;
  const itemAt = (index: number, as: ItemForm): unknown =>
    itemIn(bytes, bounds[2 * index] as number, bounds[2 * index + 1] as number, as);
  let next = 0;
  return {
    length: bounds.length / 2,
    rest,
    next: (): unknown => itemAt(next++, form),
    at: itemAt,
  };
}

/**
 * Calls `each` with every item of a page, in order, decoding and parsing one item at a time (pageCursor). The
 * verdict is that of the parse of the whole body: not a page when the body is not JSON or its `events` is not an
 * array. A body whose own item is not JSON is found out at that item: `each` may have had the items before it (the
 * verdict then says the body was no page).
 *
 * @example
 * const ids: string[] = [];
 * const bytes = new TextEncoder().encode('{"events": [{"id": "a"}, {"id": "b"}]}');
 * eachPageItem(bytes, (item) => ids.push((item as { id: string }).id), () => undefined);
 * // { page: true, items: 2, rest: { events: [] } }, ids ['a', 'b']
 */
export function eachPageItem(
  bytes: Bytes | undefined,
  each: (item: unknown, index: number) => void,
  whole: () => unknown,
  form: ItemForm = 'whole',
): PageVerdict {
  const cursor = pageCursor(bytes, whole, form);
  if (!cursor) return { page: false };
  for (let i = 0; i < cursor.length; i++) {
    const item = cursor.next();
    if (item === NOT_JSON) return { page: false };
    each(item, i);
  }
  return { page: true, items: cursor.length, rest: cursor.rest };
}
