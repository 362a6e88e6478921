import { parseInstantNanos } from '../reading/instant.js';
import { isObject } from '../reading/json.js';

const TAGS = new Set([
  'unit',
  'bool',
  'int64',
  'numeric',
  'text',
  'party',
  'contractId',
  'timestamp',
  'date',
  'optional',
  'list',
  'textMap',
  'genMap',
  'record',
  'variant',
  'enum',
]);
const MICROS_PER_DAY = 86_400_000_000n;

/**
 * Why a protobuf_json value does not stand for the same ledger value as its compact_json twin, or null when it
 * does. protobuf_json carries a type tag on every value and no record labels (docs/deployments.md, value encodings);
 * compact_json carries labels and no tags, so each is read with the help of the other.
 */
export function disagreement(compact: unknown, proto: unknown, path = '$'): string | null {
  if (!isObject(proto) || Object.keys(proto).length !== 1)
    return `${path}: ${JSON.stringify(proto)} is not a tagged protobuf_json value`;
  const tag = Object.keys(proto)[0] as string;
  const body = proto[tag];
  if (!TAGS.has(tag)) return `${path}: unknown tag "${tag}"`;
  const mismatch = (): string =>
    `${path}: ${JSON.stringify(compact)} in compact_json, ${JSON.stringify(proto)} in protobuf_json`;
  const list = (value: unknown, key: string): unknown[] =>
    isObject(value) && Array.isArray(value[key]) ? (value[key] as unknown[]) : [];
  switch (tag) {
    case 'unit':
      return isObject(compact) && Object.keys(compact).length === 0 ? null : mismatch();
    case 'bool':
      return compact === body ? null : mismatch();
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return typeof body === 'string' && compact === body ? null : mismatch();
    case 'timestamp': {
      const nanos = typeof compact === 'string' ? parseInstantNanos(compact) : null;
      return typeof body === 'string' && /^-?\d+$/.test(body) && nanos === BigInt(body) * 1000n ? null : mismatch();
    }
    case 'date': {
      const nanos = typeof compact === 'string' ? parseInstantNanos(`${compact}T00:00:00Z`) : null;
      return typeof body === 'number' && nanos !== null && nanos / 1000n === BigInt(body) * MICROS_PER_DAY
        ? null
        : mismatch();
    }
    case 'enum':
      return isObject(body) && compact === body['constructor'] ? null : mismatch();
    case 'variant':
      if (!isObject(body) || !isObject(compact) || compact['tag'] !== body['constructor']) return mismatch();
      return disagreement(compact['value'], body['value'], `${path}.${String(compact['tag'])}`);
    case 'optional': {
      if (!isObject(body)) return mismatch();
      if (!('value' in body)) return compact === null ? null : mismatch();
      const inner = body['value'];
      // Optional (Optional a): Some None is [], Some (Some x) is [x] in compact_json.
      if (isObject(inner) && 'optional' in inner) {
        if (!Array.isArray(compact)) return mismatch();
        const innerBody = inner['optional'];
        if (isObject(innerBody) && !('value' in innerBody)) return compact.length === 0 ? null : mismatch();
        return compact.length === 1 ? disagreement(compact[0], inner, `${path}?`) : mismatch();
      }
      return compact === null ? mismatch() : disagreement(compact, inner, `${path}?`);
    }
    case 'list': {
      const elements = list(body, 'elements');
      if (!Array.isArray(compact) || compact.length !== elements.length) return mismatch();
      for (let i = 0; i < elements.length; i++) {
        const problem = disagreement(compact[i], elements[i], `${path}[${i}]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'textMap': {
      const entries = list(body, 'entries').filter(isObject);
      if (!isObject(compact) || Object.keys(compact).length !== entries.length) return mismatch();
      for (const entry of entries) {
        const key = String(entry['key']);
        if (!(key in compact)) return mismatch();
        const problem = disagreement(compact[key], entry['value'], `${path}["${key}"]`);
        if (problem) return problem;
      }
      return null;
    }
    case 'genMap': {
      const entries = list(body, 'entries').filter(isObject);
      if (!Array.isArray(compact) || compact.length !== entries.length) return mismatch();
      for (let i = 0; i < entries.length; i++) {
        const pair = compact[i];
        if (!Array.isArray(pair) || pair.length !== 2) return mismatch();
        const problem =
          disagreement(pair[0], entries[i]?.['key'], `${path}{${i}}`) ??
          disagreement(pair[1], entries[i]?.['value'], `${path}{${i}}`);
        if (problem) return problem;
      }
      return null;
    }
    case 'record': {
      const fields = list(body, 'fields').filter(isObject);
      if (!isObject(compact)) return mismatch();
      const labels = Object.keys(compact);
      if (labels.length !== fields.length) return mismatch();
      for (let i = 0; i < fields.length; i++) {
        const label = labels[i] as string;
        const problem = disagreement(compact[label], fields[i]?.['value'], `${path}.${label}`);
        if (problem) return problem;
      }
      return null;
    }
  }
  return mismatch();
}
