import { describe, expect, it } from 'vitest';
import { judgeIds, preorder } from '../conformance/checks/d-id-shapes.js';
import type { Exchange } from '../conformance/client/client.js';
import { pageExchange } from './page-exchange.js';

/**
 * d-id-shapes's rules, called directly on pages built here (docs/deployments.md, identifier shapes): what each
 * dialect holds an id to, and what a failure names.
 */

type Json = Record<string, unknown>;

const hex = (digit: string): string => digit.repeat(64);
const UPDATE = `1220${hex('a')}`;
const CONTRACT = `00${hex('b')}ca101220${hex('c')}`;
const PARTY = `alice::1220${hex('d')}`;
const SYNC = `global-domain::1220${hex('e')}`;
const TEMPLATE = `${hex('f')}:Splice.Amulet:Amulet`;

const created = (id: string): Json => ({
  event_type: 'created_event',
  event_id: id,
  contract_id: CONTRACT,
  template_id: TEMPLATE,
  signatories: [PARTY],
  observers: [],
});
const exercised = (id: string, children: string[]): Json => ({
  ...created(id),
  event_type: 'exercised_event',
  child_event_ids: children,
  acting_parties: [PARTY],
});

/** A transaction whose tree is root 0 with children 1 (whose child is 2) and 3, then root 4: pre-order from 0. */
function transaction(updateId = UPDATE, n = (i: number) => `${updateId}:${i}`): Json {
  const events: Json = {
    [n(0)]: exercised(n(0), [n(1), n(3)]),
    [n(1)]: exercised(n(1), [n(2)]),
    [n(2)]: created(n(2)),
    [n(3)]: created(n(3)),
    [n(4)]: created(n(4)),
  };
  return {
    update: {
      update_id: updateId,
      migration_id: 0,
      record_time: '2025-01-06T09:00:00.000000Z',
      synchronizer_id: SYNC,
      root_event_ids: [n(0), n(4)],
      events_by_id: Object.fromEntries(Object.entries(events).sort(([a], [b]) => (a < b ? -1 : 1))),
    },
    verdict: null,
  };
}

const pageOf = (events: readonly Json[]): Exchange => pageExchange(events);

const findingOf = (events: readonly Json[], splice: boolean) => judgeIds(pageOf(events), splice).findings[0];

describe('the pre-order of a transaction tree', () => {
  it('should visit each root in turn, a node before its children, children in order', () => {
    const update = transaction()['update'] as Json;
    expect(preorder(update['events_by_id'] as Json, update['root_event_ids'])).toEqual(
      [0, 1, 2, 3, 4].map((i) => `${UPDATE}:${i}`),
    );
  });

  it('should go past ids that are not there or met before (d-event-tree finds them)', () => {
    expect(preorder({ a: { child_event_ids: ['a', 'x', 'b'] }, b: {} }, ['a', 'a'])).toEqual(['a', 'b']);
  });
});

describe('d-id-shapes', () => {
  it('should keep ids of the real shapes in both dialects, counting the ids judged', () => {
    const spec = judgeIds(pageOf([transaction()]), false);
    const splice = judgeIds(pageOf([transaction()]), true);
    expect([spec.findings, splice.findings]).toEqual([[], []]);
    // The spec dialect judges the update id and the five event ids; splice every id of the item.
    expect(spec.examined).toBe(6);
    expect(splice.examined).toBeGreaterThan(6);
  });

  it('should fail, in the spec dialect, an update id or an event id in two items of a page', () => {
    expect(findingOf([transaction(), transaction()], false)?.expected).toBe(
      'each update id in one item: it names one update',
    );
    const other = `1220${hex('9')}`;
    const shared = transaction(other, (i) => `${UPDATE}:${i}`);
    expect(findingOf([transaction(), shared], false)?.received).toMatch(
      /^events\[1\]: at \(migration 0, 2025-01-06T09:00:00\.000000Z\), update 12209+: update\.events_by_id\["1220a+:0"\], and in events\[0\] is "1220a+:0"$/,
    );
  });

  it('should hold event ids to their numbering in the splice dialect only', () => {
    const fromOne = transaction(UPDATE, (i) => `${UPDATE}:${i + 1}`);
    expect(findingOf([fromOne], false)).toBeUndefined();
    expect(findingOf([fromOne], true)?.received).toMatch(/the event 0 in pre-order is "1220a+:1"$/);
    // Children in another order: 3 before 1 is no pre-order.
    const swapped = transaction();
    const tree = (swapped['update'] as Json)['events_by_id'] as Json;
    (tree[`${UPDATE}:0`] as Json)['child_event_ids'] = [`${UPDATE}:3`, `${UPDATE}:1`];
    expect(findingOf([swapped], true)?.received).toMatch(/the event 1 in pre-order is "1220a+:3"$/);
    const padded = transaction(UPDATE, (i) => `${UPDATE}:0${i}`);
    expect(findingOf([padded], true)?.expected).toMatch(/^event ids <update id>:<n>, n counted from 0 in pre-order/);
  });

  it.each([
    ['update.update_id', (t: Json) => ((t['update'] as Json)['update_id'] = `1220${hex('A')}`), 'an update id'],
    ['a contract id', (t: Json) => (eventOf(t)['contract_id'] = `00${hex('b')}`), 'a contract id'],
    ['a party without its namespace', (t: Json) => (eventOf(t)['signatories'] = ['alice']), 'a party id'],
    ['a template id', (t: Json) => (eventOf(t)['template_id'] = 'Splice.Amulet:Amulet'), 'a template id'],
    [
      'a synchronizer id',
      (t: Json) => ((t['update'] as Json)['synchronizer_id'] = 'global-domain'),
      'a synchronizer id',
    ],
  ])('should fail %s of another shape in the splice dialect, and pass it in the spec dialect', (_name, edit, rule) => {
    const item = transaction();
    edit(item);
    expect(findingOf([item], false)).toBeUndefined();
    expect(findingOf([item], true)?.expected).toMatch(new RegExp(`^${rule}: `));
  });
});

/** The first created event of a transaction built here. */
const eventOf = (t: Json): Json => ((t['update'] as Json)['events_by_id'] as Json)[`${UPDATE}:2`] as Json;
