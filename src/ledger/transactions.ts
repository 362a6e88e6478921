import { contractId } from './ids.js';
import type { Stream } from './random.js';
import { formatInstant, type Micros } from './time.js';
import type {
  AppActivity,
  Contract,
  QuorumView,
  Template,
  TrafficSummary,
  Transaction,
  TreeNode,
  Verdict,
} from './model.js';
import type { LedgerValue, RecordValue } from './values.js';
import type { World } from './world.js';

/** A transaction's ledger effective time, and its text as its events show it. */
export interface EffectiveTime {
  readonly micros: Micros;
  readonly text: string;
}

/** A contract created at `createdAt`, whose created event shows `createdAtText`; its id from `idOf` if given. */
export function newContract(
  s: Stream,
  template: Template,
  payload: RecordValue,
  effective: EffectiveTime,
  signatories: readonly string[],
  observers: readonly string[] = [],
  idOf: (s: Stream) => string = contractId,
): Contract {
  return {
    contractId: idOf(s),
    template,
    payload,
    createdAt: effective.micros,
    createdAtText: effective.text,
    signatories,
    observers,
  };
}

export const created = (contract: Contract): TreeNode => ({ type: 'created', contract });

export function exercised(node: {
  contractId: string;
  template: Template;
  interfaceId?: string;
  choice: string;
  choiceArgument: LedgerValue;
  exerciseResult: LedgerValue;
  consuming: boolean;
  actingParties: readonly string[];
  children?: readonly TreeNode[];
}): TreeNode {
  // Written out rather than spread: a background item makes several of these, and spreading copies by name.
  const exercisedNode: TreeNode = {
    type: 'exercised',
    contractId: node.contractId,
    template: node.template,
    choice: node.choice,
    choiceArgument: node.choiceArgument,
    exerciseResult: node.exerciseResult,
    consuming: node.consuming,
    actingParties: node.actingParties,
    children: node.children ?? [],
  };
  return node.interfaceId === undefined ? exercisedNode : { ...exercisedNode, interfaceId: node.interfaceId };
}

/**
 * Ledger effective time shortly before the record time, shown with 0, 3, 6 or 9 fraction digits as real
 * deployments do (docs/deployments.md, operation D (times)).
 */
export function effectiveTime(s: Stream, recordTime: Micros): EffectiveTime {
  const exact = recordTime - s.int(1_000, 2_000_000);
  const style = s.int(0, 19);
  if (style < 3) {
    const micros = exact - (exact % 1_000_000);
    return { micros, text: formatInstant(micros, 0) };
  }
  if (style < 9) {
    const micros = exact - (exact % 1000);
    return { micros, text: formatInstant(micros, 3) };
  }
  return { micros: exact, text: formatInstant(exact, style === 19 ? 9 : 6) };
}

function partiesOf(node: TreeNode): string[] {
  return node.type === 'created' ? [...node.contract.signatories, ...node.contract.observers] : [...node.actingParties];
}

/**
 * The distinct items, in the order Array.prototype.sort gives strings (by UTF-16 code units), by insertion: the
 * lists are a few parties long, and a sort call on each costs more than the sorting.
 */
export function unique(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    let at = out.length;
    while (at > 0 && (out[at - 1] as string) > item) at--;
    if (at > 0 && out[at - 1] === item) continue;
    out.push(item);
    for (let k = out.length - 1; k > at; k--) out[k] = out[k - 1] as string;
    out[at] = item;
  }
  return out;
}

/**
 * Views of a confirmation request, one per root node and one per exercised child, numbered in pre-order, so that
 * root_views and sub_views always name views that exist.
 */
function viewsOf(roots: readonly TreeNode[], dso: string): { views: QuorumView[]; rootViews: number[] } {
  const views: QuorumView[] = [];
  const visit = (node: TreeNode): number => {
    const viewId = views.length;
    const informees = unique([...partiesOf(node), dso]);
    const view: {
      viewId: number;
      informees: string[];
      confirmingParties: QuorumView['confirmingParties'];
      subViews: number[];
    } = {
      viewId,
      informees,
      confirmingParties: [{ parties: unique(partiesOf(node)), threshold: 1 }],
      subViews: [],
    };
    views.push(view);
    if (node.type === 'exercised') {
      for (const child of node.children) if (child.type === 'exercised') view.subViews.push(visit(child));
    }
    return viewId;
  };
  const rootViews = roots.map(visit);
  return { views, rootViews };
}

/** The mediator's verdict on a transaction's confirmation request. */
export function verdictOf(
  s: Stream,
  world: World,
  tx: Pick<Transaction, 'updateId' | 'migrationId' | 'recordTime' | 'synchronizerId' | 'roots'>,
  submitters: readonly string[],
  committed: boolean,
  background?: Verdict['background'],
): Verdict {
  const { views, rootViews } = viewsOf(tx.roots, world.dso);
  // A transaction that shows up as an update was committed: its verdict accepted it. Only a verdict-only
  // (wholly private) item may carry a rejection.
  const roll = committed ? 0 : s.int(0, 99);
  return {
    updateId: tx.updateId,
    migrationId: tx.migrationId,
    domainId: tx.synchronizerId,
    recordTime: tx.recordTime,
    finalizationTime: tx.recordTime + s.int(5_000, 900_000),
    submittingParties: submitters,
    submittingParticipantUid: s.pick(world.participants),
    result:
      roll < 94 ? 'VERDICT_RESULT_ACCEPTED' : roll < 99 ? 'VERDICT_RESULT_REJECTED' : 'VERDICT_RESULT_UNSPECIFIED',
    mediatorGroup: 0,
    views,
    rootViews,
    ...(background === undefined ? {} : { background }),
  };
}

/** Envelopes that split the verdict's views between them: every view id named exists. */
export function trafficOf(s: Stream, verdict: Verdict): TrafficSummary {
  const ids = verdict.views.map((v) => v.viewId);
  const envelopeCount = Math.max(1, Math.min(ids.length, s.int(1, 3)));
  const envelopes = Array.from({ length: envelopeCount }, (_, e) => ({
    trafficCost: s.int(180, 6_000),
    viewIds: ids.filter((_, i) => i % envelopeCount === e),
  }));
  const overhead = s.int(0, 400);
  return { totalTrafficCost: envelopes.reduce((sum, e) => sum + e.trafficCost, overhead), envelopes };
}

export function activityOf(s: Stream, world: World, roundNumber: number, traffic: TrafficSummary): AppActivity {
  const count = s.int(1, 3);
  const providers = unique(Array.from({ length: count }, () => s.pick(world.providers)));
  return {
    roundNumber,
    records: providers.map((party) => ({
      party,
      weight: Math.max(1, Math.floor(traffic.totalTrafficCost / providers.length)),
    })),
  };
}
