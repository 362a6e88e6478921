import type { Micros } from './time.js';
import type { LedgerValue, RecordValue } from './values.js';

/** A template, as event and disclosure payloads name it. */
export interface Template {
  readonly packageName: string;
  /** `<64-hex package id>:Module:Entity` */
  readonly templateId: string;
}

/** What an Amulet's payload is made of (payloads.ts amuletPayload): a background contract's, for its template. */
export interface AmuletFacts {
  readonly dso: string;
  readonly owner: string;
  readonly amount: number;
  readonly round: number;
}

export interface Contract {
  /** Set on background contracts (background.ts), whose payload is an Amulet's made from these when first read. */
  readonly amulet?: AmuletFacts;
  readonly contractId: string;
  readonly template: Template;
  readonly payload: RecordValue;
  /** Ledger effective time of the creating transaction, and its text as the created event shows it. */
  readonly createdAt: Micros;
  readonly createdAtText: string;
  readonly signatories: readonly string[];
  readonly observers: readonly string[];
}

export type TreeNode =
  | { readonly type: 'created'; readonly contract: Contract }
  | {
      readonly type: 'exercised';
      readonly contractId: string;
      readonly template: Template;
      readonly interfaceId?: string;
      readonly choice: string;
      readonly choiceArgument: LedgerValue;
      readonly exerciseResult: LedgerValue;
      readonly consuming: boolean;
      readonly actingParties: readonly string[];
      readonly children: readonly TreeNode[];
    };

export interface Transaction {
  readonly updateId: string;
  readonly migrationId: number;
  readonly workflowId: string;
  readonly recordTime: Micros;
  readonly synchronizerId: string;
  readonly effectiveAtText: string;
  readonly roots: readonly TreeNode[];
  readonly externalTransactionHash?: string;
  /**
   * What a background transaction (background.ts) is made of, for writing its events from a template
   * (background-text.ts): its roots' choice arguments and results are made from these only when read.
   */
  readonly background?: BackgroundShape;
}

export type BackgroundShape =
  | {
      readonly shape: 'tap';
      readonly receiver: string;
      readonly amount: number;
      readonly openRound: string;
      readonly requestedAt: Micros;
      readonly tapped: Contract;
    }
  | {
      readonly shape: 'transfer';
      readonly sender: string;
      readonly provider: string;
      readonly inputs: readonly string[];
      readonly receiver: string;
      readonly amount: number;
      readonly openMiningRound: string;
      readonly dso: string;
      readonly round: number;
      readonly output: Contract;
      readonly change: Contract;
    };

export interface QuorumView {
  readonly viewId: number;
  readonly informees: readonly string[];
  readonly confirmingParties: readonly { readonly parties: readonly string[]; readonly threshold: number }[];
  readonly subViews: readonly number[];
}

export type VerdictResult = 'VERDICT_RESULT_ACCEPTED' | 'VERDICT_RESULT_REJECTED' | 'VERDICT_RESULT_UNSPECIFIED';

export interface Verdict {
  readonly updateId: string;
  readonly migrationId: number;
  readonly domainId: string;
  readonly recordTime: Micros;
  readonly finalizationTime: Micros;
  readonly submittingParties: readonly string[];
  readonly submittingParticipantUid: string;
  readonly result: VerdictResult;
  readonly mediatorGroup: number;
  readonly views: readonly QuorumView[];
  readonly rootViews: readonly number[];
  /**
   * Set on a background transaction's verdict, whose views follow from these (background.ts): a root view whose
   * sub-views are one per archived input, each informing `actor` and `dso` and confirmed by `actor`. Its text is
   * then written from them (background-text.ts backgroundViewsText).
   */
  readonly background?: { readonly actor: string; readonly dso: string; readonly archives: number };
}

export interface TrafficSummary {
  readonly totalTrafficCost: number;
  readonly envelopes: readonly { readonly trafficCost: number; readonly viewIds: readonly number[] }[];
}

export interface AppActivity {
  readonly roundNumber: number;
  readonly records: readonly { readonly party: string; readonly weight: number }[];
}

export interface Unassignment {
  readonly type: 'unassign';
  readonly contractId: string;
}

export interface Assignment {
  readonly type: 'assign';
  readonly contract: Contract;
}

export interface Reassignment {
  readonly updateId: string;
  readonly offset: string;
  readonly recordTime: Micros;
  readonly migrationId: number;
  readonly submitter: string;
  readonly source: string;
  readonly target: string;
  readonly unassignId: string;
  readonly counter: number;
  readonly event: Unassignment | Assignment;
}

/** One element of the event history: the parts present depend on the kind (docs/api.md section 6). */
export type HistoryItem =
  | {
      readonly kind: 'transaction';
      readonly transaction: Transaction;
      readonly verdict: Verdict | null;
      readonly traffic: TrafficSummary | null;
      readonly activity: AppActivity | null;
    }
  | { readonly kind: 'reassignment'; readonly reassignment: Reassignment }
  | {
      readonly kind: 'verdict';
      readonly verdict: Verdict;
      readonly traffic: TrafficSummary | null;
      readonly activity: AppActivity | null;
    };

export type AllocationState = 'active' | 'inReassignment' | 'withdrawn' | 'reassigned' | 'lockExpired';

export interface Allocation {
  readonly allocationId: string;
  readonly state: AllocationState;
  readonly allocation: Contract;
  readonly lockedAmulet: Contract;
  readonly sender: string;
  /** The sender's change holding, which the allocating transaction creates too. */
  readonly change: Contract;
}

export interface AnsEntryRecord {
  readonly contract: Contract;
  readonly user: string;
  readonly name: string;
  readonly url: string;
  readonly description: string;
  readonly expiresAt: Micros;
}

/** The registry's own contracts, which operations A and B disclose. */
export interface Registry {
  readonly amuletRules: Contract;
  readonly factory: Contract;
  readonly configState: Contract | null;
  /** Open mining rounds in creation order; the last one is open at the end of the history. */
  readonly rounds: Contract[];
  readonly instruments: ReadonlyMap<string, Contract>;
}

/** Where a contract stands at the end of the history. */
export type ContractLocation =
  | { readonly state: 'assigned'; readonly synchronizerId: string }
  | { readonly state: 'inFlight'; readonly source: string; readonly target: string }
  | { readonly state: 'archived' };
