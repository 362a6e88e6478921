/**
 * The browser view's script, part 2 of 6: the history as a picture. Each migration's first item comes from a
 * cursor at the far future of the one before (the kit's map of the history does the same: README, the map of the
 * history); its last items from a gallop and a bisection on record time with small pages; its density from a few
 * short reads spread over its span. Then the live end is followed: a read after the last item every 1.5 s.
 */
export const SCRIPT_HISTORY = String.raw`
const LATEST = 20;
const POLL_SIZE = 100;
const BINS = 10;
const history = { migrations: [], end: null, live: false, mapping: false, generation: 0, latest: [] };

/** The items of migration m after time us (microseconds), at most size of them. */
async function probe(m, us, size) {
  const items = await readEvents({ m: m, t: recordTime(us) }, size);
  return items.filter((item) => placeOf(item).m === m);
}

/**
 * The last items of a migration, from want to 2 * want of them (fewer if it holds fewer): a cursor lo with a full
 * page after it, a cursor hi with fewer than want, moved towards each other until a read gives between the two.
 */
async function tailOf(mig, want) {
  const size = want * 2;
  let lo = mig.first.us - 1;
  let got = await probe(mig.id, lo, size);
  if (got.length < size) return got;
  let last = got;
  let step = Math.max(1000, (got[got.length - 1] ? placeOf(got[got.length - 1]).us - lo : 0) * 4);
  let hi = null;
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
async function mapHistory() {
  history.mapping = true;
  history.generation += 1;
  const generation = history.generation;
  const before = eventReads;
  say('Mapping the history...');
  const migrations = [];
  let next = (await readEvents(null, 1))[0];
  while (next && migrations.length < 500) {
    const place = placeOf(next);
    migrations.push({ id: place.m, first: place, last: place, samples: [] });
    next = (await readEvents({ m: place.m, t: FAR }, 1))[0];
  }
  let tail = [];
  for (let i = 0; i < migrations.length; i++) {
    const last = i === migrations.length - 1;
    const found = await tailOf(migrations[i], last ? LATEST : 4);
    if (found.length > 0) migrations[i].last = placeOf(found[found.length - 1]);
    if (last) tail = found;
  }
  if (generation !== history.generation) return;
  history.migrations = migrations;
  history.end = migrations.length > 0 ? migrations[migrations.length - 1].last : null;
  history.latest = tail.slice(-LATEST);
  history.mapping = false;
  renderLatest(0);
  drawHistory();
  renderMigrations();
  say('Mapped ' + migrations.length + ' migration' + (migrations.length === 1 ? '' : 's') + ' with ' + (eventReads - before) + ' reads of operation D.');
  sampleDensity(generation).catch((error) => alarm(error.message));
}

/** Items per hour at BINS places of each migration, from short reads: what the picture's columns show. */
async function sampleDensity(generation) {
  for (const mig of history.migrations) {
    const span = mig.last.us - mig.first.us;
    if (span <= 0) continue;
    const samples = [];
    for (let i = 0; i < BINS; i++) {
      const from = mig.first.us + Math.floor((span * i) / BINS);
      const items = await probe(mig.id, from - 1, 8);
      if (generation !== history.generation) return;
      const first = items[0] ? placeOf(items[0]).us : 0;
      const last = items.length > 1 ? placeOf(items[items.length - 1]).us : first;
      samples.push({ from: from, perHour: last > first ? ((items.length - 1) / (last - first)) * 3.6e9 : 0 });
    }
    mig.samples = samples;
    mig.estimate = samples.reduce((sum, s) => sum + (s.perHour * span) / BINS / 3.6e9, 0);
    drawHistory();
    renderMigrations();
  }
}

/** Takes in items read after the end: the latest items, each migration's last item, new migrations. */
function absorb(items) {
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
async function catchUp() {
  if (history.mapping) return [];
  const generation = history.generation;
  const items = await readEvents(history.end ? { m: history.end.m, t: history.end.t } : null, POLL_SIZE);
  if (generation !== history.generation || items.length === 0) return [];
  absorb(items);
  let fresh = items.length;
  if (items.length === POLL_SIZE) {
    const mig = history.migrations[history.migrations.length - 1];
    const tail = await tailOf(mig, LATEST);
    if (generation !== history.generation) return items;
    absorb(tail.filter((item) => placeOf(item).us > mig.last.us));
    mig.last = tail.length > 0 ? placeOf(tail[tail.length - 1]) : mig.last;
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

let pollTimer = null;
function schedulePoll() {
  clearTimeout(pollTimer);
  const following = history.live && $('follow').checked;
  $('live-note').textContent = history.live ? (following ? 'following' : 'paused') : 'the history stands still';
  if (following) pollTimer = setTimeout(pollOnce, 1500);
}
async function pollOnce() {
  try {
    await catchUp();
  } catch (error) {
    alarm(error.message);
  }
  schedulePoll();
}

/** The picture: one row per migration on a shared time axis, overlaps shaded, density as columns, the end marked. */
function drawHistory() {
  const box = clear($('history-picture'));
  const migs = history.migrations;
  if (migs.length === 0) {
    box.append(el('p', { class: 'note', text: 'The history is empty.' }));
    return;
  }
  const min = Math.min.apply(null, migs.map((m) => m.first.us));
  const max = Math.max.apply(null, migs.map((m) => m.last.us));
  const W = 1000, left = 110, right = 24, top = 26, rowH = 36;
  const H = top + migs.length * rowH + 34;
  const x = (us) => left + (W - left - right) * (max === min ? 0.5 : (us - min) / (max - min));
  const rowY = (i) => top + i * rowH;
  const words = [migs.length + ' migration' + (migs.length === 1 ? '' : 's') + ' from ' + minuteOf(min) + ' to ' + minuteOf(max) + ' UTC.'];
  const root = svg('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'aria-labelledby': 'history-title history-desc', class: 'picture' + (history.live ? ' live' : '') });
  const desc = svg('desc', { id: 'history-desc' });
  root.append(svg('title', { id: 'history-title' }, 'The history on a time axis'), desc);
  for (let i = 1; i < migs.length; i++) {
    const a = migs[i - 1], b = migs[i];
    if (b.first.us >= a.last.us) continue;
    const text = 'Migration ' + b.id + ' starts ' + duration(a.last.us - b.first.us) + ' before migration ' + a.id + ' ends.';
    words.push(text);
    const shade = svg('rect', { class: 'overlap', x: x(b.first.us), y: rowY(i - 1) + 4, width: Math.max(1, x(a.last.us) - x(b.first.us)), height: 2 * rowH - 8 });
    shade.append(svg('title', {}, text));
    root.append(shade);
  }
  migs.forEach((mig, i) => {
    const y = rowY(i) + 8;
    root.append(svg('text', { class: 'label', x: 4, y: y + 15 }, 'migration ' + mig.id));
    const bar = svg('rect', { class: 'bar', x: x(mig.first.us), y: y, width: Math.max(2, x(mig.last.us) - x(mig.first.us)), height: 20 });
    bar.append(svg('title', {}, 'migration ' + mig.id + ': ' + mig.first.t + ' to ' + mig.last.t));
    root.append(bar);
    const peak = Math.max.apply(null, [1].concat(mig.samples.map((s) => s.perHour)));
    const width = (x(mig.last.us) - x(mig.first.us)) / BINS;
    for (const s of mig.samples) {
      const h = Math.max(1, (18 * s.perHour) / peak);
      const column = svg('rect', { class: 'dense', x: x(s.from) + 0.5, y: y + 20 - h, width: Math.max(1, width - 1), height: h });
      column.append(svg('title', {}, 'about ' + count(Math.round(s.perHour)) + ' items per hour from ' + recordTime(s.from)));
      root.append(column);
    }
  });
  const axisY = top + migs.length * rowH + 6;
  root.append(svg('line', { class: 'axis', x1: left, x2: W - right, y1: axisY, y2: axisY }));
  for (let k = 0; k <= 4; k++) {
    const us = min + ((max - min) * k) / 4;
    const anchor = k === 0 ? 'start' : k === 4 ? 'end' : 'middle';
    root.append(svg('text', { class: 'tick', x: x(us), y: axisY + 16, 'text-anchor': anchor }, minuteOf(us)));
  }
  if (history.end) {
    const ex = x(history.end.us);
    const end = svg('g', {});
    end.append(svg('line', { class: 'end', x1: ex, x2: ex, y1: top - 8, y2: axisY }));
    end.append(svg('text', { class: 'end-label', x: ex - 4, y: top - 12, 'text-anchor': 'end' }, (history.live ? 'live end ' : 'end ') + history.end.t));
    root.append(end);
    words.push('The last item is at ' + history.end.t + (history.live ? ', and the end moves.' : '.'));
  }
  desc.textContent = words.join(' ');
  box.append(root);
}

/** The table under the picture: each migration's ends, overlap and density, and a way to read it from its start. */
function renderMigrations() {
  const body = clear($('migrations').tBodies[0]);
  history.migrations.forEach((mig, i) => {
    const before = history.migrations[i - 1];
    const overlap = before && mig.first.us < before.last.us ? duration(before.last.us - mig.first.us) : before ? 'none' : '';
    const dense = mig.samples.length > 0
      ? 'about ' + count(Math.round(mig.estimate)) + ' items, ' + count(Math.round(mig.samples.reduce((s, x) => s + x.perHour, 0) / mig.samples.length)) + ' per hour'
      : 'sampling...';
    const read = button('Read from its start', () => readPageAt({ m: mig.id, t: recordTime(mig.first.us - 1) }), {
      'aria-label': 'Read from its start: migration ' + mig.id,
      class: 'quiet',
    });
    body.append(el('tr', {}, [el('th', { scope: 'row', text: 'migration ' + mig.id }), cell(code(mig.first.t)), cell(code(mig.last.t)), cell(overlap), cell(dense), cell(read)]));
  });
}
`;
