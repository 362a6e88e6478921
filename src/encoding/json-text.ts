import type { Contract, TreeNode } from '../ledger/model.js';

/*
 * JSON text as JSON.stringify writes it, for the item writers (item-text.ts, and background-text.ts for the
 * transactions of the background): strings, lists, and the events of a transaction tree.
 */

/**
 * A character that JSON.stringify does not write as it is: any but printable ASCII other than the quote and the
 * backslash. Searched for, rather than every character matched by an anchored class, which V8 runs at half the speed.
 */
const NOT_PLAIN = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

/** A JSON string literal, as JSON.stringify writes it. */
export const q = (text: string): string => (NOT_PLAIN.test(text) ? JSON.stringify(text) : `"${text}"`);

/** Quoted texts of the few strings items repeat: parties, templates, choices, record labels. */
const quotedKnown = new Map<string, string>();
/**
 * q for a string of the world (a party, a template, a choice, a record label): the same few strings, the same
 * string objects, thousands of times a page, found by their hash, which V8 keeps in the string, instead of scanned.
 */
export function qk(text: string): string {
  let quoted = quotedKnown.get(text);
  if (quoted === undefined) {
    // A scenario's world holds some hundreds of such strings; a map that grows past this is held to it.
    if (quotedKnown.size >= 4096) quotedKnown.clear();
    quoted = q(text);
    quotedKnown.set(text, quoted);
  }
  return quoted;
}

export const strings = (items: readonly string[], quote: (text: string) => string = q): string => {
  let out = '[';
  for (let i = 0; i < items.length; i++) out += (i === 0 ? '' : ',') + quote(items[i] as string);
  return `${out}]`;
};

/** Parties: strings of the world. */
export const parties = (items: readonly string[]): string => strings(items, qk);

export const numbers = (items: readonly number[]): string => `[${items.join(',')}]`;

type Exercised = Extract<TreeNode, { type: 'exercised' }>;

/**
 * A created event (history-item.ts createdEventJson), its id and contract id quoted already and its payload's text
 * given: a writer that knows them plain quotes them without a search.
 */
export function createdEventText(eventId: string, contractId: string, contract: Contract, payload: string): string {
  return (
    `{"event_type":"created_event","event_id":${eventId},"contract_id":${contractId}` +
    `,"template_id":${qk(contract.template.templateId)},"package_name":${qk(contract.template.packageName)}` +
    `,"create_arguments":${payload},"created_at":${q(contract.createdAtText)}` +
    `,"signatories":${parties(contract.signatories)},"observers":${parties(contract.observers)}}`
  );
}

/** An exercised event, its id and contract id quoted already, its argument, child ids and result as text. */
export function exercisedEventText(
  eventId: string,
  contractId: string,
  node: Exercised,
  argument: string,
  children: string,
  result: string,
): string {
  return (
    `{"event_type":"exercised_event","event_id":${eventId},"contract_id":${contractId}` +
    `,"template_id":${qk(node.template.templateId)},"package_name":${qk(node.template.packageName)}` +
    `,"choice":${qk(node.choice)},"choice_argument":${argument}` +
    `,"child_event_ids":${children},"exercise_result":${result}` +
    `,"consuming":${node.consuming ? 'true' : 'false'},"acting_parties":${parties(node.actingParties)}` +
    (node.interfaceId === undefined ? '' : `,"interface_id":${q(node.interfaceId)}`) +
    '}'
  );
}
