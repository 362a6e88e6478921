import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allChecks, checksById, type ChecksById } from '../conformance/checks/index.js';
import { dOrder as dOrderCheck } from '../conformance/checks/d-order.js';
import { faults, faultsByCheck, faultsFor, type FaultsByCheck } from '../src/faults/index.js';
import { dOrder as dOrderFault } from '../src/faults/d-order.js';
import { CHECK_IDS, isCheckId, type CheckId, type ExactlyById } from '../common/check-ids.js';
import type { AnyCheck } from '../conformance/check.js';
import type { Fault } from '../src/faults/fault.js';
import { EVERY_OPERATION, OPERATION_IDS } from '../common/api.js';

// What must not compile, checked by `npm run typecheck` (tsc covers test/): each `@ts-expect-error` fails the
// type check if the line after it compiles. The records are typed as conformance/checks/index.ts and
// src/faults/index.ts type theirs: each half's list (by-id.ts), a module's exports, held to ExactlyById.

/** A record without one of its keys, typed so. */
const without = <T extends object, K extends keyof T>(record: T, key: K): Omit<T, K> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key)) as Omit<T, K>;

const faultsButOne = without(faultsByCheck, 'd-order');
const checksButOne = without(checksById, 'd-order');

// @ts-expect-error: a check id without its fault
const withoutFault: FaultsByCheck = { ...faultsButOne };
// @ts-expect-error: a check id without its check
const withoutCheck: ChecksById = { ...checksButOne };
// @ts-expect-error: a fault under an id that names no check
const faultWithoutCheck: FaultsByCheck = { ...faultsByCheck, 'd-order-twice': dOrderFault };
// @ts-expect-error: a check under an id that names no fault
const checkWithoutFault: ChecksById = { ...checksById, 'd-order-twice': dOrderCheck };

// Each half's list is a module's exports, which no excess-property check sees (as these variables): ExactlyById
// refuses a stray name itself.
const checksListedTwice = { ...checksById, 'd-order-twice': dOrderCheck };
const faultsListedTwice = { ...faultsByCheck, 'd-order-twice': dOrderFault };
// @ts-expect-error: a list of checks with a line under a name that is no check id
const strayCheck: ExactlyById<typeof checksListedTwice, AnyCheck> = checksListedTwice;
// @ts-expect-error: a list of faults with a line under a name that is no check id
const strayFault: ExactlyById<typeof faultsListedTwice, Fault> = faultsListedTwice;
// @ts-expect-error: a list of checks without one of the ids
const checkListedNot: ExactlyById<typeof checksButOne, AnyCheck> = checksButOne;
// @ts-expect-error: a list of faults without one of the ids
const faultListedNot: ExactlyById<typeof faultsButOne, Fault> = faultsButOne;
const listedExactly: ExactlyById<typeof checksById, AnyCheck> = checksById;

/** The records as they would be typed once a new id joins CHECK_IDS, before its check and fault are written. */
type WithNewId = CheckId | 'd-new-rule';
// @ts-expect-error: a new check id without its fault
const newIdWithoutFault: { readonly [Id in WithNewId]: FaultsByCheck[CheckId] } = faultsByCheck;
// @ts-expect-error: a new check id without its check
const newIdWithoutCheck: { readonly [Id in WithNewId]: ChecksById[CheckId] } = checksById;

describe('CHECK_IDS', () => {
  it('should not type a record that lacks an id or has one more', () => {
    // The lines above are the test, for tsc; at run time they are plain records.
    expect(Object.keys(withoutFault)).toHaveLength(CHECK_IDS.length - 1);
    expect(Object.keys(withoutCheck)).toHaveLength(CHECK_IDS.length - 1);
    expect(Object.keys(newIdWithoutFault)).toHaveLength(CHECK_IDS.length);
    expect(Object.keys(newIdWithoutCheck)).toHaveLength(CHECK_IDS.length);
    expect(Object.keys(faultWithoutCheck)).toContain('d-order-twice');
    expect(Object.keys(checkWithoutFault)).toContain('d-order-twice');
    expect(Object.keys(strayCheck)).toContain('d-order-twice');
    expect(Object.keys(strayFault)).toContain('d-order-twice');
    expect(Object.keys(checkListedNot)).toHaveLength(CHECK_IDS.length - 1);
    expect(Object.keys(faultListedNot)).toHaveLength(CHECK_IDS.length - 1);
    expect(Object.keys(listedExactly)).toHaveLength(CHECK_IDS.length);
  });

  it('should hold each id once', () => {
    expect(new Set(CHECK_IDS).size).toBe(CHECK_IDS.length);
  });

  it('should key each check and each fault by its own id, in the order of CHECK_IDS', () => {
    expect(allChecks.map((c) => c.id)).toEqual([...CHECK_IDS]);
    expect(faults.map((f) => f.id)).toEqual([...CHECK_IDS]);
  });
});

describe('isCheckId', () => {
  it('should accept the ids and nothing else, a located fault id included', () => {
    expect(CHECK_IDS.every(isCheckId)).toBe(true);
    expect(['', 'd-nothing', 'd-order@last', 'D-ORDER', 'toString', '__proto__'].some(isCheckId)).toBe(false);
  });
});

describe('faultsFor', () => {
  it('should find a located fault by the id before its place', () => {
    expect(faultsFor(['d-order@last', 'd-walk@boundary:1']).map((f) => f.id)).toEqual([
      'd-order@last',
      'd-walk@boundary:1',
    ]);
  });
});

describe("docs/kit.md's table of checks", () => {
  it("should list every check once, in the kit's order, with its operation", () => {
    const guide = readFileSync(new URL('../docs/kit.md', import.meta.url), 'utf8');
    const section = guide.slice(guide.indexOf('\n## Checks\n'));
    // An operation's letter, a list of them (`A, B`), or the label of every operation (`A-D`), from the table.
    const letter = `[${OPERATION_IDS.join('')}]`;
    const operation = `${EVERY_OPERATION}|${letter}(?:, ${letter})*`;
    const row = new RegExp(`^\\| \`([a-z][a-z0-9-]*)\` +\\| (?:${operation}) +\\|`, 'gm');
    const rows = [...section.matchAll(row)].map((m) => m[1]);
    expect(rows).toEqual([...CHECK_IDS]);
  });
});
