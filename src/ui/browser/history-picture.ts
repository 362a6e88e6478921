import { button, cell, code, el, element, svg, tableBody } from './dom.js';
import { clear } from './focus.js';
import { BINS, history, type Migration } from './history-state.js';
import type { Place } from './items.js';
import { readPageAt } from './item-views.js';
import { duration, minuteOf, recordTime } from './times.js';
import { count, plural } from './words.js';

/**
 * The history as a picture: one row per migration on a shared time axis, overlaps shaded, density as columns, the
 * end marked; its words (the picture's description) say the same for a screen reader. Below it, the table of
 * migrations.
 */

const W = 1000;
const LEFT = 110;
const RIGHT = 24;
const TOP = 26;
const ROW_H = 36;

/** Where a time falls across the picture, and where a migration's row is. */
interface Scale {
  readonly x: (us: number) => number;
  readonly rowY: (i: number) => number;
}

const titled = (node: SVGElement, title: string): SVGElement => {
  node.append(svg('title', {}, title));
  return node;
};

/** Each migration that starts before the one before it ends, shaded across both rows; and the words for each. */
function overlaps(migs: readonly Migration[], { x, rowY }: Scale, words: string[]): SVGElement[] {
  return migs.flatMap((b, i) => {
    const a = migs[i - 1];
    if (a === undefined || b.first.us >= a.last.us) return [];
    const text = `Migration ${b.id} starts ${duration(a.last.us - b.first.us)} before migration ${a.id} ends.`;
    words.push(text);
    const width = Math.max(1, x(a.last.us) - x(b.first.us));
    return [
      titled(
        svg('rect', { class: 'overlap', x: x(b.first.us), y: rowY(i - 1) + 4, width, height: 2 * ROW_H - 8 }),
        text,
      ),
    ];
  });
}

/** A migration's row: its label, its bar from first to last item, and its density in columns. */
function migrationRow(mig: Migration, i: number, { x, rowY }: Scale): SVGElement[] {
  const y = rowY(i) + 8;
  const width = Math.max(2, x(mig.last.us) - x(mig.first.us));
  const bar = svg('rect', { class: 'bar', x: x(mig.first.us), y, width, height: 20 });
  const peak = Math.max(1, ...mig.samples.map((s) => s.perHour));
  const columnWidth = (x(mig.last.us) - x(mig.first.us)) / BINS;
  const columns = mig.samples.map((s) => {
    const h = Math.max(1, (18 * s.perHour) / peak);
    const column = svg('rect', {
      class: 'dense',
      x: x(s.from) + 0.5,
      y: y + 20 - h,
      width: Math.max(1, columnWidth - 1),
      height: h,
    });
    return titled(column, `about ${count(Math.round(s.perHour))} items per hour from ${recordTime(s.from)}`);
  });
  return [
    svg('text', { class: 'label', x: 4, y: y + 15 }, `migration ${mig.id}`),
    titled(bar, `migration ${mig.id}: ${mig.first.t} to ${mig.last.t}`),
    ...columns,
  ];
}

/** The time axis under the rows, with five ticks from min to max. */
function axis(min: number, max: number, axisY: number, { x }: Scale): SVGElement[] {
  const ticks = [0, 1, 2, 3, 4].map((k) => {
    const us = min + ((max - min) * k) / 4;
    const anchor = k === 0 ? 'start' : k === 4 ? 'end' : 'middle';
    return svg('text', { class: 'tick', x: x(us), y: axisY + 16, 'text-anchor': anchor }, minuteOf(us));
  });
  return [svg('line', { class: 'axis', x1: LEFT, x2: W - RIGHT, y1: axisY, y2: axisY }), ...ticks];
}

/** The end of the history, marked across the rows: the live end, where the ledger moves. */
function endMark(end: Place, axisY: number, { x }: Scale): SVGElement {
  const ex = x(end.us);
  const mark = svg('g', {});
  mark.append(svg('line', { class: 'end', x1: ex, x2: ex, y1: TOP - 8, y2: axisY }));
  const label = `${history.live ? 'live end ' : 'end '}${end.t}`;
  mark.append(svg('text', { class: 'end-label', x: ex - 4, y: TOP - 12, 'text-anchor': 'end' }, label));
  return mark;
}

/** The picture: one row per migration on a shared time axis, overlaps shaded, density as columns, the end marked. */
export function drawHistory(): void {
  const box = clear(element('history-picture'));
  const migs = history.migrations;
  if (migs.length === 0) {
    box.append(el('p', { class: 'note', text: 'The history is empty.' }));
    return;
  }
  const min = Math.min(...migs.map((m) => m.first.us));
  const max = Math.max(...migs.map((m) => m.last.us));
  const scale: Scale = {
    x: (us) => LEFT + (W - LEFT - RIGHT) * (max === min ? 0.5 : (us - min) / (max - min)),
    rowY: (i) => TOP + i * ROW_H,
  };
  const H = TOP + migs.length * ROW_H + 34;
  const axisY = TOP + migs.length * ROW_H + 6;
  const words = [`${plural(migs.length, 'migration')} from ${minuteOf(min)} to ${minuteOf(max)} UTC.`];
  const root = svg('svg', {
    viewBox: `0 0 ${W} ${H}`,
    role: 'img',
    'aria-labelledby': 'history-title history-desc',
    class: `picture${history.live ? ' live' : ''}`,
  });
  const desc = svg('desc', { id: 'history-desc' });
  root.append(svg('title', { id: 'history-title' }, 'The history on a time axis'), desc);
  root.append(...overlaps(migs, scale, words));
  root.append(...migs.flatMap((mig, i) => migrationRow(mig, i, scale)));
  root.append(...axis(min, max, axisY, scale));
  if (history.end) {
    root.append(endMark(history.end, axisY, scale));
    words.push(`The last item is at ${history.end.t}${history.live ? ', and the end moves.' : '.'}`);
  }
  desc.textContent = words.join(' ');
  box.append(root);
}

/** The table under the picture: each migration's ends, overlap and density, and a way to read it from its start. */
export function renderMigrations(): void {
  const body = clear(tableBody('migrations'));
  history.migrations.forEach((mig, i) => {
    const before = history.migrations[i - 1];
    const overlap =
      before && mig.first.us < before.last.us ? duration(before.last.us - mig.first.us) : before ? 'none' : '';
    const perHour = mig.samples.reduce((sum, s) => sum + s.perHour, 0) / mig.samples.length;
    const dense =
      mig.samples.length > 0
        ? `about ${count(Math.round(mig.estimate ?? 0))} items, ${count(Math.round(perHour))} per hour`
        : 'sampling...';
    const read = button('Read from its start', () => readPageAt({ m: mig.id, t: recordTime(mig.first.us - 1) }), {
      'aria-label': `Read from its start: migration ${mig.id}`,
      class: 'quiet',
    });
    body.append(
      el('tr', {}, [
        el('th', { scope: 'row', text: `migration ${mig.id}` }),
        cell(code(mig.first.t)),
        cell(code(mig.last.t)),
        cell(overlap),
        cell(dense),
        cell(read),
      ]),
    );
  });
}
