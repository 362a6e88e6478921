import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startSimulator, type Scenario } from '../../src/index.js';
import { discover, expectEveryKind, expectSound } from '../discovery-expect.js';

// Its time is measured by the bench (bench/discovery.ts, in `npm run bench`), not asserted here.
describe('discoverFacts on a 10 M-item history', () => {
  it('should find every kind of fact without reading the whole history', async () => {
    // The large scenario, ten times as long: same parties, allocations and migrations.
    const large = JSON.parse(readFileSync(new URL('../../scenarios/large.json', import.meta.url), 'utf8')) as Scenario;
    const sim = await startSimulator({ scenario: { ...large, name: 'ten-million', events: 10_000_000 } });
    try {
      const facts = await discover(sim);
      expectSound(facts, sim);
      expectEveryKind(facts);
      expect(facts.reach?.wholeHistory).toBe(false);
      expect(facts.reach?.pages).toBeLessThanOrEqual(30);
    } finally {
      await sim.close();
    }
  });
});
