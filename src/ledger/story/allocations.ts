import type { Allocation, AllocationState, HistoryItem, Registry } from '../model.js';
import type { Stream } from '../random.js';
import type { Slot } from '../timeline.js';
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

/** An allocation's settlement deadline is at most this many hours after its creation: the latest time it carries. */
export const SETTLE_WITHIN_HOURS = 240;

/** The order in which the plan's allocations are numbered: all of one fate, then the next. */
const FATES: readonly AllocationState[] = ['active', 'inReassignment', 'withdrawn', 'reassigned', 'lockExpired'];

/** Who takes part in an allocation's transfer leg. */
export interface AllocationParties {
  readonly sender: string;
  readonly receiver: string;
  readonly executor: string;
}

/**
 * The sender locks a holding and allocates it to a settlement leg through the registry's allocation factory: the
 * transaction, and the allocation it creates (in `state`). Contract ids come from `idOf` when given (the live
 * story's ids, which name their life), else from the stream.
 */
// oxlint-disable-next-line max-lines-per-function -- being split (docs/style.md)
export function allocationCreation(
  setting: StorySetting,
  registry: Registry,
  parties: AllocationParties,
  stream: Stream,
  slot: Slot,
  state: AllocationState,
  idOf?: (s: Stream) => string,
): { readonly item: HistoryItem; readonly allocation: Allocation } {
  const { plan, world } = setting;
  const { sender, receiver, executor } = parties;
  let made: Allocation | null = null;
  const item = transactionItem(
    setting,
    stream,
    slot,
    (effective) => {
      const round = roundAt(plan.start, slot.recordTime);
      const leg: TransferLeg = {
        sender,
        receiver,
        executor,
        amount: stream.int(1, 50_000) + stream.int(0, 99) / 100,
        admin: world.dso,
        instrument: plan.instruments[0] ?? 'Amulet',
        settlementId: `settlement-${stream.hex(12)}`,
        legId: `leg-${stream.int(0, 9)}`,
        requestedAt: effective.micros - stream.int(1, 600) * MICROS_PER_SECOND,
        allocateBefore: effective.micros + stream.int(1, 48) * MICROS_PER_HOUR,
        settleBefore: effective.micros + stream.int(49, SETTLE_WITHIN_HOURS) * MICROS_PER_HOUR,
      };
      // One specification for the choice's argument and the allocation it creates: the same value, held once.
      const specification = allocationSpecification(leg);
      const amulet = amuletPayload(world.dso, sender, leg.amount, round);
      const locked = newContract(
        stream,
        templates.lockedAmulet,
        lockedAmuletPayload(amulet, world.dso, leg.settleBefore, `allocation for ${leg.settlementId}`),
        effective,
        [world.dso, sender],
        [executor],
        idOf,
      );
      const contract = newContract(
        stream,
        templates.amuletAllocation,
        amuletAllocationPayload(leg, locked.contractId, specification),
        effective,
        [world.dso, sender],
        [executor, receiver],
        idOf,
      );
      const change = newContract(
        stream,
        templates.amulet,
        amuletPayload(world.dso, sender, stream.int(1, 900) + stream.int(0, 99) / 100, round),
        effective,
        [world.dso, sender],
        [],
        idOf,
      );
      made = { allocationId: contract.contractId, state, allocation: contract, lockedAmulet: locked, sender, change };
      return [
        exercised({
          contractId: registry.factory.contractId,
          template: templates.externalPartyAmuletRules,
          interfaceId: interfaces.allocationFactory,
          choice: 'AllocationFactory_Allocate',
          choiceArgument: record({
            expectedAdmin: party(world.dso),
            allocation: specification,
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
    { workflowId: `allocation-${stream.child('workflow').hex(8)}`, external: true },
  );
  if (!made) throw new Error('the allocation transaction made no allocation');
  return { item, allocation: made };
}

/** The sender locks a holding and allocates it to a settlement leg through the registry's allocation factory. */
function creationStep(setting: StorySetting, life: AllocationLife): Step {
  return {
    key: life.createKey,
    run: (slot, state) => {
      const { item, allocation } = allocationCreation(
        setting,
        registryOf(state),
        life,
        life.allocationStream,
        slot,
        life.fate,
      );
      state.allocations.set(allocation.allocationId, allocation);
      state.allocationsByNumber.set(life.number, allocation);
      return item;
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
