import type { RequestSpec } from './client.js';
import type { TargetUrls } from './config.js';

/** The four operations' requests at the target's URLs (docs/api.md section 4). */

const json = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

export const withdrawRequest = (urls: TargetUrls, allocationId: string, body: unknown = {}): RequestSpec => ({
  operation: 'A',
  method: 'POST',
  url: `${urls.registry ?? ''}/registry/allocations/v1/${encodeURIComponent(allocationId)}/choice-contexts/withdraw`,
  body: json(body),
});

export const factoryRequest = (urls: TargetUrls, body: unknown): RequestSpec => ({
  operation: 'B',
  method: 'POST',
  url: `${urls.registry ?? ''}/registry/allocation-instruction/v1/allocation-factory`,
  body: json(body),
});

/** A real client sends `::` as `%3A%3A` (docs/deployments.md, URLs of a real deployment). */
export const entryRequest = (urls: TargetUrls, party: string): RequestSpec => ({
  operation: 'C',
  method: 'GET',
  url: `${urls.validator ?? ''}/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(party)}`,
});

export const eventsRequest = (urls: TargetUrls, body: unknown): RequestSpec => ({
  operation: 'D',
  method: 'POST',
  url: `${urls.scan ?? ''}/v0/events`,
  body: json(body),
});
