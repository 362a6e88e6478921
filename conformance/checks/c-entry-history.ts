import fc from 'fast-check';
import { defineCheck, failure, judged, shown, type Finding, type Judgement } from '../check.js';
import type { Exchange } from '../client/client.js';
import type { EntryFact, HistoryFacts } from '../history/facts.js';
import { parseInstantNanos } from '../reading/instant.js';
import { isObject, type JsonObject } from '../reading/json.js';
import { outlives } from '../history/learn.js';
import { entryRequest, eventsRequest } from '../client/requests.js';
import { historyNeeds, placeText } from './history-facts.js';

/** Name entries read, by contract id and by party, made once per set of facts. */
interface EntryIndex {
  readonly byId: ReadonlyMap<string, EntryFact>;
  readonly byParty: ReadonlyMap<string, readonly EntryFact[]>;
}

const indexes = new WeakMap<HistoryFacts, EntryIndex>();

function entryIndexOf(history: HistoryFacts): EntryIndex {
  let index = indexes.get(history);
  if (!index) {
    const byParty = new Map<string, EntryFact[]>();
    for (const e of history.entries) byParty.set(e.user, [...(byParty.get(e.user) ?? []), e]);
    index = {
      byId: new Map(history.entries.map((e) => [e.contractId, e])),
      byParty,
    };
    indexes.set(history, index);
  }
  return index;
}

/** Parties with a name-entry contract in what was read, sorted. */
const partiesOf = (history: HistoryFacts | undefined): string[] =>
  history ? [...entryIndexOf(history).byParty.keys()].sort() : [];

/** "dave.unverified.cns (contract 00ab..., created at (migration 1, ...))". */
const entryText = (e: EntryFact): string => `${e.name} (contract ${e.contractId}, created at ${placeText(e.created)})`;

/** A read the probe did not send: the end of the history is read only for an entry the history does not show. */
export interface NotSent {
  readonly sent: false;
}

export const NOT_SENT: NotSent = { sent: false };

type EntryAnswer = Exchange | NotSent;

const isExchange = (a: EntryAnswer): a is Exchange => !('sent' in a);

/** The answer's entry, or null when it is no `{"entry": {...}}`. */
const entryOf = (exchange: Exchange): JsonObject | null =>
  isObject(exchange.json) && isObject(exchange.json['entry']) ? exchange.json['entry'] : null;

/** The answer's entry contract id, or null when it names none (an entry the DSO provides has none). */
function contractIdOf(exchange: Exchange): string | null {
  const id = exchange.status === 200 ? entryOf(exchange)?.['contract_id'] : undefined;
  return typeof id === 'string' ? id : null;
}

/** The party's entries surely live at the target's present (history/learn.ts, outlives). */
const liveEntries = (index: EntryIndex, party: string, latest: bigint): EntryFact[] =>
  (index.byParty.get(party) ?? []).filter((e) => {
    const expires = e.expiresAt === null ? null : parseInstantNanos(e.expiresAt);
    return outlives({ archived: e.archived !== null, expires }, latest);
  });

const PUNCTUATION_BLIND = new Intl.Collator('en', { ignorePunctuation: true });

/**
 * Whether name `a` comes before `b` by the rule of real deployments (docs/deployments.md, operation C): by code units,
 * and with punctuation ignored too, so that a database that collates names otherwise is never flagged for it.
 */
const precedes = (a: string, b: string): boolean => a < b && PUNCTUATION_BLIND.compare(a, b) < 0;

interface Judging {
  readonly party: string;
  readonly exchange: Exchange;
  readonly history: HistoryFacts;
  readonly index: EntryIndex;
  readonly latest: bigint;
  readonly latestText: string;
}

/** A 404: wrong while an entry of the party surely outlives the target's present. */
function judge404({ party, exchange, index, latest, latestText }: Judging): Judgement {
  const live = liveEntries(index, party, latest)[0];
  if (!live) return judged([], 1, [party]);
  const lasts =
    live.expiresAt === null ? 'never expires' : `runs until ${live.expiresAt}, over a day past ${latestText}`;
  return judged([failure(`200 with an entry: ${entryText(live)} ${lasts}`, shown(exchange), exchange)], 1, [party]);
}

/**
 * An entry whose contract the history read does not show: wrong when discovery read the whole history and nothing
 * came after it by the time of the answer (`end`, one item after the latest read), since every entry contract is
 * created in the history; else it cannot be judged.
 */
function judgeUnseen({ party, exchange, history }: Judging, id: string, whole: boolean, end: EntryAnswer): Judgement {
  if (!whole || !history.latest || !isExchange(end) || end.status !== 200) return judged([], 0);
  const events = isObject(end.json) ? end.json['events'] : undefined;
  if (!Array.isArray(events) || events.length > 0) return judged([], 0);
  const read = `the whole history read, to its end at ${placeText(history.latest)}, which nothing followed`;
  return judged(
    [
      failure(
        `an entry contract of ${party} that the history shows (${read})`,
        `entry with contract_id ${id}`,
        exchange,
      ),
    ],
    1,
    [party],
  );
}

