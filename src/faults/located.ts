import type { Ledger } from '../ledger/ledger.js';
import { Stream } from '../ledger/random.js';
import type { HistoryIndex } from '../ledger/timeline.js';
import { formatRecordTime, parseInstant } from '../ledger/time.js';
import type { Fault, FaultInput, Next } from './fault.js';
import { afterOf, clone, eventsOf, isObject, type Json } from './shared.js';
import { isPaged } from '../../common/api.js';

/**
 * A place in the history where a located fault (`ID@PLACE`) breaks its rule, and nowhere else: the last item; both
 * sides of migration boundary N (the last item of the N-th migration in order and the first of the next, N from 1);
 * the middle: the first item after the instant halfway through the record times of the middle migration (the later
 * of two middle ones), where a reader that bisects the history's time looks first; the item at global index N (from
 * 0, in the order of the history); or an item drawn from a seed (`random`, see `drawnIndex` and `located`).
 */
export type Place =
  | { readonly kind: 'last' }
  | { readonly kind: 'middle' }
  | { readonly kind: 'boundary'; readonly n: number }
  | { readonly kind: 'index'; readonly n: number }
  | { readonly kind: 'random'; readonly seed: number };

export const placeNames = 'last, middle, boundary:N (N from 1), index:N (N from 0), random:SEED (SEED from 0)';

/** The largest seed of `random:SEED`: the generator takes 32 bits (src/ledger/random.ts). */
const MAX_SEED = 0xffff_ffff;

/** The place a fault id's suffix names, or null when it names none. */
export function parsePlace(text: string): Place | null {
  if (text === 'last' || text === 'middle') return { kind: text };
  const boundary = /^boundary:([1-9]\d{0,5})$/.exec(text);
  if (boundary) return { kind: 'boundary', n: Number(boundary[1]) };
  const index = /^index:(0|[1-9]\d{0,14})$/.exec(text);
  if (index) return { kind: 'index', n: Number(index[1]) };
  const random = /^random:(0|[1-9]\d{0,9})$/.exec(text);
  return random && Number(random[1]) <= MAX_SEED ? { kind: 'random', seed: Number(random[1]) } : null;
}

/**
 * Why a place cannot be served on a history as it stands at start-up, or null when it can: an index past the end.
 * A live history only grows at its end, so an index within it names the same item as it grows (after a reset, none
 * until the history is that long again).
 */
