import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from 'token-registry-kit';
import { post, schemaErrors, type Answer } from './http-client.js';
import { defaultAndEmpty, expectDebugFree, expectError, factoryUrl, withdrawUrl } from './server-helpers.js';

let sim: Simulator;
let empty: Simulator;

beforeAll(async () => {
  [sim, empty] = await defaultAndEmpty();
});
afterAll(() => Promise.all([sim.close(), empty.close()]));

describe('operation A: withdraw context', () => {
  it('should answer 200 with a ChoiceContext for every known allocation', async () => {
    for (const id of sim.profile.knownAllocationIds) {
      const answer = await post(withdrawUrl(sim, id), {});
      expect(answer.status).toBe(200);
      expect(schemaErrors('choice-context', answer.json)).toEqual([]);
    }
  });

  it('should disclose AmuletRules, the open round, the config state and the locked holding, with debug fields', async () => {
    const answer = await post(withdrawUrl(sim, sim.profile.knownAllocationIds[0] as string), {});
    const body = answer.json as {
      choiceContextData: { values: Record<string, unknown> };
      disclosedContracts: Record<string, unknown>[];
    };
    expect(Object.keys(body.choiceContextData.values)).toEqual([
      'amulet-rules',
      'expire-lock',
      'external-party-config-state',
      'open-round',
    ]);
    expect(body.disclosedContracts.map((c) => String(c['templateId']).split(':').slice(1).join(':'))).toEqual([
      'Splice.AmuletRules:AmuletRules',
      'Splice.Round:OpenMiningRound',
      'Splice.ExternalPartyConfigState:ExternalPartyConfigState',
      'Splice.Amulet:LockedAmulet',
    ]);
    for (const c of body.disclosedContracts) {
      expect(Object.keys(c)).toEqual(expect.arrayContaining(['debugPackageName', 'debugPayload', 'debugCreatedAt']));
      expect(String(c['createdEventBlob'])).toMatch(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
    }
  });

  it('should omit every debug field with excludeDebugFields and otherwise answer the same', async () => {
    const id = sim.profile.knownAllocationIds[1] as string;
    const full = await post(withdrawUrl(sim, id), { excludeDebugFields: false });
    const lean = await post(withdrawUrl(sim, id), { excludeDebugFields: true });
    expectDebugFree(lean.json);
    const stripped = JSON.parse(full.text, (key, value: unknown) =>
      key.startsWith('debug') ? undefined : value,
    ) as unknown;
    expect(lean.json).toEqual(stripped);
  });

  it('should put meta into the context as values["request-meta"]', async () => {
    const answer = await post(withdrawUrl(sim, sim.profile.knownAllocationIds[0] as string), {
      meta: { 'trace-id': 'abc' },
    });
    expect(
      (answer.json as { choiceContextData: { values: Record<string, unknown> } }).choiceContextData.values[
        'request-meta'
      ],
    ).toEqual({
      tag: 'AV_Map',
      value: { 'trace-id': { tag: 'AV_Text', value: 'abc' } },
    });
  });

  it('should answer 409 for every allocation in reassignment', async () => {
    expect(sim.profile.reassigningAllocationIds.length).toBeGreaterThanOrEqual(3);
    for (const id of sim.profile.reassigningAllocationIds)
      expectError(await post(withdrawUrl(sim, id), {}), 409, /reassigned/);
  });

  it('should answer 404 for withdrawn and unknown allocations', async () => {
    expect(sim.profile.withdrawnAllocationIds.length).toBeGreaterThanOrEqual(3);
    for (const id of [...sim.profile.withdrawnAllocationIds, 'no-such-id', '00'.repeat(69), 'a/b?c#d%e']) {
      expectError(await post(withdrawUrl(sim, id), {}), 404, /not found/);
    }
  });

  it.each([
    ['[]', /request body must be a JSON object/],
    ['{"excludeDebugFields":"yes"}', /excludeDebugFields must be a boolean, got "yes"/],
    ['{"meta":{"k":1}}', /meta\.k must be a string, got 1/],
    ['{"meta":[]}', /meta must be an object whose values are strings/],
    ['{not json', /request body must be valid JSON/],
    ['', /request body is required/],
  ])('should answer 400 for the body %s', async (body, mentions) => {
    expectError(await post(withdrawUrl(sim, sim.profile.knownAllocationIds[0] as string), body), 400, mentions);
  });
});

describe('operation B: allocation factory', () => {
  it('should answer 200 with the factory and a context naming the instrument configuration', async () => {
    const answer = await post(factoryUrl(sim), { choiceArguments: sim.profile.factoryChoiceArguments });
    expect(answer.status).toBe(200);
    expect(schemaErrors('factory-with-choice-context', answer.json)).toEqual([]);
    const body = answer.json as {
      factoryId: string;
      choiceContext: {
        choiceContextData: { values: Record<string, unknown> };
        disclosedContracts: { contractId: string }[];
      };
    };
    expect(body.choiceContext.disclosedContracts.map((c) => c.contractId)).toContain(body.factoryId);
    expect(body.choiceContext.choiceContextData.values).toHaveProperty('instrument-configuration');
  });

  it('should give each instrument its own configuration contract', async () => {
    const args = sim.profile.factoryChoiceArguments as {
      allocation: { transferLeg: { instrumentId: { admin: string; id: string } } };
    };
    const other = structuredClone(args);
    other.allocation.transferLeg.instrumentId.id = 'USDCx';
    const [a, b] = await Promise.all([
      post(factoryUrl(sim), { choiceArguments: args }),
      post(factoryUrl(sim), { choiceArguments: other }),
    ]);
    const config = (x: Answer): unknown =>
      (x.json as { choiceContext: { choiceContextData: { values: Record<string, unknown> } } }).choiceContext
        .choiceContextData.values['instrument-configuration'];
    expect(b.status).toBe(200);
    expect(config(a)).not.toEqual(config(b));
  });

  it('should omit debug fields with excludeDebugFields', async () => {
    const answer = await post(factoryUrl(sim), {
      choiceArguments: sim.profile.factoryChoiceArguments,
      excludeDebugFields: true,
    });
    expect(answer.status).toBe(200);
    expectDebugFree(answer.json);
  });

  it.each([
    [{}, /choiceArguments is required/],
    [{ choiceArguments: null }, /choiceArguments must be an object/],
    [{ choiceArguments: [] }, /choiceArguments must be an object/],
    [{ choiceArguments: 'x' }, /choiceArguments must be an object/],
    [
      { choiceArguments: { allocation: { transferLeg: { instrumentId: 'Amulet' } } } },
      /instrumentId must be an object/,
    ],
  ])('should answer 400 for %j', async (body, mentions) => {
    expectError(await post(factoryUrl(sim), body), 400, mentions);
  });

  it('should answer 404 for an instrument the registry does not administer, and when it has no factory', async () => {
    const args = { allocation: { transferLeg: { instrumentId: { admin: 'someone::1220ab', id: 'Gold' } } } };
    expectError(await post(factoryUrl(sim), { choiceArguments: args }), 404, /not administered/);
    expectError(await post(factoryUrl(empty), { choiceArguments: {} }), 404, /No allocation factory/);
  });
});
