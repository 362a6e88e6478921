import { GROUP_OPERATIONS, OPERATIONS, type Operation, type PathParams } from '../../common/api.js';
import type { RequestSpec } from './client.js';
import { groupsOf, type TargetUrls } from '../config/urls.js';

/** The operations' requests at the target's URLs (docs/api.md section 4), from the table of common/api.ts. */

export type { PathParams } from '../../common/api.js';

/** The operations the target has a URL for, group by group in the table's order. */
export const operationsOf = (urls: TargetUrls): Operation[] => groupsOf(urls).flatMap((g) => GROUP_OPERATIONS[g]);

/** An operation's URL: its group's base URL and its path, each `{param}` filled in percent-encoded. */
function urlOf(urls: TargetUrls, op: Operation, params: Readonly<Record<string, string>>): string {
  const { group, path } = OPERATIONS[op];
  return `${urls[group] ?? ''}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}

const json = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

/** A request of an operation: its method and URL, and the body (a string as it is, else as JSON) when it takes one. */
export function requestOf<Op extends Operation>(
  urls: TargetUrls,
  op: Op,
  params: PathParams<Op>,
  body?: unknown,
): RequestSpec {
  return requestWith(urls, op, params, body);
}

/**
 * `requestOf` for any operation, its path parameters by name: for requests made from the table (each of its
 * `params`) rather than written for one operation.
 */
export function requestWith(
  urls: TargetUrls,
  op: Operation,
  params: Readonly<Record<string, string>>,
  body?: unknown,
): RequestSpec {
  const { method, request } = OPERATIONS[op];
  return {
    operation: op,
    method,
    url: urlOf(urls, op, params),
    ...(request === null ? {} : { body: json(body) }),
  };
}

export const withdrawRequest = (urls: TargetUrls, allocationId: string, body: unknown = {}): RequestSpec =>
  requestOf(urls, 'A', { allocationId }, body);

export const factoryRequest = (urls: TargetUrls, body: unknown): RequestSpec => requestOf(urls, 'B', {}, body);

/** A real client sends `::` as `%3A%3A` (docs/deployments.md, URLs of a real deployment). */
export const entryRequest = (urls: TargetUrls, party: string): RequestSpec => requestOf(urls, 'C', { party });

export const eventsRequest = (urls: TargetUrls, body: unknown): RequestSpec => requestOf(urls, 'D', {}, body);
