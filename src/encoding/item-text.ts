import type {
  AppActivity,
  Contract,
  HistoryItem,
  Reassignment,
  TrafficSummary,
  Transaction,
  TreeNode,
  Verdict,
} from '../ledger/model.js';
import { formatDate, formatInstant, formatRecordTime } from '../ledger/time.js';
import type { LedgerValue } from '../ledger/values.js';
import { backgroundTreeText, backgroundViewsText } from './background-text.js';
import { createdEventText, exercisedEventText, numbers, parties, q, qk, strings } from './json-text.js';
import type { ValueEncoding } from './ledger-values.js';

/*
 * The text of a history item written straight from the ledger's values: the same bytes as
 * JSON.stringify(historyItemJson(item, encoding)) (history-item.ts, the readable form, which tests hold this to),
 * without building the JSON objects first. A page of 1000 items is about 6 MB: building and then stringifying
 * objects of that size is most of what a page costs.
 */

/** Keys JSON objects order first, ascending: array indices (ECMA-262 OrdinaryOwnPropertyKeys). */
const INDEX = /^(0|[1-9][0-9]*)$/;
const isIndex = (key: string): boolean => {
  const first = key.charCodeAt(0);
  return first >= 0x30 && first <= 0x39 && INDEX.test(key) && Number(key) < 4294967295;
};

/** Whether JSON.stringify(Object.fromEntries(entries)) keeps the entries as they are: no index key, none twice. */
function plainKeys(entries: readonly (readonly [string, unknown])[]): boolean {
  for (let i = 0; i < entries.length; i++) {
    const key = (entries[i] as readonly [string, unknown])[0];
    if (isIndex(key)) return false;
    for (let j = 0; j < i; j++) if ((entries[j] as readonly [string, unknown])[0] === key) return false;
  }
  return true;
}

/**
 * An object's text from its entries in insertion order, each value written by `text`, as
 * JSON.stringify(Object.fromEntries(entries)) writes it: a repeated key keeps its first place and its last value,
 * and array-index keys come first, ascending. Entries that need neither are written as they come, without a list
 * of texts made first.
 */
function objectText<V>(
  entries: readonly (readonly [string, V])[],
  text: (value: V) => string,
  quote: (key: string) => string = q,
): string {
  let ordered = entries;
  if (!plainKeys(entries)) {
    const byKey = new Map<string, V>();
    for (const [key, value] of entries) byKey.set(key, value);
    const keys = [...byKey.keys()];
    const indices = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
    ordered = [...indices, ...keys.filter((k) => !isIndex(k))].map((k) => [k, byKey.get(k) as V] as const);
  }
  let out = '{';
  for (let i = 0; i < ordered.length; i++) {
    const [key, value] = ordered[i] as readonly [string, V];
    out += `${i === 0 ? '' : ','}${quote(key)}:${text(value)}`;
  }
  return `${out}}`;
}

/** Text that is written as it is: an event's, in `events_by_id`. */
const asIs = (text: string): string => text;

/** compact_json (compact-json.ts encodeCompact), as text. */
export function compactText(value: LedgerValue): string {
  switch (value.kind) {
    case 'unit':
      return '{}';
    case 'bool':
      return value.value ? 'true' : 'false';
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return q(value.value);
    case 'timestamp':
      return q(formatInstant(value.micros, 6));
    case 'date':
      return q(formatDate(value.days));
    case 'optional': {
      const inner = value.value;
      if (inner === null) return 'null';
      if (inner.kind === 'optional') return inner.value === null ? '[]' : `[${compactText(inner)}]`;
      return compactText(inner);
    }
    case 'list':
      return `[${value.elements.map(compactText).join(',')}]`;
    case 'textMap':
      return objectText(value.entries, compactText);
    case 'genMap':
      return `[${value.entries.map(([k, v]) => `[${compactText(k)},${compactText(v)}]`).join(',')}]`;
    case 'record':
      return objectText(value.fields, compactText, qk);
    case 'variant':
      return `{"tag":${q(value.constructor)},"value":${compactText(value.value)}}`;
    case 'enum':
      return q(value.constructor);
  }
}

