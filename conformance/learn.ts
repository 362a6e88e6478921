import type { EventItem } from './events.js';
import { parseInstantNanos } from './instant.js';
import { isObject, type JsonObject } from './json.js';

const endsWith = (templateId: unknown, name: string): boolean =>
  typeof templateId === 'string' && templateId.endsWith(`:${name}`);

const ALLOCATION = 'Splice.AmuletAllocation:AmuletAllocation';
const ENTRY = 'Splice.Ans:AnsEntry';
const DAY_NANOS = 86_400_000_000_000n;

/** The facts learnt from a stretch of history, as lists (the shape of a profile). */
export interface Learnt {
  readonly knownAllocationIds: string[];
  readonly reassigningAllocationIds: string[];
  readonly withdrawnAllocationIds: string[];
  readonly partiesWithEntry: string[];
  readonly factoryChoiceArguments: JsonObject | null;
}

/** Tree events and the reassignment event of an item (spec section 6; REFERENCE.md, operation D). */
function eventsIn(item: EventItem): { tree: JsonObject[]; reassignment: JsonObject | null } {
  if (!isObject(item as unknown)) return { tree: [], reassignment: null };
  const update = isObject(item.update) ? item.update : null;
  if (!update) return { tree: [], reassignment: null };
  if (isObject(update['events_by_id']))
    return { tree: Object.values(update['events_by_id']).filter(isObject), reassignment: null };
  return { tree: [], reassignment: isObject(update['event']) ? update['event'] : null };
}

/**
 * What the items of a window of the history say (compact_json): allocations and their locked holdings, which
 * are archived or in reassignment, name entries, and factory choice arguments from an AllocationFactory_Allocate
 * exercise. Items may come in any order of pages: every rule is a set rule (created and not archived; unassigned
 * and not assigned), so windows read back from the end can be learnt newest first. Only ids and small values are
 * kept, never item bodies.
 *
 * The facts are sound when the window reaches the end of the history: nothing after it can archive an allocation,
 * finish a reassignment or archive an entry.
 */
export class FactLearner {
  /** Allocations created in the window, with their locked holding. */
  private readonly allocations = new Map<string, string | null>();
  /** Archived allocations and entries: consuming exercises of those templates only, so that the set stays small. */
  private readonly archived = new Set<string>();
  private readonly withdrawn = new Set<string>();
  /** Unassignments by contract id: their unassign ids. */
  private readonly unassigned = new Map<string, string[]>();
  private readonly assigned = new Set<string>();
  private readonly entries = new Map<string, { user: string; expires: bigint | null }>();
  private choiceArguments: JsonObject | null = null;
  /** The newest record time seen, as an instant: entries must outlive it. */
  private newest: bigint | null = null;

  add(item: EventItem, recordTimeNanos: bigint | null): void {
    if (recordTimeNanos !== null && (this.newest === null || recordTimeNanos > this.newest))
      this.newest = recordTimeNanos;
    const { tree, reassignment } = eventsIn(item);
    for (const event of tree) {
      const cid = event['contract_id'];
      if (typeof cid !== 'string') continue;
      const template = event['template_id'];
      if (event['event_type'] === 'created_event') {
        const args = isObject(event['create_arguments']) ? event['create_arguments'] : {};
        if (endsWith(template, ALLOCATION)) {
          this.allocations.set(cid, typeof args['lockedAmulet'] === 'string' ? args['lockedAmulet'] : null);
        } else if (endsWith(template, ENTRY) && typeof args['user'] === 'string') {
          this.entries.set(cid, {
            user: args['user'],
            expires: typeof args['expiresAt'] === 'string' ? parseInstantNanos(args['expiresAt']) : null,
          });
        }
      } else if (event['event_type'] === 'exercised_event') {
        if (event['consuming'] === true && (endsWith(template, ALLOCATION) || endsWith(template, ENTRY)))
          this.archived.add(cid);
        if (event['choice'] === 'Allocation_Withdraw') this.withdrawn.add(cid);
        if (event['choice'] === 'AllocationFactory_Allocate' && isObject(event['choice_argument'])) {
          // Spec 4.B: extraArgs.context and extraArgs.meta are sent empty.
          this.choiceArguments = {
            ...event['choice_argument'],
            extraArgs: { context: { values: {} }, meta: { values: {} } },
          };
        }
      }
    }
    const unassignId = reassignment?.['unassign_id'];
    if (reassignment && typeof unassignId === 'string') {
      if ('created_event' in reassignment) this.assigned.add(unassignId);
      else if (typeof reassignment['contract_id'] === 'string') {
        const ids = this.unassigned.get(reassignment['contract_id']) ?? [];
        ids.push(unassignId);
        this.unassigned.set(reassignment['contract_id'], ids);
      }
    }
  }

  /** Takes in what another learner saw (an earlier window, read later). */
  merge(other: FactLearner): void {
    for (const [id, locked] of other.allocations) this.allocations.set(id, locked);
    for (const id of other.archived) this.archived.add(id);
    for (const id of other.withdrawn) this.withdrawn.add(id);
    for (const [cid, ids] of other.unassigned) this.unassigned.set(cid, [...(this.unassigned.get(cid) ?? []), ...ids]);
    for (const id of other.assigned) this.assigned.add(id);
    for (const [cid, entry] of other.entries) this.entries.set(cid, entry);
    // The newest exercise wins: this learner's window is the later one.
    this.choiceArguments ??= other.choiceArguments;
    if (other.newest !== null && (this.newest === null || other.newest > this.newest)) this.newest = other.newest;
  }

  /**
   * Takes in only what stays true whatever comes later: withdrawals and factory arguments. For a window read
   * only in part, whose creations could be archived in the part not read.
   */
  mergeLasting(other: FactLearner): void {
    for (const id of other.withdrawn) this.withdrawn.add(id);
    this.choiceArguments ??= other.choiceArguments;
  }

  /** A reassignment is in flight when an unassignment was read with no assignment of the same unassign id. */
  private inFlight(cid: string | null): boolean {
    if (cid === null) return false;
    return (this.unassigned.get(cid) ?? []).some((id) => !this.assigned.has(id));
  }

  learnt(): Learnt {
    const known: string[] = [];
    const reassigning: string[] = [];
    for (const [id, locked] of this.allocations) {
      if (this.archived.has(id)) continue;
      if (this.inFlight(id) || this.inFlight(locked)) reassigning.push(id);
      else known.push(id);
    }
    // An entry counts when it is not archived and outlives the newest record time by a day: the target's present
    // is at least that late.
    const horizon = (this.newest ?? 0n) + DAY_NANOS;
    const withEntry = new Set<string>();
    for (const [cid, e] of this.entries)
      if (!this.archived.has(cid) && (e.expires === null || e.expires > horizon)) withEntry.add(e.user);
    // Sorted: the same facts whatever the order the windows were read in, so that a seed replays the same examples.
    return {
      knownAllocationIds: known.sort(),
      reassigningAllocationIds: reassigning.sort(),
      withdrawnAllocationIds: [...this.withdrawn].sort(),
      partiesWithEntry: [...withEntry].sort(),
      factoryChoiceArguments: this.choiceArguments,
    };
  }
}
