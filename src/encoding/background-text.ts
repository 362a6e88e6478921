import type { AmuletFacts, BackgroundShape, Contract, Transaction, TreeNode, Verdict } from '../ledger/model.js';
import { amuletRate } from '../ledger/payloads.js';
import { formatInstant } from '../ledger/time.js';
import { unique } from '../ledger/transactions.js';
import { createdEventText, exercisedEventText, parties, qk } from './json-text.js';
import type { ValueEncoding } from './ledger-values.js';

/*
 * The events of a background transaction (src/ledger/background.ts: a tap, or a transfer of one to three inputs),
 * and its verdict's views, written from templates of their fixed shape instead of by walking their values: most of
 * a long history is such transactions, and walking is most of what their text costs. The bytes are item-text.ts's,
 * which test/background-text.test.ts holds this to over thousands of items in both encodings. Every text written here
 * unquoted is one the ledger makes: hex ids, event ids, decimal numbers and times; parties and the world's
 * strings go through `qk`.
 */

const RATE = (amuletRate as { readonly value: string }).value;

/** The payload of an Amulet (payloads.ts amuletPayload). */
function amuletText(amulet: AmuletFacts, compact: boolean): string {
  const dso = qk(amulet.dso);
  const owner = qk(amulet.owner);
  const initial = amulet.amount.toFixed(10);
  const round = amulet.round;
  return compact
    ? `{"dso":${dso},"owner":${owner},"amount":{"initialAmount":"${initial}","createdAt":{"number":"${round}"},"ratePerRound":{"rate":"${RATE}"}}}`
    : `{"record":{"fields":[{"value":{"party":${dso}}},{"value":{"party":${owner}}},{"value":{"record":{"fields":[{"value":{"numeric":"${initial}"}},{"value":{"record":{"fields":[{"value":{"int64":"${round}"}}]}}},{"value":{"record":{"fields":[{"value":{"numeric":"${RATE}"}}]}}}]}}}]}}`;
}

/** A created Amulet, its ids plain. */
const createdText = (eventId: string, contract: Contract, compact: boolean): string =>
  createdEventText(
    `"${eventId}"`,
    `"${contract.contractId}"`,
    contract,
    amuletText(contract.amulet as AmuletFacts, compact),
  );

/** An exercised event, its ids plain. */
const exercisedText = (eventId: string, node: Exercised, argument: string, children: string, result: string): string =>
  exercisedEventText(`"${eventId}"`, `"${node.contractId}"`, node, argument, children, result);

type Exercised = Extract<TreeNode, { type: 'exercised' }>;
type TapFacts = Extract<BackgroundShape, { shape: 'tap' }>;
type TransferFacts = Extract<BackgroundShape, { shape: 'transfer' }>;

/** `root_event_ids` and `events_by_id` of a tap. */
function tapText(id: string, root: Exercised, tap: TapFacts, compact: boolean): string {
  const receiver = qk(tap.receiver);
  const amount = tap.amount.toFixed(10);
  const amulet = tap.tapped.contractId;
  const argumentText = compact
    ? `{"receiver":${receiver},"amount":"${amount}","openRound":"${tap.openRound}","requestedAt":"${formatInstant(tap.requestedAt, 6)}"}`
    : `{"record":{"fields":[{"value":{"party":${receiver}}},{"value":{"numeric":"${amount}"}},{"value":{"contractId":"${tap.openRound}"}},{"value":{"timestamp":"${tap.requestedAt}"}}]}}`;
  const result = compact
    ? `{"amuletSum":{"amulet":"${amulet}"}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"contractId":"${amulet}"}}]}}}]}}`;
  return (
    `["${id}:0"],"events_by_id":{"${id}:0":${exercisedText(`${id}:0`, root, argumentText, `["${id}:1"]`, result)}` +
    `,"${id}:1":${createdText(`${id}:1`, tap.tapped, compact)}}`
  );
}

