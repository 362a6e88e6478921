import type { LedgerValue } from '../ledger/values.js';
import { isJsonObject, type Json, type JsonObject } from './json.js';

/** Proto3 JSON leaves out empty repeated fields (docs/deployments.md, protobuf_json). */
function repeated(name: string, items: readonly Json[]): JsonObject {
  return items.length === 0 ? {} : { [name]: items };
}

/**
 * protobuf_json: canonical proto3 JSON of the ledger API `Value`, without record labels. It carries type tags,
 * so it reads back without the contract's source.
 */
export function encodeProtobuf(value: LedgerValue): JsonObject {
  switch (value.kind) {
    case 'unit':
      return { unit: {} };
    case 'bool':
      return { bool: value.value };
    case 'int64':
      return { int64: value.value };
    case 'numeric':
      return { numeric: value.value };
    case 'text':
      return { text: value.value };
    case 'party':
      return { party: value.value };
    case 'contractId':
      return { contractId: value.value };
    case 'timestamp':
      return { timestamp: String(value.micros) };
    case 'date':
      return { date: value.days };
    case 'optional':
      return { optional: value.value === null ? {} : { value: encodeProtobuf(value.value) } };
    case 'list':
      return { list: repeated('elements', value.elements.map(encodeProtobuf)) };
    case 'textMap':
      return {
        textMap: repeated(
          'entries',
          value.entries.map(([key, v]) => ({ key, value: encodeProtobuf(v) })),
        ),
      };
    case 'genMap':
      return {
        genMap: repeated(
          'entries',
          value.entries.map(([k, v]) => ({ key: encodeProtobuf(k), value: encodeProtobuf(v) })),
        ),
      };
    case 'record':
      return {
        record: repeated(
          'fields',
          value.fields.map(([, v]) => ({ value: encodeProtobuf(v) })),
        ),
      };
    case 'variant':
      return { variant: { constructor: value.constructor, value: encodeProtobuf(value.value) } };
    case 'enum':
      return { enum: { constructor: value.constructor } };
  }
}

function fail(json: unknown): never {
  throw new Error(`protobuf_json: not a ledger value: ${JSON.stringify(json)}`);
}

function items(json: Record<string, unknown>, name: string): readonly unknown[] {
  const list = json[name] ?? [];
  return Array.isArray(list) ? list : fail(json);
}

function object(json: unknown): Record<string, unknown> {
  return isJsonObject(json) ? json : fail(json);
}

function str(json: unknown): string {
  return typeof json === 'string' ? json : fail(json);
}

/** Reads a protobuf_json value back; record labels come back empty, since the encoding has none. */
export function decodeProtobuf(json: unknown): LedgerValue {
  const wrapper = object(json);
  const keys = Object.keys(wrapper);
  if (keys.length !== 1) return fail(json);
  const tag = keys[0] as string;
  const body = wrapper[tag];
  switch (tag) {
    case 'unit':
      return { kind: 'unit' };
    case 'bool':
      return typeof body === 'boolean' ? { kind: 'bool', value: body } : fail(json);
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return { kind: tag, value: str(body) };
    case 'timestamp':
      return { kind: 'timestamp', micros: Number(str(body)) };
    case 'date':
      return typeof body === 'number' ? { kind: 'date', days: body } : fail(json);
    case 'optional': {
      const inner = object(body);
      return { kind: 'optional', value: 'value' in inner ? decodeProtobuf(inner['value']) : null };
    }
    case 'list':
      return { kind: 'list', elements: items(object(body), 'elements').map(decodeProtobuf) };
    case 'textMap':
      return {
        kind: 'textMap',
        entries: items(object(body), 'entries').map(
          (e) => [str(object(e)['key']), decodeProtobuf(object(e)['value'])] as const,
        ),
      };
    case 'genMap':
      return {
        kind: 'genMap',
        entries: items(object(body), 'entries').map(
          (e) => [decodeProtobuf(object(e)['key']), decodeProtobuf(object(e)['value'])] as const,
        ),
      };
    case 'record':
      return {
        kind: 'record',
        fields: items(object(body), 'fields').map((f) => ['', decodeProtobuf(object(f)['value'])] as const),
      };
    case 'variant': {
      const v = object(body);
      return { kind: 'variant', constructor: str(v['constructor']), value: decodeProtobuf(v['value']) };
    }
    case 'enum':
      return { kind: 'enum', constructor: str(object(body)['constructor']) };
    default:
      return fail(json);
  }
}
