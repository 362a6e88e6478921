import type { Exchange, Read, Send } from '../client/client.js';
import { isPaged } from '../../common/api.js';
import type { Dialect } from '../config/config.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  lastItemOf,
  positionOf,
  withoutBody,
  type Position,
} from '../reading/events.js';
import { cursorPosition } from '../history/cursors.js';
import { placeText } from '../sweep/range.js';
import { isObject } from '../reading/json.js';
import { Covered } from './covered.js';
import type { ItemJudging, ItemRule, ItemVerdict } from './rule.js';

/**
 * The first item that broke a rule, as a failure shows it: the rule, what the item holds, and the request that reads
 * that item alone (page_size 1, after the item before it): the smallest counterexample there is.
 */
export interface ItemFinding {
  readonly expected: string;
  readonly received: string;
  /** The one-item request, without a body: its curl line reads the item. */
  readonly exchange: Exchange;
  /** The one-item request's body. */
  readonly input: unknown;
  /** Who read the page it was in: `map`, `discovery`, `sweep` or a check id; a replay reads there again. */
  readonly reader: string;
  /** The last item a replay must read to meet it again (a sweep's replay reads no further): `M,time`. */
  readonly through?: string;
}

/** What a rule judged of everything read, and the first item that broke it. */
export interface RuleTally {
  readonly examined: number;
  readonly finding: ItemFinding | null;
}

/** How many items the run read, and how many distinct ones (by position and encoding) every item rule judged. */
export interface ItemsReport {
  /** Items in every page of D read with status 200, each time it was read. */
  readonly read: number;
  /** Distinct items, by position and value encoding: each was judged by every item rule once. */
  readonly judged: number;
  readonly pages: number;
}

/** A page being judged an item at a time (ItemJudge.open). */
export interface OpenPage {
  readonly asked: PageAsked;
  readonly covered: Covered;
  item(item: unknown, index: number): void;
  close(): void;
}

interface Judging {
  readonly rule: ItemRule;
  readonly judging: ItemJudging;
  kept: number;
  finding: ItemFinding | null;
}

/** The request body of a page, as far as the judge reads it: its cursor and encoding. */
interface PageAsked {
  readonly body: Record<string, unknown>;
  readonly after: Position | null;
  /** False when the request had a cursor the kit cannot place: the page's stretch then starts at its first item. */
  readonly placed: boolean;
  readonly encoding: string;
}

