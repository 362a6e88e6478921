import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isObject } from '../conformance/reading/json.js';
import type { ItemForm } from '../conformance/reading/page-items.js';
import {
  body,
  BOM,
  bytesOf,
  gaps,
  mutated,
  mutation,
  numbered,
  outlined,
  plainPage,
  read,
  spaced,
  wholeOf,
} from './page-items-helpers.js';

/**
 * eachPageItem against its oracle: JSON.parse of the whole body decoded as fetch's text() decodes it (a byte order
 * mark dropped, invalid bytes replaced). Pages are written with members given in any order, twice, and spaced
 * anyhow, then mutated a byte or a piece at a time.
 */

/** A page's bytes: spaced by the gaps, a byte order mark before it or not, then mutated. */
function pageBytes(
  page: unknown,
  g: readonly string[],
  bom: boolean,
  mutations: Parameters<typeof mutated>[1],
): Uint8Array {
  const text = bytesOf(spaced(page, g));
  return mutated(bom ? new Uint8Array([...BOM, ...text]) : text, mutations);
}
const mutations = fc.array(mutation, { maxLength: 2 });
const pages: [typeof body, typeof gaps, fc.Arbitrary<boolean>, typeof mutations] = [
  body,
  gaps,
  fc.boolean(),
  mutations,
];

