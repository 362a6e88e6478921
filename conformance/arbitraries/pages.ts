import fc from 'fast-check';
import type { CheckContext } from '../check.js';
import { cursorOf } from '../events.js';

export interface PageInput {
  readonly page_size: number;
  readonly after?: { readonly after_migration_id: number; readonly after_record_time: string };
}

/**
 * Pages from all over the history: from the start, after a known item, and from the start of each migration
 * (a cursor at the epoch of migration m returns m's first items).
 */
export function pageRequestBody(ctx: CheckContext, maxPageSize = 1000): fc.Arbitrary<PageInput> {
  const positions = ctx.positions;
  const maxMigration = positions.reduce((m, p) => Math.max(m, p.migrationId), 0);
  const cursors: fc.Arbitrary<PageInput['after'] | undefined>[] = [
    fc.constant(undefined),
    fc
      .integer({ min: 0, max: maxMigration + 3 })
      .map((m) => ({ after_migration_id: m, after_record_time: '1970-01-01T00:00:00Z' })),
  ];
  if (positions.length > 0) cursors.push(fc.constantFrom(...positions).map(cursorOf));
  return fc
    .tuple(fc.integer({ min: 1, max: maxPageSize }), fc.oneof(...cursors))
    .map(([page_size, after]) => (after ? { page_size, after } : { page_size }));
}
