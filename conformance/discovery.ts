import { readVia, TargetError, type Exchange, type Read, type Send } from './client.js';
import type { TargetUrls } from './config.js';
import {
  comparePositions,
  cursorOf,
  describePosition,
  eachEvent,
  positionOf,
  withoutBody,
  type EventItem,
  type Position,
} from './events.js';
import { noFacts, type DiscoveryReach, type DiscoveryStop, type Facts, type HistoryFacts } from './facts.js';
import {
  boundariesOf,
  cursorAt,
  cursorPosition,
  mapHistory,
  type Cursor,
  type HistoryMap,
  type MigrationSpan,
} from './history-map.js';
import {
  crossingProblem,
  DefectLog,
  expectInOrder,
  preview,
  ReadingStopped,
  type Boundary,
  type ReadDefect,
} from './read-defects.js';
import { FactLearner, type Learnt } from './learn.js';
import { eventsRequest } from './requests.js';

/** Bounds of discovery; the defaults are those of `check`. */
export interface DiscoveryOptions {
  /** Pages of up to 1000 items read at most (default 100). One-item probes are not counted. */
  readonly maxPages?: number;
  /** Time it may take, in milliseconds (default 60 s). */
  readonly maxMillis?: number;
  /** Items read, history permitting, even when every kind of fact is found sooner (default 10,000). */
  readonly minItems?: number;
  readonly onProgress?: (progress: DiscoveryProgress) => void;
  /** Reads a page lent (client.ts, Read), the client's own when given: its pages then leave no garbage behind. */
  readonly read?: Read;
  /** The map of the history (history-map.ts), when the run made one already; else discovery makes its own. */
  readonly map?: HistoryMap;
}

/** How many of each kind of fact discovery holds so far. */
export interface FactCounts {
  readonly knownAllocations: number;
  readonly reassigningAllocations: number;
  readonly withdrawnAllocations: number;
  readonly partiesWithEntry: number;
  readonly factoryChoiceArguments: boolean;
}

export interface DiscoveryProgress {
  /** `locating`: finding the migrations and the end of the history; `reading`: reading windows back from it. */
  readonly phase: 'locating' | 'reading';
  readonly requests: number;
  readonly pages: number;
  readonly items: number;
  readonly found: FactCounts;
}

export const countsOf = (facts: {
  readonly knownAllocationIds: readonly string[];
  readonly reassigningAllocationIds: readonly string[];
  readonly withdrawnAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly factoryChoiceArguments: object | null;
}): FactCounts => ({
  knownAllocations: facts.knownAllocationIds.length,
  reassigningAllocations: facts.reassigningAllocationIds.length,
  withdrawnAllocations: facts.withdrawnAllocationIds.length,
  partiesWithEntry: facts.partiesWithEntry.length,
  factoryChoiceArguments: facts.factoryChoiceArguments !== null,
});

/** Every kind of fact a check needs is there. */
const everyKind = (c: FactCounts): boolean =>
  c.knownAllocations > 0 &&
  c.reassigningAllocations > 0 &&
  c.withdrawnAllocations > 0 &&
  c.partiesWithEntry > 0 &&
  c.factoryChoiceArguments;

/** The history could not be read or followed: the checks that need facts become errors. */
class DiscoveryFailed extends Error {}

const SECOND = 1_000_000_000n;
const PAGE = 1000;

/** Where a window begins: an exclusive cursor in a migration (by its index), or the start of the history. */
type Start = { readonly index: number; readonly nanos: bigint } | null;

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Discovery on a history of any length: from the map of the history (history-map.ts: each migration's first and
 * last item), it reads windows back from the end, each one further back than the last, until every kind of fact
 * is found (and at least `minItems` items are read) or a bound is reached. A window always reaches the end of the
 * history, so what it shows is still true: an allocation created in it and not archived in it is live, an
 * unassignment with no assignment after it is in flight (see learn.ts).
 *
 * Windows are read forward with the cursor (docs/api.md section 4.D); a window that starts before a migration's first
 * item takes in the end of the previous migration, whose record times may overlap the next one's (compared as
 * instants). What a window reads is held to the map: it crosses from one migration to the next exactly at the items the
 * map found, and the window read to the end ends at the map's last item or later; every item lies after its page's
 * cursor, in order. An answer that breaks one of these is a ReadDefect of the check whose rule it breaks (read-defects.ts):
 * an item out of order or not after its cursor ends the window, a crossing elsewhere than the map's is noted and the
 * window goes on.
 */
