import type { LedgerValueEncoding } from '../../common/schemas/types.js';
import type { LedgerValue } from '../ledger/values.js';
import { encodeCompact } from './compact-json.js';
import type { Json } from './json.js';
import { encodeProtobuf } from './protobuf-json.js';

/**
 * docs/api.md section 4.D: `ledger_value_encoding`; the name real deployments use, `daml_value_encoding`
 * (docs/deployments.md, DamlValueEncoding).
 */
export type ValueEncoding = LedgerValueEncoding;

export const encodeValue = (value: LedgerValue, encoding: ValueEncoding): Json =>
  encoding === 'compact_json' ? encodeCompact(value) : encodeProtobuf(value);