/** `root_event_ids` and `events_by_id` of a transfer: the root, an Archive of each input, the output and the change. */
function transferText(id: string, root: Exercised, f: TransferFacts, compact: boolean): string {
  const sender = qk(f.sender);
  const provider = qk(f.provider);
  const inputs = f.inputs;
  const receiver = qk(f.receiver);
  const amount = f.amount.toFixed(10);
  const dso = qk(f.dso);
  const createdAmulet = f.output.contractId;
  const change = f.change.contractId;
  let inputsText = '';
  for (let i = 0; i < inputs.length; i++) {
    inputsText += compact
      ? `${i === 0 ? '' : ','}{"tag":"InputAmulet","value":"${inputs[i] as string}"}`
      : `${i === 0 ? '' : ','}{"variant":{"constructor":"InputAmulet","value":{"contractId":"${inputs[i] as string}"}}}`;
  }
  const argumentText = compact
    ? `{"transfer":{"sender":${sender},"provider":${provider},"inputs":[${inputsText}],"outputs":[{"receiver":${receiver},"amount":"${amount}"}],"beneficiaries":null},"context":{"openMiningRound":"${f.openMiningRound}"},"expectedDso":${dso}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"party":${sender}}},{"value":{"party":${provider}}},{"value":{"list":{"elements":[${inputsText}]}}},{"value":{"list":{"elements":[{"record":{"fields":[{"value":{"party":${receiver}}},{"value":{"numeric":"${amount}"}}]}}]}}},{"value":{"optional":{}}}]}}},{"value":{"record":{"fields":[{"value":{"contractId":"${f.openMiningRound}"}}]}}},{"value":{"optional":{"value":{"party":${dso}}}}}]}}`;
  const resultText = compact
    ? `{"round":{"number":"${f.round}"},"createdAmulets":[{"tag":"TransferResultAmulet","value":"${createdAmulet}"}],"senderChangeAmulet":"${change}","meta":{"values":{}}}`
    : `{"record":{"fields":[{"value":{"record":{"fields":[{"value":{"int64":"${f.round}"}}]}}},{"value":{"list":{"elements":[{"variant":{"constructor":"TransferResultAmulet","value":{"contractId":"${createdAmulet}"}}}]}}},{"value":{"optional":{"value":{"contractId":"${change}"}}}},{"value":{"record":{"fields":[{"value":{"textMap":{}}}]}}}]}}`;
  const archive = compact ? '{}' : '{"record":{}}';
  const unit = compact ? '{}' : '{"unit":{}}';
  let children = '[';
  let events = '';
  const last = inputs.length + 2;
  for (let n = 1; n <= last; n++) children += `${n === 1 ? '' : ','}"${id}:${n}"`;
  children += ']';
  for (let n = 1; n <= inputs.length; n++) {
    const input = root.children[n - 1] as Exercised;
    events += `,"${id}:${n}":${exercisedText(`${id}:${n}`, input, archive, '[]', unit)}`;
  }
  return (
    `["${id}:0"],"events_by_id":{"${id}:0":${exercisedText(`${id}:0`, root, argumentText, children, resultText)}` +
    `${events},"${id}:${last - 1}":${createdText(`${id}:${last - 1}`, f.output, compact)}` +
    `,"${id}:${last}":${createdText(`${id}:${last}`, f.change, compact)}}`
  );
}

/**
 * `root_event_ids` and `events_by_id`, from the first `[` of the one to the last `}` of the other, of a background
 * transaction; null for any other.
 */
export function backgroundTreeText(tx: Transaction, encoding: ValueEncoding): string | null {
  const facts = tx.background;
  if (facts === undefined) return null;
  const root = tx.roots[0] as Exercised;
  const compact = encoding === 'compact_json';
  return facts.shape === 'tap'
    ? tapText(tx.updateId, root, facts, compact)
    : transferText(tx.updateId, root, facts, compact);
}

/** The views of a background transaction's verdict, from what they follow from (Verdict.background). */
export function backgroundViewsText({ actor, dso, archives }: NonNullable<Verdict['background']>): string {
  // Informees as viewsOf() in transactions.ts makes them.
  const informees = parties(unique([actor, dso]));
  const parts = `,"informees":${informees},"confirming_parties":[{"parties":[${qk(actor)}],"threshold":1}],"sub_views":`;
  let subViews = '[';
  let others = '';
  for (let n = 1; n <= archives; n++) {
    subViews += n === 1 ? `${n}` : `,${n}`;
    others += `,{"view_id":${n}${parts}[],"view_hash":""}`;
  }
  return `{"view_id":0${parts}${subViews}],"view_hash":""}${others}`;
}