/** Proto3 JSON leaves out empty repeated fields. */
const repeated = (name: string, items: readonly string[]): string =>
  items.length === 0 ? '{}' : `{"${name}":[${items.join(',')}]}`;

/** protobuf_json (protobuf-json.ts encodeProtobuf), as text. */
export function protobufText(value: LedgerValue): string {
  switch (value.kind) {
    case 'unit':
      return '{"unit":{}}';
    case 'bool':
      return `{"bool":${value.value ? 'true' : 'false'}}`;
    case 'int64':
    case 'numeric':
    case 'text':
    case 'party':
    case 'contractId':
      return `{${q(value.kind)}:${q(value.value)}}`;
    case 'timestamp':
      return `{"timestamp":"${value.micros}"}`;
    case 'date':
      return `{"date":${value.days}}`;
    case 'optional':
      return `{"optional":${value.value === null ? '{}' : `{"value":${protobufText(value.value)}}`}}`;
    case 'list':
      return `{"list":${repeated('elements', value.elements.map(protobufText))}}`;
    case 'textMap':
      return `{"textMap":${repeated(
        'entries',
        value.entries.map(([key, v]) => `{"key":${q(key)},"value":${protobufText(v)}}`),
      )}}`;
    case 'genMap':
      return `{"genMap":${repeated(
        'entries',
        value.entries.map(([k, v]) => `{"key":${protobufText(k)},"value":${protobufText(v)}}`),
      )}}`;
    case 'record':
      return `{"record":${repeated(
        'fields',
        value.fields.map(([, v]) => `{"value":${protobufText(v)}}`),
      )}}`;
    case 'variant':
      return `{"variant":{"constructor":${q(value.constructor)},"value":${protobufText(value.value)}}}`;
    case 'enum':
      return `{"enum":{"constructor":${q(value.constructor)}}}`;
  }
}

type ValueText = (value: LedgerValue) => string;

const valueTextOf = (encoding: ValueEncoding): ValueText => (encoding === 'compact_json' ? compactText : protobufText);

const createdText = (eventId: string, contract: Contract, value: ValueText): string =>
  createdEventText(q(eventId), q(contract.contractId), contract, value(contract.payload));

/** `root_event_ids` and `events_by_id` (history-item.ts treeJson): pre-order ids, keys sorted as strings. */
function treeText(tx: Transaction, value: ValueText): { roots: string[]; byId: string } {
  const events: [string, string][] = [];
  let next = 0;
  const visit = (node: TreeNode): string => {
    const eventId = `${tx.updateId}:${next++}`;
    if (node.type === 'created') {
      events.push([eventId, createdText(eventId, node.contract, value)]);
      return eventId;
    }
    const slot: [string, string] = [eventId, ''];
    events.push(slot);
    const children = node.children.map(visit);
    slot[1] = exercisedEventText(
      q(eventId),
      q(node.contractId),
      node,
      value(node.choiceArgument),
      strings(children),
      value(node.exerciseResult),
    );
    return eventId;
  };
  const roots = tx.roots.map(visit);
  // Pre-order ids are sorted already up to `:9`; only a tree of more events has any to move.
  if (events.length > 10) events.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { roots, byId: objectText(events, asIs) };
}

function transactionText(tx: Transaction, value: ValueText, encoding: ValueEncoding): string {
  let events = backgroundTreeText(tx, encoding);
  if (events === null) {
    const tree = treeText(tx, value);
    events = `${strings(tree.roots)},"events_by_id":${tree.byId}`;
  }
  return (
    `{"update_id":${q(tx.updateId)},"migration_id":${tx.migrationId},"workflow_id":${q(tx.workflowId)}` +
    `,"record_time":"${formatRecordTime(tx.recordTime)}","synchronizer_id":${qk(tx.synchronizerId)}` +
    `,"effective_at":${q(tx.effectiveAtText)},"root_event_ids":${events}` +
    (tx.externalTransactionHash === undefined ? '' : `,"external_transaction_hash":${q(tx.externalTransactionHash)}`) +
    '}'
  );
}

