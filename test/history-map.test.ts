import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../conformance/client/client.js';
import { mapHistory, type HistoryMap } from '../conformance/history/map.js';
import { runKit } from '../conformance/kit.js';
import { formatRecordTime } from '../src/ledger/time.js';
import type { StaticLedger } from '../src/ledger/ledger.js';
import { startSimulator, type Simulator } from '../src/index.js';

const send = createClient({ headers: {}, timeoutMs: 60_000, rateLimit: 0 }).send;

/** Each migration's first and last item as the ledger has them: what the map must find with its probes. */
function truth(ledger: StaticLedger): { migrationId: number; first: string; last: string }[] {
  return ledger.timeline.migrations
    .filter((m) => m.count > 0)
    .map((m) => ({ migrationId: m.migrationId, first: formatRecordTime(m.first), last: formatRecordTime(m.last) }));
}

const shape = (map: HistoryMap) =>
  map.migrations.map((m) => ({ migrationId: m.migrationId, first: m.first.recordTime, last: m.last.recordTime }));

describe('mapHistory', () => {
  let sims: Record<'default' | 'large' | 'empty', Simulator>;
  beforeAll(async () => {
    const [d, l, e] = await Promise.all([
      startSimulator({ scenario: 'default' }),
      startSimulator({ scenario: 'large' }),
      startSimulator({ scenario: 'empty' }),
    ]);
    sims = { default: d, large: l, empty: e };
  });
  afterAll(async () => {
    await Promise.all(Object.values(sims).map((s) => s.close()));
  });

  it.each(['default', 'large'] as const)(
    'should find every migration of %s, its first and its last item exactly, with a few dozen requests each',
    async (scenario) => {
      const sim = sims[scenario];
      const { map, defects } = await mapHistory(send, { scan: sim.urls.scan });
      expect(defects).toEqual([]);
      expect(map.complete).toBe(true);
      expect(shape(map)).toEqual(truth(sim.ledger as StaticLedger));
      const ledger = sim.ledger as StaticLedger;
      expect(map.last?.recordTime).toBe(formatRecordTime(ledger.timeline.slot(ledger.timeline.total - 1).recordTime));
      // The halves, quarters and eighths of each migration's span: the items a bisection of its time finds.
      expect(map.samples.length).toBe(7 * map.migrations.length);
      expect(map.requests).toBeLessThan(60 * map.migrations.length);
    },
  );

  it('should map an empty history as empty, and complete', async () => {
    const { map, defects } = await mapHistory(send, { scan: sims.empty.urls.scan });
    expect({ map: { ...map, durationMs: 0 }, defects }).toEqual({
      map: { migrations: [], samples: [], last: null, complete: true, requests: 1, durationMs: 0 },
      defects: [],
    });
  });

  describe('against a target whose cursor does not advance', () => {
    let stuck: Server;
    let url: string;
    beforeAll(async () => {
      // Every page is the first page, whatever the cursor: a loop that burns its page bound, then skips, unless
      // the kit holds each page to its cursor.
      stuck = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { page_size?: number };
          const first = JSON.stringify({ page_size: body.page_size ?? 1 });
          const headers = { 'content-type': 'application/json' };
          void fetch(`${sims.large.urls.scan}/v0/events`, { method: 'POST', headers, body: first }).then(async (a) =>
            res.writeHead(a.status, headers).end(await a.text()),
          );
        });
      });
      await new Promise<void>((resolve) => stuck.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(stuck.address() as { port: number }).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => stuck.close(resolve));
    });

    it('should fail d-cursor-exclusive with the cursor as its counterexample, and skip nothing for want of facts', async () => {
      const run = await runKit({ target: { scan: url }, checks: ['d-cursor-exclusive', 'd-order'], runs: 3 });
      const exclusive = run.results.find((r) => r.id === 'd-cursor-exclusive');
      expect(exclusive?.verdict).toBe('failed');
      expect(exclusive?.failure?.expected).toMatch(/^every event after \(migration 0, 9999-12-31T23:59:59\.999999Z\)$/);
      expect(exclusive?.failure?.curl).toContain('"after_record_time":"9999-12-31T23:59:59.999999Z"');
      expect(exclusive?.failure?.counterexample).toEqual([
        { after_migration_id: 0, after_record_time: '9999-12-31T23:59:59.999999Z' },
        1,
      ]);
      expect(run.results.map((r) => r.verdict)).not.toContain('skipped');
      expect(run.exitCode).toBe(1);
    });
  });
});
