import { packageId } from './ids.js';
import { Stream } from './random.js';
import type { Template } from './model.js';

// Package ids depend on the package name only, not on the seed: as on a real network, every ledger built from
// any seed runs the same packages.
const packageIds = new Map<string, string>();
function packageOf(name: string): string {
  let id = packageIds.get(name);
  if (!id) {
    id = packageId(new Stream(0, ['package', name]));
    packageIds.set(name, id);
  }
  return id;
}

function template(packageName: string, qualifiedName: string): Template {
  return { packageName, templateId: `${packageOf(packageName)}:${qualifiedName}` };
}

/** The Splice templates the simulated registry uses (docs/deployments.md, operations A and B). */
export const templates = {
  amuletRules: template('splice-amulet', 'Splice.AmuletRules:AmuletRules'),
  openMiningRound: template('splice-amulet', 'Splice.Round:OpenMiningRound'),
  amulet: template('splice-amulet', 'Splice.Amulet:Amulet'),
  lockedAmulet: template('splice-amulet', 'Splice.Amulet:LockedAmulet'),
  externalPartyAmuletRules: template('splice-amulet', 'Splice.ExternalPartyAmuletRules:ExternalPartyAmuletRules'),
  externalPartyConfigState: template('splice-amulet', 'Splice.ExternalPartyConfigState:ExternalPartyConfigState'),
  amuletAllocation: template('splice-amulet', 'Splice.AmuletAllocation:AmuletAllocation'),
  instrumentConfiguration: template('splice-token-registry', 'Splice.TokenRegistry:InstrumentConfiguration'),
  ansEntry: template('splice-amulet-name-service', 'Splice.Ans:AnsEntry'),
} as const;

/** Interfaces through which the registry's choices are exercised. */
export const interfaces = {
  allocation: template('splice-api-token-allocation-v1', 'Splice.Api.Token.AllocationV1:Allocation').templateId,
  allocationFactory: template(
    'splice-api-token-allocation-instruction-v1',
    'Splice.Api.Token.AllocationInstructionV1:AllocationFactory',
  ).templateId,
} as const;
