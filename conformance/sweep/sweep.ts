import type { AnyCheck, CheckContext } from '../check.js';
import type { Exchange, Send } from '../client/client.js';
import { eventsRequest } from '../client/requests.js';
import type { HistoryMap } from '../history/map.js';
import { judgeEncodingPages } from '../checks/encoding-pages.js';
import type { ItemFinding, ItemJudge, RuleTally } from '../items/judge.js';
import type { PairRule } from '../items/rule.js';
import { cursorOf, eventCursor, positionOf, withoutBody, type Cursor, type Position } from '../reading/events.js';
import { isObject } from '../reading/json.js';
import { pastEnd, placeText, type SweepPlace } from './range.js';

/** Items of each page a sweep reads: the most a page may hold (docs/api.md section 4.D). */
const PAGE = 1000;

/** How a sweep goes, for a progress line: items so far, their rate, and when it should end. */
export interface SweepProgress {
  readonly items: number;
  readonly pages: number;
  readonly perSecond: number;
  /** The share of the history's time read, 0 to 1, from the map; null without one. */
  readonly share: number | null;
  readonly etaMs: number | null;
  readonly at: string | null;
}

/** What a sweep read: where from and to, how many items in both encodings, and why it stopped. */
export interface SweepReport {
  /** `sweep` for --sweep; `budget` for a run's reading on with what is left of its --time-budget. */
  readonly kind: 'sweep' | 'budget';
  readonly items: number;
  readonly pages: number;
  /** Stretches passed over: read before in both encodings by the run's other readers. */
  readonly passedOver: number;
  readonly from: string | null;
  readonly through: string | null;
  /** True when it read to the end of its range (the history's end, or --sweep-to). */
  readonly complete: boolean;
  /** Why it stopped before: interrupted, the time budget, the deadline, an answer that was no page. */
  readonly stopped?: string;
  /** What --sweep-from takes to go on where it stopped. */
  readonly resume?: string;
  readonly durationMs: number;
}

export interface SweepOptions {
  readonly kind: SweepReport['kind'];
  readonly from?: Cursor;
  readonly to?: SweepPlace;
  /** Why to stop now (Ctrl-C, the budget, the deadline), checked before each page; null to go on. */
  readonly stop: () => string | null;
  readonly onProgress?: (progress: SweepProgress) => void;
}

/** The first disagreement each pair rule found, and how many pairs it compared. */
class PairTallies {
  private readonly tallies = new Map<string, { examined: number; finding: ItemFinding | null }>();

  constructor(private readonly checks: readonly AnyCheck[]) {
    for (const c of checks) if (c.pairRule) this.tallies.set(c.id, { examined: 0, finding: null });
  }

  judge(compact: Exchange, proto: Exchange, body: Record<string, unknown>): void {
    for (const check of this.checks) {
      const tally = this.tallies.get(check.id);
      if (!tally || !check.pairRule) continue;
      const judged = judgeEncodingPages(compact, proto, check.pairRule as PairRule, PAGE);
      tally.examined += judged.examined;
      const failure = judged.findings.find((f) => f.severity === 'failure');
      if (failure && !tally.finding) {
        tally.finding = {
          expected: failure.expected,
          received: failure.received,
          exchange: withoutBody(failure.exchange ?? proto),
          input: body,
          reader: 'sweep',
        };
      }
    }
  }

  tally(id: string): RuleTally | undefined {
    return this.tallies.get(id);
  }
}

/** The share of the history's time before `p`, from the map's migrations: for an estimate of the end. */
function shareOf(map: HistoryMap, p: Position): number | null {
  let total = 0n;
  let before = 0n;
  for (const m of map.migrations) {
    const span = m.last.nanos - m.first.nanos;
    total += span;
    if (m.migrationId < p.migrationId) before += span;
    else if (m.migrationId === p.migrationId) before += p.nanos > m.first.nanos ? p.nanos - m.first.nanos : 0n;
  }
  return total > 0n ? Math.min(1, Number(before) / Number(total)) : null;
}

