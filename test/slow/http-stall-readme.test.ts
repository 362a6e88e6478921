import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/http/server.js';
import { defaultLimits } from '../../src/http/limits.js';
import { ledgerOf } from '../../src/scenario-file.js';
import { serve, stall } from '../stalled-client.js';

// 30 s of waiting, mostly idle: npm test cuts a client off at a 3 s limit given to listen() (test/http-stall.test.ts).
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

describe('a client that stops reading, at the default limits', () => {
  it('should be cut off 30 s after it stopped reading, as docs/simulator.md says', async () => {
    expect(defaultLimits.idleTimeoutMs).toBe(30_000);
    const { closedAfterMs, answers, ended } = await stall(await serve(ledgerOf('default'), servers));
    expect(closedAfterMs).toBeGreaterThanOrEqual(30_000);
    expect(closedAfterMs).toBeLessThan(33_000);
    // What the kernel had taken is still delivered, then the end: not the 20 pages asked for.
    expect(ended).toBe(true);
    expect(answers).toBeLessThan(20);
  }, 90_000);
});
