import { contractId, hexHash, updateId } from './ids.js';
import type { HistoryItem, Transaction, TreeNode } from './model.js';
import { amuletPayload } from './payloads.js';
import type { Stream } from './random.js';
import type { BackgroundKind } from './scenario.js';
import { backgroundKinds } from './scenario.js';
import { templates } from './templates.js';
import type { Slot } from './timeline.js';
import { activityOf, created, effectiveTime, exercised, newContract, trafficOf, verdictOf } from './transactions.js';
import { contractIdValue, int64, list, numeric, party, record, textMap, timestamp, variant, unit } from './values.js';
import type { World } from './world.js';

export interface BackgroundContext {
  readonly world: World;
  /** Who sends and receives background transfers: the user parties, or the app providers when there are none. */
  readonly traders: readonly string[];
  readonly amuletRules: string;
  readonly mix: readonly number[];
  readonly roundOf: (recordTime: number) => number;
}

/**
 * Background traffic: transfers and taps that the story does not depend on. An item is a pure function of the
 * seed and its position, so the history is never held in memory whole: the `large` scenario's million items cost
 * only their record times.
 */
export function backgroundItem(stream: Stream, ctx: BackgroundContext, slot: Slot): HistoryItem {
  const s = stream.child('background', slot.index);
  const kind = backgroundKinds[s.weighted(ctx.mix)] as BackgroundKind;
  const { world } = ctx;
  const round = ctx.roundOf(slot.recordTime);
  const sender = s.pick(ctx.traders);
  const effective = effectiveTime(s, slot.recordTime);
  const roots: TreeNode[] = [];
  const transfer = s.chance(80);
  if (transfer) {
    const receiver = s.pick(ctx.traders);
    const amount = s.int(1, 100_000) + s.int(0, 99) / 100;
    const inputs = Array.from({ length: s.int(1, 3) }, () => contractId(s));
    const output = newContract(s, templates.amulet, amuletPayload(world.dso, receiver, amount, round), effective, [
      world.dso,
      receiver,
    ]);
    const change = newContract(
      s,
      templates.amulet,
      amuletPayload(world.dso, sender, s.int(0, 5000) + s.int(0, 99) / 100, round),
      effective,
      [world.dso, sender],
    );
    roots.push(
      exercised({
        contractId: ctx.amuletRules,
        template: templates.amuletRules,
        choice: 'AmuletRules_Transfer',
        choiceArgument: record({
          transfer: record({
            sender: party(sender),
            provider: party(s.pick(world.providers)),
            inputs: list(inputs.map((cid) => variant('InputAmulet', contractIdValue(cid)))),
            outputs: list([record({ receiver: party(receiver), amount: numeric(amount) })]),
            beneficiaries: { kind: 'optional', value: null },
          }),
          context: record({ openMiningRound: contractIdValue(contractId(s)) }),
          expectedDso: { kind: 'optional', value: party(world.dso) },
        }),
        exerciseResult: record({
          round: record({ number: int64(round) }),
          createdAmulets: list([variant('TransferResultAmulet', contractIdValue(output.contractId))]),
          senderChangeAmulet: { kind: 'optional', value: contractIdValue(change.contractId) },
          meta: record({ values: textMap({}) }),
        }),
        consuming: false,
        actingParties: [sender],
        children: [
          ...inputs.map((cid) =>
            exercised({
              contractId: cid,
              template: templates.amulet,
              choice: 'Archive',
              choiceArgument: record({}),
              exerciseResult: unit,
              consuming: true,
              actingParties: [sender],
            }),
          ),
          created(output),
          created(change),
        ],
      }),
    );
  } else {
    const tapped = newContract(
      s,
      templates.amulet,
      amuletPayload(world.dso, sender, s.int(1, 1000), round),
      effective,
      [world.dso, sender],
    );
    roots.push(
      exercised({
        contractId: ctx.amuletRules,
        template: templates.amuletRules,
        choice: 'AmuletRules_DevNet_Tap',
        choiceArgument: record({
          receiver: party(sender),
          amount: numeric(s.int(1, 1000)),
          openRound: contractIdValue(contractId(s)),
          requestedAt: timestamp(effective.micros),
        }),
        exerciseResult: record({ amuletSum: record({ amulet: contractIdValue(tapped.contractId) }) }),
        consuming: false,
        actingParties: [sender],
        children: [created(tapped)],
      }),
    );
  }
  const tx: Transaction = {
    updateId: updateId(s),
    migrationId: slot.migrationId,
    workflowId: s.chance(30) ? `wf-${s.hex(8)}` : '',
    recordTime: slot.recordTime,
    synchronizerId: world.globalSynchronizer,
    effectiveAtText: effective.text,
    roots,
    ...(s.chance(20) ? { externalTransactionHash: hexHash(s) } : {}),
    background: transfer ? 'transfer' : 'tap',
  };
  if (kind === 'transactionOnly')
    return { kind: 'transaction', transaction: tx, verdict: null, traffic: null, activity: null };
  const verdict = verdictOf(s, world, tx, [sender], kind !== 'verdictOnly');
  if (kind === 'transactionWithVerdict')
    return { kind: 'transaction', transaction: tx, verdict, traffic: null, activity: null };
  const traffic = trafficOf(s, verdict);
  const activity = activityOf(s, world, round, traffic);
  // A wholly private transaction: only the mediator's verdict is visible.
  if (kind === 'verdictOnly') return { kind: 'verdict', verdict, traffic, activity };
  return { kind: 'transaction', transaction: tx, verdict, traffic, activity };
}