/** What is wrong with a known entry as the answer for the party, by any live entry's rule, or null. */
function knownProblem(fact: EntryFact, entry: JsonObject, { party, latest, latestText }: Judging): string | null {
  const expires = fact.expiresAt === null ? null : parseInstantNanos(fact.expiresAt);
  if (fact.user !== party) return `the name entry of ${fact.user}`;
  if (fact.archived) return `archived at ${placeText(fact.archived)}`;
  if (expires !== null && expires <= latest) return `expired at ${fact.expiresAt ?? ''}, by ${latestText}`;
  if (entry['user'] !== party) return `given with user ${JSON.stringify(entry['user'])}`;
  return null;
}

/** An entry the history shows: a live entry of the party; in the splice dialect, the one the rule chooses. */
function judgeKnown(judging: Judging, fact: EntryFact, entry: JsonObject, splice: boolean): Judgement {
  const { party, exchange, index, latest } = judging;
  const problem = knownProblem(fact, entry, judging);
  const findings: Finding[] = [];
  if (problem !== null)
    findings.push(
      failure(
        `an unarchived, unexpired name entry of ${party} in the history, with user = that party`,
        `entry ${entryText(fact)}: ${problem}`,
        exchange,
      ),
    );
  // docs/deployments.md, operation C: the live entry with the smallest name. One surely live and named before the
  // answer's is the rule's choice over it, whatever else the target holds.
  const first =
    splice && problem === null ? liveEntries(index, party, latest).find((e) => precedes(e.name, fact.name)) : undefined;
  if (first)
    findings.push(
      failure(
        `the entry of ${party} with the smallest name among its live ones: ${entryText(first)}, not expiring within a day of ${judging.latestText}`,
        `entry ${entryText(fact)}`,
        exchange,
      ),
    );
  return judged(findings, 1, [party]);
}

/**
 * C: a party's entry agrees with its name entries in the history (docs/api.md section 4.C; docs/deployments.md,
 * operation C): a 200 answers an entry contract of that party that the history shows unarchived and unexpired at its
 * latest record time (instants compared, never text); in the splice dialect, the one real deployments choose, the
 * smallest name among the live ones. A 404 is wrong while the history shows an unarchived entry of the party that
 * outlives that time by a day (the target's present is at least that late, and may be up to a day later). An entry
 * whose contract the history does not show is wrong when discovery read the whole history and nothing followed its end
 * by the time of the answer; else it cannot be judged. The evidence counts the answers the history determines.
 */
export const cEntryHistory = defineCheck({
  id: 'c-entry-history',
  title: "A party's entry agrees with its name entries in the history",
  operation: 'C',
  evidence: { of: 'answers for parties that the history read determines' },
  history: true,
  groups: ['validator'],
  needs: (facts) => historyNeeds(facts, 'no name entry whose life the history shows', (h) => h.entries.length > 0),
  examples: (ctx) => partiesOf(ctx.facts.history).slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...partiesOf(ctx.facts.history)),
  asks: ['entry', 'end'],
  probe: async (party, ctx) => {
    const entry: EntryAnswer = await ctx.send(entryRequest(ctx.urls, party));
    const id = contractIdOf(entry);
    const { history, reach } = ctx.facts;
    // Only an entry the whole history read does not show asks whether the history has grown since.
    if (id === null || !history?.latest || !reach?.wholeHistory || entryIndexOf(history).byId.has(id))
      return { entry, end: NOT_SENT };
    const after = {
      after_migration_id: history.latest.migrationId,
      after_record_time: history.latest.recordTime,
    };
    return {
      entry,
      end: await ctx.send(eventsRequest(ctx.urls, { page_size: 1, after })),
    };
  },
  verify: (party, { entry: answer, end }, ctx) => {
    const history = ctx.facts.history;
    const latest = history?.latest ? parseInstantNanos(history.latest.recordTime) : null;
    if (!history?.latest || latest === null || !isExchange(answer)) return judged([], 0);
    const index = entryIndexOf(history);
    const latestText = `the history's latest record time ${placeText(history.latest)}`;
    const judging: Judging = {
      party,
      exchange: answer,
      history,
      index,
      latest,
      latestText,
    };
    if (answer.status === 404) return judge404(judging);
    const entry = entryOf(answer);
    if (answer.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...}, or 404', shown(answer), answer)], 1, [party]);
    const id = contractIdOf(answer);
    if (id === null) return judged([], 0);
    const fact = index.byId.get(id);
    if (!fact) return judgeUnseen(judging, id, ctx.facts.reach?.wholeHistory === true, end);
    return judgeKnown(judging, fact, entry, ctx.dialect === 'splice');
  },
});
