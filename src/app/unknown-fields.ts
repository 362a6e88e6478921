import { validatorFor, type SchemaName } from '../../common/schemas/registry.js';
import { OPERATIONS, type Operation } from '../../common/api.js';
import { closest } from '../../common/did-you-mean.js';
import type { AppReply } from './request.js';

/**
 * The fields of a request body that its schema (schemas/, the request of each operation in common/api.ts) does
 * not know, told as what they most likely meant: a field of another level (`after_migration_id belongs inside
 * "after"`), a misspelt one (`unknown field "pagesize" (did you mean "page_size"?)`). The schemas of the requests
 * do not forbid other fields (schemas/event-history-request.json), so a client's slip went unnoticed: D answers the
 * first page to a cursor put beside `after` instead of inside it, and an indexer reads page 1 forever. The app
 * says so: a warning in the log, or with `strictRequests` a 400 in the same words. Pure: the schemas are the
 * registry's.
 */

/** The fields an object of a schema takes, each with the fields of its own value; null for a value of free keys. */
type Shape = ReadonlyMap<string, Shape | null>;

/** A field of a body's shape: where it is (the fields above it) and its name. */
interface Place {
  readonly parent: readonly string[];
  readonly field: string;
}

/** At most this many fields are told of one body; the rest are counted. */
const MAX_TOLD = 5;

/** Long enough to recognise a field by, short enough for a log line. */
const MAX_NAME = 60;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape of a (sub)schema: an object schema with `properties` and no other way to take keys is closed; anything
 * else (`additionalProperties` as `meta` has it, an object without properties as `choiceArguments`, a scalar) takes
 * any key, or none that could be told. A `$ref` to another file is followed.
 */
function shapeOf(schema: unknown, depth = 0): Shape | null {
  if (!isObject(schema) || depth > 8) return null;
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const file = /^([a-z0-9-]+)\.json$/.exec(ref)?.[1];
    return file === undefined ? null : shapeOf(validatorFor(file as SchemaName).schema, depth + 1);
  }
  const properties = schema['properties'];
  const open = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'].some(
    (keyword) => keyword in schema && schema[keyword] !== false,
  );
  if (schema['type'] !== 'object' || !isObject(properties) || open) return null;
  return new Map(Object.entries(properties).map(([field, sub]) => [field, shapeOf(sub, depth + 1)]));
}

/** Every field of a shape, the top level's first. */
function placesOf(shape: Shape, parent: readonly string[] = []): Place[] {
  const here = [...shape.keys()].map((field) => ({ parent, field }));
  const below = [...shape].flatMap(([field, inner]) => (inner ? placesOf(inner, [...parent, field]) : []));
  return [...here, ...below];
}

interface Known {
  readonly shape: Shape;
  readonly places: readonly Place[];
}

const known = new Map<Operation, Known | null>();

/** The shape of an operation's request body, read from its schema once; null for an operation without a body. */
function knownOf(operation: Operation): Known | null {
  if (!known.has(operation)) {
    const schema = OPERATIONS[operation].request as SchemaName | null;
    const shape = schema === null ? null : shapeOf(validatorFor(schema).schema);
    known.set(operation, shape ? { shape, places: placesOf(shape) } : null);
  }
  return known.get(operation) ?? null;
}

const dotted = (path: readonly string[]): string => path.join('.');

/** A field as received, quoted and bounded: its name is the client's, any text at all. */
const quoted = (path: readonly string[], field: string): string =>
  JSON.stringify(dotted([...path, field.length > MAX_NAME ? `${field.slice(0, MAX_NAME)}...` : field]));

/** One unknown field, said as what it most likely meant. */
function told(field: string, path: readonly string[], shape: Shape, places: readonly Place[]): string {
  const here = dotted(path);
  const elsewhere = places.filter((p) => dotted(p.parent) !== here);
  const moved = elsewhere.find((p) => p.field === field);
  if (moved) {
    const where = moved.parent.length === 0 ? 'at the top level' : `inside ${JSON.stringify(dotted(moved.parent))}`;
    return `${dotted([...path, field])} belongs ${where}`;
  }
  const near = closest(field, [...shape.keys()]);
  if (near !== undefined) return `unknown field ${quoted(path, field)} (did you mean ${JSON.stringify(near)}?)`;
  const far = closest(
    field,
    elsewhere.map((p) => p.field),
  );
  const farPlace = elsewhere.find((p) => p.field === far);
  if (farPlace) {
    return `unknown field ${quoted(path, field)} (did you mean ${JSON.stringify(dotted([...farPlace.parent, farPlace.field]))}?)`;
  }
  const of = path.length === 0 ? '' : ` of ${JSON.stringify(here)}`;
  return `unknown field ${quoted(path, field)} (known fields${of}: ${[...shape.keys()].join(', ')})`;
}

/**
 * What the schema of `operation`'s request does not know in `body`, one message per field (at most five, then how
 * many more), without the operation: `after_migration_id belongs inside "after"`. Empty for a body it knows whole,
 * for an operation without a body, and for a body that is no object (the schema's own 400 says so).
 */
export function unknownFields(operation: Operation, body: unknown): string[] {
  const shape = knownOf(operation);
  if (!shape) return [];
  const messages: string[] = [];
  let more = 0;
  const walk = (value: unknown, at: Shape, path: readonly string[]): void => {
    if (!isObject(value)) return;
    for (const field of Object.keys(value)) {
      const inner = at.get(field);
      if (inner === undefined) {
        if (messages.length < MAX_TOLD) messages.push(told(field, path, at, shape.places));
        else more++;
      } else if (inner !== null) walk(value[field], inner, [...path, field]);
    }
  };
  walk(body, shape.shape, []);
  if (more > 0) messages.push(`and ${more} more unknown field${more === 1 ? '' : 's'}`);
  return messages;
}

/** A reply with the warnings of its request's unknown fields, each naming the operation (`D: ...`), for the edge's log. */
export const warnedOf = (reply: AppReply, operation: Operation, unknown: readonly string[]): AppReply =>
  unknown.length === 0 ? reply : { ...reply, warnings: unknown.map((message) => `${operation}: ${message}`) };
