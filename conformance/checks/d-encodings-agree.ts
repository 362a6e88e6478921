import { defineCheck, failure, shown, type Finding } from '../check.js';
import { pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import { eventsOf, identityOf, type EventItem } from '../events.js';
import { eventsRequest } from '../requests.js';
import { isObject, type JsonObject } from '../json.js';
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

/**
 * D: compact_json and protobuf_json give the same items in the same order, and every value stands for the same
 * ledger value, with type tags in protobuf_json (spec section 4.D, ledger_value_encoding).
 */
export const dEncodingsAgree = defineCheck({
  id: 'd-encodings-agree',
  title: 'Both value encodings give the same events',
  operation: 'D',
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx, 50),
  asks: ['compact', 'proto'],
  probe: async (body: PageInput, ctx) => ({
    compact: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'compact_json' })),
    proto: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'protobuf_json' })),
  }),
  verify: (_body, { compact, proto }) => {
    if (compact.status !== 200 || proto.status !== 200) {
      return [
        failure(
          '200 in both encodings',
          `${shown(compact, 100)} / ${shown(proto, 100)}`,
          proto.status !== 200 ? proto : compact,
        ),
      ];
    }
    const [a, b] = [eventsOf(compact), eventsOf(proto)];
    if (a.length !== b.length)
      return [failure(`${a.length} events in protobuf_json, as in compact_json`, `${b.length} events`, proto)];
    const findings: Finding[] = [];
    for (let i = 0; i < a.length; i++) {
      const [x, y] = [a[i] as EventItem, b[i] as EventItem];
      if (identityOf(x) !== identityOf(y)) return [failure(`events[${i}] = ${identityOf(x)}`, identityOf(y), proto)];
      const [vx, vy] = [valuesOf(x), valuesOf(y)];
      for (const [where, value] of vx) {
        const problem = vy.has(where) ? disagreement(value, vy.get(where)) : 'missing in protobuf_json';
        if (problem)
          return [failure(`events[${i}] ${where}: the same ledger value, tagged, in protobuf_json`, problem, proto)];
      }
    }
    return findings;
  },
});
