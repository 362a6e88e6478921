import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsFromProfile } from '../conformance/history/facts.js';
import { runKit } from '../conformance/kit.js';
import { startSimulator, type Simulator } from '../src/index.js';

/**
 * A stand-in for a real deployment, built from the simulator with the reference implementation's habits
 * (docs/deployments.md, which the project follows): excluded debug fields and absent optional fields printed as null,
 * and malformed JSON bodies answered in plain text.
 */
let sim: Simulator;
let proxy: Server;
let base: string;
const encodingFields = new Set<string>();

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | undefined;
      try {
        body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain; charset=UTF-8' }).end('The request content was malformed');
        return;
      }
      for (const field of ['ledger_value_encoding', 'daml_value_encoding'])
        if (body && field in body) encodingFields.add(field);
      void fetch(`${sim.urls.base}${req.url ?? ''}`, {
        method: req.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        ...(req.method === 'POST' ? { body: text } : {}),
      }).then(async (answer) => {
        let out = await answer.text();
        if (answer.status === 200 && (req.url ?? '').includes('/ans-entries/')) {
          out = out.replace(/"expires_at":"[^"]*"/, '"expires_at":null');
        }
        if (answer.status === 200 && body?.['excludeDebugFields'] === true) {
          out = out.replace(
            /"synchronizerId":"([^"]*)"/g,
            '"synchronizerId":"$1","debugPackageName":null,"debugPayload":null,"debugCreatedAt":null',
          );
        }
        res
          .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
          .end(out);
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await sim.close();
});

const run = (dialect: 'spec' | 'splice') =>
  runKit({
    target: { registry: base, validator: `${base}/api/validator`, scan: `${base}/api/scan` },
    facts: factsFromProfile(sim.profile, 'simulator'),
    dialect,
    runs: 15,
    checks: [
      'c-entry-fields',
      'a-debug-exclusion',
      'b-debug-exclusion',
      'response-schema',
      'error-schema',
      'content-type-json',
      'd-encodings-agree',
      'd-encodings-fields-agree',
    ],
  });

describe('dialects', () => {
  it('should fail null debug fields and plain-text errors in the spec dialect', async () => {
    encodingFields.clear();
    const failed = (await run('spec')).results.filter((r) => r.verdict === 'failed').map((r) => r.id);
    expect(failed).toEqual(
      expect.arrayContaining([
        'c-entry-fields',
        'a-debug-exclusion',
        'b-debug-exclusion',
        'error-schema',
        'content-type-json',
      ]),
    );
    expect([...encodingFields]).toEqual(['ledger_value_encoding']);
  });

  it('should pass them with warnings in the splice dialect, sending daml_value_encoding', async () => {
    encodingFields.clear();
    const result = await run('splice');
    expect(
      result.results
        .filter((r) => r.verdict !== 'passed')
        .map((r) => `${r.id}: ${r.failure?.received ?? r.reason ?? ''}`),
    ).toEqual([]);
    const warned = result.results.filter((r) => r.warnings.length > 0).map((r) => r.id);
    expect(warned).toEqual(
      expect.arrayContaining([
        'c-entry-fields',
        'a-debug-exclusion',
        'b-debug-exclusion',
        'error-schema',
        'content-type-json',
      ]),
    );
    expect([...encodingFields]).toEqual(['daml_value_encoding']);
  });
});
