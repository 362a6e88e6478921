import { describeError, validate, type SchemaName } from '../../common/schemas/registry.js';
import type { PageLease } from './page-lease.js';

/** What an operation answers: a status and a JSON body. The HTTP edge serializes it. */
export interface Reply {
  readonly status: number;
  readonly body: unknown;
  /**
   * Only fault modes set these, a content type other than JSON or a body that is not the JSON of `body`; and the
   * journal's paged listing, whose JSON is written as it is made, one entry at a time (src/app/journal-view.ts).
   */
  readonly contentType?: string;
  readonly text?: string;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** A body serialized already: bytes of its own, or a page lent by the page store (page-lease.ts). */
export type SerializedBody = Uint8Array | PageLease;

const serialized = new WeakMap<Reply, SerializedBody>();
const utf8 = new TextDecoder();

/**
 * A 200 whose body is serialized already: the edge writes these bytes as they are. `body` parses them when read,
 * for fault modes, which edit a copy; a copy is another object, and is serialized anew.
 */
export function okBytes(bytes: SerializedBody): Reply {
  let parsed: unknown;
  const reply: Reply = {
    status: 200,
    get body(): unknown {
      parsed ??= JSON.parse(bytes instanceof Uint8Array ? utf8.decode(bytes) : bytes.text()) as unknown;
      return parsed;
    },
  };
  serialized.set(reply, bytes);
  return reply;
}

/** The body of a reply made by `okBytes`, if it is one. */
export const serializedBody = (reply: Reply): SerializedBody | undefined => serialized.get(reply);

/** An ErrorResponse (docs/api.md section 7): `{"error": "..."}`. */
export const failure = (status: number, error: string): Reply => ({ status, body: { error } });

/** A request read: what it means, or the reply that refuses it. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reply: Reply };

/** A request refused with an ErrorResponse. */
export const refused = (status: number, error: string): { readonly ok: false; readonly reply: Reply } => ({
  ok: false,
  reply: failure(status, error),
});

/** Validates a request body against its schema: the typed body, or a 400 naming the field, rule and value. */
export function parseBody<T>(schema: SchemaName, body: unknown): Parsed<T> {
  const result = validate<T>(schema, body);
  if (result.ok) return result;
  const first = result.errors[0];
  return { ok: false, reply: failure(400, first ? describeError(first) : 'request body is invalid') };
}
