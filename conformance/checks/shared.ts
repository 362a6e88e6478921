import type { Exchange } from '../client/client.js';
import { failure, judged, shown, warning, type CheckContext, type Finding, type Judgement } from '../check.js';
import { debugFieldsIn, isDebugField, withoutDebugFields } from '../reading/debug-fields.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { validate, type SchemaName } from '../../common/schemas/registry.js';

/**
 * Real deployments print excluded or absent debug fields as null (docs/deployments.md, optional fields): removed,
 * with a warning, in the splice dialect.
 */
export function withoutNullDebugKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullDebugKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k, v]) => !(isDebugField(k) && v === null))
      .map(([k, v]) => [k, withoutNullDebugKeys(v)]),
  );
}

/**
 * Debug-field exclusion (docs/api.md sections 2 and 4.B; the rule in ../debug-fields.ts): the answer with
 * excludeDebugFields has no `debug*` key anywhere, and equals the answer without it once its debug keys are
 * removed. Shared by operations A and B.
 */
export function verifyDebugExclusion(full: Exchange, lean: Exchange, ctx: CheckContext): Judgement {
  if (full.status !== 200 || lean.status !== 200) {
    return judged([
      failure(
        '200 for both excludeDebugFields false and true',
        `${full.status} and ${lean.status}`,
        full.status !== 200 ? full : lean,
      ),
    ]);
  }
  const findings: Finding[] = [];
  let leanBody = lean.json;
  const present = debugFieldsIn(leanBody);
  const nulls = present.filter((k) => k.value === null);
  if (ctx.dialect === 'splice' && nulls.length > 0 && nulls.length === present.length) {
    findings.push(
      warning(
        'no debug* key with excludeDebugFields: true',
        `${nulls.length} debug fields printed as null, e.g. ${nulls[0]?.path ?? ''} (tolerated in the splice dialect)`,
        lean,
      ),
    );
    leanBody = withoutNullDebugKeys(leanBody);
  } else if (present.length > 0) {
    return judged([
      failure(
        'no debug* key with excludeDebugFields: true',
        `${present
          .map((k) => k.path)
          .slice(0, 3)
          .join(', ')} present`,
        lean,
      ),
    ]);
  }
  const expected = JSON.stringify(withoutDebugFields(full.json));
  if (JSON.stringify(leanBody) !== expected) {
    findings.push(failure('the excludeDebugFields: false answer without its debug keys', shown(lean), lean));
  }
  return judged(findings);
}

/** The parts of an event item, which the spec itself lets be null. */
const NULLABLE_PARTS = new Set(['update', 'verdict', 'traffic_summary', 'app_activity_records']);

/**
 * Real deployments print absent optional fields as null (docs/deployments.md, optional fields). The value with those
 * removed, and the paths removed; an item part that is null stays, since the schema allows it.
 */
export function withoutNullFields(value: unknown, path = ''): { value: unknown; removed: string[] } {
  const removed: string[] = [];
  const walk = (v: unknown, at: string): unknown => {
    if (Array.isArray(v)) return v.map((item, i) => walk(item, `${at}[${i}]`));
    if (!isObject(v)) return v;
    const out: JsonObject = {};
    for (const [k, item] of Object.entries(v)) {
      if (item === null && !NULLABLE_PARTS.has(k)) removed.push(`${at}.${k}`);
      else out[k] = walk(item, `${at}.${k}`);
    }
    return out;
  };
  return { value: walk(value, path), removed };
}

/** The ajv error list of a value as one line; `at` is the value's own path in a larger body, e.g. `/events/3`. */
export function schemaProblems(schema: SchemaName, value: unknown, at = ''): string | null {
  const result = validate(schema, value);
  if (result.ok) return null;
  return result.errors
    .slice(0, 3)
    .map((e) => `${at + e.instancePath || '/'} ${e.message ?? ''}`)
    .join('; ');
}
