/**
 * What the page reads from the server, as it reads it. A page trusts no server it is pointed at: the fields it reads
 * are declared here, the ones it does without optional, and every body is read as one of these shapes only after
 * the answer said 2xx (docs/api.md section 6 says what an item holds; schemas/ holds the rest).
 */

/** An event of a transaction's tree: created or exercised, by event_type. */
export interface TreeEvent {
  readonly event_type?: string;
  readonly template_id?: string;
  readonly contract_id?: string;
  readonly choice?: string;
  readonly consuming?: boolean;
  readonly acting_parties?: readonly string[];
  readonly child_event_ids?: readonly string[];
}

/** A reassignment's event: where the contract goes. */
export interface Reassignment {
  readonly migration_id?: number;
  readonly source_synchronizer?: string;
  readonly target_synchronizer?: string;
  readonly created_event?: unknown;
}

/** An item's update: a transaction (its tree of events) or a reassignment (its event). */
export interface Update {
  readonly update_id?: string;
  readonly migration_id?: number;
  readonly record_time: string;
  readonly synchronizer_id?: string;
  readonly workflow_id?: string;
  readonly effective_at?: string;
  readonly root_event_ids?: readonly string[];
  readonly events_by_id?: Readonly<Record<string, TreeEvent>>;
  readonly event?: Reassignment;
}

export interface Verdict {
  readonly update_id?: string;
  readonly migration_id?: number;
  readonly record_time?: string;
  readonly finalization_time?: string;
  readonly verdict_result?: string;
  readonly transaction_views?: { readonly views?: readonly unknown[] };
}

export interface TrafficSummary {
  readonly total_traffic_cost?: number;
  readonly envelope_traffic_summaries?: readonly unknown[];
}

export interface ActivityRecords {
  readonly round_number?: number;
  readonly records?: readonly unknown[];
}

/** An item of operation D: some of its four parts, the others null or left out. */
export interface Item {
  readonly update?: Update | null;
  readonly verdict?: Verdict | null;
  readonly traffic_summary?: TrafficSummary | null;
  readonly app_activity_records?: ActivityRecords | null;
}

/** What `/_ui/state` answers: the profile as of now (schemas/profile.json). */
export interface LedgerState {
  readonly scenario?: string;
  readonly seed?: number;
  readonly eventCount?: number;
  readonly knownAllocationIds: readonly string[];
  readonly reassigningAllocationIds: readonly string[];
  readonly withdrawnAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly partiesWithoutEntry: readonly string[];
}

/** A party's name entry, as operation C answers it (schemas/ans-entry.json). */
export interface NameEntry {
  readonly name: string;
  readonly url?: string;
  readonly description?: string;
  readonly expires_at?: string;
}

/** A snapshot the control API keeps (docs/control.md). */
export interface Snapshot {
  readonly id: number | string;
  readonly eventCount?: number;
  readonly migrationId?: number;
  readonly now?: string;
}

/** A rule of faults on demand in force (docs/inject.md): its id and text, and what else the server says of it. */
export interface Rule {
  readonly id: number | string;
  readonly rule?: string;
  readonly [detail: string]: unknown;
}

/** A request the journal kept (docs/journal.md). */
export interface JournalEntry {
  readonly id: number | string;
  readonly time?: string;
  readonly method?: string;
  readonly path?: string;
  readonly query?: string;
  readonly operation?: string | null;
  readonly status: number | null;
  readonly bytes?: number;
  readonly durationMs?: number | null;
  readonly rule?: { readonly rule?: string } | null;
}

/** A page of the journal: its latest entries that match, and how much it holds. */
export interface JournalPage {
  readonly requests?: readonly JournalEntry[];
  readonly size?: number;
  readonly bytes?: number;
  readonly maxBytes?: number;
}
