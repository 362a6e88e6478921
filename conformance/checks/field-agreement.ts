import { parseInstantNanos } from '../reading/instant.js';
import { isObject } from '../reading/json.js';
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

const shownValue = (value: unknown): string =>
  value === undefined ? '(absent)' : previewOf(JSON.stringify(value) ?? String(value), 160);

const pathTo = (path: string, key: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** The number of fraction digits an RFC 3339 text is written with: its one `.` starts them. */
const fractionDigits = (text: string): number => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/** How two texts of an instant field differ in meaning, or null when they name the same instant at the same precision. */
function instantDifference(x: string, y: string): string | null {
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
  const difference = (path: string, x: unknown, y: unknown, why: string): FieldDifference => ({
    path: path || '(the item)',
    compact: shownValue(x),
    proto: shownValue(y),
    why,
  });
  const differ = (x: unknown, y: unknown, path: string, key: string | null): FieldDifference | null => {
    if (key !== null && INSTANTS.has(key) && typeof x === 'string' && typeof y === 'string') {
      const why = instantDifference(x, y);
      if (why) return difference(path, x, y, why);
      if (x !== y) tolerated ??= difference(path, x, y, 'the same instant at the same precision, written otherwise');
      return null;
    }
    if (Array.isArray(x) && Array.isArray(y)) {
      if (x.length !== y.length) return difference(path, x, y, `${x.length} elements and ${y.length}`);
      for (let i = 0; i < x.length; i++) {
        const found = differ(x[i], y[i], `${path}[${i}]`, null);
        if (found) return found;
      }
      return null;
    }
    if (isObject(x) && isObject(y)) {
      const atRoot = path === '';
      for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
        const [vx, vy, at] = [x[k], y[k], pathTo(path, k)];
        if (atRoot && PARTS.has(k) && (vx ?? null) === null && (vy ?? null) === null) {
          if (vx !== vy) tolerated ??= difference(at, vx, vy, 'a part absent in one read and null in the other');
          continue;
        }
        if (!(k in x)) return difference(at, vx, vy, 'absent in compact_json only');
        if (!(k in y)) return difference(at, vx, vy, 'absent in protobuf_json only');
        if (LEDGER_VALUES.has(k)) continue;
        const found = differ(vx, vy, at, k);
        if (found) return found;
      }
      return null;
    }
    return x === y ? null : difference(path, x, y, 'another value');
  };
  const differs = differ(compact, proto, '', null);
  return { differs, tolerated };
}
