import type { Exchange, Read } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { eachEvent, positionOf, withoutBody, type Cursor, type Position } from '../reading/events.js';
import { cursorPosition } from './cursors.js';
import { DefectLog, expectInOrder, preview } from './read-defects.js';
import { eventsRequest } from '../client/requests.js';

/** An answer that is no page: nothing more can be read. */
export class Unreadable extends Error {}

/**
 * The reads the map is made of, one-item probes and short pages after a cursor (docs/api.md section 4.D), each
 * answer held to the rules it relies on: each item after its cursor, in order.
 */
export class HistoryProbes {
  requests = 0;
  /**
   * What broke a rule: `stop` ends the map there, `note` records a disagreement and goes on, since the map itself
   * still holds (each migration's first item, its last), and the other checks still look everywhere.
   */
  readonly log: DefectLog = new DefectLog('map');
  readonly started = performance.now();

  constructor(
    private readonly read: Read,
    private readonly urls: TargetUrls,
    readonly outOfTime: () => boolean,
  ) {}

  /**
   * The positions of a page after a cursor, each checked to lie after the cursor and after the one before it; the
   * request itself comes back with them, for a later defect to show.
   */
  async page(size: number, after: Cursor | undefined): Promise<{ positions: Position[]; exchange: Exchange }> {
    this.requests++;
    const body = { page_size: size, ...(after ? { after } : {}) };
    const request = eventsRequest(this.urls, body);
    const cursor = after ? cursorPosition(after) : null;
    return this.read(request, (exchange) => {
      if (exchange.status !== 200) {
        this.log.note(
          'd-page-size-bound',
          '200 with a page for a valid page_size and cursor',
          preview(exchange),
          exchange,
          body,
        );
        throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      }
      const positions: Position[] = [];
      let unpositioned: number | null = null;
      const verdict = eachEvent(
        exchange,
        (item, i) => {
          const p = positionOf(item);
          if (p) positions.push(p);
          else unpositioned ??= i;
        },
        'outline',
      );
      if (!verdict.page) throw new Unreadable(`the event history could not be read: ${preview(exchange)}`);
      if (unpositioned !== null)
        this.log.stop(
          'response-schema',
          'every event with a migration id and a record time (the cursor of the next page)',
          `events[${unpositioned}] has none`,
          exchange,
          body,
        );
      positions.forEach((p, i) =>
        expectInOrder(
          this.log,
          p,
          { previous: positions[i - 1], cursor },
          { index: i, exchange, body, cursorInput: [after, size] },
        ),
      );
      return { positions, exchange: withoutBody(exchange) };
    });
  }

  /** The first item after a cursor, or null past the end. */
  async probe(after: Cursor | undefined): Promise<{ position: Position | null; exchange: Exchange }> {
    const { positions, exchange } = await this.page(1, after);
    return { position: positions[0] ?? null, exchange };
  }
}
