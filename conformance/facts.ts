import { readFileSync } from 'node:fs';
import type { Send } from './client.js';
import type { TargetUrls } from './config.js';
import { cursorOf, eventsOf, positionOf, type EventItem } from './events.js';
import { parseInstantNanos } from './instant.js';
import { eventsRequest } from './requests.js';
import { isJsonObject } from '../src/encoding/json.js';
import { describeError, validate } from '../src/schemas/registry.js';
import type { TargetProfile } from '../src/schemas/types.js';

/** What the kit knows about the target: from --profile, or discovered from its event history. */
export interface Facts {
  readonly source: 'profile' | 'discovery' | 'none';
  readonly knownAllocationIds: readonly string[];
  readonly reassigningAllocationIds: readonly string[];
  readonly withdrawnAllocationIds: readonly string[];
  readonly partiesWithEntry: readonly string[];
  readonly partiesWithoutEntry: readonly string[];
  readonly factoryChoiceArguments: Record<string, unknown> | null;
  /** What discovery could not find out, for the summary. */
  readonly notes: readonly string[];
  /** Set when discovery failed (the history could not be read): checks that needed its facts are errors, not skips. */
  readonly problem?: string;
}

export const noFacts: Facts = {
  source: 'none',
  knownAllocationIds: [],
  reassigningAllocationIds: [],
  withdrawnAllocationIds: [],
  partiesWithEntry: [],
  partiesWithoutEntry: [],
  factoryChoiceArguments: null,
  notes: [],
};

/** A profile file that cannot be used: exit 2. */
export class ProfileError extends Error {}

export function factsFromProfile(data: unknown, source: string): Facts {
  const result = validate<TargetProfile>('profile', data);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ProfileError(`${source}: ${first ? describeError(first, 'profile', true) : 'not a profile'}`);
  }
  const p = result.value;
  return {
    source: 'profile',
    knownAllocationIds: p.knownAllocationIds,
    reassigningAllocationIds: p.reassigningAllocationIds,
    withdrawnAllocationIds: p.withdrawnAllocationIds,
    partiesWithEntry: p.partiesWithEntry,
    partiesWithoutEntry: p.partiesWithoutEntry,
    factoryChoiceArguments: p.factoryChoiceArguments,
    notes: [],
  };
}

