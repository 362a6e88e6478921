import type { Exchange, Read } from '../client/client.js';
import type { TargetUrls } from '../config/config.js';
import { eachEvent, withoutBody, type EventItem } from '../reading/events.js';
import type { Cursor } from './map.js';
import { preview } from './read-defects.js';
import { eventsRequest } from '../client/requests.js';

/** The history could not be read or followed: the checks that need facts become errors. */
export class DiscoveryFailed extends Error {}

/**
 * One page after a cursor, read lent (client/client.ts, Read) and given to `each` one item at a time
 * (reading/events.ts, eachEvent, the tree's events without their ids as keys: the learner reads them in order only): no
 * page stands in memory as objects. `each` returns false to skip the rest. `seen` is given the page without its body,
 * for a defect to show. Returns the number of items.
 */
export async function readDiscoveryPage(
  read: Read,
  urls: TargetUrls,
  body: { page_size: number; after?: Cursor },
  each: (item: EventItem, index: number, exchange: Exchange) => boolean,
  seen: (page: Exchange) => void,
): Promise<number> {
  return read(eventsRequest(urls, body), (exchange) => {
    seen(withoutBody(exchange));
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
