import { fc, it as propIt } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compareFields } from '../conformance/checks/field-agreement.js';

/**
 * d-encodings-fields-agree's comparison (docs/kit.md, checks): two reads of one event, one in each encoding, agree
 * on every field but what ledger values hold; where the spec leaves room, a difference is tolerated, not failed.
 */

const ID = '1220ab';
/** A transaction with a verdict, as compact_json writes it; `proto` is the same event with its values tagged. */
const compact = () => ({
  update: {
    update_id: ID,
    migration_id: 0,
    workflow_id: 'wf',
    record_time: '2025-01-06T09:00:00.000000Z',
    synchronizer_id: 'global-domain::1220ff',
    effective_at: '2025-01-06T08:59:59.275Z',
    root_event_ids: [`${ID}:0`],
    events_by_id: {
      [`${ID}:0`]: {
        event_type: 'created_event',
        event_id: `${ID}:0`,
        contract_id: '00cc',
        template_id: 'ab:M:E',
        package_name: 'p',
        create_arguments: { owner: 'alice::1220aa' },
        created_at: '2025-01-06T08:59:59.275Z',
        signatories: ['alice::1220aa', 'bob::1220bb'],
        observers: [],
      },
    },
  },
  verdict: {
    update_id: ID,
    record_time: '2025-01-06T09:00:00.000000Z',
    transaction_views: { views: [], root_views: [] },
  },
  traffic_summary: null,
  app_activity_records: null,
});
const proto = () => {
  const item = compact();
  item.update.events_by_id[`${ID}:0`]!.create_arguments = {
    record: { fields: [{ value: { party: 'alice::1220aa' } }] },
  } as never;
  return item;
};
type Item = ReturnType<typeof compact>;
const edited = (edit: (item: Item) => void): Item => {
  const item = proto();
  edit(item);
  return item;
};
const event = (item: Item) => item.update.events_by_id[`${ID}:0`] as Record<string, unknown>;

describe('two reads of an event in both encodings', () => {
  it('should agree when only the ledger values are written otherwise, whatever the order of members', () => {
    const reordered = Object.fromEntries(Object.entries(proto()).reverse());
    expect(compareFields(compact(), reordered)).toEqual({ differs: null, tolerated: null });
  });

  it('should name the path and both values of a field dropped, changed or reordered in one read', () => {
    const cases: [(item: Item) => void, string, string][] = [
      [
        (i) => delete (i.update as Partial<Item['update']>).workflow_id,
        'update.workflow_id',
        'absent in protobuf_json only',
      ],
      [(i) => (i.update.migration_id = 1), 'update.migration_id', 'another value'],
      [
        (i) => (event(i)['signatories'] = ['bob::1220bb', 'alice::1220aa']),
        `update.events_by_id["${ID}:0"].signatories[0]`,
        'another value',
      ],
      [
        (i) => delete event(i)['create_arguments'],
        `update.events_by_id["${ID}:0"].create_arguments`,
        'absent in protobuf_json only',
      ],
      [
        (i) => ((i.update as Record<string, unknown>)['external_transaction_hash'] = null),
        'update.external_transaction_hash',
        'absent in compact_json only',
      ],
      [(i) => ((i as Record<string, unknown>)['verdict'] = null), 'verdict', 'another value'],
      [
        (i) => (i.verdict.transaction_views.root_views = [0] as never),
        'verdict.transaction_views.root_views',
        '0 elements and 1',
      ],
    ];
    for (const [edit, path, why] of cases) {
      const { differs } = compareFields(compact(), edited(edit));
      expect(differs).toMatchObject({ path, why });
    }
  });

  it('should hold an instant to the same instant at the same precision', () => {
    const at = (text: string) =>
      compareFields(
        compact(),
        edited((i) => (i.update.effective_at = text)),
      );
    expect(at('2025-01-06T08:59:59.275000Z').differs).toEqual({
      path: 'update.effective_at',
      compact: '"2025-01-06T08:59:59.275Z"',
      proto: '"2025-01-06T08:59:59.275000Z"',
      why: 'the same instant at another precision, 3 fraction digits and 6',
    });
    expect(at('2025-01-06T08:59:59.276Z').differs?.why).toBe('another instant');
    expect(at('2025-01-06T09:59:59.275+01:00')).toMatchObject({
      differs: null,
      tolerated: { path: 'update.effective_at', why: 'the same instant at the same precision, written otherwise' },
    });
  });

  it('should tolerate an event part absent in one read and null in the other', () => {
    const { differs, tolerated } = compareFields(
      compact(),
      edited((i) => delete (i as Partial<Item>).traffic_summary),
    );
    expect(differs).toBeNull();
    expect(tolerated).toMatchObject({ path: 'traffic_summary', compact: 'null', proto: '(absent)' });
  });

  it('should compare what nests deeper than the call stack goes, and members named as methods of every object', () => {
    const deep = (leaf: unknown): unknown => {
      let value = leaf;
      for (let i = 0; i < 50_000; i++) value = [value];
      return value;
    };
    expect(compareFields({ update: deep(1) }, { update: deep(2) }).differs?.why).toBe('another value');
    expect(compareFields({ update: deep(1) }, { update: 1 }).differs?.compact).toBe('(nested too deep to show)');
    expect(compareFields({ verdict: {} }, { verdict: { toString: 'x' } }).differs).toMatchObject({
      path: 'verdict.toString',
      why: 'absent in compact_json only',
    });
  });

  propIt.prop([fc.jsonValue()])('should find no difference between a JSON value and its copy', (value) => {
    expect(compareFields(value, structuredClone(value))).toEqual({ differs: null, tolerated: null });
  });
});