class Discovery {
  private pages = 0;
  /** Items read, and items of the windows read to their end (the facts come from these). */
  private items = 0;
  private windowItems = 0;
  private readonly started = performance.now();
  private readonly learner = new FactLearner();
  /** What broke a rule: `stop` ends the window there, `note` records a disagreement with the map and reads on. */
  readonly log: DefectLog = new DefectLog('discovery');
  /** The last page read, and the one that ended the first window at the end of the history: for a defect to show. */
  private lastPage: Exchange | null = null;
  private endPage: Exchange | null = null;
  /** The earliest item of the windows read whole, the latest item of the history, and each migration's time span. */
  private earliest: Position | null = null;
  private latest: Position | null = null;
  private readonly spans = new Map<number, { min: bigint; max: bigint }>();
  private readonly maxPages: number;
  private readonly maxMillis: number;
  private readonly minItems: number;

  private readonly read: Read;
  private readonly boundaries: readonly Boundary[];

  constructor(
    send: Send,
    private readonly urls: TargetUrls,
    private readonly map: HistoryMap,
    private readonly options: DiscoveryOptions,
  ) {
    this.read = options.read ?? readVia(send);
    this.boundaries = boundariesOf(map);
    this.maxPages = options.maxPages ?? 100;
    this.maxMillis = options.maxMillis ?? 60_000;
    this.minItems = options.minItems ?? 10_000;
  }

  private elapsed(): number {
    return performance.now() - this.started;
  }

  private progress(phase: DiscoveryProgress['phase'], chunk?: FactLearner): void {
    if (!this.options.onProgress) return;
    const found = countsOf(this.learner.learnt());
    // Facts of the window being read count as found so far: they are used once the window is read to its end.
    const pending = chunk ? countsOf(chunk.learnt()) : null;
    this.options.onProgress({
      phase,
      requests: this.map.requests + this.pages,
      pages: this.pages,
      items: this.items,
      found: pending
        ? {
            knownAllocations: found.knownAllocations + pending.knownAllocations,
            reassigningAllocations: found.reassigningAllocations + pending.reassigningAllocations,
            withdrawnAllocations: found.withdrawnAllocations + pending.withdrawnAllocations,
            partiesWithEntry: found.partiesWithEntry + pending.partiesWithEntry,
            factoryChoiceArguments: found.factoryChoiceArguments || pending.factoryChoiceArguments,
          }
        : found,
    });
  }

  private span(index: number): MigrationSpan {
    return this.map.migrations[index] as MigrationSpan;
  }

  /** The start `span` earlier than `from`, taking in the ends of earlier migrations as needed. */
  private back(from: { index: number; nanos: bigint }, span: bigint): Start {
    let { index, nanos } = from;
    let need = span;
    for (;;) {
      const first = this.span(index).first.nanos;
      if (nanos - need >= first) return { index, nanos: nanos - need };
      if (index === 0) return null;
      need -= nanos > first ? nanos - first : 0n;
      index -= 1;
      nanos = this.span(index).last.nanos;
    }
  }

  /** Nanoseconds of record time the window spans, added up per migration (their ranges may overlap). */
  private covered(): bigint {
    let sum = 0n;
    for (const { min, max } of this.spans.values()) sum += max - min;
    return sum;
  }

