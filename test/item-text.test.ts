import { describe, expect, it } from 'vitest';
import { historyItemJson } from '../src/encoding/history-item.js';
import { compactText, historyItemText, protobufText } from '../src/encoding/item-text.js';
import { encodeCompact } from '../src/encoding/compact-json.js';
import { encodeProtobuf } from '../src/encoding/protobuf-json.js';
import type { Ledger } from '../src/ledger/ledger.js';
import { LiveLedger } from '../src/ledger/live/live-ledger.js';
import { genMap, int64, list, none, record, some, text, textMap, unit, variant } from '../src/ledger/values.js';
import { controlOf } from '../src/operations/control.js';
import { ledgerOf, ledgerPartsOf } from '../src/scenario-file.js';

const encodings = ['compact_json', 'protobuf_json'] as const;

/** Items whose text differs from the readable encoder's, as index and encoding. */
function mismatches(ledger: Ledger, indices: Iterable<number>): string[] {
  const bad: string[] = [];
  for (const index of indices) {
    const item = ledger.itemAt(index);
    for (const encoding of encodings) {
      if (historyItemText(item, encoding) !== JSON.stringify(historyItemJson(item, encoding))) {
        bad.push(`${index} ${encoding}`);
      }
    }
  }
  return bad;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

describe('item text written straight from the ledger', () => {
  // The pinned hashes (history-hash.test.ts) hold the whole default history's served bytes; this names the item.
  it('should be byte for byte what the readable encoder gives, over the minimal history and every 5th default item', () => {
    const minimal = ledgerOf('minimal');
    expect(mismatches(minimal, range(0, minimal.timeline.total))).toEqual([]);
    const ledger = ledgerOf('default');
    expect(
      mismatches(
        ledger,
        range(0, Math.ceil(ledger.timeline.total / 5)).map((i) => i * 5),
      ),
    ).toEqual([]);
  });

  it('should agree on the large history and on what control calls append', () => {
    const large = ledgerOf('large');
    const step = Math.floor(large.timeline.total / 3000);
    expect(
      mismatches(
        large,
        range(0, 3000).map((i) => i * step),
      ),
    ).toEqual([]);
    expect(mismatches(large, range(large.timeline.total - 5000, large.timeline.total))).toEqual([]);
    const live = new LiveLedger(ledgerPartsOf('minimal'));
    const control = controlOf(live);
    control.advance(200);
    control.completeReassignment(control.state().reassigningAllocationIds[0] as string);
    control.createAllocation();
    control.setNameEntry(control.state().partiesWithEntry[0] as string, {
      name: 'q"uote\\d.unverified.cns'.replace(/["\\]/g, ''),
    });
    expect(mismatches(live, range(0, live.total))).toEqual([]);
  });

  it('should write keys and strings as JSON.stringify does: index keys first, escapes, repeated keys', () => {
    const values = [
      textMap({ b: text('x'), 10: text('ten'), 2: text('two'), a: text('tab\there "q" \\ é \u2028') }),
      record({ z: unit, a: some(some(int64(1))), n: some(none), l: list([variant('V', text('\u0001'))]) }),
      genMap([[text('k'), text('v')]]),
      {
        kind: 'record',
        fields: [
          ['dup', text('first')],
          ['x', unit],
          ['dup', text('last')],
        ],
      } as const,
    ];
    for (const value of values) {
      expect(compactText(value)).toBe(JSON.stringify(encodeCompact(value)));
      expect(protobufText(value)).toBe(JSON.stringify(encodeProtobuf(value)));
    }
  });
});
