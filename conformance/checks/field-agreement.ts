import { parseInstantNanos } from '../reading/instant.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { previewOf } from '../reading/preview.js';

/**
 * The fields that hold ledger values, written in the encoding asked for (docs/deployments.md, CreatedEvent and
 * ExercisedEvent): d-encodings-agree compares what they stand for; here only that both reads have them.
 */
const LEDGER_VALUES: ReadonlySet<string> = new Set(['create_arguments', 'choice_argument', 'exercise_result']);

/** The fields that hold instants (docs/deployments.md, operation D (times)): compared as instants, with their precision. */
const INSTANTS: ReadonlySet<string> = new Set(['record_time', 'effective_at', 'created_at', 'finalization_time']);

/** An item's four parts: one that is absent and one that is `null` mean the same (docs/api.md section 6). */
const PARTS: ReadonlySet<string> = new Set(['update', 'verdict', 'traffic_summary', 'app_activity_records']);

/** Where two reads of an item differ: the field's path, both values as shown, and how they differ. */
export interface FieldDifference {
  readonly path: string;
  readonly compact: string;
  readonly proto: string;
  readonly why: string;
}

/**
 * What comparing two reads of an item found: the first difference of meaning, and the first difference the spec
 * leaves room for (a part absent in one read and `null` in the other; an instant at the same precision written with
 * another offset), each null when there is none.
 */
export interface FieldComparison {
  readonly differs: FieldDifference | null;
  readonly tolerated: FieldDifference | null;
}

/** A value as a failure shows it; one nested deeper than JSON.stringify goes (a RangeError) is said to be so. */
function shownValue(value: unknown): string {
  if (value === undefined) return '(absent)';
  try {
    return previewOf(JSON.stringify(value) ?? String(value), 160);
  } catch {
    return '(nested too deep to show)';
  }
}

/** A pair of values to compare, reached from its parent by a member name or an array index (none at the item). */
interface Pair {
  readonly x: unknown;
  readonly y: unknown;
  readonly step: string | number | null;
  readonly up: Pair | null;
}

/** A pair's path from the item, built only for a difference: `update.events_by_id["…:3"].signatories[0]`. */
function pathOf(pair: Pair): string {
  const steps: (string | number)[] = [];
  for (let at: Pair | null = pair; at && at.step !== null; at = at.up) steps.push(at.step);
  let path = '';
  for (const step of steps.reverse()) {
    if (typeof step === 'number') path += `[${step}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(step)) path += path ? `.${step}` : step;
    else path += `[${JSON.stringify(step)}]`;
  }
  return path || '(the item)';
}

/** The number of fraction digits an RFC 3339 text is written with: its one `.` starts them. */
const fractionDigits = (text: string): number => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/** How two texts of an instant field differ in meaning, or null when they name the same instant at the same precision. */
function instantDifference(x: string, y: string): string | null {
  // The same text is the same instant at the same precision: most are, and reading them is not free.
  if (x === y) return null;
  const [nx, ny] = [parseInstantNanos(x), parseInstantNanos(y)];
  if (nx === null || ny === null) return x === y ? null : 'another text';
  if (nx !== ny) return 'another instant';
  const [dx, dy] = [fractionDigits(x), fractionDigits(y)];
  return dx === dy ? null : `the same instant at another precision, ${dx} fraction digits and ${dy}`;
}

/**
 * Compares every field of two reads of the same item, one in compact_json and one in protobuf_json, but what ledger
 * values stand for (docs/kit.md, d-encodings-fields-agree): an encoding changes how ledger values are written and
 * nothing else (docs/api.md section 4.D, value encodings). Objects have the same members, whatever their order (JSON
 * gives members no order); arrays the same elements in the same order; instants the same instant with as many
 * fraction digits; everything else the same JSON value. Stops at the first difference of meaning, depth first.
 */
export function compareFields(compact: unknown, proto: unknown): FieldComparison {
  let tolerated: FieldDifference | null = null;
  const difference = (pair: Pair, why: string): FieldDifference => ({
    path: pathOf(pair),
    compact: shownValue(pair.x),
    proto: shownValue(pair.y),
    why,
  });
  // A stack, not recursion: a target's item may nest deeper than the call stack goes. Children are pushed last
  // first, so that the first difference found is the first in the item's order.
  const stack: Pair[] = [{ x: compact, y: proto, step: null, up: null }];
  for (let pair = stack.pop(); pair; pair = stack.pop()) {
    const { x, y, step } = pair;
    if (typeof step === 'string' && INSTANTS.has(step) && typeof x === 'string' && typeof y === 'string') {
      const why = instantDifference(x, y);
      if (why) return { differs: difference(pair, why), tolerated };
      if (x !== y) tolerated ??= difference(pair, 'the same instant at the same precision, written otherwise');
    } else if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length)
        return { differs: difference(pair, `${x.length} elements and ${y.length}`), tolerated };
      for (let i = x.length - 1; i >= 0; i--) stack.push({ x: x[i], y: y[i], step: i, up: pair });
    } else if (isObject(x) && isObject(y)) {
      const found = membersDiffer(pair, x, y, stack);
      if (found) return { differs: difference(found.pair, found.why), tolerated };
      if (pair.up === null) tolerated ??= partsTolerated(pair, x, y, difference);
    } else if (x !== y) return { differs: difference(pair, 'another value'), tolerated };
  }
  return { differs: null, tolerated };
}

/** An item's part that is absent in one read and null in the other: the first, or null. */
function partsTolerated(
  item: Pair,
  x: JsonObject,
  y: JsonObject,
  difference: (pair: Pair, why: string) => FieldDifference,
): FieldDifference | null {
  for (const k of PARTS)
    if (Object.hasOwn(x, k) !== Object.hasOwn(y, k) && (x[k] ?? null) === null && (y[k] ?? null) === null)
      return difference(partOf(item, x, y, k), 'a part absent in one read and null in the other');
  return null;
}

const partOf = (item: Pair, x: JsonObject, y: JsonObject, k: string): Pair => ({
  x: Object.hasOwn(x, k) ? x[k] : undefined,
  y: Object.hasOwn(y, k) ? y[k] : undefined,
  step: k,
  up: item,
});

/**
 * Why two objects have other members (one there in a read only), or null; then pushes the pairs of members to
 * compare onto `stack`. Ledger values are there in both or neither, and not looked into; an item's part absent in one
 * read and null in the other is the same part.
 */
function membersDiffer(pair: Pair, x: JsonObject, y: JsonObject, stack: Pair[]): { pair: Pair; why: string } | null {
  const atItem = pair.up === null;
  const keys = Object.keys(x);
  const sameCount = keys.length === Object.keys(y).length;
  const loose = (k: string): boolean => atItem && PARTS.has(k) && (x[k] ?? null) === null && (y[k] ?? null) === null;
  for (const k of keys)
    if (!Object.hasOwn(y, k) && !loose(k)) return { pair: partOf(pair, x, y, k), why: 'absent in protobuf_json only' };
  if (!sameCount || atItem)
    for (const k of Object.keys(y))
      if (!Object.hasOwn(x, k) && !loose(k)) return { pair: partOf(pair, x, y, k), why: 'absent in compact_json only' };
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i] as string;
    if (LEDGER_VALUES.has(k) || loose(k)) continue;
    stack.push({ x: x[k], y: y[k], step: k, up: pair });
  }
  return null;
}
