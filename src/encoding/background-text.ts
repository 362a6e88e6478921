import type { Contract, Transaction, TreeNode } from '../ledger/model.js';
import { formatInstant } from '../ledger/time.js';
import type { LedgerValue } from '../ledger/values.js';
import type { ValueEncoding } from './ledger-values.js';

/*
 * The events of a background transaction (src/ledger/background.ts: a tap, or a transfer of one to three inputs),
 * written from templates of their fixed shape instead of by walking their values: most of a long history is such
 * transactions, and walking is most of what their text costs. The bytes are item-text.ts's, which
 * test/background-text.test.ts holds this to over thousands of items in both encodings. Every text written here
 * unquoted is one the ledger makes: hex ids, event ids, decimal numbers and times; parties and the world's
 * strings go through `quote`.
 */

type Quote = (text: string) => string;

/** The text of a leaf value that holds one: Numeric, Int64, Party or ContractId. */
const leaf = (value: LedgerValue | undefined): string => (value as { readonly value: string }).value;
const fieldsOf = (value: LedgerValue | undefined): readonly (readonly [string, LedgerValue])[] =>
  (value as Extract<LedgerValue, { kind: 'record' }>).fields;
const field = (value: LedgerValue | undefined, i: number): LedgerValue | undefined => fieldsOf(value)[i]?.[1];
const inner = (value: LedgerValue | undefined): LedgerValue | null =>
  (value as Extract<LedgerValue, { kind: 'optional' }>).value;
const elements = (value: LedgerValue | undefined): readonly LedgerValue[] =>
  (value as Extract<LedgerValue, { kind: 'list' }>).elements;
const variantValue = (value: LedgerValue | undefined): LedgerValue =>
  (value as Extract<LedgerValue, { kind: 'variant' }>).value;
const micros = (value: LedgerValue | undefined): number =>
  (value as Extract<LedgerValue, { kind: 'timestamp' }>).micros;

/** The payload of an Amulet (payloads.ts amuletPayload). */
function amuletText(payload: LedgerValue, compact: boolean, quote: Quote): string {
  const amount = field(payload, 2);
  const dso = quote(leaf(field(payload, 0)));
  const owner = quote(leaf(field(payload, 1)));
  const initial = leaf(field(amount, 0));
  const round = leaf(field(field(amount, 1), 0));
  const rate = leaf(field(field(amount, 2), 0));
  return compact
    ? `{"dso":${dso},"owner":${owner},"amount":{"initialAmount":"${initial}","createdAt":{"number":"${round}"},"ratePerRound":{"rate":"${rate}"}}}`
    : `{"record":{"fields":[{"value":{"party":${dso}}},{"value":{"party":${owner}}},{"value":{"record":{"fields":[{"value":{"numeric":"${initial}"}},{"value":{"record":{"fields":[{"value":{"int64":"${round}"}}]}}},{"value":{"record":{"fields":[{"value":{"numeric":"${rate}"}}]}}}]}}}]}}`;
}

function createdText(eventId: string, contract: Contract, compact: boolean, quote: Quote): string {
  return (
    `{"event_type":"created_event","event_id":"${eventId}","contract_id":"${contract.contractId}"` +
    `,"template_id":${quote(contract.template.templateId)},"package_name":${quote(contract.template.packageName)}` +
    `,"create_arguments":${amuletText(contract.payload, compact, quote)},"created_at":"${contract.createdAtText}"` +
    `,"signatories":${partiesText(contract.signatories, quote)},"observers":${partiesText(contract.observers, quote)}}`
  );
}

function partiesText(parties: readonly string[], quote: Quote): string {
  let out = '[';
  for (let i = 0; i < parties.length; i++) out += (i === 0 ? '' : ',') + quote(parties[i] as string);
  return `${out}]`;
}

type Exercised = Extract<TreeNode, { type: 'exercised' }>;

/** An exercised event's text around its choice argument, child ids and result. */
function exercisedText(
  eventId: string,
  node: Exercised,
  argument: string,
  children: string,
  result: string,
  quote: Quote,
): string {
  return (
    `{"event_type":"exercised_event","event_id":"${eventId}","contract_id":"${node.contractId}"` +
    `,"template_id":${quote(node.template.templateId)},"package_name":${quote(node.template.packageName)}` +
    `,"choice":${quote(node.choice)},"choice_argument":${argument}` +
    `,"child_event_ids":${children},"exercise_result":${result}` +
    `,"consuming":${node.consuming ? 'true' : 'false'},"acting_parties":${partiesText(node.actingParties, quote)}}`
  );
}

/** `root_event_ids` and `events_by_id` of a tap. */
function tapText(tx: Transaction, root: Exercised, compact: boolean, quote: Quote): string {
  const id = tx.updateId;
  const argument = root.choiceArgument;
  const receiver = quote(leaf(field(argument, 0)));
  const amount = leaf(field(argument, 1));
  const openRound = leaf(field(argument, 2));
  const requestedAt = micros(field(argument, 3));
  const amulet = leaf(field(field(root.exerciseResult, 0), 0));
  const argumentText = compact
    ? `{"receiver":${receiver},"amount":"${amount}","openRound":"${openRound}","requestedAt":"${formatInstant(requestedAt, 6)}"}`
    : `{"record":{"fields":[{"value":{"party":${receiver}}},{"value":{"numeric":"${amount}"}},{"value":{"contractId":"${openRound}"}},{"value":{"timestamp":"${requestedAt}"}}]}}`;
  const result = compact
    ? `{"amuletSum":{"amulet":"${amulet}"}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"contractId":"${amulet}"}}]}}}]}}`;
  const tapped = (root.children[0] as Extract<TreeNode, { type: 'created' }>).contract;
  return (
    `["${id}:0"],"events_by_id":{"${id}:0":${exercisedText(`${id}:0`, root, argumentText, `["${id}:1"]`, result, quote)}` +
    `,"${id}:1":${createdText(`${id}:1`, tapped, compact, quote)}}`
  );
}

