/** docs/api.md section 2: with excludeDebugFields, every field whose name starts with `debug` is left out. */
export const isDebugField = (name: string): boolean => name.startsWith('debug');

/** A copy of a JSON value with every `debug*` key removed at any depth. */
export function withoutDebugFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDebugFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isDebugField(key))
      .map(([key, v]) => [key, withoutDebugFields(v)]),
  );
}
