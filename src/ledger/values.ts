/**
 * Ledger values, held once as typed values and encoded on demand (docs/deployments.md, value encodings).
 * Int64 and Numeric keep their decimal text so that Numeric keeps its scale.
 */
export type LedgerValue =
  | { readonly kind: 'unit' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'int64'; readonly value: string }
  | { readonly kind: 'numeric'; readonly value: string }
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'party'; readonly value: string }
  | { readonly kind: 'contractId'; readonly value: string }
  | { readonly kind: 'timestamp'; readonly micros: number }
  | { readonly kind: 'date'; readonly days: number }
  | { readonly kind: 'optional'; readonly value: LedgerValue | null }
  | { readonly kind: 'list'; readonly elements: readonly LedgerValue[] }
  | { readonly kind: 'textMap'; readonly entries: readonly (readonly [string, LedgerValue])[] }
  | { readonly kind: 'genMap'; readonly entries: readonly (readonly [LedgerValue, LedgerValue])[] }
  | { readonly kind: 'record'; readonly fields: readonly (readonly [string, LedgerValue])[] }
  | { readonly kind: 'variant'; readonly constructor: string; readonly value: LedgerValue }
  | { readonly kind: 'enum'; readonly constructor: string };

export type RecordValue = Extract<LedgerValue, { kind: 'record' }>;

/**
 * The type of a value, as far as the value shows it: what a compact_json decoder needs to read the value back.
 * `unknown` stands for the element type of an empty list or map and the content of an empty optional.
 */
export type LedgerType =
  | { readonly kind: 'unknown' }
  | { readonly kind: Exclude<LedgerValue['kind'], 'optional' | 'list' | 'textMap' | 'genMap' | 'record' | 'variant'> }
  | { readonly kind: 'optional'; readonly element: LedgerType }
  | { readonly kind: 'list'; readonly elements: readonly LedgerType[] }
  | { readonly kind: 'textMap'; readonly entries: readonly (readonly [string, LedgerType])[] }
  | { readonly kind: 'genMap'; readonly entries: readonly (readonly [LedgerType, LedgerType])[] }
  | { readonly kind: 'record'; readonly fields: readonly (readonly [string, LedgerType])[] }
  | { readonly kind: 'variant'; readonly value: LedgerType };

export const unit: LedgerValue = { kind: 'unit' };
export const bool = (value: boolean): LedgerValue => ({ kind: 'bool', value });
export const int64 = (value: number | bigint): LedgerValue => ({ kind: 'int64', value: String(value) });
/** A Numeric with a fixed scale, 10 by default as in Splice's Decimal. */
export const numeric = (value: number, scale = 10): LedgerValue => ({ kind: 'numeric', value: value.toFixed(scale) });
export const text = (value: string): LedgerValue => ({ kind: 'text', value });
export const party = (value: string): LedgerValue => ({ kind: 'party', value });
export const contractIdValue = (value: string): LedgerValue => ({ kind: 'contractId', value });
export const timestamp = (micros: number): LedgerValue => ({ kind: 'timestamp', micros });
export const date = (days: number): LedgerValue => ({ kind: 'date', days });
export const some = (value: LedgerValue): LedgerValue => ({ kind: 'optional', value });
export const none: LedgerValue = { kind: 'optional', value: null };
export const list = (elements: readonly LedgerValue[]): LedgerValue => ({ kind: 'list', elements });
/** A TextMap, its entries sorted by key as the ledger keeps them. */
export const textMap = (entries: Record<string, LedgerValue>): LedgerValue => ({
  kind: 'textMap',
  entries: Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
});
export const genMap = (entries: readonly (readonly [LedgerValue, LedgerValue])[]): LedgerValue => ({
  kind: 'genMap',
  entries,
});
export const record = (fields: Record<string, LedgerValue>): RecordValue => ({
  kind: 'record',
  fields: Object.entries(fields),
});
export const variant = (constructor: string, value: LedgerValue = unit): LedgerValue => ({
  kind: 'variant',
  constructor,
  value,
});
export const enumValue = (constructor: string): LedgerValue => ({ kind: 'enum', constructor });
/** DA.Set as Splice stores it: a record whose `map` field is a GenMap to Unit. */
export const set = (elements: readonly LedgerValue[]): RecordValue =>
  record({ map: genMap(elements.map((element) => [element, unit] as const)) });
/** DA.Time.RelTime: a record of microseconds. */
export const relTime = (micros: number): RecordValue => record({ microseconds: int64(micros) });

/** The type that a value shows; see LedgerType. */
export function typeOf(value: LedgerValue): LedgerType {
  switch (value.kind) {
    case 'optional':
      return { kind: 'optional', element: value.value === null ? { kind: 'unknown' } : typeOf(value.value) };
    case 'list':
      return { kind: 'list', elements: value.elements.map(typeOf) };
    case 'textMap':
      return { kind: 'textMap', entries: value.entries.map(([k, v]) => [k, typeOf(v)] as const) };
    case 'genMap':
      return { kind: 'genMap', entries: value.entries.map(([k, v]) => [typeOf(k), typeOf(v)] as const) };
    case 'record':
      return { kind: 'record', fields: value.fields.map(([label, v]) => [label, typeOf(v)] as const) };
    case 'variant':
      return { kind: 'variant', value: typeOf(value.value) };
    default:
      return { kind: value.kind };
  }
}

/** The value with record field labels removed, which is all that protobuf_json keeps of a record. */
export function withoutLabels(value: LedgerValue): LedgerValue {
  switch (value.kind) {
    case 'optional':
      return value.value === null ? value : some(withoutLabels(value.value));
    case 'list':
      return list(value.elements.map(withoutLabels));
    case 'textMap':
      return { kind: 'textMap', entries: value.entries.map(([k, v]) => [k, withoutLabels(v)] as const) };
    case 'genMap':
      return genMap(value.entries.map(([k, v]) => [withoutLabels(k), withoutLabels(v)] as const));
    case 'record':
      return { kind: 'record', fields: value.fields.map(([, v]) => ['', withoutLabels(v)] as const) };
    case 'variant':
      return variant(value.constructor, withoutLabels(value.value));
    default:
      return value;
  }
}
