import { readVia, type Exchange, type Read, type Send } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { comparePositions, cursorOf, describePosition, positionOf, type Position } from '../reading/events.js';
import type { DiscoveryReach, DiscoveryStop, HistoryFacts } from './facts.js';
import { boundariesOf, cursorAt, cursorPosition, type Cursor, type HistoryMap, type MigrationSpan } from './map.js';
import { crossingProblem, DefectLog, expectInOrder, ReadingStopped, type Boundary } from './read-defects.js';
import { FactLearner, type Learnt } from './learn.js';
import { addCounts, countsOf, everyKind, type DiscoveryProgress } from './discovery-progress.js';
import { readDiscoveryPage } from './discovery-page.js';
import { covered, nextSpan, PAGE, SECOND, startBefore, type Start } from './discovery-spans.js';

/** Bounds of discovery; the defaults are those of `check`. */
export interface DiscoveryOptions {
  /** Pages of up to 1000 items read at most (default 100). One-item probes are not counted. */
  readonly maxPages?: number;
  /** Time it may take, in milliseconds (default 60 s). */
  readonly maxMillis?: number;
  /** Items read, history permitting, even when every kind of fact is found sooner (default 10,000). */
  readonly minItems?: number;
  readonly onProgress?: (progress: DiscoveryProgress) => void;
  /**
   * Reads a page lent (client/client.ts, Read), the client's own when given: its pages then leave no garbage behind.
   */
  readonly read?: Read;
  /** The map of the history (history/map.ts), when the run made one already; else discovery makes its own. */
  readonly map?: HistoryMap;
}

/**
 * Discovery on a history of any length: from the map of the history (history/map.ts: each migration's first and
 * last item), it reads windows back from the end, each one further back than the last, until every kind of fact
 * is found (and at least `minItems` items are read) or a bound is reached. A window always reaches the end of the
 * history, so what it shows is still true: an allocation created in it and not archived in it is live, an
 * unassignment with no assignment after it is in flight (see history/learn.ts).
 *
 * Windows are read forward with the cursor (docs/api.md section 4.D); a window that starts before a migration's first
 * item takes in the end of the previous migration, whose record times may overlap the next one's (compared as
 * instants). What a window reads is held to the map: it crosses from one migration to the next exactly at the items the
 * map found, and the window read to the end ends at the map's last item or later; every item lies after its page's
 * cursor, in order. An answer that breaks one of these is a ReadDefect of the check whose rule it breaks
 * (history/read-defects.ts): an item out of order or not after its cursor ends the window, a crossing elsewhere than
 * the map's is noted and the window goes on.
 */
export class Discovery {
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
    this.options.onProgress({
      phase,
      requests: this.map.requests + this.pages,
      pages: this.pages,
      items: this.items,
      found: chunk ? addCounts(found, countsOf(chunk.learnt())) : found,
    });
  }

  private span(index: number): MigrationSpan {
    return this.map.migrations[index] as MigrationSpan;
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
        count = await readDiscoveryPage(
          this.read,
          this.urls,
          body,
          (item, index, exchange) => {
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
          },
          (page) => {
            this.lastPage = page;
          },
        );
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
        const start = startBefore(this.map.migrations, from, span);
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
        span = nextSpan(span, {
          items: this.items,
          covered: covered(this.spans),
          pagesLeft: this.maxPages - this.pages - 1,
          minItems: this.minItems,
        });
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
