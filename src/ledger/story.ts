import { hexHash, updateId } from './ids.js';
import type {
  Allocation,
  AllocationState,
  AnsEntryRecord,
  Contract,
  ContractLocation,
  HistoryItem,
  Reassignment,
  Transaction,
  TreeNode,
} from './model.js';
import {
  allocationSpecification,
  amuletAllocationPayload,
  amuletPayload,
  amuletRulesPayload,
  ansEntryPayload,
  choiceContext,
  anyBool,
  anyContractId,
  extraArgs,
  externalPartyAmuletRulesPayload,
  externalPartyConfigStatePayload,
  instrumentConfigurationPayload,
  lockedAmuletPayload,
  openMiningRoundPayload,
  type TransferLeg,
} from './payloads.js';
import type { Stream } from './random.js';
import { ScenarioError, type Plan } from './scenario.js';
import { interfaces, templates } from './templates.js';
import { MICROS_PER_DAY, type Micros } from './time.js';
import type { Slot } from './timeline.js';
import { activityOf, created, effectiveTime, exercised, newContract, trafficOf, verdictOf } from './transactions.js';
import { contractIdValue, list, numeric, party, record, text, textMap, variant, unit } from './values.js';
import type { World } from './world.js';

/** The registry's own contracts, which operations A and B disclose. */
export interface Registry {
  readonly amuletRules: Contract;
  readonly factory: Contract;
  readonly configState: Contract | null;
  /** Open mining rounds in creation order; the last one is open at the end of the history. */
  readonly rounds: Contract[];
  readonly instruments: ReadonlyMap<string, Contract>;
}

/** Everything the story leaves behind: its items by global index and the state at the end of the history. */
export interface Story {
  readonly items: Map<number, HistoryItem>;
  readonly registry: Registry | null;
  readonly allocations: Map<string, Allocation>;
  readonly locations: Map<string, ContractLocation>;
  readonly ansEntries: Map<string, AnsEntryRecord[]>;
}

interface Step {
  readonly key: number;
  readonly run: (slot: Slot) => HistoryItem;
}

const TICK: Micros = 600_000_000;

/**
 * A long history ends with recent activity, as a live network's does: the last allocation of each fate and a few
 * name entries happen within its last RECENT_ITEMS items, so that a client that reads only the end of the history
 * (the kit's discovery) meets every kind of fact there. Their keys are 1 plus the usual ones: they sort after every
 * other step, in the same order among themselves. Shorter histories are left as they were.
 */
const LONG_HISTORY = 100_000;
const RECENT_ITEMS = 5_000;
const RECENT_ENTRIES = 5;

/**
 * The story of the ledger: the registry's set-up, round changes, name entries and every allocation's life.
 * Steps get random positions in the history that keep cause before effect; the rest of the history is
 * background traffic made on demand (background.ts).
 */
