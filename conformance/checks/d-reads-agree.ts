import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Finding, type Judgement } from '../check.js';
import { justBefore, mapCursor } from '../arbitraries/cursors.js';
import type { Exchange } from '../client/client.js';
import {
  cursorOf,
  eachEvent,
  identityOf,
  ownCopy,
  pageProblem,
  positionOf,
  withoutBody,
  type Position,
} from '../reading/events.js';
import { boundariesOf, type Cursor } from '../history/map.js';
import { crossingProblem } from '../history/read-defects.js';
import { eventsRequest } from '../client/requests.js';

export interface ReadsInput {
  /** Where the page and the one-item reads start; absent: at the start of the history. */
  readonly from?: Cursor;
  readonly size: number;
}

/** One-item reads that follow a page at most: enough to cross a boundary and see a gap. */
const MAX_STEPS = 8;

/** What the check keeps of an answer: the identities and positions of its events, not its body. */
interface Listing {
  /** Without its body, but whole when it is not a 200 page, for the failure to show it. */
  readonly exchange: Exchange;
  /** Null when the answer is not a 200 page. */
  readonly items: readonly { readonly id: string; readonly position: Position | null }[] | null;
  /** Why a 200 is no page (`pageProblem`, taken while the body is lent), or null. */
  readonly problem: string | null;
}

/** The listing of a lent answer (client/client.ts, Ask), one item at a time: no page stays in memory. */
function listingOf(exchange: Exchange): Listing {
  if (exchange.status !== 200) return { exchange: ownCopy(exchange), items: null, problem: null };
  const items: { id: string; position: Position | null }[] = [];
  const verdict = eachEvent(
    exchange,
    (item) => items.push({ id: identityOf(item), position: positionOf(item) }),
    'outline',
  );
  return verdict.page
    ? { exchange: withoutBody(exchange), items, problem: null }
    : { exchange: withoutBody(exchange), items: null, problem: pageProblem(exchange) ?? '' };
}

/** Answers in order: the page alone, or the one-item reads one after the other. */
interface Listings {
  readonly listings: readonly Listing[];
}

/**
 * D: a page and one-item reads from the same cursor hold the same events, and a page that crosses from one
 * migration into the next does so exactly where one-item reads found the boundary (docs/api.md section 4.D: the cursor
 * names a place in one ordered history, whatever the page size). Read at both sides of every migration boundary
 * and the end in every run, and from random places of the map. The map's own reads are held to the same rule
 * (history/map.ts): a disagreement found while mapping fails this check.
 */
export const dReadsAgree = defineCheck({
  id: 'd-reads-agree',
  title: 'Pages and one-item reads agree, across migration boundaries',
  operation: 'D',
  evidence: { of: 'events read both in a page and one at a time' },
  groups: ['scan'],
  inputs: (ctx) =>
    fc
      .record({ from: mapCursor(ctx), size: fc.integer({ min: 2, max: 50 }) })
      .map(({ from, size }): ReadsInput => (from ? { from, size } : { size })),
  examples: (ctx) => [
    ...ctx.map.migrations.slice(0, -1).flatMap((span): ReadsInput[] => [
      { from: justBefore(span.last), size: 2 },
      { from: justBefore(span.last), size: 5 },
      { from: cursorOf(span.last), size: 3 },
    ]),
    ...(ctx.map.last ? [{ from: justBefore(ctx.map.last), size: 3 }] : []),
  ],
  asks: ['page', 'steps'],
  probe: async ({ from, size }, ctx): Promise<{ page: Listings; steps: Listings }> => {
    const list = (pageSize: number, after: Cursor | undefined): Promise<Listing> =>
      ctx.send(eventsRequest(ctx.urls, { page_size: pageSize, ...(after ? { after } : {}) }), listingOf);
    const page = await list(size, from);
    const steps: Listing[] = [];
    let after = from;
    for (let i = 0; i < Math.min(size, MAX_STEPS); i++) {
      const step = await list(1, after);
      steps.push(step);
      const position = step.items?.[0]?.position;
      if (!position) break;
      after = cursorOf(position);
    }
    return { page: { listings: [page] }, steps: { listings: steps } };
  },
  verify: ({ from, size }, answers: { page: Listings; steps: Listings }, ctx): Judgement => {
    const page = answers.page.listings[0] as Listing;
    const steps = answers.steps.listings;
    for (const { exchange, items, problem } of [page, ...steps]) {
      if (exchange.status !== 200)
        return judged([failure('200 with a page (the request was a valid one)', shown(exchange), exchange)]);
      if (!items) return judged([failure('{"events": [...]}', problem ?? '', exchange)]);
    }
    const items = page.items ?? [];
    const singles = steps.flatMap((s) => (s.items ?? []).slice(0, 1));
    const compared = Math.min(items.length, singles.length);
    const where = from ? `after (migration ${from.after_migration_id}, ${from.after_record_time})` : 'from the start';
    const findings: Finding[] = [];
    for (let i = 0; i < Math.min(items.length, steps.length); i++) {
      const single = singles[i];
      const inPage = items[i];
      if (single?.id !== inPage?.id) {
        findings.push(
          failure(
            `events[${i}] of a page of ${size} ${where} to be the event that one-item reads find there`,
            `${inPage?.id ?? 'no event'} in the page, ${single?.id ?? 'no event'} one at a time`,
            page.exchange,
          ),
        );
        break;
      }
    }
    const boundaries = boundariesOf(ctx.map);
    for (let i = 1; i < items.length && findings.length === 0; i++) {
      const [before, after] = [items[i - 1]?.position, items[i]?.position];
      const crossing = before && after ? crossingProblem(before, after, boundaries) : null;
      if (crossing)
        findings.push(
          failure(
            'a page that crosses a migration boundary where the map found it',
            `events[${i - 1}] at ${crossing}`,
            page.exchange,
          ),
        );
    }
    return judged(findings, compared);
  },
});
