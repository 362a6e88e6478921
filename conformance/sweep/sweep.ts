import type { AnyCheck, CheckContext } from '../check.js';
import { TargetError, type Exchange, type Send } from '../client/client.js';
import { eventsRequest } from '../client/requests.js';
import type { HistoryMap } from '../history/map.js';
import { compareEncodingPages } from '../checks/encoding-pages.js';
import type { ItemFinding, ItemJudge, RuleTally } from '../items/judge.js';
import type { PairRule } from '../items/rule.js';
import { cursorOf, eventCursor, lastItemOf, withoutBody, type Cursor, type Position } from '../reading/events.js';
import { cursorPosition } from '../history/cursors.js';
import { isObject } from '../reading/json.js';
import { placeText, reachedEnd, type SweepPlace } from './range.js';

/**
 * Items of each page a sweep reads: the most a page may hold (docs/api.md section 4.D), for the fewest requests. A
 * run's reading on with what is left of its time budget reads pages of 250: the pages it holds at once (a pair judged,
 * the next asked for) stay a few MB beside the run's own, and on this machine it reads faster so (bench K2, K3).
 */
const PAGE = { sweep: 1000, budget: 250 } as const;

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
  private readonly rules: {
    readonly id: string;
    readonly rule: PairRule;
    examined: number;
    finding: ItemFinding | null;
  }[];

  constructor(checks: readonly AnyCheck[]) {
    this.rules = checks.flatMap((c) =>
      c.pairRule ? [{ id: c.id, rule: c.pairRule, examined: 0, finding: null }] : [],
    );
  }

  /**
   * Compares a pair of pages under every pair rule, each item of both parsed once, and gives each pair of items to
   * `each` as it is read (the item rules' judge).
   */
  judge(
    pages: {
      readonly compact: Exchange;
      readonly proto: Exchange;
      readonly body: Record<string, unknown>;
      /** The pages' last item: where a replay of a disagreement in them may stop. */
      readonly last: Position | null;
    },
    each: (i: number, compact: unknown, proto: unknown) => void,
  ): void {
    const { compact, proto, body, last } = pages;
    const judgements = compareEncodingPages(
      compact,
      proto,
      this.rules.map((r) => r.rule),
      body['page_size'] as number,
      each,
    );
    for (const [r, tally] of this.rules.entries()) {
      const judgement = judgements[r];
      if (!judgement) continue;
      tally.examined += judgement.examined;
      const failure = judgement.findings.find((f) => f.severity === 'failure');
      if (failure && !tally.finding) {
        tally.finding = {
          expected: failure.expected,
          received: failure.received,
          exchange: withoutBody(failure.exchange ?? proto),
          input: body,
          reader: 'sweep',
          ...(last ? { through: placeText(last) } : {}),
        };
      }
    }
  }

  tally(id: string): RuleTally | undefined {
    const tally = this.rules.find((r) => r.id === id);
    return tally && { examined: tally.examined, finding: tally.finding };
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

/** A page after one cursor in both encodings, and the body asked for (without its encoding). */
interface Pair {
  readonly compact: Exchange;
  readonly proto: Exchange;
  readonly body: Record<string, unknown>;
}

/**
 * Reads the history, or a range of it, page by page in both value encodings (docs/kit.md, the sweep): every item
 * passes through the item rules (judgePair gives the judge their items), and every pair through the encoding checks'
 * pair rules. It holds the pair it judges and the next, asked for meanwhile, in bodies of their own: the memory it
 * takes does not grow with the history. Stretches read before in both encodings are passed over.
 */
export class Sweep {
  private readonly pairs: PairTallies;

  constructor(
    /** `send` is the client's own, whose pages the judge does not see by itself. */
    private readonly ctx: Pick<CheckContext, 'urls' | 'encodingField' | 'map'> & { readonly send: Send },
    private readonly judge: ItemJudge,
    checks: readonly AnyCheck[],
  ) {
    this.pairs = new PairTallies(checks);
  }

  tally(id: string): RuleTally | undefined {
    return this.pairs.tally(id);
  }

  async run(options: SweepOptions): Promise<SweepReport> {
    const started = performance.now();
    let after: Cursor | null = options.from ?? null;
    let [items, pages, passedOver] = [0, 0, 0];
    let through: Position | null = null;
    let stopped: string | null = null;
    let complete = false;
    this.judge.reader = 'sweep';
    const ask = (cursor: Cursor | null): Promise<Pair> => {
      const from = this.passOver(cursor, (end) => {
        passedOver++;
        // What was passed over was read, in both encodings, by the run's other readers: the sweep covers it too.
        through = end;
      });
      return this.pair(from, PAGE[options.kind]);
    };
    // The next pair is asked for as soon as its cursor is known, before the last is judged: the target serves it
    // while the kit judges (two cores, two jobs).
    let pending: Promise<Pair> | null = ask(after);
    while (pending) {
      stopped = options.stop();
      if (stopped) break;
      let pair: Pair;
      try {
        pair = await pending;
      } catch (error) {
        // The target stopped answering (or redirected): the sweep ends there, and says why; the checks' verdicts stand
        // on what was read.
        if (!(error instanceof TargetError)) throw error;
        pending = null;
        stopped = error.message;
        break;
      }
      const { compact, proto, body } = pair;
      pending = null;
      after = isObject(body['after']) ? (body['after'] as unknown as Cursor) : null;
      const read = compact.status === 200 ? lastItemOf(compact) : null;
      if (!read) {
        stopped = `an answer that is no page: ${compact.status}`;
        break;
      }
      const ended = read.count < PAGE[options.kind] || !read.last || reachedEnd(read.last, options.to);
      if (read.last) {
        through = read.last;
        after = cursorOf(read.last);
      }
      if (!ended) pending = ask(cursorOf(read.last as Position));
      this.judgePair(compact, proto, body, read.last);
      pages++;
      items += read.count;
      options.onProgress?.(this.progress(items, pages, through, started));
      complete = ended;
    }
    // A pair asked for and no longer wanted (the sweep stopped): its answer, or its error, is let go.
    pending?.catch(() => {});
    return {
      kind: options.kind,
      items,
      pages,
      passedOver,
      from: options.from ? placeText(options.from) : null,
      through: through ? placeText(through) : null,
      complete,
      ...(stopped ? { stopped, ...(after ? { resume: placeText(after) } : {}) } : {}),
      durationMs: performance.now() - started,
    };
  }

  /** The page after a cursor in both encodings, asked for at once. */
  private async pair(after: Cursor | null, size: number): Promise<Pair> {
    const { ctx } = this;
    const body: Record<string, unknown> = { page_size: size, ...(after ? { after } : {}) };
    const [compact, proto] = await Promise.all(
      (['compact_json', 'protobuf_json'] as const).map((encoding) =>
        ctx.send(eventsRequest(ctx.urls, { ...body, [ctx.encodingField]: encoding })),
      ),
    );
    return { compact: compact as Exchange, proto: proto as Exchange, body };
  }

  /**
   * Both pages through the pair rules and the item rules at once, each item parsed once: the sweep reads its pages
   * with the client's own send, which the judge does not see (items/judge.ts, judgedReads), and gives it their items
   * here. A page all of whose items were given has its stretch remembered.
   */
  private judgePair(compact: Exchange, proto: Exchange, body: Record<string, unknown>, last: Position | null): void {
    const [a, b] = [this.judge.open(compact), this.judge.open(proto)];
    let given = 0;
    this.pairs.judge({ compact, proto, body, last }, (i, x, y) => {
      a?.item(x, i);
      b?.item(y, i);
      given++;
    });
    if (given === (eventCursor(compact)?.length ?? -1)) a?.close();
    if (given === (eventCursor(proto)?.length ?? -1)) b?.close();
  }

  /** The cursor past the stretch after `after` that the run read in both encodings already, if any. */
  private passOver(after: Cursor | null, passed: (end: Position) => void): Cursor | null {
    const position = after ? cursorPosition(after) : null;
    if (after && !position) return after;
    const end = this.judge.judgedInBoth(position);
    if (!end) return after;
    passed(end);
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
