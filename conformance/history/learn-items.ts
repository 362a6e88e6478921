import type { EventItem } from '../reading/events.js';
import { isObject, type JsonObject } from '../reading/json.js';

/** The templates and the parts of an item that the learner (history/learn.ts) reads. */

export const ALLOCATION = 'Splice.AmuletAllocation:AmuletAllocation';
export const ENTRY = 'Splice.Ans:AnsEntry';
const LOCKED_HOLDING = 'Splice.Amulet:LockedAmulet';

/**
 * The templates of the contracts A discloses besides the allocation's locked holding (docs/deployments.md,
 * operation A).
 */
export const A_TEMPLATES: readonly string[] = [
  'Splice.AmuletRules:AmuletRules',
  'Splice.Round:OpenMiningRound',
  'Splice.ExternalPartyConfigState:ExternalPartyConfigState',
];

/**
 * The templates whose contracts A and B disclose (docs/deployments.md, operations A and B): their creations and
 * archivals are kept. A few contracts each, but locked holdings: one per lock, as many as the allocations read.
 */
export const DISCLOSED = new Set([
  ...A_TEMPLATES,
  LOCKED_HOLDING,
  'Splice.ExternalPartyAmuletRules:ExternalPartyAmuletRules',
  'Splice.TokenRegistry:InstrumentConfiguration',
]);
export const NAMED = [ALLOCATION, ENTRY, ...DISCLOSED];

/** The qualified name of a template id (`<package>:<module>:<entity>`): one the kit knows by its end, else its tail. */
export function templateName(templateId: unknown): string | null {
  if (typeof templateId !== 'string') return null;
  return (
    NAMED.find((n) => templateId === n || templateId.endsWith(`:${n}`)) ?? templateId.slice(templateId.indexOf(':') + 1)
  );
}

export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export interface Events {
  readonly tree: JsonObject[];
  /** The synchronizer of the transaction, where its tree's contracts are created. */
  readonly synchronizerId: string | null;
  readonly reassignment: JsonObject | null;
}

/** Tree events and the reassignment event of an item (docs/api.md section 6; docs/deployments.md, operation D). */
export function eventsIn(item: EventItem): Events {
  const none: Events = { tree: [], synchronizerId: null, reassignment: null };
  if (!isObject(item as unknown)) return none;
  const update = isObject(item.update) ? item.update : null;
  if (!update) return none;
  if (isObject(update['events_by_id']))
    return {
      tree: Object.values(update['events_by_id']).filter(isObject),
      synchronizerId: text(update['synchronizer_id']),
      reassignment: null,
    };
  return { ...none, reassignment: isObject(update['event']) ? update['event'] : null };
}
