import { describe, expect, it } from 'vitest';
import { debugFieldsIn, isDebugField, withoutDebugFields } from '../conformance/reading/debug-fields.js';

/**
 * The kit's debug-field rule, read from the spec (docs/api.md section 2): a field whose name starts with `debug`, at
 * any depth. The simulator has its own; these tests pin the kit's, so that the two cannot drift together.
 */

/** A FactoryWithChoiceContext (operation B) as the spec shapes it: the debug fields sit in disclosedContracts[]. */
const factory = {
  factoryId: 'f',
  choiceContext: {
    choiceContextData: { values: { 'amulet-rules': { tag: 'AV_ContractId', value: 'c1' } } },
    disclosedContracts: [
      {
        templateId: 't',
        contractId: 'c1',
        debugPackageName: 'splice-amulet',
        createdEventBlob: 'b',
        debugPayload: { debugNested: 1, owner: 'p' },
        synchronizerId: 's',
        debugCreatedAt: '2026-01-01T00:00:00Z',
      },
    ],
  },
};

describe('isDebugField', () => {
  it('should take every name that starts with debug, as docs/api.md section 2 writes it', () => {
    expect(['debug', 'debugPayload', 'debugCreatedAt', 'debugging'].filter(isDebugField)).toHaveLength(4);
  });

  it('should leave names that only contain debug, or spell it in another case', () => {
    expect(['isDebug', 'notdebug', 'Debug', 'DEBUG_payload', 'de_bug', ''].filter(isDebugField)).toEqual([]);
  });
});

describe('withoutDebugFields', () => {
  it('should remove debug fields below the top level, inside arrays, and keep every other field in its order', () => {
    expect(JSON.stringify(withoutDebugFields(factory))).toBe(
      JSON.stringify({
        factoryId: 'f',
        choiceContext: {
          choiceContextData: { values: { 'amulet-rules': { tag: 'AV_ContractId', value: 'c1' } } },
          disclosedContracts: [{ templateId: 't', contractId: 'c1', createdEventBlob: 'b', synchronizerId: 's' }],
        },
      }),
    );
  });

  it('should leave its argument as it was', () => {
    const before = JSON.stringify(factory);

    withoutDebugFields(factory);

    expect(JSON.stringify(factory)).toBe(before);
  });

  it('should give back values that are not objects unchanged', () => {
    expect([null, 1, 'debugX', true].map(withoutDebugFields)).toEqual([null, 1, 'debugX', true]);
  });
});

describe('debugFieldsIn', () => {
  it('should list every debug field with its path, outer before inner', () => {
    expect(debugFieldsIn(factory).map((f) => f.path)).toEqual([
      '.choiceContext.disclosedContracts[0].debugPackageName',
      '.choiceContext.disclosedContracts[0].debugPayload',
      '.choiceContext.disclosedContracts[0].debugPayload.debugNested',
      '.choiceContext.disclosedContracts[0].debugCreatedAt',
    ]);
  });

  it('should find none in an answer without them', () => {
    expect(debugFieldsIn(withoutDebugFields(factory))).toEqual([]);
  });
});
