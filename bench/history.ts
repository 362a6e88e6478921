/**
 * Reading pages of operation D cheaply enough for the client not to be what a walk measures: a page of 1000 items
 * of `large` is 6.4 MB of JSON, which JSON.parse reads in about 36 ms on this project's 2-core machine, as long as
 * the goal gives the server for the whole page. A walk needs only the number of items and the last item's position,
 * so a page is parsed whole only when it is short (the last one) or its last item cannot be found by its text.
 */
export interface Item {
  readonly update?: {
    readonly migration_id?: number;
    readonly record_time: string;
    readonly event?: { readonly migration_id: number };
  } | null;
  readonly verdict?: { readonly migration_id: number; readonly record_time: string } | null;
}

export interface Cursor {
  readonly after_migration_id: number;
  readonly after_record_time: string;
}

/**
 * docs/deployments.md, operation D (next cursor): the cursor of the next page is the last item's migration id and
 * record time.
 */
export function cursorOf(item: Item): Cursor {
  const { update, verdict } = item;
  if (update) {
    return {
      after_migration_id: update.event?.migration_id ?? update.migration_id ?? verdict?.migration_id ?? 0,
      after_record_time: update.record_time,
    };
  }
  if (verdict) return { after_migration_id: verdict.migration_id, after_record_time: verdict.record_time };
  throw new Error('an item without a position');
}

export interface PageRead {
  readonly items: number;
  /** The position after the page's last item; null for an empty page. */
  readonly next: Cursor | null;
}

/** Every item of a page starts with its update (null or not): `{"update":` at the top level of the events array. */
const ITEM_START = Buffer.from('{"update":');

/** The number of items of a page of at most `pageSize` and the cursor after it, from the bytes of the answer. */
export function readPage(body: Buffer, pageSize: number): PageRead {
  let starts = 0;
  for (let at = body.indexOf(ITEM_START); at !== -1 && starts < pageSize; at = body.indexOf(ITEM_START, at + 1)) {
    starts++;
  }
  if (starts === pageSize) {
    // The last item: from the last start to the events array's closing bracket (the body ends with `]}`).
    const last = body.lastIndexOf(ITEM_START);
    try {
      const item = JSON.parse(body.subarray(last, body.lastIndexOf(']')).toString()) as Item;
      return { items: pageSize, next: cursorOf(item) };
    } catch {
      // An item's text holds `{"update":` deeper down: read the page whole.
    }
  }
  const events = (JSON.parse(body.toString()) as { events: Item[] }).events;
  const last = events.at(-1);
  return { items: events.length, next: last ? cursorOf(last) : null };
}
