import type { AllocationState } from '../model.js';
import { roundAt } from '../mining-rounds.js';
import {
  allocationSpecification,
  amuletAllocationPayload,
  amuletPayload,
  extraArgs,
  lockedAmuletPayload,
  type TransferLeg,
} from '../payloads.js';
import { interfaces, templates } from '../templates.js';
import { MICROS_PER_HOUR, MICROS_PER_SECOND } from '../time.js';
import { created, exercised, newContract } from '../transactions.js';
import { contractIdValue, list, party, record, textMap, variant } from '../values.js';
import { fateSteps } from './allocation-fates.js';
import type { AllocationLife } from './allocation-life.js';
import { transactionItem } from './items.js';
import { endsWithRecentActivity, stepKey } from './recent-activity.js';
import { registryOf, type StorySetting, type Step } from './state.js';

/** The order in which the plan's allocations are numbered: all of one fate, then the next. */
const FATES: readonly AllocationState[] = ['active', 'inReassignment', 'withdrawn', 'reassigned', 'lockExpired'];

/** The sender locks a holding and allocates it to a settlement leg through the registry's allocation factory. */
function creationStep(setting: StorySetting, life: AllocationLife): Step {
  const { plan, world } = setting;
  const { allocationStream, sender, receiver, executor } = life;
  return {
    key: life.createKey,
    run: (slot, state) => {
      const registry = registryOf(state);
      return transactionItem(
        setting,
        allocationStream,
        slot,
        (effective) => {
          const round = roundAt(plan.start, slot.recordTime);
          const leg: TransferLeg = {
            sender,
            receiver,
            executor,
            amount: allocationStream.int(1, 50_000) + allocationStream.int(0, 99) / 100,
            admin: world.dso,
            instrument: plan.instruments[0] ?? 'Amulet',
            settlementId: `settlement-${allocationStream.hex(12)}`,
            legId: `leg-${allocationStream.int(0, 9)}`,
            requestedAt: effective.micros - allocationStream.int(1, 600) * MICROS_PER_SECOND,
            allocateBefore: effective.micros + allocationStream.int(1, 48) * MICROS_PER_HOUR,
            settleBefore: effective.micros + allocationStream.int(49, 240) * MICROS_PER_HOUR,
          };
          const amulet = amuletPayload(world.dso, sender, leg.amount, round);
          const locked = newContract(
            allocationStream,
            templates.lockedAmulet,
            lockedAmuletPayload(amulet, world.dso, leg.settleBefore, `allocation for ${leg.settlementId}`),
            effective,
            [world.dso, sender],
            [executor],
          );
          const contract = newContract(
            allocationStream,
            templates.amuletAllocation,
            amuletAllocationPayload(leg, locked.contractId),
            effective,
            [world.dso, sender],
            [executor, receiver],
          );
          const change = newContract(
            allocationStream,
            templates.amulet,
            amuletPayload(world.dso, sender, allocationStream.int(1, 900) + allocationStream.int(0, 99) / 100, round),
            effective,
            [world.dso, sender],
          );
          const allocation = {
            allocationId: contract.contractId,
            state: life.fate,
            allocation: contract,
            lockedAmulet: locked,
            sender,
          };
          state.allocations.set(contract.contractId, allocation);
          state.allocationsByNumber.set(life.number, allocation);
          return [
            exercised({
              contractId: registry.factory.contractId,
              template: templates.externalPartyAmuletRules,
              interfaceId: interfaces.allocationFactory,
              choice: 'AllocationFactory_Allocate',
              choiceArgument: record({
                expectedAdmin: party(world.dso),
                allocation: allocationSpecification(leg),
                requestedAt: { kind: 'timestamp', micros: leg.requestedAt },
                inputHoldingCids: list([contractIdValue(change.contractId)]),
                extraArgs: extraArgs(),
              }),
              exerciseResult: record({
                output: variant(
                  'AllocationInstructionResult_Completed',
                  record({ allocationCid: contractIdValue(contract.contractId) }),
                ),
                senderChangeCids: list([contractIdValue(change.contractId)]),
                meta: record({ values: textMap({}) }),
              }),
              consuming: false,
              actingParties: [sender],
              children: [created(locked), created(contract), created(change)],
            }),
          ];
        },
        [sender],
        { workflowId: `allocation-${allocationStream.child('workflow').hex(8)}`, external: true },
      );
    },
  };
}

/** Allocations: each is created, then, by its fate, withdrawn, reassigned, left to expire or left alone. */
export function allocations(setting: StorySetting): Step[] {
  const { plan, world } = setting;
  const long = endsWithRecentActivity(setting);
  const fates = FATES.flatMap((fate) => Array.from({ length: plan.allocations[fate] }, () => fate));
  return fates.flatMap((fate, number) => {
    const allocationStream = setting.storyStream.child('allocation', number);
    const sender = allocationStream.pick(world.parties).id;
    let receiver = allocationStream.pick(world.parties).id;
    if (receiver === sender) receiver = (world.parties.find((p) => p.id !== sender) ?? world.parties[0])?.id ?? sender;
    const executor = allocationStream.pick(world.providers);
    // The last allocation of each fate is recent.
    const recent = long && fates[number + 1] !== fate;
    const createAt = allocationStream.int(0, 699_999) / 1_000_000;
    const life: AllocationLife = {
      number,
      fate,
      allocationStream,
      sender,
      receiver,
      executor,
      createAt,
      createKey: stepKey(recent, createAt),
    };
    return [creationStep(setting, life), ...fateSteps(setting, life)];
  });
}
