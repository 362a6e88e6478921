import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerOf } from '../src/scenario-file.js';
import { profileOf } from '../src/operations/profile.js';
import { startServe, startServeProcess, type ServeProcess, type Serving } from './cli-process.js';

const profile = profileOf(ledgerOf('default', 11));

/** A fixed list of requests over all four operations: [method, path, body]. */
const requests: [string, string, unknown][] = [
  ['POST', '/api/scan/v0/events', { page_size: 1000 }],
  ['POST', '/api/scan/v0/events', { page_size: 1000, ledger_value_encoding: 'protobuf_json' }],
  [
    'POST',
    '/api/scan/v0/events',
    { page_size: 500, after: { after_migration_id: 1, after_record_time: '2024-10-01T00:00:00Z' } },
  ],
  [
    'POST',
    '/api/scan/v0/events',
    { page_size: 1000, after: { after_migration_id: 2, after_record_time: '2024-01-01T00:00:00Z' } },
  ],
  ...profile.knownAllocationIds
    .slice(0, 5)
    .map((id): [string, string, unknown] => ['POST', `/registry/allocations/v1/${id}/choice-contexts/withdraw`, {}]),
  ['POST', `/registry/allocations/v1/${profile.reassigningAllocationIds[0] ?? ''}/choice-contexts/withdraw`, {}],
  [
    'POST',
    '/registry/allocation-instruction/v1/allocation-factory',
    { choiceArguments: profile.factoryChoiceArguments },
  ],
  ...profile.partiesWithEntry
    .slice(0, 5)
    .map((p): [string, string, unknown] => [
      'GET',
      `/api/validator/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(p)}`,
      undefined,
    ]),
];

async function answers(base: string): Promise<string[]> {
  const out: string[] = [];
  for (const [method, path, body] of requests) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    out.push(`${response.status} ${await response.text()}`);
  }
  return out;
}

// Two processes with the same scenario and seed: a child, run as a user runs it, and this test's own process,
// serving through the same `main` (one child is enough; each costs about three CPU-seconds).
let child: ServeProcess;
let same: Serving;
let otherSeed: Serving;

beforeAll(async () => {
  [child, same, otherSeed] = await Promise.all([
    startServeProcess(['--scenario', 'default', '--seed', '11']),
    startServe(['--scenario', 'default', '--seed', '11', '--quiet']),
    startServe(['--scenario', 'default', '--seed', '12', '--quiet']),
  ]);
});
afterAll(async () => {
  await Promise.all([child?.stop(), same?.stop(), otherSeed?.stop()]);
});

describe('determinism', () => {
  it('should answer byte-identically from two processes with the same scenario and seed', async () => {
    const [a, b] = await Promise.all([answers(child.base), answers(same.base)]);
    expect(a.every((x) => x.startsWith('200 ') || x.startsWith('409 '))).toBe(true);
    expect(a.length).toBe(requests.length);
    for (let i = 0; i < a.length; i++) expect(b[i], `request ${i}`).toBe(a[i]);
  });

  it('should give a different ledger for a different seed', async () => {
    const [a, c] = await Promise.all([answers(same.base), answers(otherSeed.base)]);
    expect(c[0]).not.toBe(a[0]);
  });

  it('should stop gracefully on SIGINT', async () => {
    expect(await child.stop('SIGINT')).toBe(0);
    expect(child.output()).toMatch(/SIGINT received, stopping/);
  });
});
