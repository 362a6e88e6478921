import { ScanClient, ScanProxyClient } from '@canton-network/core-splice-client';
import { TokenStandardClient } from '@canton-network/core-token-standard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';

/**
 * docs/deployments.md, wallet clients: the published wallet clients call these four operations, and the simulator
 * must work with them unchanged. These are the real npm packages, pointed at the simulator.
 */
let sim: Simulator;
const logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const auth = { getAccessToken: async () => 'test-token', getAuthContext: async () => ({}) as never };

beforeAll(async () => {
  sim = await startSimulator({ scenario: 'minimal' });
});
afterAll(async () => {
  await sim.close();
});

describe('the published wallet clients', () => {
  it('should get a withdraw context and a factory through TokenStandardClient', async () => {
    const client = new TokenStandardClient(sim.urls.registry, logger, auth);
    const context = await client.post(
      '/registry/allocations/v1/{allocationId}/choice-contexts/withdraw',
      { excludeDebugFields: true },
      { path: { allocationId: sim.profile.knownAllocationIds[0] ?? '' } },
    );
    expect(context.disclosedContracts.length).toBeGreaterThan(0);
    const factory = await client.post('/registry/allocation-instruction/v1/allocation-factory', {
      choiceArguments: sim.profile.factoryChoiceArguments as Record<string, never>,
      excludeDebugFields: false,
    });
    expect(factory.choiceContext.disclosedContracts.map((c) => c.contractId)).toContain(factory.factoryId);
  });

  it('should reject an allocation in reassignment through TokenStandardClient', async () => {
    const client = new TokenStandardClient(sim.urls.registry, logger, auth);
    await expect(
      client.post(
        '/registry/allocations/v1/{allocationId}/choice-contexts/withdraw',
        { excludeDebugFields: false },
        { path: { allocationId: sim.profile.reassigningAllocationIds[0] ?? '' } },
      ),
    ).rejects.toMatchObject({ error: expect.stringMatching(/is being reassigned/) });
  });

  it('should read a name entry through ScanProxyClient and events through ScanClient', async () => {
    const party = sim.profile.partiesWithEntry[0] ?? '';
    const proxy = new ScanProxyClient(new URL(sim.urls.validator), logger, auth);
    const entry = (await proxy.get('/v0/scan-proxy/ans-entries/by-party/{party}', { path: { party } })) as {
      entry: { user: string };
    };
    expect(entry.entry.user).toBe(party);
    const scan = new ScanClient(new URL(sim.urls.scan), logger, auth);
    const page = (await scan.post('/v0/events', { page_size: 5, daml_value_encoding: 'protobuf_json' })) as {
      events: unknown[];
    };
    expect(page.events).toHaveLength(5);
  });
});
