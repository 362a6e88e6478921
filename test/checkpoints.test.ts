import { fc, test } from '@fast-check/vitest';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK, CheckpointedTimes } from '../src/ledger/checkpoints.js';
import { Stream } from '../src/ledger/random.js';
import { eventHistory } from '../src/operations/event-history.js';
import { ledgerOf } from '../src/scenario-file.js';
import { positionOf, type EventItem } from './history-walk.js';

describe('record times drawn from checkpoints', () => {
  test.prop([fc.nat(1000), fc.integer({ min: 0, max: 5_000_000 }), fc.nat(3)], { numRuns: 20 })(
    'should rise strictly across chunk ends, stay within their chunk, and be found by upperBound',
    (seed, meanGap, chunk) => {
      const times = new CheckpointedTimes(new Stream(seed, ['t']), 1_700_000_000_000_000, meanGap);
      const from = chunk * CHUNK + CHUNK - 50;
      const seen = Array.from({ length: 100 }, (_, i) => times.timeOf(from + i));
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1] as number);
      const span = CHUNK * (meanGap + 1);
      expect(times.timeOf((chunk + 1) * CHUNK)).toBe(1_700_000_000_000_000 + (chunk + 1) * span);
      for (const [i, t] of seen.entries()) {
        expect(times.upperBound(0, 10 * CHUNK, t)).toBe(from + i + 1);
        expect(times.upperBound(0, 10 * CHUNK, t - 1)).toBe(from + i);
      }
    },
  );

  it('should give a 100 M-item history whose last page reads like its first', () => {
    const large = JSON.parse(readFileSync(new URL('../scenarios/large.json', import.meta.url), 'utf8')) as object;
    const ledger = ledgerOf({ ...(large as { name: string }), name: 'hundred-million', events: 100_000_000 } as never);
    expect(ledger.timeline.total).toBe(100_000_000);
    const near = ledger.timeline.slot(ledger.timeline.total - 1001);
    const page = eventHistory(ledger, {
      page_size: 1000,
      after: {
        after_migration_id: near.migrationId,
        after_record_time: new Date(Math.floor(near.recordTime / 1000)).toISOString(),
      },
    });
    const events = (page.body as { events: EventItem[] }).events;
    expect(events.length).toBeGreaterThanOrEqual(1000);
    const last = positionOf(events.at(-1) as EventItem);
    expect(last.migrationId).toBe(ledger.timeline.migrations.length - 1);
  });

  it('should refuse a history whose record times would run past the year 2255', () => {
    const minimal = JSON.parse(readFileSync(new URL('../scenarios/minimal.json', import.meta.url), 'utf8')) as object;
    const far = {
      ...minimal,
      events: 1_000_000_000,
      clock: { start: '2025-01-06T09:00:00Z', meanGapMillis: 86_400_000 },
    };
    expect(() => ledgerOf(far as never)).toThrow(/\/events: 1000000000 items 86400000 ms apart .* past the year 2255/);
  });
});
