import { comparePositions, type EventItem, type Position } from '../reading/events.js';
import type { ContractFact, HistoryFacts, HistoryPoint } from './facts.js';
import { parseInstantNanos } from '../reading/instant.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { ALLOCATION, DISCLOSED, ENTRY, eventsIn, NAMED, templateName, text } from './learn-items.js';

export { A_TEMPLATES } from './learn-items.js';

const DAY_NANOS = 86_400_000_000_000n;

/**
 * Whether a name entry is surely live at the target's present: not archived, and running (no expiry, or one over
 * a day past the latest record time read, `latest`, in nanoseconds): the target's present is at least that late, and
 * may be up to a day later (docs/deployments.md, operation C).
 */
export function outlives(
  entry: { readonly archived: boolean; readonly expires: bigint | null },
  latest: bigint,
): boolean {
  return !entry.archived && (entry.expires === null || entry.expires > latest + DAY_NANOS);
}

const pointOf = (p: Position): HistoryPoint => ({ migrationId: p.migrationId, recordTime: p.recordTime });

const byKey = <V>(a: [string, V], b: [string, V]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The facts learnt from a stretch of history, as lists (the shape of a profile). */
export interface Learnt {
  readonly knownAllocationIds: string[];
  readonly reassigningAllocationIds: string[];
  readonly withdrawnAllocationIds: string[];
  readonly partiesWithEntry: string[];
  readonly factoryChoiceArguments: JsonObject | null;
}

interface Unassignment {
  readonly unassignId: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly at: Position;
}

interface Assignment {
  readonly contractId: string | null;
  readonly template: string | null;
  readonly to: string | null;
  readonly at: Position;
}

interface Entry {
  readonly user: string;
  readonly name: string;
  readonly expiresAt: string | null;
  readonly expires: bigint | null;
  readonly at: Position;
}

/**
 * What the items of a window of the history say (compact_json): allocations and their locked holdings, which
 * are archived or in reassignment, name entries, factory choice arguments from an AllocationFactory_Allocate
 * exercise, and where the contracts A and B disclose stand. Items may come in any order of pages: every rule is a
 * set rule (created and not archived; unassigned and not assigned; the latest assignment by its place in the
 * history), so windows read back from the end can be learnt newest first. Only ids and small values are kept, each
 * with the place of the item it came from, never item bodies.
 *
 * The facts are sound when the window reaches the end of the history: nothing after it can archive an allocation,
 * finish a reassignment or archive an entry.
 */
export class FactLearner {
  /** Allocations created in the window, with their locked holding. */
  private readonly allocations = new Map<string, { readonly locked: string | null; readonly at: Position }>();
  /**
   * Consuming exercises of allocations, entries and the disclosed templates' contracts only, so that the map stays
   * small.
   */
  private readonly archived = new Map<string, { readonly template: string; readonly at: Position }>();
  private readonly withdrawn = new Map<string, Position>();
  /** Unassignments by contract id. */
  private readonly unassigned = new Map<string, Unassignment[]>();
  /** Assignments by unassign id. */
  private readonly assigned = new Map<string, Assignment>();
  private readonly entries = new Map<string, Entry>();
  /** Creations of the disclosed templates' contracts: the synchronizer of the transaction that created each. */
  private readonly created = new Map<
    string,
    { readonly template: string; readonly synchronizerId: string; readonly at: Position }
  >();
  private choiceArguments: JsonObject | null = null;
  /** The item with the latest record time seen, as an instant: entries must outlive it. */
  private newest: Position | null = null;

  /** Learns from one item, at its place in the history. */
  add(item: EventItem, at: Position): void {
    if (this.newest === null || at.nanos > this.newest.nanos) this.newest = at;
    const { tree, synchronizerId, reassignment } = eventsIn(item);
    for (const event of tree) {
      const cid = event['contract_id'];
      if (typeof cid !== 'string') continue;
      const template = templateName(event['template_id']);
      if (event['event_type'] === 'created_event') {
        const args = isObject(event['create_arguments']) ? event['create_arguments'] : {};
        if (template === ALLOCATION) {
          this.allocations.set(cid, { locked: text(args['lockedAmulet']), at });
        } else if (template === ENTRY && typeof args['user'] === 'string') {
          const expiresAt = text(args['expiresAt']);
          this.entries.set(cid, {
            user: args['user'],
            name: text(args['name']) ?? '',
            expiresAt,
            expires: expiresAt === null ? null : parseInstantNanos(expiresAt),
            at,
          });
        } else if (template !== null && DISCLOSED.has(template) && synchronizerId !== null) {
          this.created.set(cid, { template, synchronizerId, at });
        }
      } else if (event['event_type'] === 'exercised_event') {
        if (event['consuming'] === true && template !== null && NAMED.includes(template))
          this.archived.set(cid, { template, at });
        if (event['choice'] === 'Allocation_Withdraw') this.withdrawn.set(cid, at);
        if (event['choice'] === 'AllocationFactory_Allocate' && isObject(event['choice_argument'])) {
          // docs/api.md section 4.B: extraArgs.context and extraArgs.meta are sent empty.
          this.choiceArguments = {
            ...event['choice_argument'],
            extraArgs: { context: { values: {} }, meta: { values: {} } },
          };
        }
      }
    }
    const unassignId = reassignment?.['unassign_id'];
    if (reassignment && typeof unassignId === 'string') {
      const to = text(reassignment['target_synchronizer']);
      if ('created_event' in reassignment) {
        const created = isObject(reassignment['created_event']) ? reassignment['created_event'] : {};
        const template = templateName(created['template_id']);
        this.assigned.set(unassignId, { contractId: text(created['contract_id']), template, to, at });
      } else if (typeof reassignment['contract_id'] === 'string') {
        const ids = this.unassigned.get(reassignment['contract_id']) ?? [];
        ids.push({ unassignId, from: text(reassignment['source_synchronizer']), to, at });
        this.unassigned.set(reassignment['contract_id'], ids);
      }
    }
  }

  /** Takes in what another learner saw (an earlier window, read later). */
  merge(other: FactLearner): void {
    for (const [id, allocation] of other.allocations) this.allocations.set(id, allocation);
    for (const [id, archived] of other.archived) this.archived.set(id, archived);
    for (const [id, at] of other.withdrawn) this.withdrawn.set(id, at);
    for (const [cid, ids] of other.unassigned) this.unassigned.set(cid, [...(this.unassigned.get(cid) ?? []), ...ids]);
    for (const [id, assignment] of other.assigned) this.assigned.set(id, assignment);
    for (const [cid, entry] of other.entries) this.entries.set(cid, entry);
    for (const [cid, created] of other.created) this.created.set(cid, created);
    // The newest exercise wins: this learner's window is the later one.
    this.choiceArguments ??= other.choiceArguments;
    if (other.newest !== null && (this.newest === null || other.newest.nanos > this.newest.nanos))
      this.newest = other.newest;
  }

  /**
   * Takes in only what stays true whatever comes later: withdrawals and factory arguments. For a window read
   * only in part, whose creations could be archived in the part not read.
   */
  mergeLasting(other: FactLearner): void {
    for (const [id, at] of other.withdrawn) this.withdrawn.set(id, at);
    this.choiceArguments ??= other.choiceArguments;
  }

  /** The unassignments of a contract with no assignment of the same unassign id read: in flight since the latest. */
  private pending(cid: string): Unassignment | null {
    let latest: Unassignment | null = null;
    for (const u of this.unassigned.get(cid) ?? [])
      if (!this.assigned.has(u.unassignId) && (!latest || comparePositions(u.at, latest.at) > 0)) latest = u;
    return latest;
  }

  /** A reassignment is in flight when an unassignment was read with no assignment of the same unassign id. */
  private inFlight(cid: string | null): boolean {
    return cid !== null && this.pending(cid) !== null;
  }

  learnt(): Learnt {
    const known: string[] = [];
    const reassigning: string[] = [];
    for (const [id, { locked }] of this.allocations) {
      if (this.archived.has(id)) continue;
      if (this.inFlight(id) || this.inFlight(locked)) reassigning.push(id);
      else known.push(id);
    }
    // An entry counts when it is not archived and outlives the newest record time by a day: the target's present
    // is at least that late.
    const latest = this.newest?.nanos ?? 0n;
    const withEntry = new Set<string>();
    for (const [cid, e] of this.entries)
      if (outlives({ archived: this.archived.has(cid), expires: e.expires }, latest)) withEntry.add(e.user);
    // Sorted: the same facts whatever the order the windows were read in, so that a seed replays the same examples.
    return {
      knownAllocationIds: known.sort(),
      reassigningAllocationIds: reassigning.sort(),
      withdrawnAllocationIds: [...this.withdrawn.keys()].sort(),
      partiesWithEntry: [...withEntry].sort(),
      factoryChoiceArguments: this.choiceArguments,
    };
  }

  /**
   * The life of every allocation created in what was read, where each contract A and B may disclose stands (and
   * each contract reassigned), and the name entries, each fact with the place it was learnt at. Sorted by id.
   */
  history(): HistoryFacts {
    const allocations = [...this.allocations].sort(byKey).map(([id, { locked, at }]) => {
      const withdrawn = this.withdrawn.get(id);
      const archived = this.archived.get(id);
      return {
        id,
        lockedHolding: locked,
        created: pointOf(at),
        ended: withdrawn
          ? { how: 'withdrawn' as const, at: pointOf(withdrawn) }
          : archived
            ? { how: 'archived' as const, at: pointOf(archived.at) }
            : null,
      };
    });
    // Each contract's latest assignment, by its place in the history: windows may have been read in any order.
    const latest = new Map<string, Assignment>();
    for (const a of this.assigned.values()) {
      if (a.contractId === null) continue;
      const before = latest.get(a.contractId);
      if (!before || comparePositions(a.at, before.at) > 0) latest.set(a.contractId, a);
    }
    const ids = new Set([...this.created.keys(), ...this.unassigned.keys(), ...latest.keys()]);
    for (const [cid, { template }] of this.archived) if (DISCLOSED.has(template)) ids.add(cid);
    const contracts = [...ids].sort().map((cid): ContractFact => {
      const created = this.created.get(cid);
      const assigned = latest.get(cid);
      const archived = this.archived.get(cid);
      const pending = this.pending(cid);
      return {
        contractId: cid,
        template: created?.template ?? assigned?.template ?? archived?.template ?? null,
        created: created ? { synchronizerId: created.synchronizerId, at: pointOf(created.at) } : null,
        assigned: assigned?.to ? { synchronizerId: assigned.to, at: pointOf(assigned.at) } : null,
        inFlight: pending ? { from: pending.from ?? '', to: pending.to ?? '', at: pointOf(pending.at) } : null,
        archived: archived ? pointOf(archived.at) : null,
      };
    });
    const entries = [...this.entries].sort(byKey).map(([cid, e]) => {
      const archived = this.archived.get(cid);
      return {
        contractId: cid,
        user: e.user,
        name: e.name,
        expiresAt: e.expiresAt,
        created: pointOf(e.at),
        archived: archived ? pointOf(archived.at) : null,
      };
    });
    return { allocations, contracts, entries, latest: this.newest && pointOf(this.newest) };
  }
}
