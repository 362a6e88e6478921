import { failure, judged, shown, type Check, type Finding, type Judgement } from '../check.js';
import { pageExamples, pageRequestBody, type PageInput } from '../arbitraries/pages.js';
import type { Exchange } from '../client/client.js';
import { eventCursor, type EventItem } from '../reading/events.js';
import { NOT_JSON } from '../reading/page-items.js';
import { eventsRequest } from '../client/requests.js';

/**
 * The shape shared by the checks that read the same page in both value encodings (docs/api.md section 4.D,
 * ledger_value_encoding): a page from anywhere in the history (and, every run, a short page at each of the map's
 * places), asked for once in compact_json and once in protobuf_json.
 */
export const encodingPair: Pick<
  Check<PageInput, 'compact' | 'proto'>,
  'groups' | 'inputs' | 'examples' | 'asks' | 'probe'
> = {
  groups: ['scan'],
  inputs: (ctx) => pageRequestBody(ctx, 50),
  examples: (ctx) => pageExamples(ctx, 3),
  asks: ['compact', 'proto'],
  probe: async (body, ctx) => ({
    compact: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'compact_json' })),
    proto: await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'protobuf_json' })),
  }),
};

/**
 * Why the items at `i` of both encodings disagree under a check's rule (a failure), or where they differ only as the
 * spec allows (a warning), or null when they agree.
 */
export type ItemsDisagreement = (
  i: number,
  compact: EventItem,
  proto: EventItem,
  protoPage: Exchange,
) => Finding | null;

/**
 * True when the protobuf_json page, read after the compact_json one, holds more events only because the history's
 * end moved between the two reads: the compact_json page came back short of page_size (it read to the end), and the
 * later read holds more, within its page_size. Only the events both hold are then compared, the first `la` of each:
 * where the new ones belong is d-moving-end's (docs/kit.md, a moving end). A later read that holds fewer events
 * than the earlier is never this: a history does not shrink.
 */
const grewAfter = (la: number, lb: number, pageSize: number): boolean => la < lb && la < pageSize && lb <= pageSize;

/**
 * Judges both encodings' pages item by item with `disagreementAt`: both 200, both pages, as many items, and the first
 * pair of items that disagrees. The pages are read side by side, an item of each at a time (reading/events.ts,
 * eventCursor): no page is held whole, so the memory it takes is that of one item pair. A body that is no page has no
 * items, which is known only once each of its items is read: the first failure is kept until then (and the first
 * warning, shown when no item fails). Each pair of items compared is one piece of evidence. On a moving end the later
 * read may hold more (grewAfter).
 */
export function judgeEncodingPages(
  compact: Exchange,
  proto: Exchange,
  disagreementAt: ItemsDisagreement,
  pageSize: number,
): Judgement {
  return compareEncodingPages(compact, proto, [disagreementAt], pageSize)[0] as Judgement;
}

/** What one rule found in a pair of pages so far: its first failure, else its first warning. */
interface RuleFound {
  first: Finding | null;
  note: Finding | null;
}

/**
 * `judgeEncodingPages` for several rules at once, each item of both pages parsed once (a sweep's pair of pages), and
 * each pair of items also given to `each` (the item rules' judge) as it is read: one judgement per rule.
 */
export function compareEncodingPages(
  compact: Exchange,
  proto: Exchange,
  rules: readonly ItemsDisagreement[],
  pageSize: number,
  each?: (i: number, compact: unknown, proto: unknown) => void,
): Judgement[] {
  const all = (judgement: Judgement): Judgement[] => rules.map(() => judgement);
  if (compact.status !== 200 || proto.status !== 200) {
    const shownBoth = `${shown(compact, 100)} / ${shown(proto, 100)}`;
    return all(judged([failure('200 in both encodings', shownBoth, proto.status !== 200 ? proto : compact)]));
  }
  const [a, b] = [eventCursor(compact), eventCursor(proto)];
  const [la, lb] = [a?.length ?? 0, b?.length ?? 0];
  let [pageA, pageB] = [a !== null, b !== null];
  const found: RuleFound[] = rules.map(() => ({ first: null, note: null }));
  for (let i = 0; i < Math.max(la, lb) && (pageA || pageB); i++) {
    const x = a && pageA && i < la ? a.next() : NOT_JSON;
    const y = b && pageB && i < lb ? b.next() : NOT_JSON;
    if (i < la && x === NOT_JSON) pageA = false;
    if (i < lb && y === NOT_JSON) pageB = false;
    if (!pageA || !pageB || i >= Math.min(la, lb)) continue;
    each?.(i, x, y);
    for (const [r, rule] of rules.entries()) {
      const f = found[r] as RuleFound;
      if (f.first) continue;
      const finding = rule(i, x as EventItem, y as EventItem, proto);
      if (finding?.severity === 'failure') f.first = finding;
      else f.note ??= finding;
    }
  }
  if (!pageA) return all(judged([failure('{"events": [...]} in compact_json', shown(compact, 100), compact)]));
  if (!pageB) return all(judged([failure('{"events": [...]} in protobuf_json', shown(proto, 100), proto)]));
  if (la !== lb && !grewAfter(la, lb, pageSize))
    return all(judged([failure(`${la} events in protobuf_json, as in compact_json`, `${lb} events`, proto)]));
  return found.map((f) => judged(f.first ? [f.first] : f.note ? [f.note] : [], la));
}
