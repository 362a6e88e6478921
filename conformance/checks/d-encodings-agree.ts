import { defineCheck, failure, type Finding } from '../check.js';
import type { Exchange } from '../client/client.js';
import { identityOf, type EventItem } from '../reading/events.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { encodingPair, judgeEncodingPages } from './encoding-pages.js';
import { disagreement } from './value-agreement.js';

/** The ledger values of an item, by where they sit: create arguments, choice arguments, exercise results. */
function valuesOf(item: EventItem): Map<string, unknown> {
  const values = new Map<string, unknown>();
  if (!isObject(item as unknown)) return values;
  const update = isObject(item.update) ? item.update : null;
  const add = (where: string, event: JsonObject): void => {
    for (const key of ['create_arguments', 'choice_argument', 'exercise_result'])
      if (key in event) values.set(`${where}.${key}`, event[key]);
  };
  if (update && isObject(update['events_by_id'])) {
    for (const [id, event] of Object.entries(update['events_by_id'])) if (isObject(event)) add(id, event);
  }
  const created =
    update && isObject(update['event']) && isObject(update['event']['created_event'])
      ? update['event']['created_event']
      : null;
  if (created) add('event.created_event', created);
  return values;
}

/** Why the events at `i` of both encodings are not the same event with the same values, or null. */
function disagreementAt(i: number, x: EventItem, y: EventItem, proto: Exchange): Finding | null {
  if (identityOf(x) !== identityOf(y)) return failure(`events[${i}] = ${identityOf(x)}`, identityOf(y), proto);
  const [vx, vy] = [valuesOf(x), valuesOf(y)];
  for (const [where, value] of vx) {
    const problem = vy.has(where) ? disagreement(value, vy.get(where)) : 'missing in protobuf_json';
    if (problem)
      return failure(`events[${i}] ${where}: the same ledger value, tagged, in protobuf_json`, problem, proto);
  }
  return null;
}

/**
 * D: compact_json and protobuf_json give the same items in the same order, and every value stands for the same
 * ledger value, with type tags in protobuf_json (docs/api.md section 4.D, ledger_value_encoding). Every other field
 * of the items is d-encodings-fields-agree's.
 */
export const dEncodingsAgree = defineCheck({
  id: 'd-encodings-agree',
  title: 'Both value encodings give the same events',
  operation: 'D',
  evidence: { of: 'events compared in both encodings' },
  ...encodingPair,
  verify: (body, { compact, proto }) => judgeEncodingPages(compact, proto, disagreementAt, body.page_size),
  pairRule: disagreementAt,
});
