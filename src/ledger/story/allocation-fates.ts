import { roundAt } from '../mining-rounds.js';
import type { Contract } from '../model.js';
import { amuletPayload, anyBool, anyContractId, choiceContext, extraArgs } from '../payloads.js';
import type { Stream } from '../random.js';
import { templates, interfaces } from '../templates.js';
import type { Slot } from '../timeline.js';
import { created, exercised, newContract, type EffectiveTime } from '../transactions.js';
import { contractIdValue, list, record, textMap } from '../values.js';
import { createdAllocation, followUpKey, type AllocationLife } from './allocation-life.js';
import { reassignmentItem, transactionItem } from './items.js';
import { openRound, registryOf, type StorySetting, type Step } from './state.js';

/** The holding that goes back to the sender when a lock ends (withdrawal or expiry). */
function returnedAmulet(
  setting: StorySetting,
  life: AllocationLife,
  fateStream: Stream,
  slot: Slot,
  effective: EffectiveTime,
): Contract {
  const { world } = setting;
  const round = roundAt(setting.plan.start, slot.recordTime);
  return newContract(
    fateStream,
    templates.amulet,
    amuletPayload(world.dso, life.sender, 1 + fateStream.int(0, 9999) / 100, round),
    effective,
    [world.dso, life.sender],
  );
}

/** The sender withdraws the allocation: the allocation and its locked holding are archived, the holding returns. */
function withdrawal(setting: StorySetting, life: AllocationLife): Step {
  const { world } = setting;
  const { sender } = life;
  return {
    key: followUpKey(life, 1),
    run: (slot, state) => {
      const withdrawStream = life.allocationStream.child('withdraw');
      const registry = registryOf(state);
      const { allocation, lockedAmulet } = createdAllocation(state, life);
      return transactionItem(
        setting,
        withdrawStream,
        slot,
        (effective) => {
          const back = returnedAmulet(setting, life, withdrawStream, slot, effective);
          state.locations.set(allocation.contractId, { state: 'archived' });
          state.locations.set(lockedAmulet.contractId, { state: 'archived' });
          const context = choiceContext({
            'amulet-rules': anyContractId(registry.amuletRules.contractId),
            'expire-lock': anyBool(true),
          });
          return [
            exercised({
              contractId: allocation.contractId,
              template: templates.amuletAllocation,
              interfaceId: interfaces.allocation,
              choice: 'Allocation_Withdraw',
              choiceArgument: record({ extraArgs: extraArgs(context) }),
              exerciseResult: record({
                senderHoldingCids: list([contractIdValue(back.contractId)]),
                meta: record({ values: textMap({}) }),
              }),
              consuming: true,
              actingParties: [sender],
              children: [
                exercised({
                  contractId: lockedAmulet.contractId,
                  template: templates.lockedAmulet,
                  choice: 'LockedAmulet_Unlock',
                  choiceArgument: record({}),
                  exerciseResult: record({ amuletSum: record({ amulet: contractIdValue(back.contractId) }) }),
                  consuming: true,
                  actingParties: [sender, world.dso],
                  children: [created(back)],
                }),
              ],
            }),
          ];
        },
        [sender],
        { external: true },
      );
    },
  };
}

/** The lock runs out and the sender takes the holding back; the allocation stays, with nothing left to withdraw. */
function lockExpiry(setting: StorySetting, life: AllocationLife): Step {
  const { sender } = life;
  return {
    key: followUpKey(life, 1),
    run: (slot, state) => {
      const expiryStream = life.allocationStream.child('expire');
      const { lockedAmulet } = createdAllocation(state, life);
      return transactionItem(
        setting,
        expiryStream,
        slot,
        (effective) => {
          const back = returnedAmulet(setting, life, expiryStream, slot, effective);
          state.locations.set(lockedAmulet.contractId, { state: 'archived' });
          return [
            exercised({
              contractId: lockedAmulet.contractId,
              template: templates.lockedAmulet,
              choice: 'LockedAmulet_OwnerExpireLock',
              choiceArgument: record({ openRoundCid: contractIdValue(openRound(registryOf(state)).contractId) }),
              exerciseResult: record({ amuletSum: record({ amulet: contractIdValue(back.contractId) }) }),
              consuming: true,
              actingParties: [sender],
              children: [created(back)],
            }),
          ];
        },
        [sender],
      );
    },
  };
}

/**
 * The locked holding moves to the app synchronizer: unassigned (and in flight from then on), then, for a
 * reassigned allocation, assigned there.
 */
function reassignment(setting: StorySetting, life: AllocationLife, assigned: boolean): Step[] {
  const { world } = setting;
  const unassignId = `1220${life.allocationStream.child('unassign-id').hex(64)}`;
  const unassignment: Step = {
    key: followUpKey(life, 1),
    run: (slot, state) => {
      const { lockedAmulet } = createdAllocation(state, life);
      state.locations.set(lockedAmulet.contractId, {
        state: 'inFlight',
        source: world.globalSynchronizer,
        target: world.appSynchronizer,
      });
      const move = { submitter: life.sender, contract: lockedAmulet, unassignId };
      return reassignmentItem(setting, state, life.allocationStream.child('unassign'), slot, move, 'unassign');
    },
  };
  if (!assigned) return [unassignment];
  const assignment: Step = {
    key: followUpKey(life, 2),
    run: (slot, state) => {
      const { lockedAmulet } = createdAllocation(state, life);
      state.locations.set(lockedAmulet.contractId, { state: 'assigned', synchronizerId: world.appSynchronizer });
      const move = { submitter: life.sender, contract: lockedAmulet, unassignId };
      return reassignmentItem(setting, state, life.allocationStream.child('assign'), slot, move, 'assign');
    },
  };
  return [unassignment, assignment];
}

/** The steps that follow an allocation's creation, by its fate; an active allocation has none. */
export function fateSteps(setting: StorySetting, life: AllocationLife): Step[] {
  switch (life.fate) {
    case 'withdrawn':
      return [withdrawal(setting, life)];
    case 'lockExpired':
      return [lockExpiry(setting, life)];
    case 'inReassignment':
      return reassignment(setting, life, false);
    case 'reassigned':
      return reassignment(setting, life, true);
    case 'active':
      return [];
  }
}
