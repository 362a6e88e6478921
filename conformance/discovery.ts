import { readVia, TargetError, type Read, type Send } from './client.js';
import type { TargetUrls } from './config.js';
import { comparePositions, cursorOf, eachEvent, positionOf, type EventItem, type Position } from './events.js';
import { noFacts, type DiscoveryReach, type DiscoveryStop, type Facts } from './facts.js';
import { formatInstantMicros, parseInstantNanos } from './instant.js';
import { FactLearner, type Learnt } from './learn.js';
import type { ItemForm } from './page-items.js';
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

/** A cursor time later than any record time: with it, the next item is the first of a higher migration. */
const FAR_FUTURE = '9999-12-31T23:59:59.999999Z';
const FAR_NANOS = parseInstantNanos(FAR_FUTURE) as bigint;
const SECOND = 1_000_000_000n;
const PAGE = 1000;

/** Where a window begins: an exclusive cursor in a migration (by its index), or the start of the history. */
type Start = { readonly index: number; readonly nanos: bigint } | null;

const cursorAt = (migrationId: number, nanos: bigint): { after_migration_id: number; after_record_time: string } => ({
  after_migration_id: migrationId,
  after_record_time: nanos >= FAR_NANOS ? FAR_FUTURE : formatInstantMicros(nanos),
});

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Discovery on a history of any length: it finds the end of the history, then reads windows back from it, each
 * one further back than the last, until every kind of fact is found (and at least `minItems` items are read) or a
 * bound is reached. A window always reaches the end of the history, so what it shows is still true: an
 * allocation created in it and not archived in it is live, an unassignment with no assignment after it is in
 * flight (see learn.ts).
 *
 * Finding the end costs one-item probes only (spec section 4.D: the cursor is exclusive, by migration id, then
 * record time): a cursor at the far future in migration m answers the first item of the next higher migration,
 * which lists the migrations; then a search on record time within the highest one finds its last item to within a
 * second. Windows are read forward with the cursor; a window that starts before a migration's first item takes in
 * the end of the previous migration, whose record times may overlap the next one's (compared as instants).
 */
class Discovery {
  private probes = 0;
  private pages = 0;
  /** Items read, and items of the windows read to their end (the facts come from these). */
  private items = 0;
  private windowItems = 0;
  private readonly started = performance.now();
  private readonly learner = new FactLearner();
  /** The first item of each migration, ascending. */
  private migrations: Position[] = [];
  private readonly ends = new Map<number, bigint>();
  /** The earliest item of the windows read whole, the latest item of the history, and each migration's time span. */
  private earliest: Position | null = null;
  private latest: Position | null = null;
  private readonly spans = new Map<number, { min: bigint; max: bigint }>();
  private readonly maxPages: number;
  private readonly maxMillis: number;
  private readonly minItems: number;

  private readonly read: Read;