export function placeProblem(history: HistoryIndex, place: Place): string | null {
  if (place.kind !== 'index' || place.n < history.total) return null;
  const holds = history.total === 0 ? 'holds no item' : `holds ${history.total} items, 0 to ${history.total - 1}`;
  return `index ${place.n} is past the end of the history, which ${holds}`;
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

/** Whether the item at `at` is the first or the last of its migration: a side of a boundary, or an end. */
function onEdge(history: HistoryIndex, at: number): boolean {
  const migrationId = history.slot(at).migrationId;
  return (
    at === 0 ||
    at === history.total - 1 ||
    history.slot(at - 1).migrationId !== migrationId ||
    history.slot(at + 1).migrationId !== migrationId
  );
}

/**
 * The index `random:SEED` draws on a history as it stands: uniform over its items from a stream of the seed, then
 * moved on (wrapping past the end) to the first that is neither the first nor the last of its migration, places a
 * kit probes by design (the boundaries, both ends). Null on an empty history.
 */
export function drawnIndex(history: HistoryIndex, seed: number): number | null {
  const total = history.total;
  if (total === 0) return null;
  const drawn = new Stream(seed, ['located', 'random']).int(0, total - 1);
  for (let step = 0; step < total; step++) if (!onEdge(history, (drawn + step) % total)) return (drawn + step) % total;
  return drawn;
}

/** The position keys of the items at a place of the history as it stands (`random`: the item drawn, drawnIndex). */
export function itemsAt(index: HistoryIndex, place: Place): Set<string> {
  if (index.total === 0) return new Set();
  if (place.kind === 'last') return new Set([keyOf(index, index.total - 1)]);
  if (place.kind === 'index') return place.n < index.total ? new Set([keyOf(index, place.n)]) : new Set();
  if (place.kind === 'random') return new Set([keyOf(index, drawnIndex(index, place.seed) ?? 0)]);
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

/** How many items a probe of `random` reads at a time, and at most in all: a bounded cost on the first request. */
const PROBE_PAGE = 100;
const PROBE_ITEMS = 10_000;

/** Both encodings: a fault may break an item in one only (d-encodings-fields-agree). */
const ENCODINGS = ['compact_json', 'protobuf_json'] as const;

/** The body of a D request for the page that begins at global index `start`. */
function pageFrom(history: HistoryIndex, start: number, encoding: string): Json {
  const body: Json = { page_size: PROBE_PAGE, ledger_value_encoding: encoding };
  if (start === 0) return body;
  const slot = history.slot(start - 1);
  return {
    ...body,
    after: { after_migration_id: slot.migrationId, after_record_time: formatRecordTime(slot.recordTime) },
  };
}

/**
 * The first index from `from` on, within `limit` items and on no migration's edge, whose item `base` changes, in
 * either encoding, on a page that holds it before its last item (d-item-parts spares a page's last item); null when
 * there is none.
 */
function firstBroken(base: Fault, input: FaultInput, next: Next, from: number, limit: number): number | null {
  const history = input.ledger.timeline;
  const end = Math.min(history.total, from + limit);
  for (let start = from; start < end; start += PROBE_PAGE - 1) {
    for (const encoding of ENCODINGS) {
      const body = pageFrom(history, start, encoding);
      const clean = next(body, input.ledger);
      const faulted = base.apply({ ...input, body }, next);
      const plain = clean.status === 200 && isObject(clean.body) ? eventsOf(clean.body) : [];
      const broken = faulted.status === 200 && isObject(faulted.body) ? eventsOf(faulted.body) : [];
      for (let i = 0; i < plain.length - 1 && start + i < end; i++) {
        if (!onEdge(history, start + i) && JSON.stringify(broken[i]) !== JSON.stringify(plain[i])) return start + i;
      }
    }
  }
  return null;
}

/**
 * The item `random:SEED` breaks, found on the first request of D and kept while the history stays (a live ledger's
 * reset finds it anew): the first item from the drawn one (drawnIndex) on, wrapping past the end, that is on no
 * migration's edge and that the fault changes, so that a fault of transactions does not fall on a verdict-only item
 * and break nothing. The probe reads at most PROBE_ITEMS items; when none of them changes, the drawn item it is.
 */
function pinnedRandom(base: Fault, seed: number): (input: FaultInput, next: Next) => Set<string> {
  let pinned: { ledger: Ledger; epoch: number; key: string } | null = null;
  return (input, next) => {
    const { ledger } = input;
    if (pinned?.ledger === ledger && pinned.epoch === (ledger.epoch ?? 0)) return new Set([pinned.key]);
    const drawn = drawnIndex(ledger.timeline, seed);
    if (drawn === null) return new Set();
    const total = ledger.timeline.total;
    const at =
      firstBroken(base, input, next, drawn, PROBE_ITEMS) ??
      firstBroken(base, input, next, 0, Math.min(drawn, PROBE_ITEMS - (total - drawn))) ??
      drawn;
    pinned = { ledger, epoch: ledger.epoch ?? 0, key: keyOf(ledger.timeline, at) };
    return new Set([pinned.key]);
  };
}

/**
 * A fault of a paged operation (common/api.ts: D) that breaks its rule only at a place of the history: an acceptance test of the kit (test/
 * located-faults.test.ts) shows that the kit looks there, on a history of any length. A fault that edits items in
 * place edits only the items at the place (test/located-places.test.ts); one that changes which items a page holds
 * (drops, repeats, reorders) changes only the pages that hold an item at the place, or whose cursor is on one.
 * `random:SEED` breaks the item pinnedRandom finds, the first the fault has something to break in.
 */
export function located(base: Fault, place: Place, suffix: string): Fault {
  const targetsOf =
    place.kind === 'random'
      ? pinnedRandom(base, place.seed)
      : (input: FaultInput): Set<string> => itemsAt(input.ledger.timeline, place);
  return {
    id: `${base.id}@${suffix}`,
    defect: `${base.defect}, only at ${suffix}`,
    operations: base.operations,
    apply: (input, next) => {
      const clean = next(input.body, input.ledger);
      const faulted = base.apply(input, next);
      if (!isPaged(input.operation)) return faulted;
      const targets = targetsOf(input, next);
      const plain = clean.status === 200 && isObject(clean.body) ? eventsOf(clean.body) : [];
      const keys = plain.map(positionKey);
      const broken = faulted.status === 200 && isObject(faulted.body) ? eventsOf(faulted.body) : null;
      // Items edited in place, each where it was: the position of one may be gone (d-item-parts empties an item).
      const inPlace = (e: unknown, i: number): boolean => [keys[i], null].includes(positionKey(e));
      if (broken && broken.length === plain.length && broken.every(inPlace)) {
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
