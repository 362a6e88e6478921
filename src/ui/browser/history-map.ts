import { readEvents, readsOfD } from './events.js';
import { drawHistory, renderMigrations } from './history-picture.js';
import { BINS, history, LATEST, POLL_SIZE, type Migration } from './history-state.js';
import { renderLatest } from './item-views.js';
import { placeOf } from './items.js';
import { refreshStateSoon } from './ledger-state.js';
import type { Item } from './shapes.js';
import { alarm, messageOf, say } from './status.js';
import { CAP_US, FAR, recordTime } from './times.js';
import { plural } from './words.js';

/**
 * The history mapped with few reads of operation D. Each migration's first item comes from a cursor at the far
 * future of the one before (the kit's map of the history does the same: docs/api.md section 6); its last items from
 * a gallop and a bisection on record time with small pages; its density from a few short reads spread over its
 * span. Then what is appended after the end is read as it comes.
 */

/** The items of migration m after time us (microseconds), at most size of them. */
async function probe(m: number | null, us: number, size: number): Promise<Item[]> {
  const items = await readEvents({ m, t: recordTime(us) }, size);
  return items.filter((item) => placeOf(item).m === m);
}

/** The record time of the last of the items, in microseconds, or undefined for none. */
const lastUs = (items: readonly Item[]): number | undefined => {
  const last = items.at(-1);
  return last ? placeOf(last).us : undefined;
};

/**
 * The last items of a migration, from want to 2 * want of them (fewer if it holds fewer): a cursor lo with a full
 * page after it, a cursor hi with fewer than want, moved towards each other until a read gives between the two.
 */
async function tailOf(mig: Migration, want: number): Promise<Item[]> {
  const size = want * 2;
  let lo = mig.first.us - 1;
  let got = await probe(mig.id, lo, size);
  if (got.length < size) return got;
  let last = got;
  let step = Math.max(1000, ((lastUs(got) ?? lo) - lo) * 4);
  let hi: number | null = null;
  while (hi === null) {
    const at = Math.min(lo + step, CAP_US);
    got = await probe(mig.id, at, size);
    if (got.length === size && at < CAP_US) {
      lo = at;
      last = got;
      step *= 4;
    } else if (got.length >= want) return got;
    else hi = at;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    got = await probe(mig.id, mid, size);
    if (got.length === size) {
      lo = mid;
      last = got;
    } else if (got.length >= want) return got;
    else hi = mid;
  }
  return last;
}

/** Finds every migration's first and last item, and the latest items; then draws the picture. */
export async function mapHistory(): Promise<void> {
  history.mapping = true;
  history.generation += 1;
  const generation = history.generation;
  const before = readsOfD();
  say('Mapping the history...');
  const migrations: Migration[] = [];
  let next = (await readEvents(null, 1))[0];
  while (next && migrations.length < 500) {
    const place = placeOf(next);
    migrations.push({ id: place.m, first: place, last: place, samples: [] });
    next = (await readEvents({ m: place.m, t: FAR }, 1))[0];
  }
  let tail: Item[] = [];
  for (const [i, mig] of migrations.entries()) {
    const last = i === migrations.length - 1;
    const found = await tailOf(mig, last ? LATEST : 4);
    const end = found.at(-1);
    if (end) mig.last = placeOf(end);
    if (last) tail = found;
  }
  if (generation !== history.generation) return;
  history.migrations = migrations;
  history.end = migrations.at(-1)?.last ?? null;
  history.latest = tail.slice(-LATEST);
  history.mapping = false;
  renderLatest(0);
  drawHistory();
  renderMigrations();
  say(`Mapped ${plural(migrations.length, 'migration')} with ${readsOfD() - before} reads of operation D.`);
  sampleDensity(generation).catch((error: unknown) => alarm(messageOf(error)));
}

/** Items per hour at BINS places of each migration, from short reads: what the picture's columns show. */
async function sampleDensity(generation: number): Promise<void> {
  for (const mig of history.migrations) {
    const span = mig.last.us - mig.first.us;
    if (span <= 0) continue;
    const samples = [];
    for (let i = 0; i < BINS; i++) {
      const from = mig.first.us + Math.floor((span * i) / BINS);
      const items = await probe(mig.id, from - 1, 8);
      if (generation !== history.generation) return;
      const first = items[0] ? placeOf(items[0]).us : 0;
      const last = items.length > 1 ? (lastUs(items) ?? first) : first;
      samples.push({ from, perHour: last > first ? ((items.length - 1) / (last - first)) * 3.6e9 : 0 });
    }
    mig.samples = samples;
    mig.estimate = samples.reduce((sum, s) => sum + (s.perHour * span) / BINS / 3.6e9, 0);
    drawHistory();
    renderMigrations();
  }
}

/** Takes in items read after the end: the latest items, each migration's last item, new migrations. */
function absorb(items: readonly Item[]): void {
  for (const item of items) {
    const place = placeOf(item);
    let mig = history.migrations.find((m) => m.id === place.m);
    if (!mig) {
      mig = { id: place.m, first: place, last: place, samples: [] };
      history.migrations.push(mig);
    }
    if (place.us > mig.last.us) mig.last = place;
    history.end = place;
  }
  history.latest = history.latest.concat(items).slice(-LATEST);
}

/** Reads what was appended after the end; a long run is jumped over (its tail read), not walked. */
export async function catchUp(): Promise<Item[]> {
  if (history.mapping) return [];
  const generation = history.generation;
  const items = await readEvents(history.end ? { m: history.end.m, t: history.end.t } : null, POLL_SIZE);
  if (generation !== history.generation || items.length === 0) return [];
  absorb(items);
  let fresh = items.length;
  const mig = history.migrations.at(-1);
  if (items.length === POLL_SIZE && mig) {
    const tail = await tailOf(mig, LATEST);
    if (generation !== history.generation) return items;
    absorb(tail.filter((item) => placeOf(item).us > mig.last.us));
    const end = tail.at(-1);
    mig.last = end ? placeOf(end) : mig.last;
    history.end = mig.last;
    history.latest = tail.slice(-LATEST);
    fresh = LATEST;
  }
  renderLatest(fresh);
  drawHistory();
  renderMigrations();
  refreshStateSoon();
  return items;
}
