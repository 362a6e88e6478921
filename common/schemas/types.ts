// Generated from schemas/*.json by `npm run gen:types`; do not edit.

/** Names of the schema files in `schemas/`, without `.json`. */
export type SchemaName =
  | 'ans-entry'
  | 'app-activity-records'
  | 'choice-context'
  | 'control-advance'
  | 'control-allocation'
  | 'control-name-entry'
  | 'created-event'
  | 'disclosed-contract'
  | 'error-response'
  | 'event-history-cursor'
  | 'event-history-item'
  | 'event-history-request'
  | 'event-history-response'
  | 'event-verdict'
  | 'exercised-event'
  | 'factory-with-choice-context'
  | 'get-choice-context-request'
  | 'get-factory-request'
  | 'ledger-value-encoding'
  | 'lookup-entry-by-party-response'
  | 'party-id'
  | 'profile'
  | 'scenario'
  | 'traffic-summary'
  | 'tree-event'
  | 'update-reassignment'
  | 'update-transaction';

/**
 * docs/api.md section 2; required fields as docs/deployments.md, AnsEntry gives them.
 */
export interface AnsEntry {
  contract_id?: string;
  user: string;
  name: string;
  url: string;
  description: string;
  expires_at?: string;
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 6 `app_activity_records`.
 */
export interface EventHistoryAppActivityRecords {
  round_number: number;
  records: {
    party: string;
    weight: number;
    [k: string]: unknown | undefined;
  }[];
  [k: string]: unknown | undefined;
}

export interface ChoiceContext {
  choiceContextData: {
    [k: string]: unknown | undefined;
  };
  disclosedContracts: DisclosedContract[];
  [k: string]: unknown | undefined;
}

export interface DisclosedContract {
  templateId: string;
  contractId: string;
  createdEventBlob: string;
  synchronizerId: string;
  debugPackageName?: string;
  debugPayload?: {
    [k: string]: unknown | undefined;
  };
  debugCreatedAt?: string;
  [k: string]: unknown | undefined;
}

/**
 * Request body of POST /_control/advance: move a live simulator on by items of its story (steps) or by ledger time (millis). Not part of the spec: the simulator's control API.
 */
export interface ControlAdvance {
  /**
   * Items of the live story to append.
   */
  steps?: number;
  /**
   * Ledger time to move the clock on by; the story's items that fall due are appended.
   */
  millis?: number;
}

/**
 * Path parameter of operation C: `<hint>::<namespace fingerprint>` (docs/deployments.md, identifier shapes).
 */
export type PartyId = string;

/**
 * Request body of POST /_control/allocations: who takes part in a new allocation; any left out are picked from the ledger's parties. Not part of the spec: the simulator's control API.
 */
export interface ControlAllocation {
  sender?: PartyId;
  receiver?: PartyId;
  executor?: PartyId;
}

/**
 * Request body of POST /_control/name-entries/{party}: a new name entry for the party. Not part of the spec: the simulator's control API.
 */
export interface ControlNameEntry {
  name: string;
  url?: string;
  description?: string;
  /**
   * When the entry expires; 90 days after the ledger's present if left out.
   */
  expiresAt?: string;
}

/**
 * docs/deployments.md, CreatedEvent.
 */
export interface CreatedEvent {
  event_type: 'created_event';
  event_id: string;
  contract_id: string;
  template_id: string;
  package_name: string;
  create_arguments: {
    [k: string]: unknown | undefined;
  };
  created_at: string;
  signatories: string[];
  observers: string[];
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md sections 2 and 7: every error body is an object with a required string field `error`.
 */
export interface ErrorResponse {
  error: string;
  [k: string]: unknown | undefined;
}

/**
 * The exclusive `after` cursor of operation D; field names from docs/deployments.md, UpdateHistoryRequestAfter.
 */
export interface EventHistoryCursor {
  after_migration_id: number;
  after_record_time: string;
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 6: an item has some of update, verdict, traffic summary and app-activity records; absent parts are null or omitted.
 */
export interface EventHistoryItem {
  update?: null | UpdateHistoryTransaction | UpdateHistoryReassignment;
  verdict?: null | EventHistoryVerdict;
  traffic_summary?: null | EventHistoryTrafficSummary;
  app_activity_records?: null | EventHistoryAppActivityRecords;
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 6 `update` (transaction form); docs/deployments.md, UpdateHistoryTransactionV2.
 */
export interface UpdateHistoryTransaction {
  update_id: string;
  migration_id: number;
  workflow_id: string;
  record_time: string;
  synchronizer_id: string;
  effective_at: string;
  root_event_ids: string[];
  events_by_id: {
    [k: string]: TreeEvent | undefined;
  };
  external_transaction_hash?: string;
  [k: string]: unknown | undefined;
}

/**
 * A node of a transaction tree, discriminated by event_type (docs/deployments.md, TreeEvent).
 */
export interface TreeEvent {
  event_type: 'created_event' | 'exercised_event';
  [k: string]: unknown | undefined;
}

/**
 * A contract reassignment between synchronizers (docs/deployments.md, UpdateHistoryReassignment).
 */
export interface UpdateHistoryReassignment {
  update_id: string;
  offset: string;
  record_time: string;
  event: Assignment | Unassignment;
  [k: string]: unknown | undefined;
}

export interface Assignment {
  submitter: string;
  source_synchronizer: string;
  target_synchronizer: string;
  migration_id: number;
  unassign_id: string;
  created_event: CreatedEvent;
  reassignment_counter: number;
  [k: string]: unknown | undefined;
}

export interface Unassignment {
  submitter: string;
  source_synchronizer: string;
  migration_id: number;
  target_synchronizer: string;
  unassign_id: string;
  reassignment_counter: number;
  contract_id: string;
  created_event?: never;
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 6 `verdict`; verdict_result from docs/deployments.md, EventHistoryVerdict.
 */
export interface EventHistoryVerdict {
  update_id: string;
  migration_id: number;
  domain_id: string;
  record_time: string;
  finalization_time: string;
  submitting_parties: string[];
  submitting_participant_uid: string;
  verdict_result?: 'VERDICT_RESULT_UNSPECIFIED' | 'VERDICT_RESULT_ACCEPTED' | 'VERDICT_RESULT_REJECTED';
  mediator_group: number;
  transaction_views: {
    views: View[];
    root_views: number[];
    [k: string]: unknown | undefined;
  };
  [k: string]: unknown | undefined;
}

export interface View {
  view_id: number;
  informees: string[];
  confirming_parties: {
    parties: string[];
    threshold: number;
    [k: string]: unknown | undefined;
  }[];
  sub_views: number[];
  view_hash: string;
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 6 `traffic_summary`.
 */
export interface EventHistoryTrafficSummary {
  total_traffic_cost: number;
  envelope_traffic_summaries: {
    traffic_cost: number;
    view_ids: number[];
    [k: string]: unknown | undefined;
  }[];
  [k: string]: unknown | undefined;
}

/**
 * docs/api.md section 4.D; the name real deployments use is daml_value_encoding (docs/deployments.md, DamlValueEncoding).
 */
export type LedgerValueEncoding = 'compact_json' | 'protobuf_json';

/**
 * Request body of operation D (docs/api.md sections 4.D and 8).
 */
export interface EventHistoryRequest {
  page_size: number;
  after?: EventHistoryCursor;
  ledger_value_encoding?: LedgerValueEncoding;
  daml_value_encoding?: LedgerValueEncoding;
  [k: string]: unknown | undefined;
}

export interface EventHistoryResponse {
  events: EventHistoryItem[];
  [k: string]: unknown | undefined;
}

/**
 * docs/deployments.md, ExercisedEvent. choice_argument and exercise_result are ledger values; in compact_json a value that is not a record may be any JSON value.
 */
export interface ExercisedEvent {
  event_type: 'exercised_event';
  event_id: string;
  contract_id: string;
  template_id: string;
  package_name: string;
  choice: string;
  choice_argument: unknown;
  child_event_ids: string[];
  exercise_result: unknown;
  consuming: boolean;
  acting_parties: string[];
  interface_id?: string;
  [k: string]: unknown | undefined;
}

export interface FactoryWithChoiceContext {
  factoryId: string;
  choiceContext: ChoiceContext;
  [k: string]: unknown | undefined;
}

/**
 * Request body of operation A (docs/api.md section 2).
 */
export interface GetChoiceContextRequest {
  meta?: {
    [k: string]: string | undefined;
  };
  excludeDebugFields?: boolean;
  [k: string]: unknown | undefined;
}

/**
 * Request body of operation B (docs/api.md section 4.B).
 */
export interface GetFactoryRequest {
  choiceArguments: {
    [k: string]: unknown | undefined;
  };
  excludeDebugFields?: boolean;
  [k: string]: unknown | undefined;
}

export interface LookupEntryByPartyResponse {
  entry: AnsEntry;
  [k: string]: unknown | undefined;
}

/**
 * Facts about a target that a conformance run needs; printed by `token-registry-kit profile`.
 */
export interface TargetProfile {
  scenario?: string;
  seed?: number;
  /**
   * Answer 200 on A.
   */
  knownAllocationIds: string[];
  /**
   * Answer 409 on A: a contract to disclose is being reassigned.
   */
  reassigningAllocationIds: string[];
  /**
   * Answer 404 on A: withdrawn, their archiving exercise is in the history.
   */
  withdrawnAllocationIds: string[];
  partiesWithEntry: string[];
  partiesWithoutEntry: string[];
  /**
   * choiceArguments that answer 200 on B, or null when the target has no factory.
   */
  factoryChoiceArguments: {
    [k: string]: unknown | undefined;
  } | null;
  eventCount?: number;
  [k: string]: unknown | undefined;
}

export type Weight = number;

export type Count = number;

/**
 * A simulator scenario: the shape of the ledger that buildLedger(scenario, seed) creates.
 */
export interface Scenario {
  $schema?: string;
  name: string;
  description?: string;
  /**
   * Seed used when the command line gives none.
   */
  seed?: number;
  clock: {
    /**
     * Record time of the first event of migration 0.
     */
    start: string;
    /**
     * Mean gap between two record times of one migration.
     */
    meanGapMillis: number;
    /**
     * The ledger's present, for name-entry expiry; defaults to the last record time plus one day.
     */
    now?: string;
  };
  migrations: {
    count: number;
    /**
     * How much of the previous migration's record-time range the next one overlaps.
     */
    overlapPercent?: number;
  };
  /**
   * Number of items in the event history, over all migrations. Record times are drawn from checkpoints, not stored, so a history of any length up to this costs the same memory; its last record time must fall before the year 2255.
   */
  events: number;
  /**
   * Relative weights of the background item kinds.
   */
  mix?: {
    transactionWithActivity?: Weight;
    transactionWithVerdict?: Weight;
    transactionOnly?: Weight;
    verdictOnly?: Weight;
  };
  parties: {
    count: number;
    withoutEntry?: Count;
    withSeveralEntries?: Count;
    withExpiredEntryOnly?: Count;
  };
  allocations: {
    active?: Count;
    inReassignment?: Count;
    withdrawn?: Count;
    reassigned?: Count;
    lockExpired?: Count;
  };
  /**
   * Instruments the registry administers; the first is the one allocations lock. Default ["Amulet"].
   */
  instruments?: string[];
  /**
   * Whether an ExternalPartyConfigState contract exists and is disclosed (default true).
   */
  externalPartyConfig?: boolean;
}