function reassignmentText(r: Reassignment, value: ValueText): string {
  const common =
    `"submitter":${q(r.submitter)},"source_synchronizer":${q(r.source)},"target_synchronizer":${q(r.target)}` +
    `,"migration_id":${r.migrationId},"unassign_id":${q(r.unassignId)},"reassignment_counter":${r.counter}`;
  const event =
    r.event.type === 'assign'
      ? `{${common},"created_event":${createdText(`${r.updateId}:0`, r.event.contract, value)}}`
      : `{${common},"contract_id":${q(r.event.contractId)}}`;
  return `{"update_id":${q(r.updateId)},"offset":${q(r.offset)},"record_time":"${formatRecordTime(r.recordTime)}","event":${event}}`;
}

/** A verdict's views, each as the generic writer walks it. */
const viewsText = (views: Verdict['views']): string =>
  views
    .map(
      (view) =>
        `{"view_id":${view.viewId},"informees":${parties(view.informees)},"confirming_parties":[` +
        view.confirmingParties.map((p) => `{"parties":${parties(p.parties)},"threshold":${p.threshold}}`).join(',') +
        `],"sub_views":${numbers(view.subViews)},"view_hash":""}`,
    )
    .join(',');

function verdictText(v: Verdict): string {
  const views = v.background === undefined ? viewsText(v.views) : backgroundViewsText(v.background);
  return (
    `{"update_id":${q(v.updateId)},"migration_id":${v.migrationId},"domain_id":${qk(v.domainId)}` +
    `,"record_time":"${formatRecordTime(v.recordTime)}","finalization_time":"${formatRecordTime(v.finalizationTime)}"` +
    `,"submitting_parties":${parties(v.submittingParties)},"submitting_participant_uid":${qk(v.submittingParticipantUid)}` +
    `,"verdict_result":${qk(v.result)},"mediator_group":${v.mediatorGroup}` +
    `,"transaction_views":{"views":[${views}],"root_views":${numbers(v.rootViews)}}}`
  );
}

const trafficText = (t: TrafficSummary | null): string =>
  t === null
    ? 'null'
    : `{"total_traffic_cost":${t.totalTrafficCost},"envelope_traffic_summaries":[` +
      t.envelopes.map((e) => `{"traffic_cost":${e.trafficCost},"view_ids":${numbers(e.viewIds)}}`).join(',') +
      ']}';

const activityText = (a: AppActivity | null): string =>
  a === null
    ? 'null'
    : `{"round_number":${a.roundNumber},"records":[` +
      a.records.map((r) => `{"party":${qk(r.party)},"weight":${r.weight}}`).join(',') +
      ']}';

/** One element of `events`, as text: the bytes JSON.stringify(historyItemJson(item, encoding)) gives. */
export function historyItemText(item: HistoryItem, encoding: ValueEncoding): string {
  const value = valueTextOf(encoding);
  switch (item.kind) {
    case 'transaction':
      return (
        `{"update":${transactionText(item.transaction, value, encoding)}` +
        `,"verdict":${item.verdict ? verdictText(item.verdict) : 'null'}` +
        `,"traffic_summary":${trafficText(item.traffic)},"app_activity_records":${activityText(item.activity)}}`
      );
    case 'reassignment':
      return `{"update":${reassignmentText(item.reassignment, value)},"verdict":null,"traffic_summary":null,"app_activity_records":null}`;
    case 'verdict':
      return (
        `{"update":null,"verdict":${verdictText(item.verdict)}` +
        `,"traffic_summary":${trafficText(item.traffic)},"app_activity_records":${activityText(item.activity)}}`
      );
  }
}
