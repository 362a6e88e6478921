/**
 * The kit's own reading of JSON bodies. The kit is a black-box client of a deployment (docs/style.md, the layers):
 * it reads answers with these helpers, never with the simulator's, so that nothing the simulator changes in how it
 * builds JSON can change what the kit accepts.
 */

/** A JSON object as parsed: field names to values not yet looked at. */
export type JsonObject = Record<string, unknown>;

/** What JSON calls an object: not null and not an array, which `typeof` also calls "object". */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An ErrorResponse as the spec has it (docs/api.md section 7): an object whose `error` is a string. */
export const isErrorBody = (value: unknown): boolean => isObject(value) && typeof value['error'] === 'string';

/** A content type that says JSON: application/json or an application/...+json type, in any case, any parameters. */
export const isJsonType = (type: string | null): boolean => {
  const media = (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
};
