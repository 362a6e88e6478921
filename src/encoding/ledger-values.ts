import type { LedgerValueEncoding } from '../schemas/types.js';
import type { LedgerValue } from '../ledger/values.js';
import { encodeCompact } from './compact-json.js';
import type { Json } from './json.js';
import { encodeProtobuf } from './protobuf-json.js';

/** Spec section 4.D: `ledger_value_encoding` (upstream `daml_value_encoding`). */
export type ValueEncoding = LedgerValueEncoding;

export const encodeValue = (value: LedgerValue, encoding: ValueEncoding): Json =>
  encoding === 'compact_json' ? encodeCompact(value) : encodeProtobuf(value);
