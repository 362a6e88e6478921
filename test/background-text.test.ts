import { describe, expect, it } from 'vitest';
import { historyItemText } from '../src/encoding/item-text.js';
import type { ValueEncoding } from '../src/encoding/ledger-values.js';
import type { HistoryItem, Transaction, Verdict } from '../src/ledger/model.js';
import { ledgerOf } from '../src/scenario-file.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The verdict as the generic writer sees it: its views without what they follow from. */
function genericVerdict(verdict: Verdict | null): Verdict | null {
  if (verdict?.background === undefined) return verdict;
  const plain: Mutable<Verdict> = { ...verdict };
  delete plain.background;
  return plain;
}

/** The item as the generic writer sees it: the same transaction and verdict without their background facts. */
function generic(item: HistoryItem): HistoryItem {
  if (item.kind === 'reassignment') return item;
  if (item.kind === 'verdict') return { ...item, verdict: genericVerdict(item.verdict) as Verdict };
  const transaction: Mutable<Transaction> = { ...item.transaction };
  delete transaction.background;
  return { ...item, transaction, verdict: genericVerdict(item.verdict) };
}

describe('background transactions written from templates', () => {
  it.each([
    ['default', 0, 5400],
    ['large', 0, 4000],
    ['large', 700_000, 4000],
  ] as const)('should write the bytes of the generic writer: %s, items from %i', (scenario, from, count) => {
    const ledger = ledgerOf(scenario);
    const shapes = new Set<string>();
    let verdicts = 0;
    let differing = 0;
    for (let i = from; i < Math.min(from + count, ledger.timeline.total); i++) {
      const item = ledger.itemAt(i);
      if (item.kind === 'transaction' && item.transaction.background) shapes.add(item.transaction.background.shape);
      if (item.kind !== 'reassignment' && item.verdict?.background) verdicts++;
      for (const encoding of ['compact_json', 'protobuf_json'] as ValueEncoding[]) {
        const fast = historyItemText(item, encoding);
        const slow = historyItemText(generic(item), encoding);
        if (fast !== slow) {
          differing++;
          if (differing === 1) expect(fast, `item ${i}, ${encoding}`).toBe(slow);
        }
      }
    }
    expect(differing).toBe(0);
    expect([...shapes].sort()).toEqual(['tap', 'transfer']);
    expect(verdicts).toBeGreaterThan(count / 4);
  });
});
