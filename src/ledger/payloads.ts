import { ROUND_LENGTH } from './mining-rounds.js';
import { MICROS_PER_DAY, type Micros } from './time.js';
import {
  bool,
  contractIdValue,
  date,
  enumValue,
  int64,
  list,
  none,
  numeric,
  party,
  record,
  relTime,
  set,
  some,
  text,
  textMap,
  timestamp,
  variant,
  type LedgerValue,
  type RecordValue,
} from './values.js';

/** Contract payloads shaped like Splice's templates, using every kind of ledger value between them. */

/**
 * One value for every empty metadata: values are immutable, so items share it, and a kept item (a live ledger keeps
 * those control calls make) holds a reference, not a copy.
 */
const EMPTY_METADATA: RecordValue = record({ values: textMap({}) });
export const emptyMetadata = (): RecordValue => EMPTY_METADATA;

export function amuletRulesPayload(dso: string, synchronizer: string): RecordValue {
  return record({
    dso: party(dso),
    configSchedule: record({
      initialValue: record({
        transferConfig: record({
          createFee: record({ fee: numeric(0.03) }),
          holdingFee: record({ rate: numeric(0.0000190259) }),
          lockHolderFee: record({ fee: numeric(0.005) }),
          maxNumInputs: int64(100),
          maxNumOutputs: int64(100),
          maxNumLockHolders: int64(50),
        }),
        decentralizedSynchronizer: record({
          requiredSynchronizers: set([text(synchronizer)]),
          activeSynchronizer: text(synchronizer),
          fees: record({
            baseRateTrafficLimits: record({ burstAmount: int64(400_000), burstWindow: relTime(1_200_000_000) }),
          }),
        }),
        tickDuration: relTime(ROUND_LENGTH),
        packageConfig: record({ amulet: text('0.1.14'), amuletNameService: text('0.1.15') }),
        transferPreapprovalFee: none,
        featuredAppActivityMarkerAmount: some(numeric(1)),
      }),
      futureValues: list([]),
    }),
    isDevNet: bool(true),
  });
}

export function openMiningRoundPayload(dso: string, round: number, opensAt: Micros): RecordValue {
  return record({
    dso: party(dso),
    round: record({ number: int64(round) }),
    amuletPrice: numeric(0.005 + (round % 7) * 0.0001),
    opensAt: timestamp(opensAt),
    targetClosesAt: timestamp(opensAt + 1_200_000_000),
    issuingFor: relTime(round * ROUND_LENGTH),
    transferConfigUsd: record({ createFee: record({ fee: numeric(0.03) }) }),
    issuanceConfig: record({
      amuletToIssuePerYear: numeric(40_000_000_000),
      validatorRewardPercentage: numeric(0.05),
      optValidatorFaucetCap: some(numeric(2.85)),
      optDevelopmentFundPercentage: none,
    }),
    tickDuration: relTime(ROUND_LENGTH),
  });
}

export const externalPartyAmuletRulesPayload = (dso: string): RecordValue => record({ dso: party(dso) });

export const externalPartyConfigStatePayload = (dso: string, round: number): RecordValue =>
  record({ dso: party(dso), targetArchiveAfter: some(record({ number: int64(round + 100) })) });

export function instrumentConfigurationPayload(dso: string, instrument: string, from: Micros): RecordValue {
  return record({
    admin: party(dso),
    instrumentId: record({ admin: party(dso), id: text(instrument) }),
    displayName: text(instrument === 'Amulet' ? 'Canton Coin' : instrument),
    decimals: int64(10),
    status: enumValue('InstrumentActive'),
    effectiveFrom: date(Math.floor(from / MICROS_PER_DAY)),
    meta: emptyMetadata(),
  });
}

/** An Amulet's holding fee rate, the same for every Amulet. */
export const amuletRate = numeric(0.0000190259);

export function amuletPayload(dso: string, owner: string, amount: number, round: number): RecordValue {
  return record({
    dso: party(dso),
    owner: party(owner),
    amount: record({
      initialAmount: numeric(amount),
      createdAt: record({ number: int64(round) }),
      ratePerRound: record({ rate: amuletRate }),
    }),
  });
}

export function lockedAmuletPayload(
  amulet: RecordValue,
  holder: string,
  expiresAt: Micros,
  context: string,
): RecordValue {
  return record({
    amulet,
    lock: record({
      holders: list([party(holder)]),
      expiresAt: timestamp(expiresAt),
      optContext: some(text(context)),
    }),
  });
}

export interface TransferLeg {
  readonly sender: string;
  readonly receiver: string;
  readonly executor: string;
  readonly amount: number;
  readonly admin: string;
  readonly instrument: string;
  readonly settlementId: string;
  readonly legId: string;
  readonly requestedAt: Micros;
  readonly allocateBefore: Micros;
  readonly settleBefore: Micros;
}

export function allocationSpecification(leg: TransferLeg): RecordValue {
  return record({
    settlement: record({
      executor: party(leg.executor),
      settlementRef: record({ id: text(leg.settlementId), cid: none }),
      requestedAt: timestamp(leg.requestedAt),
      allocateBefore: timestamp(leg.allocateBefore),
      settleBefore: timestamp(leg.settleBefore),
      meta: emptyMetadata(),
    }),
    transferLegId: text(leg.legId),
    transferLeg: record({
      sender: party(leg.sender),
      receiver: party(leg.receiver),
      amount: numeric(leg.amount),
      instrumentId: record({ admin: party(leg.admin), id: text(leg.instrument) }),
      meta: record({ values: textMap({ 'splice.lfdecentralizedtrust.org/reason': text('settlement leg') }) }),
    }),
  });
}

/** An amulet allocation's payload; `specification` is the leg's, shared with the choice that creates it when given. */
export const amuletAllocationPayload = (
  leg: TransferLeg,
  lockedAmulet: string,
  specification: RecordValue = allocationSpecification(leg),
): RecordValue => record({ allocation: specification, lockedAmulet: contractIdValue(lockedAmulet) });

export function ansEntryPayload(
  dso: string,
  user: string,
  name: string,
  url: string,
  description: string,
  expiresAt: Micros,
): RecordValue {
  return record({
    user: party(user),
    dso: party(dso),
    name: text(name),
    url: text(url),
    description: text(description),
    expiresAt: timestamp(expiresAt),
  });
}

/** The ChoiceContext record: `{values: TextMap AnyValue}` (docs/deployments.md, operation A). */
export const choiceContext = (values: Record<string, LedgerValue>): RecordValue => record({ values: textMap(values) });
export const anyContractId = (cid: string): LedgerValue => variant('AV_ContractId', contractIdValue(cid));
export const anyBool = (value: boolean): LedgerValue => variant('AV_Bool', bool(value));
export const anyText = (value: string): LedgerValue => variant('AV_Text', text(value));
export const anyMap = (values: Record<string, LedgerValue>): LedgerValue => variant('AV_Map', textMap(values));

/** extraArgs of a token-standard choice: context and meta, both empty unless given. */
export const extraArgs = (context: RecordValue = choiceContext({})): RecordValue =>
  record({ context, meta: emptyMetadata() });
