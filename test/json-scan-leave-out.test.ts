import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { scanJson, type LeaveOut } from '../conformance/reading/json-scan.js';
import { decoder, encoder, gaps, padding, spaced, value } from './json-scan-helpers.js';
import { binaryUnit } from './binary-unit.js';

describe('scanJson', () => {
  describe('with a LeaveOut', () => {
    const leaveOut = (): LeaveOut => ({ key: 'events_by_id', depth: 2, ranges: [] });
    /** The texts of the ranges left out. */
    const leftOut = (text: string): string[] => {
      const bytes = encoder.encode(text);
      const leave = leaveOut();
      expect(scanJson(bytes, 0, bytes.length, leave)).toBe(true);
      const texts: string[] = [];
      for (let n = 0; n < leave.ranges.length; n += 2)
        texts.push(decoder.decode(bytes.subarray(leave.ranges[n], leave.ranges[n + 1])));
      return texts;
    };

    it.prop([value, value, value, gaps, padding, padding])(
      "should record the range of exactly the text of an item's update.events_by_id, whatever its value",
      (tree, before, after, g, left, right) => {
        const item = { before, update: { update_id: 'u', events_by_id: tree, after }, verdict: after };
        const text = spaced(item, g);
        const bytes = encoder.encode(text);
        const padded = new Uint8Array([...left, ...bytes, ...right]);
        const leave = leaveOut();
        expect(scanJson(padded, left.length, left.length + bytes.length, leave)).toBe(true);
        expect(leave.ranges).toHaveLength(2);
        const [start, end] = leave.ranges as [number, number];
        const cut = decoder.decode(padded.subarray(start, end));
        // No white space, comma or brace of the item: the value's own text, which the item's gaps also space.
        expect(cut.trim()).toBe(cut);
        expect(JSON.parse(cut)).toEqual(tree);
        // The item with `{}` in the range's place is the item with an empty tree.
        const outlined = `${decoder.decode(padded.subarray(left.length, start))}{}${decoder.decode(padded.subarray(end, left.length + bytes.length))}`;
        expect(JSON.parse(outlined)).toEqual({ ...item, update: { ...item.update, events_by_id: {} } });
      },
    );

    it('should leave out the key at its depth only, in objects only, and read it however it is escaped', () => {
      expect(leftOut('{"events_by_id": 1}')).toEqual([]);
      expect(leftOut('{"u": {"events_by_id": [1, {"a": 2}] }}')).toEqual(['[1, {"a": 2}]']);
      expect(leftOut('{"u": {"v": {"events_by_id": 1}}}')).toEqual([]);
      expect(leftOut('[{"events_by_id": 1}]')).toEqual([]);
      expect(leftOut('{"u": [{"events_by_id": 1}]}')).toEqual([]);
      expect(leftOut('{"u": {"a": "\\"events_by_id\\": 1", "b": "events_by_id"}}')).toEqual([]);
      expect(leftOut('{"u": {"events\\u005fby_id":"x"}}')).toEqual(['"x"']);
      expect(leftOut('{"u": {"events_by_idx": 1, "events_by_i": 2, "Events_by_id": 3}}')).toEqual([]);
      expect(leftOut('{"u":{"events_by_id":{},"events_by_id":-1.5e3},"v":{"events_by_id":null}}')).toEqual([
        '{}',
        '-1.5e3',
        'null',
      ]);
      expect(leftOut('{"u": {"events_by_id": {"x": {"events_by_id": 7}}}}')).toEqual(['{"x": {"events_by_id": 7}}']);
    });

    it('should record the members of a top-level object, key tokens and values, in fours', () => {
      fc.assert(
        fc.property(fc.dictionary(fc.string({ unit: binaryUnit }), value), gaps, (object, g) => {
          const bytes = encoder.encode(spaced(object, g));
          const members: number[] = [];
          expect(scanJson(bytes, 0, bytes.length, undefined, members)).toBe(true);
          const entries: [unknown, unknown][] = [];
          for (let n = 0; n < members.length; n += 4) {
            const [key, value] = [members.slice(n, n + 2), members.slice(n + 2, n + 4)].map((range) =>
              decoder.decode(bytes.subarray(range[0], range[1])),
            ) as [string, string];
            expect([key.trim(), value.trim()]).toEqual([key, value]);
            entries.push([JSON.parse(key), JSON.parse(value)]);
          }
          expect(entries).toEqual(Object.entries(object));
        }),
      );
    });
  });
});
