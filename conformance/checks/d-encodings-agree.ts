import { defineCheck, failure, judged, shown, type Finding } from '../check.js';
import { pageExamples, pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import type { Exchange } from '../client/client.js';
import { eventCursor, identityOf, type EventItem } from '../reading/events.js';
import { NOT_JSON } from '../reading/page-items.js';
import { eventsRequest } from '../client/requests.js';
import { isObject, type JsonObject } from '../reading/json.js';
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
 * ledger value, with type tags in protobuf_json (docs/api.md section 4.D, ledger_value_encoding).
 */
export const dEncodingsAgree = defineCheck({
  id: 'd-encodings-agree',
  title: 'Both value encodings give the same events',
  operation: 'D',
  evidence: { of: 'events compared in both encodings' },
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx, 50),
  examples: (ctx) => pageExamples(ctx, 3),
  asks: ['compact', 'proto'],
  probe: async (body: PageInput, ctx) => ({
    compact: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'compact_json' })),
    proto: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'protobuf_json' })),
  }),
  verify: (_body, { compact, proto }) => {
    if (compact.status !== 200 || proto.status !== 200) {
      return judged([
        failure(
          '200 in both encodings',
          `${shown(compact, 100)} / ${shown(proto, 100)}`,
          proto.status !== 200 ? proto : compact,
        ),
      ]);
    }
    // Both pages side by side, an event of each at a time (reading/events.ts, eventCursor): no page is held whole. A
    // body that is no page has no events, which is known only once each of its items is read: the first disagreement is
    // kept until then.
    const [a, b] = [eventCursor(compact), eventCursor(proto)];
    const [la, lb] = [a?.length ?? 0, b?.length ?? 0];
    let [pageA, pageB] = [a !== null, b !== null];
    let first: Finding | null = null;
    for (let i = 0; i < Math.max(la, lb) && (pageA || pageB); i++) {
      const x = a && pageA && i < la ? a.next() : NOT_JSON;
      const y = b && pageB && i < lb ? b.next() : NOT_JSON;
      if (i < la && x === NOT_JSON) pageA = false;
      if (i < lb && y === NOT_JSON) pageB = false;
      if (first || !pageA || !pageB || i >= Math.min(la, lb)) continue;
      first = disagreementAt(i, x as EventItem, y as EventItem, proto);
    }
    if (!pageA) return judged([failure('{"events": [...]} in compact_json', shown(compact, 100), compact)]);
    if (!pageB) return judged([failure('{"events": [...]} in protobuf_json', shown(proto, 100), proto)]);
    if (la !== lb) return judged([failure(`${la} events in protobuf_json, as in compact_json`, `${lb} events`, proto)]);
    return judged(first ? [first] : [], la);
  },
});
