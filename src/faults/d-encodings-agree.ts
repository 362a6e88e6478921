import type { Fault } from './fault.js';
import { isObject } from './shared.js';

/** Every `timestamp` field of a value, microseconds turned into milliseconds. */
const toMillis = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toMillis);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'timestamp' && typeof v === 'string' ? String(BigInt(v) / 1000n) : toMillis(v),
    ]),
  );
};

/**
 * Breaks `d-encodings-agree` (compact_json and protobuf_json stand for the same ledger values, docs/api.md section 4.D,
 * ledger_value_encoding): protobuf_json timestamps are off by a factor of 1000.
 */
export const dEncodingsAgree: Fault = {
  id: 'd-encodings-agree',
  defect: 'D gives protobuf_json timestamps in milliseconds instead of microseconds',
  operations: ['D'],
  apply: (input, next) => {
    const reply = next(input.body, input.ledger);
    const encoding = isObject(input.body)
      ? (input.body['ledger_value_encoding'] ?? input.body['daml_value_encoding'])
      : undefined;
    if (reply.status !== 200 || encoding !== 'protobuf_json') return reply;
    return { ...reply, body: toMillis(reply.body) };
  },
};
