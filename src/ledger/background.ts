import { contractId, hexHash, updateId } from './ids.js';
import type { AmuletFacts, BackgroundShape, Contract, HistoryItem, Transaction, TreeNode } from './model.js';
import { amuletPayload } from './payloads.js';
import type { Stream } from './random.js';
import type { BackgroundKind } from './scenario.js';
import { backgroundKinds } from './scenario.js';
import { templates } from './templates.js';
import type { Slot } from './timeline.js';
import {
  activityOf,
  created,
  effectiveTime,
  exercised,
  trafficOf,
  verdictOf,
  type EffectiveTime,
} from './transactions.js';
import {
  contractIdValue,
  int64,
  list,
  numeric,
  party,
  record,
  textMap,
  timestamp,
  unit,
  variant,
  type LedgerValue,
  type RecordValue,
} from './values.js';
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
  let background: BackgroundShape;
  let root: TreeNode;
  // The draws are made in the order in which the values once were built; the values themselves are made only when
  // read (background-text.ts writes a page's text from the facts).
  if (s.chance(80)) {
    const receiver = s.pick(ctx.traders);
    const amount = s.int(1, 100_000) + s.int(0, 99) / 100;
    const inputs = Array.from({ length: s.int(1, 3) }, () => contractId(s));
    const output = new AmuletContract(s, { dso: world.dso, owner: receiver, amount, round }, effective);
    const changeAmount = s.int(0, 5000) + s.int(0, 99) / 100;
    const change = new AmuletContract(s, { dso: world.dso, owner: sender, amount: changeAmount, round }, effective);
    const provider = s.pick(world.providers);
    const openMiningRound = contractId(s);
    const facts = {
      shape: 'transfer',
      sender,
      provider,
      inputs,
      receiver,
      amount,
      openMiningRound,
      dso: world.dso,
      round,
      output,
      change,
    } as const;
    background = facts;
    root = new TransferRoot(ctx.amuletRules, facts);
  } else {
    const tapped = new AmuletContract(s, { dso: world.dso, owner: sender, amount: s.int(1, 1000), round }, effective);
    const facts = {
      shape: 'tap',
      receiver: sender,
      amount: s.int(1, 1000),
      openRound: contractId(s),
      requestedAt: effective.micros,
      tapped,
    } as const;
    background = facts;
    root = new TapRoot(ctx.amuletRules, facts);
  }
  const roots = [root];
  const tx: Transaction = {
    updateId: updateId(s),
    migrationId: slot.migrationId,
    workflowId: s.chance(30) ? `wf-${s.hex(8)}` : '',
    recordTime: slot.recordTime,
    synchronizerId: world.globalSynchronizer,
    effectiveAtText: effective.text,
    roots,
    ...(s.chance(20) ? { externalTransactionHash: hexHash(s) } : {}),
    background,
  };
  if (kind === 'transactionOnly')
    return { kind: 'transaction', transaction: tx, verdict: null, traffic: null, activity: null };
  const verdict = verdictOf(s, world, tx, [sender], kind !== 'verdictOnly', {
    actor: sender,
    dso: world.dso,
    archives: background.shape === 'transfer' ? background.inputs.length : 0,
  });
  if (kind === 'transactionWithVerdict')
    return { kind: 'transaction', transaction: tx, verdict, traffic: null, activity: null };
  const traffic = trafficOf(s, verdict);
  const activity = activityOf(s, world, round, traffic);
  // A wholly private transaction: only the mediator's verdict is visible.
  if (kind === 'verdictOnly') return { kind: 'verdict', verdict, traffic, activity };
  return { kind: 'transaction', transaction: tx, verdict, traffic, activity };
}

const noParties: readonly string[] = [];

/** An Amulet of the background: its payload is made from `amulet` when first read. */
class AmuletContract implements Contract {
  readonly contractId: string;
  readonly template = templates.amulet;
  readonly createdAt: number;
  readonly createdAtText: string;
  readonly signatories: readonly string[];
  readonly observers = noParties;
  private made: RecordValue | undefined = undefined;

