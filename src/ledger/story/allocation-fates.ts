import { roundAt } from '../mining-rounds.js';
import type { Allocation, Contract, HistoryItem, Registry } from '../model.js';
import { amuletPayload, anyBool, anyContractId, choiceContext, extraArgs } from '../payloads.js';
import type { Stream } from '../random.js';
import { templates, interfaces } from '../templates.js';
import type { Slot } from '../timeline.js';
import { created, exercised, newContract, type EffectiveTime } from '../transactions.js';
import { contractIdValue, list, record, textMap } from '../values.js';
import { createdAllocation, followUpKey, type AllocationLife } from './allocation-life.js';
import { nextOffset, reassignmentItem, transactionItem } from './items.js';
import { openRound, registryOf, type StorySetting, type Step } from './state.js';

/** The holding that goes back to the sender when a lock ends (withdrawal or expiry). */
function returnedAmulet(
  setting: StorySetting,
  sender: string,
  fateStream: Stream,
  slot: Slot,
  effective: EffectiveTime,
): Contract {
  const { world } = setting;
  const round = roundAt(setting.plan.start, slot.recordTime);
  return newContract(
    fateStream,
    templates.amulet,
    amuletPayload(world.dso, sender, 1 + fateStream.int(0, 9999) / 100, round),
    effective,
    [world.dso, sender],
  );
}

/**
 * The sender withdraws an allocation: the allocation is archived and so is its locked holding, which goes back to
 * the sender, unless its lock ran out already (`locked` null). On the synchronizer the holding sits on.
 */
export function withdrawalItem(
  setting: StorySetting,
  registry: Registry,
  allocation: Allocation,
  locked: Contract | null,
  stream: Stream,
  slot: Slot,
  synchronizerId?: string,
): HistoryItem {
  const { world } = setting;
  const { sender } = allocation;
  return transactionItem(
    setting,
    stream,
    slot,
    (effective) => {
      const back = locked ? returnedAmulet(setting, sender, stream, slot, effective) : null;
      const context = choiceContext({
        'amulet-rules': anyContractId(registry.amuletRules.contractId),
        'expire-lock': anyBool(locked !== null),
      });
      return [
        exercised({
          contractId: allocation.allocation.contractId,
          template: templates.amuletAllocation,
          interfaceId: interfaces.allocation,
          choice: 'Allocation_Withdraw',
          choiceArgument: record({ extraArgs: extraArgs(context) }),
          exerciseResult: record({
            senderHoldingCids: list(back ? [contractIdValue(back.contractId)] : []),
            meta: record({ values: textMap({}) }),
          }),
          consuming: true,
          actingParties: [sender],
          children:
            locked && back
              ? [
                  exercised({
                    contractId: locked.contractId,
                    template: templates.lockedAmulet,
                    choice: 'LockedAmulet_Unlock',
                    choiceArgument: record({}),
                    exerciseResult: record({ amuletSum: record({ amulet: contractIdValue(back.contractId) }) }),
                    consuming: true,
                    actingParties: [sender, world.dso],
                    children: [created(back)],
                  }),
                ]
              : [],
        }),
      ];
    },
    [sender],
    { external: true, ...(synchronizerId ? { synchronizerId } : {}) },
  );
}

/** The sender withdraws the allocation: the allocation and its locked holding are archived, the holding returns. */
function withdrawal(setting: StorySetting, life: AllocationLife): Step {
  return {
    key: followUpKey(life, 1),
    run: (slot, state) => {
      const allocation = createdAllocation(state, life);
      const { lockedAmulet } = allocation;
      state.locations.set(allocation.allocation.contractId, { state: 'archived' });
      state.locations.set(lockedAmulet.contractId, { state: 'archived' });
      const stream = life.allocationStream.child('withdraw');
      return withdrawalItem(setting, registryOf(state), allocation, lockedAmulet, stream, slot);
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
          const back = returnedAmulet(setting, life.sender, expiryStream, slot, effective);
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
      state.unassignIds.set(lockedAmulet.contractId, unassignId);
      const offset = nextOffset(state, slot);
      return reassignmentItem(setting, offset, life.allocationStream.child('unassign'), slot, move, 'unassign');
    },
  };
  if (!assigned) return [unassignment];
  const assignment: Step = {
    key: followUpKey(life, 2),
    run: (slot, state) => {
      const { lockedAmulet } = createdAllocation(state, life);
      state.locations.set(lockedAmulet.contractId, { state: 'assigned', synchronizerId: world.appSynchronizer });
      const move = { submitter: life.sender, contract: lockedAmulet, unassignId };
      state.unassignIds.delete(lockedAmulet.contractId);
      const offset = nextOffset(state, slot);
      return reassignmentItem(setting, offset, life.allocationStream.child('assign'), slot, move, 'assign');
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
