import { formatDate, formatInstant, parseInstant } from '../ledger/time.js';
import type { LedgerType, LedgerValue } from '../ledger/values.js';
import { isJsonObject, type Json } from './json.js';

/**
 * compact_json: the ledger JSON API's encoding (docs/deployments.md, compact_json). Records keep labels, Int64 and
 * Numeric are strings, Optional is null or the value, nested Optional uses [] / [x], Variant is {tag, value}, Enum
 * a string, Unit {}, GenMap [[k, v], ...], Time ISO text.
 */
export function encodeCompact(value: LedgerValue): Json {
  switch (value.kind) {
    case 'unit':
      return {};
    case 'bool':
      return value.value;
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return value.value;
    case 'timestamp':
      return formatInstant(value.micros, 6);
    case 'date':
      return formatDate(value.days);
    case 'optional': {
      const inner = value.value;
      if (inner === null) return null;
      // Optional (Optional a): Some None is [], Some (Some x) is [x] (JSON API nested-optional rule).
      if (inner.kind === 'optional') return inner.value === null ? [] : [encodeCompact(inner)];
      return encodeCompact(inner);
    }
    case 'list':
      return value.elements.map(encodeCompact);
    case 'textMap':
      return Object.fromEntries(value.entries.map(([k, v]) => [k, encodeCompact(v)]));
    case 'genMap':
      return value.entries.map(([k, v]) => [encodeCompact(k), encodeCompact(v)]);
    case 'record':
      return Object.fromEntries(value.fields.map(([label, v]) => [label, encodeCompact(v)]));
    case 'variant':
      return { tag: value.constructor, value: encodeCompact(value.value) };
    case 'enum':
      return value.constructor;
  }
}

function fail(type: LedgerType, json: unknown): never {
  throw new Error(`compact_json: cannot read ${JSON.stringify(json)} as ${type.kind}`);
}

function expectString(type: LedgerType, json: unknown): string {
  return typeof json === 'string' ? json : fail(type, json);
}

function expectArray(type: LedgerType, json: unknown): readonly unknown[] {
  return Array.isArray(json) ? json : fail(type, json);
}

/** Reads a compact_json value back, given the type that compact_json leaves out. */
export function decodeCompact(json: unknown, type: LedgerType): LedgerValue {
  switch (type.kind) {
    case 'unknown':
      return fail(type, json);
    case 'unit':
      return isJsonObject(json) && Object.keys(json).length === 0 ? { kind: 'unit' } : fail(type, json);
    case 'bool':
      return typeof json === 'boolean' ? { kind: 'bool', value: json } : fail(type, json);
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return { kind: type.kind, value: expectString(type, json) };
    case 'timestamp': {
      const micros = parseInstant(expectString(type, json));
      return micros === null ? fail(type, json) : { kind: 'timestamp', micros };
    }
    case 'date': {
      const micros = parseInstant(`${expectString(type, json)}T00:00:00Z`);
      return micros === null ? fail(type, json) : { kind: 'date', days: micros / 86_400_000_000 };
    }
    case 'optional': {
      if (json === null) return { kind: 'optional', value: null };
      if (type.element.kind !== 'optional') return { kind: 'optional', value: decodeCompact(json, type.element) };
      const items = expectArray(type, json);
      if (items.length === 0) return { kind: 'optional', value: { kind: 'optional', value: null } };
      if (items.length !== 1) return fail(type, json);
      return { kind: 'optional', value: decodeCompact(items[0], type.element) };
    }
    case 'list': {
      const items = expectArray(type, json);
      if (items.length !== type.elements.length) return fail(type, json);
      return { kind: 'list', elements: items.map((item, i) => decodeCompact(item, type.elements[i] as LedgerType)) };
    }
    case 'textMap': {
      // A JSON object does not keep key order (integer-like keys come first), so entries are matched by key.
      if (!isJsonObject(json) || Object.keys(json).length !== type.entries.length) return fail(type, json);
      return {
        kind: 'textMap',
        entries: type.entries.map(([key, valueType]) =>
          key in json ? ([key, decodeCompact(json[key], valueType)] as const) : fail(type, json),
        ),
      };
    }
    case 'genMap': {
      const items = expectArray(type, json);
      if (items.length !== type.entries.length) return fail(type, json);
      return {
        kind: 'genMap',
        entries: items.map((item, i) => {
          const pair = expectArray(type, item);
          const [keyType, valueType] = type.entries[i] as readonly [LedgerType, LedgerType];
          return [decodeCompact(pair[0], keyType), decodeCompact(pair[1], valueType)] as const;
        }),
      };
    }
    case 'record': {
      if (!isJsonObject(json)) return fail(type, json);
      return {
        kind: 'record',
        fields: type.fields.map(([label, fieldType]) => [label, decodeCompact(json[label], fieldType)] as const),
      };
    }
    case 'variant': {
      if (!isJsonObject(json) || typeof json['tag'] !== 'string') return fail(type, json);
      return { kind: 'variant', constructor: json['tag'], value: decodeCompact(json['value'], type.value) };
    }
    case 'enum':
      return { kind: 'enum', constructor: expectString(type, json) };
  }
}