  /**
   * How far the next window reaches back, by the density of the items read so far: up to `minItems` in one go,
   * then twice as far as read so far, within the page bound.
   */
  private nextSpan(previous: bigint): bigint {
    const covered = this.covered();
    // Too few items to tell their density: gallop.
    if (this.items < 100 || covered <= 0n) return previous * 16n;
    const pagesLeft = this.maxPages - this.pages - 1;
    const wanted = this.items < this.minItems ? this.minItems - this.items : this.items;
    const target = Math.max(PAGE / 2, Math.min(Math.max(PAGE, wanted), Math.floor(pagesLeft * PAGE * 0.8)));
    const span = (BigInt(target) * covered) / BigInt(this.items);
    return span > SECOND ? span : SECOND;
  }

  private outOfBudget(): DiscoveryStop | null {
    if (this.pages >= this.maxPages) return 'page-bound';
    if (this.elapsed() >= this.maxMillis) return 'time-bound';
    return null;
  }

  /**
   * Holds an item read in a window to the map and to its page: after the cursor, after the item before it, and
   * crossing into a migration exactly where the map says the previous one ends and the next begins.
   */
  private expectInPlace(
    p: Position,
    previous: Position | null,
    cursor: Position | null,
    at: { readonly index: number; readonly exchange: Exchange; readonly body: unknown },
  ): void {
    const { index, exchange, body } = at;
    expectInOrder(this.log, p, { previous, cursor }, at);
    const crossing = previous ? crossingProblem(previous, p, this.boundaries) : null;
    if (crossing)
      this.log.note(
        'd-reads-agree',
        'a read that crosses from one migration into the next where one-item reads found the boundary',
        `events[${index - 1}] at ${crossing}`,
        exchange,
        body,
      );
  }

  /**
   * Reads forward from `start` up to `stop` (the first item of the window read before, or the end of the history
   * when null). Returns null when it got there, else the bound that stopped it: a window read only in part gives
   * only its lasting facts.
   */
  private async readWindow(start: Start, stop: Position | null): Promise<DiscoveryStop | null> {
    const chunk = new FactLearner();
    let after: Cursor | undefined =
      start === null ? undefined : cursorAt(this.span(start.index).migrationId, start.nanos);
    let first: Position | null = null;
    let previous: Position | null = null;
    let read = 0;
    for (;;) {
      const bound = this.outOfBudget();
      if (bound) {
        this.learner.mergeLasting(chunk);
        return bound;
      }
      let reached = false;
      let last: Position | null = null;
      const body = { page_size: PAGE, ...(after ? { after } : {}) };
      const cursor = after ? cursorPosition(after) : null;
      let count: number;
      try {
        count = await this.page(body, (item, index, exchange) => {
          const p = positionOf(item);
          if (!p)
            this.log.stop(
              'response-schema',
              'every event with a migration id and a record time (the cursor of the next page)',
              `events[${index}] has none`,
              exchange,
              body,
            );
          this.expectInPlace(p, previous, cursor, { index, exchange, body });
          previous = p;
          if (stop && comparePositions(p, stop) >= 0) {
            reached = true;
            return false;
          }
          chunk.add(item, p);
          this.items++;
          read++;
          first ??= p;
          last = p;
          const span = this.spans.get(p.migrationId);
          if (!span) this.spans.set(p.migrationId, { min: p.nanos, max: p.nanos });
          else if (p.nanos < span.min) span.min = p.nanos;
          else if (p.nanos > span.max) span.max = p.nanos;
          return true;
        });
      } catch (error) {
        if (!(error instanceof ReadingStopped)) throw error;
        // What was read before the defect stays true if it lasts; the rest of the window cannot be trusted.
        this.learner.mergeLasting(chunk);
        this.pages++;
        return 'defect';
      }
      this.pages++;
      if (count === 0) reached = true;
      if (!stop && reached) this.endPage = this.lastPage;
      const lastRead = last as Position | null;
      // The first window reads to the end of the history: its last item is the latest read.
      if (lastRead && !stop && (!this.latest || comparePositions(lastRead, this.latest) > 0)) this.latest = lastRead;
      this.progress('reading', chunk);
      if (reached || !lastRead) break;
      after = cursorOf(lastRead);
    }
    this.learner.merge(chunk);
    this.windowItems += read;
    if (first && (!this.earliest || comparePositions(first, this.earliest) < 0)) this.earliest = first;
    return null;
  }

