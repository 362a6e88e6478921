import { parseInstantNanos } from '../reading/instant.js';
import { isObject } from '../reading/json.js';

const MICROS_PER_DAY = 86_400_000_000n;

/** What a reader of one tag made of a value: null when the twins agree, MISMATCH when they do not, or a deeper reason. */
const MISMATCH = Symbol('mismatch');
type Reading = string | null | typeof MISMATCH;
/** Reads a tag's body against its compact_json twin at `path`. */
type Reader = (compact: unknown, body: unknown, path: string) => Reading;

const agreeing = (same: boolean): Reading => (same ? null : MISMATCH);
const listOf = (value: unknown, key: string): unknown[] =>
  isObject(value) && Array.isArray(value[key]) ? (value[key] as unknown[]) : [];
const asText: Reader = (compact, body) => agreeing(typeof body === 'string' && compact === body);

/** Optional (Optional a): Some None is [], Some (Some x) is [x] in compact_json. */
const optional: Reader = (compact, body, path) => {
  if (!isObject(body)) return MISMATCH;
  if (!('value' in body)) return agreeing(compact === null);
  const inner = body['value'];
  if (isObject(inner) && 'optional' in inner) {
    if (!Array.isArray(compact)) return MISMATCH;
    const innerBody = inner['optional'];
    if (isObject(innerBody) && !('value' in innerBody)) return agreeing(compact.length === 0);
    return compact.length === 1 ? disagreement(compact[0], inner, `${path}?`) : MISMATCH;
  }
  return compact === null ? MISMATCH : disagreement(compact, inner, `${path}?`);
};

const list: Reader = (compact, body, path) => {
  const elements = listOf(body, 'elements');
  if (!Array.isArray(compact) || compact.length !== elements.length) return MISMATCH;
  for (let i = 0; i < elements.length; i++) {
    const problem = disagreement(compact[i], elements[i], `${path}[${i}]`);
    if (problem) return problem;
  }
  return null;
};

const textMap: Reader = (compact, body, path) => {
  const entries = listOf(body, 'entries').filter(isObject);
  if (!isObject(compact) || Object.keys(compact).length !== entries.length) return MISMATCH;
  for (const entry of entries) {
    const key = String(entry['key']);
    if (!(key in compact)) return MISMATCH;
    const problem = disagreement(compact[key], entry['value'], `${path}["${key}"]`);
    if (problem) return problem;
  }
  return null;
};

const genMap: Reader = (compact, body, path) => {
  const entries = listOf(body, 'entries').filter(isObject);
  if (!Array.isArray(compact) || compact.length !== entries.length) return MISMATCH;
  for (let i = 0; i < entries.length; i++) {
    const pair = compact[i];
    if (!Array.isArray(pair) || pair.length !== 2) return MISMATCH;
    const problem =
      disagreement(pair[0], entries[i]?.['key'], `${path}{${i}}`) ??
      disagreement(pair[1], entries[i]?.['value'], `${path}{${i}}`);
    if (problem) return problem;
  }
  return null;
};

const record: Reader = (compact, body, path) => {
  const fields = listOf(body, 'fields').filter(isObject);
  if (!isObject(compact)) return MISMATCH;
  const labels = Object.keys(compact);
  if (labels.length !== fields.length) return MISMATCH;
  for (let i = 0; i < fields.length; i++) {
    const label = labels[i] as string;
    const problem = disagreement(compact[label], fields[i]?.['value'], `${path}.${label}`);
    if (problem) return problem;
  }
  return null;
};

/** The readers of protobuf_json's type tags. */
const READERS = new Map<string, Reader>([
  ['unit', (compact) => agreeing(isObject(compact) && Object.keys(compact).length === 0)],
  ['bool', (compact, body) => agreeing(compact === body)],
  ['int64', asText],
  ['numeric', asText],
  ['text', asText],
  ['party', asText],
  ['contractId', asText],
  [
    'timestamp',
    (compact, body) => {
      const nanos = typeof compact === 'string' ? parseInstantNanos(compact) : null;
      return agreeing(typeof body === 'string' && /^-?\d+$/.test(body) && nanos === BigInt(body) * 1000n);
    },
  ],
  [
    'date',
    (compact, body) => {
      const nanos = typeof compact === 'string' ? parseInstantNanos(`${compact}T00:00:00Z`) : null;
      return agreeing(typeof body === 'number' && nanos !== null && nanos / 1000n === BigInt(body) * MICROS_PER_DAY);
    },
  ],
  ['optional', optional],
  ['list', list],
  ['textMap', textMap],
  ['genMap', genMap],
  ['record', record],
  [
    'variant',
    (compact, body, path) =>
      !isObject(body) || !isObject(compact) || compact['tag'] !== body['constructor']
        ? MISMATCH
        : disagreement(compact['value'], body['value'], `${path}.${String(compact['tag'])}`),
  ],
  ['enum', (compact, body) => agreeing(isObject(body) && compact === body['constructor'])],
]);

/**
 * Why a protobuf_json value does not stand for the same ledger value as its compact_json twin, or null when it
 * does. protobuf_json carries a type tag on every value and no record labels (docs/deployments.md, value encodings);
 * compact_json carries labels and no tags, so each is read with the help of the other.
 */
export function disagreement(compact: unknown, proto: unknown, path = '$'): string | null {
  if (!isObject(proto) || Object.keys(proto).length !== 1)
    return `${path}: ${JSON.stringify(proto)} is not a tagged protobuf_json value`;
  const tag = Object.keys(proto)[0] as string;
  const reader = READERS.get(tag);
  if (!reader) return `${path}: unknown tag "${tag}"`;
  const reading = reader(compact, proto[tag], path);
  return reading === MISMATCH
    ? `${path}: ${JSON.stringify(compact)} in compact_json, ${JSON.stringify(proto)} in protobuf_json`
    : reading;
}