  constructor(
    send: Send,
    private readonly urls: TargetUrls,
    private readonly options: DiscoveryOptions,
  ) {
    this.read = options.read ?? readVia(send);
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
      requests: this.probes + this.pages,
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

  /**
   * One page after a cursor, read lent (client.ts, Read) and given to `each` one item at a time, in `form`
   * (events.ts, eachEvent): no page stands in memory as objects, and its body goes back to the client once its items
   * are taken in. `each` returns false to skip the rest. Returns the number of items.
   */
  private async page(
    size: number,
    after: object | undefined,
    each: (item: EventItem) => boolean,
    form: ItemForm = 'whole',
  ): Promise<number> {
    const request = eventsRequest(this.urls, { page_size: size, ...(after ? { after } : {}) });
    return this.read(request, (exchange) => {
      const failed = (): DiscoveryFailed =>
        new DiscoveryFailed(
          // Cut with `...`, as every preview is: the redactor masks a header value the cut went through.
          `the event history could not be read: ${exchange.status} ${exchange.text.length > 120 ? `${exchange.text.slice(0, 120)}...` : exchange.text}`,
        );
      if (exchange.status !== 200) throw failed();
      let taking = true;
      const verdict = eachEvent(
        exchange,
        (item) => {
          if (taking) taking = each(item);
        },
        form,
      );
      if (!verdict.page) throw failed();
      return verdict.items;
    });
  }

  /** The position of the first item after a cursor, or null past the end. */
  private async probe(after?: object): Promise<Position | null> {
    this.probes++;
    if (this.probes % 10 === 0) this.progress('locating');
    let first: EventItem | undefined;
    await this.page(
      1,
      after,
      (item) => {
        first = item;
        return false;
      },
      'outline',
    );
    if (first === undefined) return null;
    const position = positionOf(first);
    if (!position)
      throw new DiscoveryFailed(
        `the event history could not be followed: an item without migration id and record time`,
      );
    return position;
  }

  /** The first item of every migration, hopping from one migration to the next with a far-future cursor. */
  private async locateMigrations(): Promise<void> {
    const first = await this.probe();
    if (!first) return;
    this.migrations = [first];
    for (;;) {
      const last = this.migrations[this.migrations.length - 1] as Position;
      const next = await this.probe(cursorAt(last.migrationId, FAR_NANOS));
      if (!next) return;
      if (next.migrationId <= last.migrationId) {
        throw new DiscoveryFailed(
          `the event history could not be followed: after migration ${last.migrationId} at ${FAR_FUTURE} came an item of migration ${next.migrationId}`,
        );
      }
      this.migrations.push(next);
    }
  }

  /**
   * A record time of an item of migration `index` at most a second before its last one: a gallop from its first
   * item, then a bisection with one-item probes. An answer of a higher migration means "nothing later in this one".
   */
  private async endOf(index: number): Promise<bigint> {
    const cached = this.ends.get(index);
    if (cached !== undefined) return cached;
    const { migrationId, nanos } = this.migrations[index] as Position;
    const after = async (t: bigint): Promise<bigint | null> => {
      const p = await this.probe(cursorAt(migrationId, t));
      if (p && p.migrationId < migrationId)
        throw new DiscoveryFailed(
          `the event history could not be followed: after migration ${migrationId} came an item of migration ${p.migrationId}`,
        );
      return p && p.migrationId === migrationId ? p.nanos : null;
    };
    let lo = nanos;
    let hi = FAR_NANOS;
    for (let step = SECOND; lo + step < hi; step *= 8n) {
      const next = await after(lo + step);
      if (next === null) {
        hi = lo + step;
        break;
      }
      lo = next;
    }
    while (hi - lo > SECOND) {
      const mid = (lo + hi) / 2n;
      const next = await after(mid);
      if (next === null) hi = mid;
      else lo = next;
    }
    this.ends.set(index, lo);
    return lo;
  }

  /** The start `span` earlier than `from`, taking in the ends of earlier migrations as needed. */
  private async back(from: { index: number; nanos: bigint }, span: bigint): Promise<Start> {
    let { index, nanos } = from;
    let need = span;
    for (;;) {
      const first = (this.migrations[index] as Position).nanos;
      if (nanos - need >= first) return { index, nanos: nanos - need };
      if (index === 0) return null;
      need -= nanos > first ? nanos - first : 0n;
      index -= 1;
      nanos = await this.endOf(index);
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
   * Reads forward from `start` up to `stop` (the first item of the window read before, or the end of the history
   * when null). Returns null when it got there, else the bound that stopped it: a window read only in part gives
   * only its lasting facts.
   */
  private async readWindow(start: Start, stop: Position | null): Promise<DiscoveryStop | null> {
    const chunk = new FactLearner();
    let after: object | undefined =
      start === null ? undefined : cursorAt((this.migrations[start.index] as Position).migrationId, start.nanos);
    let first: Position | null = null;
    let read = 0;
    for (;;) {
      const bound = this.outOfBudget();
      if (bound) {
        this.learner.mergeLasting(chunk);
        return bound;
      }
      let reached = false;
      let last: Position | null = null;
      let unpositioned = false;
      const count = await this.page(
        PAGE,
        after,
        (item) => {
          const p = positionOf(item);
          if (!p) {
            unpositioned = true;
            return false;
          }
          if (stop && comparePositions(p, stop) >= 0) {
            reached = true;
            return false;
          }
          chunk.add(item, p.nanos);
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
        // The tree's events without their ids as keys (page-items.ts): the learner reads them in order only.
        'numbered',
      );
      this.pages++;
      if (unpositioned)
        throw new DiscoveryFailed(
          'the event history could not be followed: an item without migration id and record time',
        );
      if (count === 0) reached = true;
      // The first window reads to the end of the history: its last item is the latest read.
      if (last && !stop && (!this.latest || comparePositions(last, this.latest) > 0)) this.latest = last;
      this.progress('reading', chunk);
      if (reached || !last) break;
      after = cursorOf(last);
    }
    this.learner.merge(chunk);
    this.windowItems += read;
    if (first && (!this.earliest || comparePositions(first, this.earliest) < 0)) this.earliest = first;
    return null;
  }

  async run(): Promise<{ learnt: Learnt; reach: DiscoveryReach }> {
    await this.locateMigrations();
    let stoppedBy: DiscoveryStop = 'start-of-history';
    let wholeHistory = this.migrations.length === 0;
    if (!wholeHistory) {
      const top = this.migrations.length - 1;
      let from = { index: top, nanos: await this.endOf(top) };
      let span = 10n * SECOND;
      for (;;) {
        const start = await this.back(from, span);
        const bound = await this.readWindow(start, this.earliest);
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
    const inWindow = this.migrations
      .map((m) => m.migrationId)
      .filter((id) => earliest && latest && id >= earliest.migrationId && id <= latest.migrationId);
    return {
      learnt: this.learner.learnt(),
      reach: {
        items: this.windowItems,
        pages: this.pages,
        probes: this.probes,
        from: earliest && { migrationId: earliest.migrationId, recordTime: earliest.recordTime },
        to: latest && { migrationId: latest.migrationId, recordTime: latest.recordTime },
        migrations: inWindow,
        migrationsInHistory: this.migrations.map((m) => m.migrationId),
        wholeHistory,
        stoppedBy,
        durationMs: Math.round(this.elapsed()),
      },
    };
  }
}

const stopText: Record<DiscoveryStop, string> = {
  'start-of-history': 'it reached the start of the history',
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
  try {
    result = await new Discovery(send, urls, options).run();
  } catch (error) {
    if (!(error instanceof DiscoveryFailed || error instanceof TargetError)) throw error;
    const problem =
      error instanceof TargetError ? `the event history could not be read: ${error.message}` : error.message;
    return { ...noFacts, source: 'discovery', problem, notes: [`discovery failed: ${problem}`] };
  }
  const { learnt, reach } = result;
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
    notes: [
      describeReach(reach),
      ...(missing.length > 0
        ? [`none found ${where}: ${missing.join(', ')} (checks that need one are skipped; give --profile)`]
        : []),
    ],
    reach,
  };
}