  /**
   * One page after a cursor, read lent (client.ts, Read) and given to `each` one item at a time (events.ts,
   * eachEvent, the tree's events without their ids as keys: the learner reads them in order only): no page stands
   * in memory as objects. `each` returns false to skip the rest. Returns the number of items.
   */
  private async page(
    body: { page_size: number; after?: Cursor },
    each: (item: EventItem, index: number, exchange: Exchange) => boolean,
  ): Promise<number> {
    return this.read(eventsRequest(this.urls, body), (exchange) => {
      this.lastPage = withoutBody(exchange);
      const failed = (): DiscoveryFailed =>
        new DiscoveryFailed(`the event history could not be read: ${preview(exchange)}`);
      if (exchange.status !== 200) throw failed();
      let taking = true;
      const verdict = eachEvent(
        exchange,
        (item, index) => {
          if (taking) taking = each(item, index, exchange);
        },
        'numbered',
      );
      if (!verdict.page) throw failed();
      return verdict.items;
    });
  }

  /**
   * The first window read to the end of the history: it must reach the map's last item (or pass it, on a history
   * that grows), or the read forward lost items that one-item reads found.
   */
  private expectEnd(): void {
    const end = this.map.last;
    const page = this.endPage;
    if (!end || !page || !this.latest || comparePositions(this.latest, end) >= 0) return;
    this.log.note(
      'd-reads-agree',
      `a read to the end of the history to reach its last item, at ${describePosition(end)}, as one-item reads found it`,
      `no event after ${describePosition(this.latest)}`,
      page,
      { page_size: PAGE, after: cursorOf(this.latest) },
    );
  }

  async run(): Promise<{ learnt: Learnt; history: HistoryFacts; reach: DiscoveryReach }> {
    const { migrations } = this.map;
    let stoppedBy: DiscoveryStop = 'start-of-history';
    let wholeHistory = migrations.length === 0;
    const top = migrations.length - 1;
    if (top >= 0) {
      let from = { index: top, nanos: this.span(top).last.nanos };
      let span = 10n * SECOND;
      for (let windows = 0; ; windows++) {
        const start = this.back(from, span);
        const bound = await this.readWindow(start, this.earliest);
        // Only a first window that got to the end says where the end is: one cut short by a bound read less.
        if (windows === 0 && bound === null) this.expectEnd();
        if (bound) {
          stoppedBy = bound;
          break;
        }
        if (start === null) {
          wholeHistory = true;
          break;
        }
        if (this.items >= this.minItems && everyKind(countsOf(this.learner.learnt()))) {
          stoppedBy = 'every-fact-found';
          break;
        }
        const budget = this.outOfBudget();
        if (budget) {
          stoppedBy = budget;
          break;
        }
        from = start;
        span = this.nextSpan(span);
      }
    }
    const { earliest, latest } = this;
    const inWindow = migrations
      .map((m) => m.migrationId)
      .filter((id) => earliest && latest && id >= earliest.migrationId && id <= latest.migrationId);
    return {
      learnt: this.learner.learnt(),
      history: this.learner.history(),
      reach: {
        items: this.windowItems,
        pages: this.pages,
        probes: this.map.requests,
        from: earliest && { migrationId: earliest.migrationId, recordTime: earliest.recordTime },
        to: latest && { migrationId: latest.migrationId, recordTime: latest.recordTime },
        migrations: inWindow,
        migrationsInHistory: migrations.map((m) => m.migrationId),
        wholeHistory,
        stoppedBy,
        durationMs: Math.round(this.elapsed() + this.map.durationMs),
      },
    };
  }
}

const stopText: Record<DiscoveryStop, string> = {
  'start-of-history': 'it reached the start of the history',
  defect: 'an answer broke a rule of the spec (see the failed checks)',
  'every-fact-found': 'every kind of fact was found',
  'page-bound': 'the page bound (--discovery-pages) was reached',
  'time-bound': 'the time bound (--discovery-time) was reached',
};

