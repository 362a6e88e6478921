import { GROUP_OPERATIONS, OPERATIONS, type Operation } from '../src/shared/api.js';
import type { RequestSpec } from './client.js';
import { groupsOf, type TargetUrls } from './config-urls.js';

/** The four operations' requests at the target's URLs (docs/api.md section 4), from the table of src/shared/api.ts. */

/** The names of a path's `{param}` segments. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** The values of an operation's path parameters, e.g. `{ allocationId }` for A. */
export type PathParams<Op extends Operation> = Readonly<Record<ParamNames<(typeof OPERATIONS)[Op]['path']>, string>>;

/** The operations the target has a URL for, group by group in the table's order. */
export const operationsOf = (urls: TargetUrls): Operation[] => groupsOf(urls).flatMap((g) => GROUP_OPERATIONS[g]);

/** An operation's URL: its group's base URL and its path, each `{param}` filled in percent-encoded. */
export function operationUrl<Op extends Operation>(urls: TargetUrls, op: Op, params: PathParams<Op>): string {
  const { group, path } = OPERATIONS[op];
  const values: Readonly<Record<string, string>> = params;
  return `${urls[group] ?? ''}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))}`;
}

const json = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

/** A request of an operation: its method and URL, and the body (a string as it is, else as JSON) when it takes one. */
export function requestOf<Op extends Operation>(
  urls: TargetUrls,
  op: Op,
  params: PathParams<Op>,
  body?: unknown,
): RequestSpec {
  const { method, request } = OPERATIONS[op];
  return {
    operation: op,
    method,
    url: operationUrl(urls, op, params),
    ...(request === null ? {} : { body: json(body) }),
  };
}

export const withdrawRequest = (urls: TargetUrls, allocationId: string, body: unknown = {}): RequestSpec =>
  requestOf(urls, 'A', { allocationId }, body);

export const factoryRequest = (urls: TargetUrls, body: unknown): RequestSpec => requestOf(urls, 'B', {}, body);

/** A real client sends `::` as `%3A%3A` (docs/deployments.md, URLs of a real deployment). */
export const entryRequest = (urls: TargetUrls, party: string): RequestSpec => requestOf(urls, 'C', { party });

export const eventsRequest = (urls: TargetUrls, body: unknown): RequestSpec => requestOf(urls, 'D', {}, body);