export function loadProfile(path: string): Facts {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ProfileError(`--profile ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ProfileError(`--profile ${path}: not valid JSON: ${(error as Error).message}`);
  }
  return factsFromProfile(data, path);
}

type Json = Record<string, unknown>;
const isObject = isJsonObject;
const endsWith = (templateId: unknown, name: string): boolean =>
  typeof templateId === 'string' && templateId.endsWith(`:${name}`);

/** Tree events and reassignment events of an item. */
function eventsIn(item: EventItem): { tree: Json[]; reassignment: Json | null } {
  if (!isObject(item as unknown)) return { tree: [], reassignment: null };
  const update = isObject(item.update) ? item.update : null;
  if (!update) return { tree: [], reassignment: null };
  if (isObject(update['events_by_id']))
    return { tree: Object.values(update['events_by_id']).filter(isObject), reassignment: null };
  return { tree: [], reassignment: isObject(update['event']) ? update['event'] : null };
}

/**
 * Learns what it can from the first pages of the history (compact_json): allocations and their locked holdings,
 * which are archived or in reassignment, parties with unexpired name entries, and factory choice arguments from
 * an AllocationFactory_Allocate exercise.
 */
export async function discoverFacts(send: Send, urls: TargetUrls, maxPages = 200): Promise<Facts> {
  const notes: string[] = [];
  if (!urls.scan)
    return {
      ...noFacts,
      notes: ['no scan URL: nothing discovered; give --profile to run the checks that need known ids'],
    };
  const allocations = new Map<string, string | null>();
  const withdrawn = new Set<string>();
  const archived = new Set<string>();
  const unassigned = new Map<string, string>();
  const assignedIds = new Set<string>();
  const entries = new Map<string, { user: string; expires: bigint | null }>();
  let choiceArguments: Json | null = null;
  let last: bigint | null = null;
  let after: ReturnType<typeof cursorOf> | undefined;
  let ended = false;
  for (let page = 0; page < maxPages; page++) {
    const exchange = await send(eventsRequest(urls, { page_size: 1000, ...(after ? { after } : {}) }));
    const events = isObject(exchange.json) ? exchange.json['events'] : undefined;
    if (exchange.status !== 200 || !Array.isArray(events)) {
      const problem = `the event history could not be read: ${exchange.status} ${exchange.text.slice(0, 120)}`;
      return { ...noFacts, source: 'discovery', problem, notes: [`discovery failed: ${problem}`] };
    }
    const items = eventsOf(exchange);
    if (items.length === 0) {
      ended = true;
      break;
    }
    for (const item of items) {
      const { tree, reassignment } = eventsIn(item);
      for (const event of tree) {
        const cid = event['contract_id'];
        if (typeof cid !== 'string') continue;
        const args = isObject(event['create_arguments']) ? event['create_arguments'] : {};
        if (event['event_type'] === 'created_event') {
          if (endsWith(event['template_id'], 'Splice.AmuletAllocation:AmuletAllocation')) {
            allocations.set(cid, typeof args['lockedAmulet'] === 'string' ? args['lockedAmulet'] : null);
          }
          if (endsWith(event['template_id'], 'Splice.Ans:AnsEntry') && typeof args['user'] === 'string') {
            entries.set(cid, {
              user: args['user'],
              expires: typeof args['expiresAt'] === 'string' ? parseInstantNanos(args['expiresAt']) : null,
            });
          }
        } else if (event['event_type'] === 'exercised_event') {
          if (event['consuming'] === true) archived.add(cid);
          if (event['choice'] === 'Allocation_Withdraw') withdrawn.add(cid);
          if (event['choice'] === 'AllocationFactory_Allocate' && isObject(event['choice_argument'])) {
            // Spec 4.B: extraArgs.context and extraArgs.meta are sent empty.
            choiceArguments = {
              ...event['choice_argument'],
              extraArgs: { context: { values: {} }, meta: { values: {} } },
            };
          }
        }
      }
      if (reassignment && typeof reassignment['unassign_id'] === 'string') {
        if ('created_event' in reassignment) assignedIds.add(reassignment['unassign_id']);
        else if (typeof reassignment['contract_id'] === 'string')
          unassigned.set(reassignment['contract_id'], reassignment['unassign_id']);
      }
      const p = positionOf(item);
      if (p && (last === null || p.nanos > last)) last = p.nanos;
    }
    const lastPosition = positionOf(items[items.length - 1] as EventItem);
    if (!lastPosition) break;
    after = cursorOf(lastPosition);
  }
  if (!ended) {
    // Later events could archive an allocation, finish a reassignment or expire an entry: facts read from part of
    // the history would fail a correct target. Only the factory's arguments are kept.
    notes.push(
      `discovery read ${maxPages} pages without reaching the end of the history: ids and parties are not used; give --profile`,
    );
    return { ...noFacts, source: 'discovery', factoryChoiceArguments: choiceArguments, notes };
  }
  const inFlight = (cid: string | null): boolean =>
    cid !== null && unassigned.has(cid) && !assignedIds.has(unassigned.get(cid) ?? '');
  const known: string[] = [];
  const reassigning: string[] = [];
  for (const [id, locked] of allocations) {
    if (archived.has(id)) continue;
    if (inFlight(id) || inFlight(locked)) reassigning.push(id);
    else known.push(id);
  }
  // An entry counts when it is not archived and outlives the newest record time by a day.
  const horizon = (last ?? 0n) + 86_400_000_000_000n;
  const withEntry = new Set(
    [...entries]
      .filter(([cid, e]) => !archived.has(cid) && (e.expires === null || e.expires > horizon))
      .map(([, e]) => e.user),
  );
  if (known.length === 0) notes.push('no active allocation found in the history: A checks that need one are skipped');
  if (reassigning.length === 0) notes.push('no allocation in reassignment found: the 409 check is skipped');
  if (withdrawn.size === 0) notes.push('no withdrawn allocation found');
  if (withEntry.size === 0) notes.push('no name entry found in the history: C checks that need one are skipped');
  if (!choiceArguments)
    notes.push('no AllocationFactory_Allocate exercise found: B checks that need choiceArguments are skipped');
  return {
    source: 'discovery',
    knownAllocationIds: known,
    reassigningAllocationIds: reassigning,
    withdrawnAllocationIds: [...withdrawn],
    partiesWithEntry: [...withEntry],
    partiesWithoutEntry: [],
    factoryChoiceArguments: choiceArguments,
    notes,
  };
}