/** How far back discovery read, in one line: items, pages, time span and migrations. */
export function describeReach(reach: DiscoveryReach): string {
  const what = reach.wholeHistory
    ? `the whole history, ${plural(reach.items, 'item')}`
    : `the last ${plural(reach.items, 'item')} of the history`;
  const span =
    reach.from && reach.to
      ? `, from ${reach.from.recordTime} in migration ${reach.from.migrationId} to ${reach.to.recordTime} in migration ${reach.to.migrationId}`
      : '';
  const migrations =
    reach.migrationsInHistory.length > 0
      ? `; ${plural(reach.migrations.length, 'migration')} of ${reach.migrationsInHistory.length}`
      : '';
  return (
    `discovery read ${what} (${plural(reach.pages, 'page')} and ${plural(reach.probes, 'probe')} in ` +
    `${(reach.durationMs / 1000).toFixed(1)} s${span}${migrations}); it stopped because ${stopText[reach.stoppedBy]}`
  );
}

/** Where discovery looked, for the reason of a check it could not feed: "in the last 12,000 items". */
export function whereLooked(reach: DiscoveryReach): string {
  return reach.wholeHistory ? 'in the whole history' : `in the last ${plural(reach.items, 'item')} of the history`;
}

/**
 * Learns the facts the checks need from the end of the event history (compact_json): live allocation ids,
 * allocations in reassignment, withdrawn ids, parties with an unexpired name entry, and factory choice arguments.
 */
export async function discoverFacts(send: Send, urls: TargetUrls, options: DiscoveryOptions = {}): Promise<Facts> {
  if (!urls.scan)
    return {
      ...noFacts,
      notes: ['no scan URL: nothing discovered; give --profile to run the checks that need known ids'],
    };
  let result;
  let discovery: Discovery | undefined;
  const failed = (problem: string, defects: readonly ReadDefect[]): Facts => ({
    ...noFacts,
    source: 'discovery',
    problem,
    notes: [`discovery failed: ${problem}`],
    defects,
  });
  try {
    const started = performance.now();
    const mapped = options.map
      ? { map: options.map, defects: [] }
      : await mapHistory(send, urls, {
          ...(options.read ? { read: options.read } : {}),
          outOfTime: () => performance.now() - started >= (options.maxMillis ?? 60_000),
        });
    if ('problem' in mapped && mapped.problem) return failed(mapped.problem, mapped.defects);
    // A map cut short by a defect has no last item: no window can be read back from the end.
    if (!mapped.map.last && mapped.map.migrations.length > 0)
      return failed('the history could not be mapped to its end', mapped.defects);
    discovery = new Discovery(send, urls, mapped.map, options);
    result = { ...(await discovery.run()), defects: [...mapped.defects, ...discovery.log.defects] };
  } catch (error) {
    if (!(error instanceof DiscoveryFailed || error instanceof TargetError)) throw error;
    const problem =
      error instanceof TargetError ? `the event history could not be read: ${error.message}` : error.message;
    return failed(problem, discovery?.log.defects ?? []);
  }
  const { learnt, history, reach } = result;
  const where = whereLooked(reach);
  const missing = [
    learnt.knownAllocationIds.length === 0 ? 'live allocation' : null,
    learnt.reassigningAllocationIds.length === 0 ? 'allocation in reassignment' : null,
    learnt.withdrawnAllocationIds.length === 0 ? 'withdrawn allocation' : null,
    learnt.partiesWithEntry.length === 0 ? 'party with a name entry' : null,
    learnt.factoryChoiceArguments === null ? 'AllocationFactory_Allocate exercise' : null,
  ].filter((m): m is string => m !== null);
  return {
    source: 'discovery',
    ...learnt,
    partiesWithoutEntry: [],
    history,
    notes: [
      describeReach(reach),
      ...(missing.length > 0
        ? [`none found ${where}: ${missing.join(', ')} (checks that need one are skipped; give --profile)`]
        : []),
    ],
    reach,
    defects: result.defects,
  };
}