  constructor(
    s: Stream,
    readonly amulet: AmuletFacts,
    effective: EffectiveTime,
  ) {
    this.contractId = contractId(s);
    this.createdAt = effective.micros;
    this.createdAtText = effective.text;
    this.signatories = [amulet.dso, amulet.owner];
  }

  get payload(): RecordValue {
    this.made ??= amuletPayload(this.amulet.dso, this.amulet.owner, this.amulet.amount, this.amulet.round);
    return this.made;
  }
}

/** The root of a background transaction, exercised on AmuletRules: its argument and result made when first read. */
abstract class BackgroundRoot {
  readonly type = 'exercised';
  readonly template = templates.amuletRules;
  readonly consuming = false;
  readonly actingParties: readonly string[];
  private argument: LedgerValue | undefined = undefined;
  private result: LedgerValue | undefined = undefined;

  constructor(
    readonly contractId: string,
    actor: string,
    readonly children: readonly TreeNode[],
  ) {
    this.actingParties = [actor];
  }

  protected abstract makeArgument(): LedgerValue;
  protected abstract makeResult(): LedgerValue;

  get choiceArgument(): LedgerValue {
    this.argument ??= this.makeArgument();
    return this.argument;
  }

  get exerciseResult(): LedgerValue {
    this.result ??= this.makeResult();
    return this.result;
  }
}

type TransferFacts = Extract<BackgroundShape, { shape: 'transfer' }>;
type TapFacts = Extract<BackgroundShape, { shape: 'tap' }>;

class TransferRoot extends BackgroundRoot {
  readonly choice = 'AmuletRules_Transfer';

  constructor(
    amuletRules: string,
    private readonly f: TransferFacts,
  ) {
    super(amuletRules, f.sender, [
      ...f.inputs.map((cid) => archive(cid, f.sender)),
      created(f.output),
      created(f.change),
    ]);
  }

  protected makeArgument(): LedgerValue {
    const f = this.f;
    return record({
      transfer: record({
        sender: party(f.sender),
        provider: party(f.provider),
        inputs: list(f.inputs.map((cid) => variant('InputAmulet', contractIdValue(cid)))),
        outputs: list([record({ receiver: party(f.receiver), amount: numeric(f.amount) })]),
        beneficiaries: { kind: 'optional', value: null },
      }),
      context: record({ openMiningRound: contractIdValue(f.openMiningRound) }),
      expectedDso: { kind: 'optional', value: party(f.dso) },
    });
  }

  protected makeResult(): LedgerValue {
    const f = this.f;
    return record({
      round: record({ number: int64(f.round) }),
      createdAmulets: list([variant('TransferResultAmulet', contractIdValue(f.output.contractId))]),
      senderChangeAmulet: { kind: 'optional', value: contractIdValue(f.change.contractId) },
      meta: record({ values: textMap({}) }),
    });
  }
}

class TapRoot extends BackgroundRoot {
  readonly choice = 'AmuletRules_DevNet_Tap';

  constructor(
    amuletRules: string,
    private readonly f: TapFacts,
  ) {
    super(amuletRules, f.receiver, [created(f.tapped)]);
  }

  protected makeArgument(): LedgerValue {
    return record({
      receiver: party(this.f.receiver),
      amount: numeric(this.f.amount),
      openRound: contractIdValue(this.f.openRound),
      requestedAt: timestamp(this.f.requestedAt),
    });
  }

  protected makeResult(): LedgerValue {
    return record({ amuletSum: record({ amulet: contractIdValue(this.f.tapped.contractId) }) });
  }
}

const noFields = record({});

/** An input Amulet archived by a transfer. */
const archive = (cid: string, sender: string): TreeNode =>
  exercised({
    contractId: cid,
    template: templates.amulet,
    choice: 'Archive',
    choiceArgument: noFields,
    exerciseResult: unit,
    consuming: true,
    actingParties: [sender],
  });
