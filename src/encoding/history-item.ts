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
import { formatRecordTime } from '../ledger/time.js';
import type { Json, JsonObject } from './json.js';
import { encodeValue, type ValueEncoding } from './ledger-values.js';

export function createdEventJson(eventId: string, contract: Contract, encoding: ValueEncoding): JsonObject {
  return {
    event_type: 'created_event',
    event_id: eventId,
    contract_id: contract.contractId,
    template_id: contract.template.templateId,
    package_name: contract.template.packageName,
    create_arguments: encodeValue(contract.payload, encoding),
    created_at: contract.createdAtText,
    signatories: contract.signatories,
    observers: contract.observers,
  };
}

/**
 * `events_by_id` of a transaction: ids `<update_id>:<n>` numbered in pre-order from 0, keys sorted as strings,
 * child ids in transaction order (docs/deployments.md, operation D (transactions)).
 */
function treeJson(tx: Transaction, encoding: ValueEncoding): { roots: string[]; byId: Record<string, Json> } {
  const byId: Record<string, Json> = {};
  let next = 0;
  const visit = (node: TreeNode): string => {
    const eventId = `${tx.updateId}:${next++}`;
    if (node.type === 'created') {
      byId[eventId] = createdEventJson(eventId, node.contract, encoding);
      return eventId;
    }
    const slot: Record<string, Json> = {};
    byId[eventId] = slot;
    const children = node.children.map(visit);
    Object.assign(slot, {
      event_type: 'exercised_event',
      event_id: eventId,
      contract_id: node.contractId,
      template_id: node.template.templateId,
      package_name: node.template.packageName,
      choice: node.choice,
      choice_argument: encodeValue(node.choiceArgument, encoding),
      child_event_ids: children,
      exercise_result: encodeValue(node.exerciseResult, encoding),
      consuming: node.consuming,
      acting_parties: node.actingParties,
      ...(node.interfaceId === undefined ? {} : { interface_id: node.interfaceId }),
    });
    return eventId;
  };
  const roots = tx.roots.map(visit);
  const sorted: Record<string, Json> = {};
  for (const key of Object.keys(byId).sort()) sorted[key] = byId[key] as Json;
  return { roots, byId: sorted };
}

function transactionJson(tx: Transaction, encoding: ValueEncoding): JsonObject {
  const tree = treeJson(tx, encoding);
  return {
    update_id: tx.updateId,
    migration_id: tx.migrationId,
    workflow_id: tx.workflowId,
    record_time: formatRecordTime(tx.recordTime),
    synchronizer_id: tx.synchronizerId,
    effective_at: tx.effectiveAtText,
    root_event_ids: tree.roots,
    events_by_id: tree.byId,
    ...(tx.externalTransactionHash === undefined ? {} : { external_transaction_hash: tx.externalTransactionHash }),
  };
}

function reassignmentJson(r: Reassignment, encoding: ValueEncoding): JsonObject {
  const common = {
    submitter: r.submitter,
    source_synchronizer: r.source,
    target_synchronizer: r.target,
    migration_id: r.migrationId,
    unassign_id: r.unassignId,
    reassignment_counter: r.counter,
  };
  const event =
    r.event.type === 'assign'
      ? { ...common, created_event: createdEventJson(`${r.updateId}:0`, r.event.contract, encoding) }
      : { ...common, contract_id: r.event.contractId };
  return { update_id: r.updateId, offset: r.offset, record_time: formatRecordTime(r.recordTime), event };
}

function verdictJson(v: Verdict): JsonObject {
  return {
    update_id: v.updateId,
    migration_id: v.migrationId,
    domain_id: v.domainId,
    record_time: formatRecordTime(v.recordTime),
    finalization_time: formatRecordTime(v.finalizationTime),
    submitting_parties: v.submittingParties,
    submitting_participant_uid: v.submittingParticipantUid,
    verdict_result: v.result,
    mediator_group: v.mediatorGroup,
    transaction_views: {
      views: v.views.map((view) => ({
        view_id: view.viewId,
        informees: view.informees,
        confirming_parties: view.confirmingParties.map((q) => ({ parties: q.parties, threshold: q.threshold })),
        sub_views: view.subViews,
        // docs/deployments.md, operation D (verdicts): view_hash is "" in practice.
        view_hash: '',
      })),
      root_views: v.rootViews,
    },
  };
}

const trafficJson = (t: TrafficSummary | null): Json =>
  t && {
    total_traffic_cost: t.totalTrafficCost,
    envelope_traffic_summaries: t.envelopes.map((e) => ({ traffic_cost: e.trafficCost, view_ids: e.viewIds })),
  };

const activityJson = (a: AppActivity | null): Json =>
  a && { round_number: a.roundNumber, records: a.records.map((r) => ({ party: r.party, weight: r.weight })) };

/**
 * One element of `events` (docs/api.md section 6). Absent parts are printed as null, as real deployments print them.
 */
export function historyItemJson(item: HistoryItem, encoding: ValueEncoding): JsonObject {
  switch (item.kind) {
    case 'transaction':
      return {
        update: transactionJson(item.transaction, encoding),
        verdict: item.verdict && verdictJson(item.verdict),
        traffic_summary: trafficJson(item.traffic),
        app_activity_records: activityJson(item.activity),
      };
    case 'reassignment':
      return {
        update: reassignmentJson(item.reassignment, encoding),
        verdict: null,
        traffic_summary: null,
        app_activity_records: null,
      };
    case 'verdict':
      return {
        update: null,
        verdict: verdictJson(item.verdict),
        traffic_summary: trafficJson(item.traffic),
        app_activity_records: activityJson(item.activity),
      };
  }
}
