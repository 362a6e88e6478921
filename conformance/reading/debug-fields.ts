import { isObject } from './json.js';

/**
 * The debug-field rule, as the kit reads it from the spec (docs/api.md section 2), not from the simulator.
 *
 * - Operation A's request, GetChoiceContextRequest (docs/api.md section 2): "every field whose name starts with
 *   `debug`".
 * - Operation B's request (docs/api.md sections 2 and 4.B): "fields prefixed with `debug`".
 *
 * Both name the same set: a field whose name begins with the five characters `debug` exactly as written, so
 * `debugPayload` and `debug` are debug fields, `Debug` and `isDebug` are not.
 *
 * At any depth. Neither sentence limits the depth ("every field" of the response), and the only debug fields the
 * spec names, DisclosedContract's `debugPackageName`, `debugPayload` and `debugCreatedAt` ("They are omitted
 * when the request's `excludeDebugFields` is true", docs/api.md section 2, DisclosedContract), sit inside
 * `disclosedContracts[]`: one level down in A's ChoiceContext, two in B's FactoryWithChoiceContext. A rule for the
 * top level only would omit none of them. A field inside a debug field goes with it.
 */
export const isDebugField = (name: string): boolean => name.startsWith('debug');

/** A debug field found in a JSON value: where (`.a[0].debugX`) and what it holds. */
export interface DebugField {
  readonly path: string;
  readonly value: unknown;
}

/** Every debug field of a JSON value at any depth, outer ones before the ones inside them. */
export function debugFieldsIn(value: unknown, path = ''): DebugField[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => debugFieldsIn(v, `${path}[${i}]`));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(isDebugField(k) ? [{ path: `${path}.${k}`, value: v }] : []),
    ...debugFieldsIn(v, `${path}.${k}`),
  ]);
}

/** A copy of a JSON value without its debug fields, at any depth: what excludeDebugFields: true must answer. */
export function withoutDebugFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDebugFields);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !isDebugField(k))
      .map(([k, v]) => [k, withoutDebugFields(v)]),
  );
}
