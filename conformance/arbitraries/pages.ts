import fc from 'fast-check';
import type { CheckContext } from '../check.js';
import type { Cursor } from '../reading/events.js';
import { mapCursor, mapExamples } from './cursors.js';

export interface PageInput {
  readonly page_size: number;
  readonly after?: Cursor;
}

const page = (page_size: number, after: PageInput['after']): PageInput =>
  after ? { page_size, after } : { page_size };

/**
 * Pages from all over the history (arbitraries/cursors.ts): the start, every boundary, random depths, the end; half
 * of them short (up to 50 events), so that a run reads more places for the same bytes, and half of any size.
 */
export function pageRequestBody(ctx: CheckContext, maxPageSize = 1000): fc.Arbitrary<PageInput> {
  const size = fc.oneof(
    fc.integer({ min: 1, max: Math.min(50, maxPageSize) }),
    fc.integer({ min: 1, max: maxPageSize }),
  );
  return fc.tuple(size, mapCursor(ctx)).map(([n, after]) => page(n, after));
}

/**
 * Pages every run reads, whatever its seed: one of `size` at each of the map's fixed cursors (both sides of each
 * boundary, each sampled item, the end), so that a check sees the places a defect hides in on any history.
 */
export function pageExamples(ctx: CheckContext, size: number): PageInput[] {
  return mapExamples(ctx.map).map((after) => page(size, after));
}
