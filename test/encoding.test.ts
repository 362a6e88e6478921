import { isDeepStrictEqual } from 'node:util';
import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decodeCompact, encodeCompact } from '../src/encoding/compact-json.js';
import { decodeProtobuf, encodeProtobuf } from '../src/encoding/protobuf-json.js';
import { ledgerOf } from '../src/scenario-file.js';
import type { Contract, TreeNode } from '../src/ledger/model.js';
import { typeOf, withoutLabels, type LedgerValue } from '../src/ledger/values.js';

/** Every ledger value that the default scenario's history and registry hold. */
function valuesOfDefault(): LedgerValue[] {
  const ledger = ledgerOf('default');
  const values: LedgerValue[] = [];
  const contract = (c: Contract): void => void values.push(c.payload);
  const node = (n: TreeNode): void => {
    if (n.type === 'created') return contract(n.contract);
    values.push(n.choiceArgument, n.exerciseResult);
    n.children.forEach(node);
  };
  for (let i = 0; i < ledger.timeline.total; i++) {
    const item = ledger.itemAt(i);
    if (item.kind === 'transaction') item.transaction.roots.forEach(node);
    if (item.kind === 'reassignment' && item.reassignment.event.type === 'assign')
      contract(item.reassignment.event.contract);
  }
  return values;
}

const leaf: fc.Arbitrary<LedgerValue> = fc.oneof(
  fc.constant<LedgerValue>({ kind: 'unit' }),
  fc.boolean().map((value): LedgerValue => ({ kind: 'bool', value })),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map((v): LedgerValue => ({ kind: 'int64', value: String(v) })),
  fc
    .tuple(fc.integer(), fc.integer({ min: 0, max: 37 }))
    .map(([v, s]): LedgerValue => ({ kind: 'numeric', value: (v / 7).toFixed(s) })),
  fc.string().map((value): LedgerValue => ({ kind: 'text', value })),
  fc.string().map((value): LedgerValue => ({ kind: 'party', value })),
  fc.stringMatching(/^[0-9a-f]{0,16}$/).map((value): LedgerValue => ({ kind: 'contractId', value })),
  // Whole microseconds, exact as JS numbers (the years 1685 to 2255).
  fc.maxSafeInteger().map((micros): LedgerValue => ({ kind: 'timestamp', micros })),
  fc.integer({ min: -719162, max: 2932896 }).map((days): LedgerValue => ({ kind: 'date', days })),
  fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/).map((constructor): LedgerValue => ({ kind: 'enum', constructor })),
);

const { value: valueArb } = fc.letrec<{ value: LedgerValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.option(tie('value'), { nil: null }).map((value): LedgerValue => ({ kind: 'optional', value })),
    fc.array(tie('value'), { maxLength: 4 }).map((elements): LedgerValue => ({ kind: 'list', elements })),
    fc
      .uniqueArray(fc.tuple(fc.string(), tie('value')), { selector: ([k]) => k, maxLength: 4 })
      // The ledger keeps a TextMap sorted by key.
      .map((entries): LedgerValue => ({ kind: 'textMap', entries: entries.sort(([a], [b]) => (a < b ? -1 : 1)) })),
    fc
      .array(fc.tuple(tie('value'), tie('value')), { maxLength: 3 })
      .map((entries): LedgerValue => ({ kind: 'genMap', entries })),
    fc
      .uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][A-Za-z0-9]{0,8}$/), tie('value')), {
        selector: ([k]) => k,
        maxLength: 4,
      })
      .map((fields): LedgerValue => ({ kind: 'record', fields })),
    fc
      .tuple(fc.stringMatching(/^[A-Z][A-Za-z0-9_]{0,10}$/), tie('value'))
      .map(([constructor, value]): LedgerValue => ({ kind: 'variant', constructor, value })),
  ),
}));

describe('ledger value encodings', () => {
  it('should give back every value of the default scenario from both encodings', () => {
    const values = valuesOfDefault();
    expect(values.length).toBeGreaterThan(10_000);
    for (const value of values) {
      // JSON text round trip: what a client decodes is what went over the wire.
      const compact = JSON.parse(JSON.stringify(encodeCompact(value))) as unknown;
      const protobuf = JSON.parse(JSON.stringify(encodeProtobuf(value))) as unknown;
      // node's deep equality, a tenth of toEqual's time over this many values; toEqual shows the first that differs.
      if (!isDeepStrictEqual(decodeCompact(compact, typeOf(value)), value)) {
        expect(decodeCompact(compact, typeOf(value))).toEqual(value);
      }
      if (!isDeepStrictEqual(decodeProtobuf(protobuf), withoutLabels(value))) {
        expect(decodeProtobuf(protobuf)).toEqual(withoutLabels(value));
      }
    }
  });

  propIt.prop([valueArb])('should read back any value from compact_json given its type', (value) => {
    expect(decodeCompact(JSON.parse(JSON.stringify(encodeCompact(value))), typeOf(value))).toEqual(value);
  });

  propIt.prop([valueArb])('should read back any value from protobuf_json without its type', (value) => {
    expect(decodeProtobuf(JSON.parse(JSON.stringify(encodeProtobuf(value))))).toEqual(withoutLabels(value));
  });

  it('should encode nested optionals as the JSON API does', () => {
    const int = { kind: 'int64', value: '42' } as const;
    const opt = (value: LedgerValue | null): LedgerValue => ({ kind: 'optional', value });
    expect(encodeCompact(opt(null))).toBeNull();
    expect(encodeCompact(opt(int))).toBe('42');
    expect(encodeCompact(opt(opt(null)))).toEqual([]);
    expect(encodeCompact(opt(opt(int)))).toEqual(['42']);
    expect(encodeCompact(opt(opt(opt(null))))).toEqual([[]]);
    expect(encodeCompact(opt(opt(opt(int))))).toEqual([['42']]);
  });

  it('should tag protobuf_json values and leave out empty repeated fields', () => {
    const value: LedgerValue = {
      kind: 'record',
      fields: [
        ['owner', { kind: 'party', value: 'alice::1220ab' }],
        ['n', { kind: 'int64', value: '2' }],
        ['fee', { kind: 'numeric', value: '0.0050000000' }],
        ['at', { kind: 'timestamp', micros: 1726936289552807 }],
        ['none', { kind: 'optional', value: null }],
        ['empty', { kind: 'list', elements: [] }],
      ],
    };
    expect(encodeProtobuf(value)).toEqual({
      record: {
        fields: [
          { value: { party: 'alice::1220ab' } },
          { value: { int64: '2' } },
          { value: { numeric: '0.0050000000' } },
          { value: { timestamp: '1726936289552807' } },
          { value: { optional: {} } },
          { value: { list: {} } },
        ],
      },
    });
    expect(encodeCompact(value)).toEqual({
      owner: 'alice::1220ab',
      n: '2',
      fee: '0.0050000000',
      at: '2024-09-21T16:31:29.552807Z',
      none: null,
      empty: [],
    });
  });
});
