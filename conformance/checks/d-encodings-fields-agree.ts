import { defineCheck, failure, warning, type Finding } from '../check.js';
import type { Exchange } from '../client/client.js';
import { identityOf, type EventItem } from '../reading/events.js';
import { encodingPair, judgeEncodingPages } from './encoding-pages.js';
import { compareFields, type FieldDifference } from './field-agreement.js';

const received = (d: FieldDifference): string => `${d.why}: ${d.compact} in compact_json, ${d.proto} in protobuf_json`;

/** Where the events at `i` of both encodings differ in a field that is no ledger value, or null. */
function disagreementAt(i: number, x: EventItem, y: EventItem, proto: Exchange): Finding | null {
  const { differs, tolerated } = compareFields(x, y);
  const item = `events[${i}] ${identityOf(x)}`;
  if (differs) return failure(`${item}: ${differs.path} the same in both encodings`, received(differs), proto);
  if (tolerated)
    return warning(
      `${item}: ${tolerated.path} written alike in both encodings (the spec leaves this open: no failure)`,
      received(tolerated),
      proto,
    );
  return null;
}

/**
 * D: compact_json and protobuf_json give every field of an item alike but ledger values (docs/api.md section 4.D,
 * value encodings: an encoding changes how ledger values are written, nothing else; docs/kit.md,
 * d-encodings-fields-agree). Ledger values are d-encodings-agree's; here only that both reads have them. The spec
 * leaves room for an item's part to be absent or `null` and for an instant's offset to be written either way: such a
 * difference is a warning, never a failure.
 */
export const dEncodingsFieldsAgree = defineCheck({
  id: 'd-encodings-fields-agree',
  title: 'Both value encodings give every other field alike',
  operation: 'D',
  evidence: {
    of: 'events compared field by field in both encodings (ledger values aside; what the spec leaves open warned)',
  },
  ...encodingPair,
  verify: (body, { compact, proto }) => judgeEncodingPages(compact, proto, disagreementAt, body.page_size),
  pairRule: disagreementAt,
});
