import type { HistoryIndex } from '../ledger/timeline.js';
import { parseInstant } from '../ledger/time.js';
import type { Fault } from './fault.js';
import { afterOf, clone, eventsOf, isObject, type Json } from './shared.js';
import { isPaged } from '../../common/api.js';

/**
 * A place in the history where a located fault (`ID@PLACE`) breaks its rule, and nowhere else: the last item; both
 * sides of migration boundary N (the last item of the N-th migration in order and the first of the next, N from 1);
 * or the middle: the first item after the instant halfway through the record times of the middle migration (the
 * later of two middle ones), where a reader that bisects the history's time looks first.
 */
export type Place =
  | { readonly kind: 'last' }
  | { readonly kind: 'middle' }
  | { readonly kind: 'boundary'; readonly n: number };

export const placeNames = 'last, middle, boundary:N (N from 1)';

/** The place a fault id's suffix names, or null when it names none. */
export function parsePlace(text: string): Place | null {
  if (text === 'last' || text === 'middle') return { kind: text };
  const boundary = /^boundary:([1-9]\d{0,5})$/.exec(text);
  return boundary ? { kind: 'boundary', n: Number(boundary[1]) } : null;
}

/** An item's position as a client reads its cursor: migration id and record time of the update, else the verdict. */
function positionKey(item: unknown): string | null {
  if (!isObject(item)) return null;
  const update = isObject(item['update']) ? item['update'] : null;
  const event = update && isObject(update['event']) ? update['event'] : null;
  const source = update ?? (isObject(item['verdict']) ? item['verdict'] : null);
  if (!source) return null;
  const time = typeof source['record_time'] === 'string' ? parseInstant(source['record_time']) : null;
  return time === null ? null : `${String((event ?? source)['migration_id'])}/${time}`;
}

const keyOf = (index: HistoryIndex, at: number): string => {
  const slot = index.slot(at);
  return `${slot.migrationId}/${slot.recordTime}`;
};

/** The global index of each migration's first item, ascending, with its id. */
function migrationStarts(index: HistoryIndex): { migrationId: number; first: number }[] {
  const starts: { migrationId: number; first: number }[] = [];
  for (let at = 0; at < index.total;) {
    const migrationId = index.slot(at).migrationId;
    starts.push({ migrationId, first: at });
    at = index.firstAfter(migrationId, Number.MAX_SAFE_INTEGER);
  }
  return starts;
}

/** The position keys of the items at a place of the history as it stands. */
export function itemsAt(index: HistoryIndex, place: Place): Set<string> {
  if (index.total === 0) return new Set();
  if (place.kind === 'last') return new Set([keyOf(index, index.total - 1)]);
  const starts = migrationStarts(index);
  if (place.kind === 'boundary') {
    const next = starts[place.n];
    return next ? new Set([keyOf(index, next.first - 1), keyOf(index, next.first)]) : new Set();
  }
  const middle = starts[Math.floor(starts.length / 2)] as { migrationId: number; first: number };
  const end = (starts[Math.floor(starts.length / 2) + 1]?.first ?? index.total) - 1;
  const [first, last] = [index.slot(middle.first).recordTime, index.slot(end).recordTime];
  const at = index.firstAfter(middle.migrationId, first + Math.floor((last - first) / 2));
  return at <= end ? new Set([keyOf(index, at)]) : new Set();
}

/**
 * A fault of a paged operation (common/api.ts: D) that breaks its rule only at a place of the history: an acceptance test of the kit (test/
 * located-faults.test.ts) shows that the kit looks there, on a history of any length. A fault that edits items in
 * place edits only the items at the place; one that changes which items a page holds (drops, repeats, reorders)
 * changes only the pages that hold an item at the place, or whose cursor is on one.
 */
export function located(base: Fault, place: Place, suffix: string): Fault {
  return {
    id: `${base.id}@${suffix}`,
    defect: `${base.defect}, only at ${suffix}`,
    operations: base.operations,
    apply: (input, next) => {
      const clean = next(input.body, input.ledger);
      const faulted = base.apply(input, next);
      if (!isPaged(input.operation)) return faulted;
      const targets = itemsAt(input.ledger.timeline, place);
      const plain = clean.status === 200 && isObject(clean.body) ? eventsOf(clean.body) : [];
      const keys = plain.map(positionKey);
      const broken = faulted.status === 200 && isObject(faulted.body) ? eventsOf(faulted.body) : null;
      if (broken && broken.length === plain.length && broken.every((e, i) => positionKey(e) === keys[i])) {
        const events = plain.map((e, i) => (targets.has(keys[i] ?? '') ? broken[i] : e));
        const body = { ...clone(clean.body as Json), events };
        return { status: 200, body };
      }
      const after = afterOf(input.body);
      const time =
        after && typeof after['after_record_time'] === 'string' ? parseInstant(after['after_record_time']) : null;
      const cursorOn = after !== null && time !== null && targets.has(`${String(after['after_migration_id'])}/${time}`);
      return cursorOn || keys.some((k) => targets.has(k ?? '')) ? faulted : clean;
    },
  };
}