function askedOf(exchange: Exchange): PageAsked | null {
  let body: unknown;
  try {
    body = JSON.parse(exchange.request.body ?? '');
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  // compact_json is the default (docs/api.md section 4.D).
  const encoding = String(body['ledger_value_encoding'] ?? body['daml_value_encoding'] ?? 'compact_json');
  const after = body['after'];
  if (after === undefined || after === null) return { body, after: null, placed: true, encoding };
  const cursor =
    isObject(after) && typeof after['after_migration_id'] === 'number'
      ? cursorPosition({
          after_migration_id: after['after_migration_id'],
          after_record_time: String(after['after_record_time']),
        })
      : null;
  return { body, after: cursor, placed: cursor !== null, encoding };
}

/** The place just before an item: a page whose cursor the kit cannot place covers its items from the first. */
const justBefore = (p: Position): Position => ({ ...p, recordTime: '', nanos: p.nanos - 1n });

/**
 * Every item the run reads, judged by every item rule (docs/kit.md, item rules) once: each page of D that comes back
 * 200, whoever asked for it (the map, discovery, a check, a sweep), is given here while its body is at hand, and each
 * of its items not judged before in its encoding passes through every rule. It costs no request. A page's stretch of
 * the history (items/covered.ts) is what is remembered, so that what a run holds grows with the pages, never with
 * the items; and the rules keep what they need (a bounded set of ids).
 */
export class ItemJudge {
  /** Who reads now: the session sets it as the run goes (`map`, `discovery`, a check id). */
  reader = 'map';
  private readonly judgings: Judging[];
  private readonly covered = new Map<string, Covered>();
  private read = 0;
  private judged = 0;
  private pages = 0;

  constructor(dialect: Dialect, rules: readonly ItemRule[]) {
    this.judgings = rules.map((rule) => ({ rule, judging: rule.start(dialect), kept: 0, finding: null }));
  }

  /** Judges the items of a page of D not judged before; anything but a 200 page of a request it can read is left. */
  page(exchange: Exchange): void {
    const open = this.open(exchange);
    if (!open || this.judgedBefore(exchange, open.asked, open.covered)) return;
    const verdict = eachEvent(exchange, (item, index) => open.item(item, index));
    if (verdict.page) open.close();
  }

  /**
   * A page to judge an item at a time, for a reader that parses its items itself (the sweep: sweep/sweep.ts), or null
   * for anything but a 200 answer to a request the judge can read. `close` once every item was given and the body
   * turned out to be a page: its stretch is then remembered.
   */
  open(exchange: Exchange): OpenPage | null {
    // No check of items selected: nothing to judge, and nothing read for it.
    if (exchange.status !== 200 || this.judgings.length === 0) return null;
    const asked = askedOf(exchange);
    if (!asked) return null;
    let covered = this.covered.get(asked.encoding);
    if (!covered) this.covered.set(asked.encoding, (covered = new Covered()));
    const stretch = covered;
    for (const j of this.judgings) j.judging.page?.();
    let before: Position | null = asked.after;
    let first: Position | null = null;
    return {
      asked,
      covered: stretch,
      item: (item, index) => {
        this.read++;
        const position = isObject(item) ? positionOf(item) : null;
        if (position === null || !stretch.has(position)) {
          this.judged++;
          this.judgeOne(item, index, position, { exchange, asked, before });
        }
        if (position) {
          first ??= position;
          before = position;
        }
      },
      close: () => {
        this.pages++;
        if (first && before) stretch.add(asked.placed ? asked.after : justBefore(first), before);
      },
    };
  }

  /**
   * True for a page whose every item was judged before: a read again of a stretch already read (the walks and the
   * checks that compare two reads ask for many), told from its last item alone, read without its tree. Counted as read.
   */
  private judgedBefore(exchange: Exchange, asked: PageAsked, covered: Covered): boolean {
    if (!asked.placed) return false;
    const page = lastItemOf(exchange);
    if (!page?.last || !covered.holds(asked.after, page.last)) return false;
    this.read += page.count;
    this.pages++;
    return true;
  }

  private judgeOne(
    item: unknown,
    index: number,
    position: Position | null,
    page: { readonly exchange: Exchange; readonly asked: PageAsked; readonly before: Position | null },
  ): void {
    for (const j of this.judgings) {
      const verdict: ItemVerdict = isObject(item)
        ? j.judging.judge(item, { index, position })
        : j.rule.check === 'd-item-parts'
          ? { severity: 'failure', expected: 'every event an object', received: JSON.stringify(item) }
          : 'none';
      if (verdict === 'none') continue;
      j.kept++;
      if (verdict !== 'kept' && verdict.severity === 'failure' && !j.finding)
        j.finding = this.findingOf(verdict, position, page);
    }
  }

  private findingOf(
    verdict: Exclude<ItemVerdict, 'kept' | 'none'>,
    position: Position | null,
    page: { readonly exchange: Exchange; readonly asked: PageAsked; readonly before: Position | null },
  ): ItemFinding {
    const { exchange, asked, before } = page;
    // The item alone: one item after the one before it in its page, or after the page's own cursor (which stays as it
    // was asked when the kit could not place it).
    const input = before ? { ...asked.body, after: cursorOf(before), page_size: 1 } : { ...asked.body, page_size: 1 };
    const request = { ...exchange.request, body: JSON.stringify(input) };
    const where = position ? `the item at ${describePosition(position)}` : 'an item without a readable position';
    return {
      expected: verdict.expected,
      received: `${where}: ${verdict.received}`,
      exchange: withoutBody({ ...exchange, request }),
      input,
      reader: this.reader,
      ...(position ? { through: placeText(position) } : {}),
    };
  }

  /**
   * Where the stretch after `after` judged in both encodings ends, or null when the items just after it were not
   * judged in both: a sweep goes on from there.
   */
  judgedInBoth(after: Position | null): Position | null {
    const [a, b] = ['compact_json', 'protobuf_json'].map((e) => this.covered.get(e)?.reach(after) ?? null);
    if (!a || !b) return null;
    return comparePositions(a, b) <= 0 ? a : b;
  }

  /** What the rule of a check judged, or undefined when no rule is that check's. */
  tally(check: string): RuleTally | undefined {
    const j = this.judgings.find((x) => x.rule.check === check);
    if (!j) return undefined;
    return { examined: j.judging.examined?.() ?? j.kept, finding: j.finding };
  }

  report(): ItemsReport {
    return { read: this.read, judged: this.judged, pages: this.pages };
  }
}

/**
 * A client's Send and Read whose every answer of a paged operation (common/api.ts: D) passes through the judge
 * while its body is at hand, before the reader sees it.
 */
export function judgedReads(send: Send, read: Read, judge: ItemJudge): { send: Send; read: Read } {
  return {
    send: async (request) => {
      const exchange = await send(request);
      if (isPaged(request.operation)) judge.page(exchange);
      return exchange;
    },
    read: (request, use) =>
      read(request, (exchange) => {
        if (isPaged(request.operation)) judge.page(exchange);
        return use(exchange);
      }),
  };
}