describe('eachPageItem', () => {
  it.prop(pages)(
    'should find a page iff the whole body parses to an object whose events is an array, with its items and rest',
    (page, g, bom, mutations) => {
      const bytes = pageBytes(page, g, bom, mutations);
      const whole = wholeOf(bytes);
      const events = isObject(whole) ? whole['events'] : undefined;
      const { verdict, items } = read(bytes, 'whole');
      if (!isObject(whole) || !Array.isArray(events)) {
        expect(verdict).toEqual({ page: false });
        return;
      }
      expect(verdict).toEqual({ page: true, items: events.length, rest: { ...whole, events: [] } });
      expect(items).toEqual(events);
      // Checked, outlined or numbered, the items are as many, and the verdict the same.
      for (const form of ['checked', 'outline', 'numbered'] as const) {
        const other = read(bytes, form);
        expect(other.verdict).toEqual(verdict);
        expect(other.items).toHaveLength(events.length);
      }
    },
  );

  it.prop(pages)('should give the same verdict in every form', (page, g, bom, mutations) => {
    const bytes = pageBytes(page, g, bom, mutations);
    const whole = wholeOf(bytes);
    const expected = isObject(whole) && Array.isArray(whole['events']);
    for (const form of ['whole', 'checked', 'outline', 'numbered'] as const)
      expect(read(bytes, form).verdict.page).toBe(expected);
  });

  it.prop([plainPage, gaps])(
    'should read a plain page from its bytes, item by item, in every form, and never parse the whole body',
    (page, g) => {
      const bytes = bytesOf(spaced(page, g));
      const whole = wholeOf(bytes) as { events: unknown[] };
      const expected: Record<ItemForm, unknown[]> = {
        whole: whole.events,
        outline: whole.events.map(outlined),
        numbered: whole.events.map(numbered),
        checked: whole.events.map(() => undefined),
      };
      for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
        const { verdict, items, parsedWhole } = read(bytes, form);
        expect(parsedWhole).toBe(false);
        expect(verdict).toEqual({ page: true, items: whole.events.length, rest: { ...whole, events: [] } });
        expect(items).toEqual(expected[form]);
      }
    },
  );

  it('should read events given twice as JSON.parse does: the last one counts', () => {
    expect(read(bytesOf('{"events": [1], "events": [2, 3]}'), 'whole')).toMatchObject({
      verdict: { page: true, items: 2, rest: { events: [] } },
      items: [2, 3],
    });
    expect(read(bytesOf('{"events": null, "x": 1, "events": [{"a": 1}]}'), 'outline')).toMatchObject({
      verdict: { page: true, items: 1, rest: { x: 1, events: [] } },
      items: [{ a: 1 }],
    });
    expect(read(bytesOf('{"events": [1], "events": {}}'), 'whole').verdict).toEqual({ page: false });
    expect(read(bytesOf('{"ev\\u0065nts": [1, 2]}'), 'whole')).toMatchObject({
      verdict: { page: true },
      items: [1, 2],
    });
  });

  it('should read ids given twice in a tree as JSON.parse does: in the first place, with the last value', () => {
    const bytes = bytesOf(
      '{"events": [{"update": {"events_by_id": {"a:0": {"n": 1}, "b:1": {"n": 2}, "a:0": {"n": 3}}, "update_id": "u"}}]}',
    );
    expect(read(bytes, 'whole').items).toEqual([
      { update: { events_by_id: { 'a:0': { n: 3 }, 'b:1': { n: 2 } }, update_id: 'u' } },
    ]);
    expect(read(bytes, 'outline').items).toEqual([{ update: { events_by_id: {}, update_id: 'u' } }]);
    const [item] = read(bytes, 'numbered').items as [{ update: { events_by_id: Record<string, unknown> } }];
    expect(Object.entries(item.update.events_by_id)).toEqual([
      ['0', { n: 3 }],
      ['1', { n: 2 }],
    ]);
    // A tree given twice: the last one, numbered on its own.
    const twice = bytesOf(
      '{"events": [{"update": {"events_by_id": {"a:0": 1}, "events_by_id": {"b:0": 2, "c:1": 3}}}]}',
    );
    expect(read(twice, 'numbered').items).toEqual([{ update: { events_by_id: { 0: 2, 1: 3 } } }]);
    expect(read(twice, 'outline').items).toEqual([{ update: { events_by_id: {} } }]);
  });

  it('should number the events of a tree in the order of its text, whatever their ids', () => {
    // JSON.parse would put ids that read as array indices first, in their numeric order; the text's order is kept.
    const bytes = bytesOf('{"events": [{"update": {"events_by_id": {"2": "b", "x": "c", "1": "a"}}}]}');
    expect(read(bytes, 'numbered').items).toEqual([{ update: { events_by_id: { 0: 'b', 1: 'c', 2: 'a' } } }]);
  });

  it('should parse a body that starts with a byte order mark whole, as fetch does without the mark', () => {
    const text = '{"events": [{"update": {"events_by_id": {"a:0": 1}}}], "next_page_token": "é"}';
    for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
      const { verdict, items, parsedWhole } = read(new Uint8Array([...BOM, ...bytesOf(text)]), form);
      expect(parsedWhole).toBe(true);
      expect(verdict).toEqual({ page: true, items: 1, rest: { events: [], next_page_token: 'é' } });
      // Items of a body parsed whole come whole, in every form (pageCursor).
      expect(items).toEqual([{ update: { events_by_id: { 'a:0': 1 } } }]);
    }
    expect(read(new Uint8Array([...BOM, ...BOM, ...bytesOf(text)]), 'whole').verdict).toEqual({ page: false });
  });

  it('should read strings that are not ASCII, or not UTF-8, as fetch decodes them', () => {
    const bytes = new Uint8Array([
      ...bytesOf('{"é": "😀", "events": ["\u2028€", {"update": {"events_by_id": {"é:0": "'),
      0xff,
      0xe2,
      0x82,
      ...bytesOf('"}}}, "'),
      0xc3,
      ...bytesOf('"]}'),
    ]);
    for (const form of ['whole', 'outline', 'numbered'] as const) {
      const { verdict, items, parsedWhole } = read(bytes, form);
      expect(parsedWhole).toBe(false);
      expect(verdict).toEqual({ page: true, items: 3, rest: { é: '😀', events: [] } });
      expect(items[0]).toBe('\u2028€');
      expect(items[2]).toBe('\ufffd');
    }
    expect(read(bytes, 'whole').items[1]).toEqual({ update: { events_by_id: { 'é:0': '\ufffd\ufffd' } } });
    expect(read(bytes, 'numbered').items[1]).toEqual({ update: { events_by_id: { 0: '\ufffd\ufffd' } } });
  });

  it('should find out an item that is not JSON at that item, after the items before it', () => {
    for (const form of ['whole', 'outline', 'numbered', 'checked'] as const) {
      const { verdict, items } = read(bytesOf('{"events": [1, {"a": 2}, {"a": 01}, 4]}'), form);
      expect(verdict).toEqual({ page: false });
      expect(items).toHaveLength(2);
    }
  });

  it('should find no page when a byte order mark opens an item, which only the body may drop', () => {
    for (const text of ['[\ufeff1]', '["x", \ufeff"y"]', '[\ufeff{"a": 1}]', '[1, \ufeff[2]]'])
      for (const form of ['whole', 'outline', 'numbered', 'checked'] as const)
        expect(read(bytesOf(`{"events": ${text}}`), form).verdict).toEqual({ page: false });
  });

  it('should find no page in a body that is not an object with an array of events', () => {
    for (const text of [
      '',
      ' ',
      '[]',
      '[{"events": []}]',
      '{}',
      '{"events": {}}',
      '{"event": []}',
      '{"events": []} x',
    ]) {
      expect(read(bytesOf(text), 'whole').verdict).toEqual({ page: false });
    }
    expect(read(bytesOf(' {"events": [] } '), 'whole').verdict).toEqual({ page: true, items: 0, rest: { events: [] } });
  });
});
