import type { Fault } from './fault.js';
import { edit200, eventsOf, isObject } from './shared.js';

/** RFC 3339 text with three more fraction digits, zeros: the same instant, written at another precision. */
const finer = (text: string): string =>
  text.replace(/(:\d{2})(\.\d+)?(?=[Zz+-])/, (_, s: string, f?: string) => `${s}${f ?? '.'}000`);

/**
 * Breaks `d-encodings-fields-agree` (an encoding changes how ledger values are written, nothing else; docs/api.md
 * section 4.D, value encodings): in protobuf_json, a transaction's `effective_at` comes with three more fraction
 * digits than in compact_json. The instant is the same, so that only a comparison of both encodings' reads shows it:
 * the schemas take any number of digits, and d-encodings-agree, the other check that reads both, compares ledger
 * values only.
 */
export const dEncodingsFieldsAgree: Fault = {
  id: 'd-encodings-fields-agree',
  defect: 'D writes effective_at with three more fraction digits in protobuf_json than in compact_json',
  operations: ['D'],
  apply: (input, next) => {
    const encoding = isObject(input.body)
      ? (input.body['ledger_value_encoding'] ?? input.body['daml_value_encoding'])
      : undefined;
    if (encoding !== 'protobuf_json') return next(input.body, input.ledger);
    return edit200((body) => {
      for (const item of eventsOf(body)) {
        const update = isObject(item['update']) ? item['update'] : null;
        if (update && typeof update['effective_at'] === 'string')
          update['effective_at'] = finer(update['effective_at']);
      }
    })(input, next);
  },
};
