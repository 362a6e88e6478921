import type { Ledger } from '../ledger/ledger.js';
import { LiveLedger } from '../ledger/live/live-ledger.js';
import type { HistoryIndex } from '../ledger/timeline.js';
import type { Fault } from './fault.js';

/**
 * How long an item held back stays out of every page: until this many items follow it. Held back are the items the
 * live ledger appended at even indices; those at odd ones are served at once. So at any moment one of the last three
 * items is held behind one already served (the second last behind the last, or the third last behind the second
 * last), and it comes into the pages once a few more items are appended: behind an item a reader has had.
 */
const HELD_WHILE_FOLLOWED_BY = 2;

/** The indices held back now, ascending: appended items at even indices with at most two items after them. */
function heldBack(ledger: LiveLedger): number[] {
  const total = ledger.timeline.total;
  const firstAppended = total - ledger.appended;
  const held: number[] = [];
  for (let i = Math.max(firstAppended, total - 1 - HELD_WHILE_FOLLOWED_BY); i < total; i++)
    if (i % 2 === 0) held.push(i);
  return held;
}

/**
 * The ledger as D serves it with the items at `held` left out: every index past one of them moves up by one. An item
 * once in the pages never leaves them (the held ones come in, in place), so no item served vanishes.
 */
function without(ledger: LiveLedger, held: readonly number[]): Ledger {
  const base = ledger.timeline;
  // An index of the pages to the ledger's: past each item held back, one further on.
  const toBase = (index: number): number => held.reduce((i, h) => (i >= h ? i + 1 : i), index);
  const timeline: HistoryIndex = {
    total: base.total - held.length,
    slot: (index) => base.slot(toBase(index)),
    firstAfter: (migrationId, recordTime) => {
      const next = base.firstAfter(migrationId, recordTime);
      return next - held.filter((h) => h < next).length;
    },
    lastTime: () => base.lastTime(),
  };
  return {
    plan: ledger.plan,
    seed: ledger.seed,
    world: ledger.world,
    timeline,
    now: ledger.now,
    registry: ledger.registry,
    allocations: ledger.allocations,
    ansEntries: ledger.ansEntries,
    location: (contractId) => ledger.location(contractId),
    epoch: ledger.epoch,
    itemAt: (index) => ledger.itemAt(toBase(index)),
  };
}

/**
 * Breaks `d-moving-end` (an item is served in its place once it is served at all: none appears behind an item already
 * served, none served vanishes; docs/api.md section 4.D, docs/kit.md, a moving end): a live ledger's newest items at
 * even indices are held out of D's pages until two more items follow them, and then appear behind the item after
 * them, which readers already had. The history the scenario built, and a ledger that stands still, are served as
 * they are: every page read at one moment is a consistent history, and only a reader who comes back to the end
 * after it moved sees an item arrive late.
 */
export const dMovingEnd: Fault = {
  id: 'd-moving-end',
  defect: 'D serves a new item only after the item that follows it',
  operations: ['D'],
  apply: (input, next) => {
    const { ledger } = input;
    if (!(ledger instanceof LiveLedger)) return next(input.body, ledger);
    const held = heldBack(ledger);
    return next(input.body, held.length === 0 ? ledger : without(ledger, held));
  },
};
