import { defineCheck, failure, type Judgement } from '../check.js';
import type { Exchange } from '../client/client.js';
import { describePosition, type EventItem, type Position } from '../reading/events.js';
import { isObject } from '../reading/json.js';
import type { ItemJudging, ItemPlace, ItemRule, ItemVerdict } from '../items/rule.js';
import { eachItem, itemCheck } from './item-pages.js';

const HEX64 = '[0-9a-f]{64}';
/**
 * A unique identifier's `<name>::<namespace>`. The name is wider than the project's party-id schema
 * (schemas/party-id.json): Canton takes any name without `::` in it, and Daml's party names hold `:` and spaces too
 * (docs/deployments.md, identifier shapes), so the check holds only what no real name breaks.
 */
const UID = new RegExp(`^(?:(?!::)[A-Za-z0-9_.:\\- ]){1,185}::1220${HEX64}$`);

/** The shapes real deployments write (docs/deployments.md, identifier shapes), each with its rule as a failure says it. */
const SHAPES = {
  update: { pattern: new RegExp(`^1220${HEX64}$`), rule: 'an update id: 1220 + 64 lowercase hex' },
  contract: {
    pattern: new RegExp(`^00${HEX64}ca[0-9a-f]{2}1220${HEX64}$`),
    rule: 'a contract id: 00 + 64 hex + ca + 2 hex + 1220 + 64 hex, lowercase (138 characters)',
  },
  party: { pattern: UID, rule: 'a party id: <hint>::1220 + 64 lowercase hex' },
  synchronizer: { pattern: UID, rule: 'a synchronizer id: <name>::1220 + 64 lowercase hex' },
  participant: { pattern: UID, rule: 'a participant uid: <name>::1220 + 64 lowercase hex' },
  template: {
    pattern: new RegExp(`^${HEX64}:[^:]+:[^:]+$`),
    rule: 'a template id: <package id, 64 lowercase hex>:<Module>:<Entity>',
  },
} as const;

type Kind = keyof typeof SHAPES;

const PREORDER_RULE =
  'event ids <update id>:<n>, n counted from 0 in pre-order: each root in turn, a node before its children, children in order';

/** True for an event id of the update: `<update id>:<n>`, n a number written without leading zeros. */
const numberedIn = (updateId: string, id: string): boolean =>
  id.startsWith(`${updateId}:`) && /^(0|[1-9][0-9]*)$/.test(id.slice(updateId.length + 1));

/** Why an id breaks its rule: the rule, where the id stands in the item, and the id. */
interface Problem {
  readonly rule: string;
  readonly at: string;
  readonly id: string;
}

/** Ids remembered of each kind to hold each to one item: past this many, new ids are held to their shapes only. */
export const MAX_REMEMBERED_IDS = 50_000;

/** Where an id was met: the item (by a key that is the same for two reads of one item) and how a failure names it. */
interface Met {
  readonly item: string;
  readonly label: string;
}

/**
 * Holds the ids of items to their rules, an item at a time: in both dialects, update ids and event ids each in one
 * item only (an id names one update, one event), among every item this judge saw; in the splice dialect, every id to
 * its shape and event ids to their numbering too. Counts the ids judged. `placeOf` names an item: by its index in a
 * page, or by its position among everything a run read (where the same item read twice, in two encodings, is one).
 */
class IdJudge implements ItemJudging {
  count = 0;
  /**
   * The ids met, by kind, each with the item it was met in: update ids in all that the judge reads, event ids in one
   * page (page()), since there are many more of them and an event id is, in every deployment known, its update's id
   * and a number (docs/deployments.md, identifier shapes).
   */
  private readonly seen = {
    update: new Map<string, Met>(),
    event: new Map<string, Met>(),
  };
  private met: Met = { item: '', label: '' };
  readonly examined = (): number => this.count;

  constructor(
    private readonly splice: boolean,
    private readonly placeOf: (at: ItemPlace) => Met,
  ) {}

  page(): void {
    this.seen.event.clear();
  }

  judge(item: EventItem, at: ItemPlace): ItemVerdict {
    this.met = this.placeOf(at);
    const problem = this.item(item);
    if (!problem) return 'kept';
    const updateId = (isObject(item.update) ? item.update : isObject(item.verdict) ? item.verdict : {})['update_id'];
    return failure(
      problem.rule,
      `${at.position ? `at ${describePosition(at.position)}` : 'at no readable position'}, update ${String(updateId)}: ` +
        `${problem.at} is ${JSON.stringify(problem.id)}`,
    );
  }

