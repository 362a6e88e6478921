import { defineCheck, expectStatus } from '../check.js';
import { invalidPageSize, invalidPageSizeExamples } from '../arbitraries/bodies.js';
import { eventsRequest } from '../client/requests.js';

/** D: page_size outside 1..1000, not an integer, or missing answers 400 (docs/api.md section 8). */
export const dPageSizeInvalid = defineCheck({
  id: 'd-page-size-invalid',
  title: 'An invalid or missing page_size answers 400',
  operation: 'D',
  evidence: { of: 'answers to invalid page sizes' },
  groups: ['scan'],
  examples: () => invalidPageSizeExamples,
  inputs: () => invalidPageSize,
  asks: ['page'],
  probe: async (pageSize, ctx) => ({
    page: await ctx.send(eventsRequest(ctx.urls, pageSize === undefined ? {} : { page_size: pageSize })),
  }),
  verify: (_pageSize, { page }) => expectStatus(page, 400, 'page_size must be an integer from 1 to 1000'),
});
