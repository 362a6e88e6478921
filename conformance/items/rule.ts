import type { Exchange } from '../client/client.js';
import type { Dialect } from '../config/config.js';
import type { EventItem, Position } from '../reading/events.js';

/**
 * What a rule makes of one item: a finding when the item breaks it, `kept` when it keeps it, `none` when the item
 * has nothing the rule judges (a verdict rule on an item without a verdict): that item is no evidence.
 */
export type ItemVerdict = ItemBreak | 'kept' | 'none';

/** An item that breaks a rule: a finding of the rule's check (check.ts, Finding), without an exchange yet. */
export interface ItemBreak {
  readonly severity: 'failure' | 'warning';
  readonly expected: string;
  readonly received: string;
}

/** Where an item was read: its index in its page, and its position (null when it shows none). */
export interface ItemPlace {
  readonly index: number;
  readonly position: Position | null;
}

/**
 * One rule's judging of a run of items: a page, or everything a run reads (items/judge.ts). A rule may keep what it
 * needs across items (the ids it met, to hold each to once), bounded in bytes.
 */
export interface ItemJudging {
  judge(item: EventItem, at: ItemPlace): ItemVerdict;
  /** The pieces of evidence judged so far, for a rule that counts other than items (identifiers); else items. */
  readonly examined?: () => number;
  /** A new page begins: for a rule that holds what it keeps to a page (the event ids of d-id-shapes). */
  page?(): void;
}

/**
 * A rule about one item of the history (docs/kit.md, item rules), owned by the check whose id it carries: every
 * item the kit reads is judged by it once (items/judge.ts).
 */
export interface ItemRule {
  readonly check: string;
  /** A fresh judging, with no memory of other items. */
  start(dialect: Dialect): ItemJudging;
}

/** A rule of one item alone, which keeps nothing between items. */
export const itemRule = (check: string, judge: (item: EventItem, dialect: Dialect) => ItemVerdict): ItemRule => ({
  check,
  start: (dialect) => ({ judge: (item) => judge(item, dialect) }),
});

/**
 * A rule about one item read in both value encodings (checks/encoding-pages.ts): why the items at `i` of both pages
 * disagree (a failure), or differ only as the spec allows (a warning), or null when they agree.
 */
export type PairRule = (
  i: number,
  compact: EventItem,
  proto: EventItem,
  protoPage: Exchange,
) => (ItemBreak & { readonly exchange?: Exchange }) | null;