export function buildStory(
  stream: Stream,
  plan: Plan,
  world: World,
  slotCount: number,
  slotAt: (index: number) => Slot,
  now: Micros,
): Story {
  const s = stream.child('story');
  const items = new Map<number, HistoryItem>();
  const allocations = new Map<string, Allocation>();
  const locations = new Map<string, ContractLocation>();
  const ansEntries = new Map<string, AnsEntryRecord[]>();
  const steps: Step[] = [];
  let registry: Registry | null = null;
  let offsetCounter = 0;
  const long = slotCount >= LONG_HISTORY;

  const roundOf = (t: Micros): number => Math.max(0, Math.floor((t - plan.start) / TICK));

  const transaction = (
    ts: Stream,
    slot: Slot,
    roots: (effective: { micros: Micros; text: string }) => readonly TreeNode[],
    submitters: readonly string[],
    options: { workflowId?: string; external?: boolean; verdict?: boolean } = {},
  ): HistoryItem => {
    const effective = effectiveTime(ts, slot.recordTime);
    const tx: Transaction = {
      updateId: updateId(ts),
      migrationId: slot.migrationId,
      workflowId: options.workflowId ?? '',
      recordTime: slot.recordTime,
      synchronizerId: world.globalSynchronizer,
      effectiveAtText: effective.text,
      roots: roots(effective),
      ...(options.external ? { externalTransactionHash: hexHash(ts) } : {}),
    };
    if (options.verdict === false)
      return { kind: 'transaction', transaction: tx, verdict: null, traffic: null, activity: null };
    const verdict = verdictOf(ts, world, tx, submitters, true);
    const traffic = trafficOf(ts, verdict);
    return {
      kind: 'transaction',
      transaction: tx,
      verdict,
      traffic,
      activity: activityOf(ts, world, roundOf(slot.recordTime), traffic),
    };
  };

  const reassignment = (
    ts: Stream,
    slot: Slot,
    submitter: string,
    contract: Contract,
    unassignId: string,
    assign: boolean,
  ): HistoryItem => {
    const r: Reassignment = {
      updateId: updateId(ts),
      offset: String(++offsetCounter * 16 + slot.index).padStart(18, '0'),
      recordTime: slot.recordTime,
      migrationId: slot.migrationId,
      submitter,
      source: world.globalSynchronizer,
      target: world.appSynchronizer,
      unassignId,
      counter: 1,
      event: assign ? { type: 'assign', contract } : { type: 'unassign', contractId: contract.contractId },
    };
    return { kind: 'reassignment', reassignment: r };
  };

  // The registry's set-up comes first.
  steps.push({
    key: -1,
    run: (slot) =>
      transaction(
        s.child('bootstrap'),
        slot,
        (effective) => {
          const bs = s.child('bootstrap', 'contracts');
          const dso = [world.dso];
          const amuletRules = newContract(
            bs,
            templates.amuletRules,
            amuletRulesPayload(world.dso, world.globalSynchronizer),
            effective,
            dso,
          );
          const factory = newContract(
            bs,
            templates.externalPartyAmuletRules,
            externalPartyAmuletRulesPayload(world.dso),
            effective,
            dso,
          );
          const configState = plan.externalPartyConfig
            ? newContract(
                bs,
                templates.externalPartyConfigState,
                externalPartyConfigStatePayload(world.dso, 0),
                effective,
                dso,
              )
            : null;
          const round = newContract(
            bs,
            templates.openMiningRound,
            openMiningRoundPayload(world.dso, 0, effective.micros),
            effective,
            dso,
          );
          const instruments = new Map(
            plan.instruments.map((name) => [
              name,
              newContract(
                bs,
                templates.instrumentConfiguration,
                instrumentConfigurationPayload(world.dso, name, effective.micros),
                effective,
                dso,
              ),
            ]),
          );
          registry = { amuletRules, factory, configState, rounds: [round], instruments };
          return [amuletRules, factory, ...(configState ? [configState] : []), round, ...instruments.values()].map(
            created,
          );
        },
        [world.dso],
        { workflowId: 'bootstrap-dso' },
      ),
  });

  // Round changes: each archives the open round and opens the next.
  const roundChanges = Math.min(4, Math.floor(slotCount / 50));
  for (let r = 1; r <= roundChanges; r++) {
    steps.push({
      key: r / (roundChanges + 1),
      run: (slot) => {
        const reg = registry as Registry | null;
        if (!reg) throw new Error('round change before bootstrap');
        const previous = reg.rounds[reg.rounds.length - 1] as Contract;
        const rs = s.child('round', r);
        const sv = rs.pick(world.svParties);
        return transaction(
          rs,
          slot,
          (effective) => {
            const next = newContract(
              rs,
              templates.openMiningRound,
              openMiningRoundPayload(world.dso, r, effective.micros),
              effective,
              [world.dso],
            );
            reg.rounds.push(next);
            locations.set(previous.contractId, { state: 'archived' });
            return [
              exercised({
                contractId: reg.amuletRules.contractId,
                template: templates.amuletRules,
                choice: 'AmuletRules_AdvanceOpenMiningRounds',
                choiceArgument: record({
                  amuletPrice: numeric(0.005),
                  roundToArchiveCid: contractIdValue(previous.contractId),
                }),
                exerciseResult: record({ openMiningRoundCid: contractIdValue(next.contractId) }),
                consuming: false,
                actingParties: [world.dso],
                children: [
                  exercised({
                    contractId: previous.contractId,
                    template: templates.openMiningRound,
                    choice: 'Archive',
                    choiceArgument: record({}),
                    exerciseResult: unit,
                    consuming: true,
                    actingParties: [world.dso],
                  }),
                  created(next),
                ],
              }),
            ];
          },
          [sv],
        );
      },
    });
  }

  // Name entries: some parties have none, some several, some only expired ones.
  const order = world.parties.map((_, i) => i);
  const shuffle = s.child('entry-order');
  for (let i = order.length - 1; i > 0; i--) {
    const j = shuffle.int(0, i);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  order.forEach((partyIndex, rank) => {
    const p = world.parties[partyIndex] as World['parties'][number];
    let count: number;
    let expired = false;
    if (rank < plan.withoutEntry) count = 0;
    else if (rank < plan.withoutEntry + plan.withSeveralEntries) count = 2 + (rank % 2);
    else if (rank < plan.withoutEntry + plan.withSeveralEntries + plan.withExpiredEntryOnly) {
      count = 1;
      expired = true;
    } else count = 1;
    // The last parties of the shuffled order, which have one unexpired entry, get it recently.
    const recent = long && count === 1 && !expired && rank >= order.length - RECENT_ENTRIES;
    for (let e = 0; e < count; e++) {
      const es = s.child('entry', partyIndex, e);
      const name = `${p.hint.replace(/[^a-z0-9_-]/g, '-')}${e === 0 ? '' : `-${e + 1}`}.unverified.cns`.slice(-60);
      steps.push({
        key: (recent ? 1 : 0) + es.int(0, 999_999) / 1_000_000,
        run: (slot) =>
          transaction(
            es,
            slot,
            (effective) => {
              // An expired entry lived for a while after its creation and ran out before the ledger's present.
              const lifetime = now - effective.micros;
              const expiresAt = !expired
                ? now + es.int(30, 365) * MICROS_PER_DAY
                : lifetime > 1
                  ? effective.micros + Math.max(1, Math.floor((lifetime * es.int(10, 90)) / 100))
                  : now - 1;
              const url = es.chance(60) ? `https://${p.hint}.example.com` : '';
              const description = es.chance(50) ? `${p.hint} on the global synchronizer` : '';
              const contract = newContract(
                es,
                templates.ansEntry,
                ansEntryPayload(world.dso, p.id, name, url, description, expiresAt),
                effective,
                [world.dso, p.id],
              );
              const list = ansEntries.get(p.id) ?? [];
              list.push({ contract, user: p.id, name, url, description, expiresAt });
              ansEntries.set(p.id, list);
              return [created(contract)];
            },
            [p.id],
            { workflowId: 'ans-entry-request' },
          ),
      });
    }
  });

  // Allocations: each is created, then, by its final state, withdrawn, reassigned or left alone.
  const states: AllocationState[] = [];
  for (const state of ['active', 'inReassignment', 'withdrawn', 'reassigned', 'lockExpired'] as const) {
    for (let i = 0; i < plan.allocations[state]; i++) states.push(state);
  }
  states.forEach((state, a) => {
    const as = s.child('allocation', a);
    const sender = as.pick(world.parties).id;
    let receiver = as.pick(world.parties).id;
    if (receiver === sender) receiver = (world.parties.find((p) => p.id !== sender) ?? world.parties[0])?.id ?? sender;
    const executor = as.pick(world.providers);
    const recent = long && states[a + 1] !== state;
    const createAt = as.int(0, 699_999) / 1_000_000;
    const createKey = (recent ? 1 : 0) + createAt;
    const followKey = (n: number): number => createKey + ((1 - createAt) * n) / 3 + as.int(1, 99_999) / 1_000_000 / 3;
    let allocation: Allocation | null = null;
    // The holding that goes back to the sender when a lock ends (withdrawal or expiry).
    const returnedAmulet = (rs: Stream, slot: Slot, effective: { micros: Micros; text: string }): Contract =>
      newContract(
        rs,
        templates.amulet,
        amuletPayload(world.dso, sender, 1 + rs.int(0, 9999) / 100, roundOf(slot.recordTime)),
        effective,
        [world.dso, sender],
      );
    steps.push({
      key: createKey,
      run: (slot) => {
        const reg = registry as Registry | null;
        if (!reg) throw new Error('allocation before bootstrap');
        return transaction(
          as,
          slot,
          (effective) => {
            const round = roundOf(slot.recordTime);
            const leg: TransferLeg = {
              sender,
              receiver,
              executor,
              amount: as.int(1, 50_000) + as.int(0, 99) / 100,
              admin: world.dso,
              instrument: plan.instruments[0] ?? 'Amulet',
              settlementId: `settlement-${as.hex(12)}`,
              legId: `leg-${as.int(0, 9)}`,
              requestedAt: effective.micros - as.int(1, 600) * 1_000_000,
              allocateBefore: effective.micros + as.int(1, 48) * 3_600_000_000,
              settleBefore: effective.micros + as.int(49, 240) * 3_600_000_000,
            };
            const amulet = amuletPayload(world.dso, sender, leg.amount, round);
            const locked = newContract(
              as,
              templates.lockedAmulet,
              lockedAmuletPayload(amulet, world.dso, leg.settleBefore, `allocation for ${leg.settlementId}`),
              effective,
              [world.dso, sender],
              [executor],
            );
            const alloc = newContract(
              as,
              templates.amuletAllocation,
              amuletAllocationPayload(leg, locked.contractId),
              effective,
              [world.dso, sender],
              [executor, receiver],
            );
            const change = newContract(
              as,
              templates.amulet,
              amuletPayload(world.dso, sender, as.int(1, 900) + as.int(0, 99) / 100, round),
              effective,
              [world.dso, sender],
            );
            allocation = { allocationId: alloc.contractId, state, allocation: alloc, lockedAmulet: locked, sender };
            allocations.set(alloc.contractId, allocation);
            return [
              exercised({
                contractId: reg.factory.contractId,
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
                    record({ allocationCid: contractIdValue(alloc.contractId) }),
                  ),
                  senderChangeCids: list([contractIdValue(change.contractId)]),
                  meta: record({ values: textMap({}) }),
                }),
                consuming: false,
                actingParties: [sender],
                children: [created(locked), created(alloc), created(change)],
              }),
            ];
          },
          [sender],
          { workflowId: `allocation-${as.child('workflow').hex(8)}`, external: true },
        );
      },
    });
    const current = (): Allocation => {
      if (!allocation) throw new Error('follow-up before creation');
      return allocation;
    };
    if (state === 'withdrawn') {
      steps.push({
        key: followKey(1),
        run: (slot) => {
          const ws = as.child('withdraw');
          const reg = registry as Registry | null;
          const { allocation: alloc, lockedAmulet: locked } = current();
          return transaction(
            ws,
            slot,
            (effective) => {
              const back = returnedAmulet(ws, slot, effective);
              locations.set(alloc.contractId, { state: 'archived' });
              locations.set(locked.contractId, { state: 'archived' });
              const context = choiceContext({
                'amulet-rules': anyContractId(reg?.amuletRules.contractId ?? ''),
                'expire-lock': anyBool(true),
              });
              return [
                exercised({
                  contractId: alloc.contractId,
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
                      contractId: locked.contractId,
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
      });
    }
    if (state === 'lockExpired') {
      steps.push({
        key: followKey(1),
        run: (slot) => {
          const xs = as.child('expire');
          const { lockedAmulet: locked } = current();
          return transaction(
            xs,
            slot,
            (effective) => {
              const back = returnedAmulet(xs, slot, effective);
              locations.set(locked.contractId, { state: 'archived' });
              return [
                exercised({
                  contractId: locked.contractId,
                  template: templates.lockedAmulet,
                  choice: 'LockedAmulet_OwnerExpireLock',
                  choiceArgument: record({
                    openRoundCid: contractIdValue((registry as Registry | null)?.rounds.at(-1)?.contractId ?? ''),
                  }),
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
      });
    }
    if (state === 'inReassignment' || state === 'reassigned') {
      const unassignId = `1220${as.child('unassign-id').hex(64)}`;
      steps.push({
        key: followKey(1),
        run: (slot) => {
          const { lockedAmulet: locked } = current();
          locations.set(locked.contractId, {
            state: 'inFlight',
            source: world.globalSynchronizer,
            target: world.appSynchronizer,
          });
          return reassignment(as.child('unassign'), slot, sender, locked, unassignId, false);
        },
      });
      if (state === 'reassigned') {
        steps.push({
          key: followKey(2),
          run: (slot) => {
            const { lockedAmulet: locked } = current();
            locations.set(locked.contractId, { state: 'assigned', synchronizerId: world.appSynchronizer });
            return reassignment(as.child('assign'), slot, sender, locked, unassignId, true);
          },
        });
      }
    }
  });

  // An empty history has no registry at all; anything beyond the set-up needs a history to live in.
  if (slotCount === 0 && steps.length === 1) return { items, registry: null, allocations, locations, ansEntries };
  if (steps.length > slotCount) {
    throw new StoryTooLong(steps.length, slotCount);
  }
  steps.sort((a, b) => a.key - b.key);
  // Recent steps (keys from 1) take places in the last RECENT_ITEMS items, the others (the set-up first) before.
  const recentCount = steps.filter((step) => step.key >= 1).length;
  const tail = recentCount > 0 && steps.length - recentCount <= slotCount - RECENT_ITEMS ? RECENT_ITEMS : 0;
  const earlier = steps.length - (tail > 0 ? recentCount : 0);
  const positions = [
    0,
    ...s
      .child('positions')
      .sample(slotCount - tail - 1, earlier - 1)
      .map((p) => p + 1),
    ...(tail > 0
      ? s
          .child('recent-positions')
          .sample(tail, recentCount)
          .map((p) => p + slotCount - tail)
      : []),
  ];
  steps.forEach((step, i) => {
    const index = positions[i] as number;
    items.set(index, step.run(slotAt(index)));
  });
  return { items, registry, allocations, locations, ansEntries };
}

export class StoryTooLong extends ScenarioError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super(`/events must be at least ${needed} for this scenario's parties, entries and allocations, got ${available}`);
  }
}