/** `root_event_ids` and `events_by_id` of a transfer: the root, an Archive of each input, the output and the change. */
function transferText(tx: Transaction, root: Exercised, compact: boolean, quote: Quote): string {
  const id = tx.updateId;
  const transfer = field(root.choiceArgument, 0);
  const sender = quote(leaf(field(transfer, 0)));
  const provider = quote(leaf(field(transfer, 1)));
  const inputs = elements(field(transfer, 2)).map((input) => leaf(variantValue(input)));
  const output = field(elements(field(transfer, 3))[0], 0);
  const receiver = quote(leaf(output));
  const amount = leaf(field(elements(field(transfer, 3))[0], 1));
  const openMiningRound = leaf(field(field(root.choiceArgument, 1), 0));
  const expectedDso = quote(leaf(inner(field(root.choiceArgument, 2)) ?? undefined));
  const result = root.exerciseResult;
  const round = leaf(field(field(result, 0), 0));
  const createdAmulet = leaf(variantValue(elements(field(result, 1))[0]));
  const change = leaf(inner(field(result, 2)) ?? undefined);
  let inputsText = '';
  for (let i = 0; i < inputs.length; i++) {
    inputsText += compact
      ? `${i === 0 ? '' : ','}{"tag":"InputAmulet","value":"${inputs[i] as string}"}`
      : `${i === 0 ? '' : ','}{"variant":{"constructor":"InputAmulet","value":{"contractId":"${inputs[i] as string}"}}}`;
  }
  const argumentText = compact
    ? `{"transfer":{"sender":${sender},"provider":${provider},"inputs":[${inputsText}],"outputs":[{"receiver":${receiver},"amount":"${amount}"}],"beneficiaries":null},"context":{"openMiningRound":"${openMiningRound}"},"expectedDso":${expectedDso}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"party":${sender}}},{"value":{"party":${provider}}},{"value":{"list":{"elements":[${inputsText}]}}},{"value":{"list":{"elements":[{"record":{"fields":[{"value":{"party":${receiver}}},{"value":{"numeric":"${amount}"}}]}}]}}},{"value":{"optional":{}}}]}}},{"value":{"record":{"fields":[{"value":{"contractId":"${openMiningRound}"}}]}}},{"value":{"optional":{"value":{"party":${expectedDso}}}}}]}}`;
  const resultText = compact
    ? `{"round":{"number":"${round}"},"createdAmulets":[{"tag":"TransferResultAmulet","value":"${createdAmulet}"}],"senderChangeAmulet":"${change}","meta":{"values":{}}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"int64":"${round}"}}]}}},{"value":{"list":{"elements":[{"variant":{"constructor":"TransferResultAmulet","value":{"contractId":"${createdAmulet}"}}}]}}},{"value":{"optional":{"value":{"contractId":"${change}"}}}},{"value":{"record":{"fields":[{"value":{"textMap":{}}}]}}}]}}`;
  const archive = compact ? '{}' : '{"record":{}}';
  const unit = compact ? '{}' : '{"unit":{}}';
  let children = '[';
  let events = '';
  const last = inputs.length + 2;
  for (let n = 1; n <= last; n++) children += `${n === 1 ? '' : ','}"${id}:${n}"`;
  children += ']';
  for (let n = 1; n <= inputs.length; n++) {
    const input = root.children[n - 1] as Exercised;
    events += `,"${id}:${n}":${exercisedText(`${id}:${n}`, input, archive, '[]', unit, quote)}`;
  }
  const outputContract = (root.children[inputs.length] as Extract<TreeNode, { type: 'created' }>).contract;
  const changeContract = (root.children[inputs.length + 1] as Extract<TreeNode, { type: 'created' }>).contract;
  return (
    `["${id}:0"],"events_by_id":{"${id}:0":${exercisedText(`${id}:0`, root, argumentText, children, resultText, quote)}` +
    `${events},"${id}:${last - 1}":${createdText(`${id}:${last - 1}`, outputContract, compact, quote)}` +
    `,"${id}:${last}":${createdText(`${id}:${last}`, changeContract, compact, quote)}}`
  );
}

/**
 * `root_event_ids` and `events_by_id`, from the first `[` of the one to the last `}` of the other, of a background
 * transaction; null for any other.
 */
export function backgroundTreeText(tx: Transaction, encoding: ValueEncoding, quote: Quote): string | null {
  if (tx.background === undefined) return null;
  const root = tx.roots[0] as Exercised;
  const compact = encoding === 'compact_json';
  return tx.background === 'tap' ? tapText(tx, root, compact, quote) : transferText(tx, root, compact, quote);
}