  /** The first problem of the item's ids, or null. */
  private item(item: EventItem): Problem | null {
    const update = isObject(item.update) ? item.update : null;
    const verdict = isObject(item.verdict) ? item.verdict : null;
    return (
      (update ? this.ofUpdate(update) : null) ??
      (verdict ? this.ofVerdict(verdict, update === null) : null) ??
      this.ofActivity(item)
    );
  }

  /** An id held to its shape (splice dialect only); a value that is no string is the schema's to judge. */
  private shape(kind: Kind, value: unknown, at: string): Problem | null {
    if (!this.splice || typeof value !== 'string') return null;
    this.count++;
    return SHAPES[kind].pattern.test(value) ? null : { rule: SHAPES[kind].rule, at, id: value };
  }

  private shapes(kind: Kind, values: unknown, at: string): Problem | null {
    if (!Array.isArray(values)) return null;
    for (const [i, value] of values.entries()) {
      const problem = this.shape(kind, value, `${at}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }

  /** An update id or event id held to be in one item only, and to its shape. */
  private unique(kind: 'update' | 'event', value: unknown, at: string): Problem | null {
    if (typeof value !== 'string') return null;
    if (kind === 'update') {
      const problem = this.shape('update', value, at);
      if (problem) return problem;
      if (!this.splice) this.count++;
    } else this.count++;
    const seen = this.seen[kind];
    const before = seen.get(value);
    if (before !== undefined && before.item !== this.met.item)
      return {
        rule: `each ${kind} id in one item: it names one ${kind}`,
        at: `${at}, and in ${before.label}`,
        id: value,
      };
    // The item's own place, shared by all its ids: nothing made per id.
    if (before === undefined && seen.size < MAX_REMEMBERED_IDS) seen.set(value, this.met);
    return null;
  }

  private ofUpdate(update: Record<string, unknown>): Problem | null {
    const updateId = update['update_id'];
    const problem = this.unique('update', updateId, 'update.update_id');
    if (problem || typeof updateId !== 'string') return problem;
    const event = update['event'];
    if (isObject(event)) return this.ofReassignment(event, updateId);
    const byId = update['events_by_id'];
    return (
      this.shape('synchronizer', update['synchronizer_id'], 'update.synchronizer_id') ??
      (isObject(byId) ? this.ofTree(byId, update['root_event_ids'], updateId) : null)
    );
  }

  private ofTree(byId: Record<string, unknown>, roots: unknown, updateId: string): Problem | null {
    for (const [key, node] of Object.entries(byId)) {
      const at = `update.events_by_id[${JSON.stringify(key)}]`;
      const problem =
        this.unique('event', key, at) ??
        (this.splice && !numberedIn(updateId, key) ? { rule: PREORDER_RULE, at, id: key } : null) ??
        (isObject(node) ? this.ofEvent(node, at) : null);
      if (problem) return problem;
    }
    if (!this.splice) return null;
    const order = preorder(byId, roots);
    for (const [n, id] of order.entries()) {
      if (id !== `${updateId}:${n}`)
        return { rule: PREORDER_RULE, at: `update.events_by_id, the event ${n} in pre-order`, id };
    }
    return null;
  }

  private ofEvent(event: Record<string, unknown>, at: string): Problem | null {
    return (
      this.shape('contract', event['contract_id'], `${at}.contract_id`) ??
      this.shape('template', event['template_id'], `${at}.template_id`) ??
      this.shape('template', event['interface_id'], `${at}.interface_id`) ??
      this.shapes('party', event['signatories'], `${at}.signatories`) ??
      this.shapes('party', event['observers'], `${at}.observers`) ??
      this.shapes('party', event['acting_parties'], `${at}.acting_parties`)
    );
  }

  private ofReassignment(event: Record<string, unknown>, updateId: string): Problem | null {
    const created = event['created_event'];
    const at = 'update.event.created_event';
    const createdId = isObject(created) ? created['event_id'] : undefined;
    return (
      this.shape('party', event['submitter'], 'update.event.submitter') ??
      this.shape('synchronizer', event['source_synchronizer'], 'update.event.source_synchronizer') ??
      this.shape('synchronizer', event['target_synchronizer'], 'update.event.target_synchronizer') ??
      this.shape('contract', event['contract_id'], 'update.event.contract_id') ??
      this.unique('event', createdId, `${at}.event_id`) ??
      (this.splice && typeof createdId === 'string' && !numberedIn(updateId, createdId)
        ? { rule: 'an event id: <update id>:<n>', at: `${at}.event_id`, id: createdId }
        : null) ??
      (isObject(created) ? this.ofEvent(created, at) : null)
    );
  }

  /** A verdict's ids; its update id is the item's own only when the item has no update (else it is agreement's). */
  private ofVerdict(verdict: Record<string, unknown>, alone: boolean): Problem | null {
    const first =
      (alone
        ? this.unique('update', verdict['update_id'], 'verdict.update_id')
        : this.shape('update', verdict['update_id'], 'verdict.update_id')) ??
      this.shape('synchronizer', verdict['domain_id'], 'verdict.domain_id') ??
      this.shapes('party', verdict['submitting_parties'], 'verdict.submitting_parties') ??
      this.shape('participant', verdict['submitting_participant_uid'], 'verdict.submitting_participant_uid');
    if (first) return first;
    const views = isObject(verdict['transaction_views']) ? verdict['transaction_views']['views'] : null;
    for (const [v, view] of (Array.isArray(views) ? views : []).entries()) {
      if (!isObject(view)) continue;
      const at = `verdict.transaction_views.views[${v}]`;
      const problem = this.shapes('party', view['informees'], `${at}.informees`);
      if (problem) return problem;
      const quorums = view['confirming_parties'];
      for (const [q, quorum] of (Array.isArray(quorums) ? quorums : []).entries()) {
        const inQuorum = isObject(quorum)
          ? this.shapes('party', quorum['parties'], `${at}.confirming_parties[${q}].parties`)
          : null;
        if (inQuorum) return inQuorum;
      }
    }
    return null;
  }

  private ofActivity(item: EventItem): Problem | null {
    const records = isObject(item.app_activity_records) ? item.app_activity_records['records'] : null;
    for (const [r, record] of (Array.isArray(records) ? records : []).entries()) {
      const problem = isObject(record)
        ? this.shape('party', record['party'], `app_activity_records.records[${r}].party`)
        : null;
      if (problem) return problem;
    }
    return null;
  }
}

/**
 * A transaction's event ids in pre-order: each root in turn, a node before its children, children in their order.
 * A walk that meets an id not in events_by_id, or one met before, goes past it: that is d-event-tree's finding.
 */
export function preorder(byId: Record<string, unknown>, roots: unknown): string[] {
  const order: string[] = [];
  const met = new Set<string>();
  // An explicit stack, not recursion: a tree deeper than the call stack is still walked.
  const stack: unknown[] = Array.isArray(roots) ? [...roots].reverse() : [];
  while (stack.length > 0) {
    const id = stack.pop();
    if (typeof id !== 'string' || met.has(id) || !Object.hasOwn(byId, id)) continue;
    met.add(id);
    order.push(id);
    const node = byId[id];
    const children = isObject(node) ? node['child_event_ids'] : null;
    if (Array.isArray(children)) for (let c = children.length - 1; c >= 0; c--) stack.push(children[c]);
  }
  return order;
}

/** Judges the ids of one page of D alone in a dialect, its items named by their index; the evidence is the ids judged. */
export function judgeIds(page: Exchange, splice: boolean): Judgement {
  return eachItem(page, new IdJudge(splice, ({ index }) => ({ item: String(index), label: `events[${index}]` })));
}

/** The key of a place: two reads of one item, in either encoding, have the same. */
const positionKey = (p: Position): string => `${p.migrationId}/${p.nanos}`;

/** The rule over everything a run reads: items named by their positions, so that an item read again is the same. */
export const idShapesRule: ItemRule = {
  check: 'd-id-shapes',
  start: (dialect) => {
    let unplaced = 0;
    return new IdJudge(dialect === 'splice', ({ position }) =>
      position
        ? { item: positionKey(position), label: `the item at ${describePosition(position)}` }
        : { item: `unplaced ${unplaced++}`, label: 'an item without a readable position' },
    );
  },
};

/**
 * D: identifiers have their shapes. In the spec dialect only what the spec makes of them: an update id and an event id
 * each name one thing, so neither comes in two items of what was read (docs/api.md section 6; that root and child ids
 * resolve is d-event-tree's). In the splice dialect also the shapes real deployments write (docs/deployments.md,
 * identifier shapes): update, contract, party, synchronizer, participant and template ids, and event ids
 * `<update id>:<n>` numbered from 0 in pre-order.
 */
export const dIdShapes = defineCheck({
  id: 'd-id-shapes',
  title: 'Identifiers have their shapes',
  operation: 'D',
  evidence: { of: 'identifiers' },
  ...itemCheck(idShapesRule),
});
