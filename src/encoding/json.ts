/** A JSON value as the encoders produce it. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/**
 * The one serializer of response bodies. Objects are built with a fixed key order, so plain JSON.stringify is
 * already byte-stable for the same ledger and request.
 */
export const serialize = (value: unknown): string => JSON.stringify(value);

export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