/** The last item of a compact page, and how many it held. */
function lastOf(page: Exchange): { last: Position | null; count: number } | null {
  const cursor = eventCursor(page);
  if (!cursor) return null;
  if (cursor.length === 0) return { last: null, count: 0 };
  const item = cursor.at(cursor.length - 1, 'outline');
  return { last: isObject(item) ? positionOf(item) : null, count: cursor.length };
}

/**
 * Reads the history, or a range of it, page by page in both value encodings (docs/kit.md, the sweep): every item
 * passes through the item rules (the judge sees every page read through `send`), and every pair through the
 * encoding checks' pair rules. One pair of pages is held at a time, and given back (`recycle`) before the next: the
 * memory it takes does not grow with the history. Stretches read before in both encodings are passed over.
 */
export class Sweep {
  private readonly pairs: PairTallies;

  constructor(
    private readonly ctx: Pick<CheckContext, 'urls' | 'encodingField' | 'map'> & { readonly send: Send },
    private readonly judge: ItemJudge,
    checks: readonly AnyCheck[],
    private readonly recycle: () => void,
  ) {
    this.pairs = new PairTallies(checks);
  }

  tally(id: string): RuleTally | undefined {
    return this.pairs.tally(id);
  }

  async run(options: SweepOptions): Promise<SweepReport> {
    const started = performance.now();
    const { ctx } = this;
    let after: Cursor | null = options.from ?? null;
    let [items, pages, passedOver] = [0, 0, 0];
    let through: Position | null = null;
    let stopped: string | null = null;
    let complete = false;
    this.judge.reader = 'sweep';
    for (;;) {
      stopped = options.stop();
      if (stopped) break;
      after = this.passOver(after, () => passedOver++);
      const body: Record<string, unknown> = { page_size: PAGE, ...(after ? { after } : {}) };
      const compact = await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'compact_json' }));
      const proto = await ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: 'protobuf_json' }));
      const read = compact.status === 200 ? lastOf(compact) : null;
      if (!read) {
        stopped = `an answer that is no page: ${compact.status}`;
        this.recycle();
        break;
      }
      this.pairs.judge(compact, proto, body);
      this.recycle();
      pages++;
      items += read.count;
      if (read.last) through = read.last;
      const ended = read.count < PAGE || !read.last || pastEnd(read.last, options.to);
      options.onProgress?.(this.progress(items, pages, through, started));
      if (ended) {
        complete = true;
        break;
      }
      after = cursorOf(read.last as Position);
    }
    const durationMs = performance.now() - started;
    return {
      kind: options.kind,
      items,
      pages,
      passedOver,
      from: options.from ? placeText(options.from) : null,
      through: through ? placeText(through) : null,
      complete,
      ...(stopped ? { stopped, ...(after ? { resume: placeText(after) } : {}) } : {}),
      durationMs,
    };
  }

  /** The cursor past the stretch after `after` that the run read in both encodings already, if any. */
  private passOver(after: Cursor | null, passed: () => void): Cursor | null {
    const position = after ? cursorPositionOf(after) : null;
    if (after && !position) return after;
    const end = this.judge.judgedInBoth(position);
    if (!end) return after;
    passed();
    return cursorOf(end);
  }

  private progress(items: number, pages: number, at: Position | null, started: number): SweepProgress {
    const seconds = (performance.now() - started) / 1000;
    const perSecond = seconds > 0 ? items / seconds : 0;
    const share = at ? shareOf(this.ctx.map, at) : null;
    const etaMs = share && share > 0 && share < 1 ? (seconds * 1000 * (1 - share)) / share : null;
    return { items, pages, perSecond, share, etaMs, at: at ? placeText(at) : null };
  }
}

/** The position a cursor names, or null when its record time is no instant the kit reads. */
function cursorPositionOf(c: Cursor): Position | null {
  const p = positionOf({ update: { migration_id: c.after_migration_id, record_time: c.after_record_time } });
  return p;
}
