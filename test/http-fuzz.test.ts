import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../src/index.js';
import { post } from './http-client.js';
import { sendHostileRequests, sendWellFormedBeforeHostile } from './hostile-requests.js';

let sim: Simulator;

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal', limits: { headersTimeoutMs: 2000, requestTimeoutMs: 3000 } });
});
afterAll(async () => {
  await sim.close();
});

// The first quarter of each property's examples; all of them: test/slow/http-fuzz-deep.test.ts.
describe('the HTTP edge under hostile raw requests', () => {
  it('should answer every request it answers with an ErrorResponse or a valid 200, and stay the same', async () => {
    const reference = await post(`${sim.urls.scan}/v0/events`, { page_size: 20 });
    const { sent, answered } = await sendHostileRequests(sim.port, 300);
    expect(sent).toBeGreaterThanOrEqual(1250);
    expect(answered).toBeGreaterThan(250);
    const after = await post(`${sim.urls.scan}/v0/events`, { page_size: 20 });
    expect(after.text).toBe(reference.text);
  }, 120_000);

  it('should answer every well-formed request pipelined before a hostile one, in order, whatever it is', async () => {
    await sendWellFormedBeforeHostile(sim.port, 75);
  }, 120_000);
});
