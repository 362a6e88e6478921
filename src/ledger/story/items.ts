import { hexHash, updateId } from '../ids.js';
import { roundAt } from '../mining-rounds.js';
import type { Contract, HistoryItem, Transaction, TreeNode } from '../model.js';
import type { Stream } from '../random.js';
import type { Slot } from '../timeline.js';
import { activityOf, effectiveTime, trafficOf, verdictOf, type EffectiveTime } from '../transactions.js';
import type { StorySetting, StoryState } from './state.js';

export interface TransactionOptions {
  readonly workflowId?: string;
  /** Submitted by an external party: the transaction carries its hash. */
  readonly external?: boolean;
  /** Where it is sequenced; the global synchronizer unless its contracts have moved. */
  readonly synchronizerId?: string;
}

/**
 * A story transaction on the global synchronizer, with its mediator verdict, traffic summary and app activity.
 * Everything random in it comes from `stream`, in a fixed order: the effective time, the update id, the roots
 * (which may draw too), the hash, the verdict, the traffic and the activity.
 */
export function transactionItem(
  setting: StorySetting,
  stream: Stream,
  slot: Slot,
  roots: (effective: EffectiveTime) => readonly TreeNode[],
  submitters: readonly string[],
  options: TransactionOptions = {},
): HistoryItem {
  const { world } = setting;
  const effective = effectiveTime(stream, slot.recordTime);
  const transaction: Transaction = {
    updateId: updateId(stream),
    migrationId: slot.migrationId,
    workflowId: options.workflowId ?? '',
    recordTime: slot.recordTime,
    synchronizerId: options.synchronizerId ?? world.globalSynchronizer,
    effectiveAtText: effective.text,
    roots: roots(effective),
    ...(options.external ? { externalTransactionHash: hexHash(stream) } : {}),
  };
  const verdict = verdictOf(stream, world, transaction, submitters, true);
  const traffic = trafficOf(stream, verdict);
  const round = roundAt(setting.plan.start, slot.recordTime);
  return { kind: 'transaction', transaction, verdict, traffic, activity: activityOf(stream, world, round, traffic) };
}

/** The story's next reassignment offset: offsets grow with every reassignment of the story, in history order. */
export const nextOffset = (state: StoryState, slot: Slot): string =>
  String(++state.reassignmentCount * 16 + slot.index).padStart(18, '0');

/** A contract's move between synchronizers, both halves of which name the same unassign id. */
export interface Move {
  readonly submitter: string;
  readonly contract: Contract;
  readonly unassignId: string;
}

/** Half of a contract's move from the global synchronizer to the app synchronizer: its unassignment or assignment. */
export function reassignmentItem(
  setting: StorySetting,
  offset: string,
  stream: Stream,
  slot: Slot,
  move: Move,
  half: 'unassign' | 'assign',
): HistoryItem {
  const { world } = setting;
  const update = updateId(stream);
  return {
    kind: 'reassignment',
    reassignment: {
      updateId: update,
      offset,
      recordTime: slot.recordTime,
      migrationId: slot.migrationId,
      submitter: move.submitter,
      source: world.globalSynchronizer,
      target: world.appSynchronizer,
      unassignId: move.unassignId,
      counter: 1,
      event:
        half === 'assign'
          ? { type: 'assign', contract: move.contract }
          : { type: 'unassign', contractId: move.contract.contractId },
    },
  };
}
