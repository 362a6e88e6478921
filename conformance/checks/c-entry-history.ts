import fc from 'fast-check';
import { defineCheck, failure, judged, shown } from '../check.js';
import type { EntryFact, HistoryFacts } from '../history/facts.js';
import { parseInstantNanos } from '../reading/instant.js';
import { isObject } from '../reading/json.js';
import { outlives } from '../history/learn.js';
import { entryRequest } from '../client/requests.js';
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
    index = { byId: new Map(history.entries.map((e) => [e.contractId, e])), byParty };
    indexes.set(history, index);
  }
  return index;
}

/** Parties with a name-entry contract in what was read, sorted. */
const partiesOf = (history: HistoryFacts | undefined): string[] =>
  history ? [...entryIndexOf(history).byParty.keys()].sort() : [];

/** "dave.unverified.cns (contract 00ab..., created at (migration 1, ...))". */
const entryText = (e: EntryFact): string => `${e.name} (contract ${e.contractId}, created at ${placeText(e.created)})`;

/**
 * C: a party's entry agrees with its name entries in the history (docs/api.md section 4.C; docs/deployments.md,
 * operation C): a 200 answers an entry contract of that party that the history shows unarchived and unexpired at its
 * latest record time (instants compared, never text); a 404 is wrong while the history shows an unarchived entry of the
 * party that outlives that time by a day (the target's present is at least that late, and may be up to a day later). An
 * entry whose contract the history does not show cannot be judged.
 */
export const cEntryHistory = defineCheck({
  id: 'c-entry-history',
  title: "A party's entry agrees with its name entries in the history",
  operation: 'C',
  evidence: { of: 'answers for parties whose name entries the history shows' },
  history: true,
  groups: ['validator'],
  needs: (facts) => historyNeeds(facts, 'no name entry whose life the history shows', (h) => h.entries.length > 0),
  examples: (ctx) => partiesOf(ctx.facts.history).slice(0, 200),
  inputs: (ctx) => fc.constantFrom(...partiesOf(ctx.facts.history)),
  asks: ['entry'],
  probe: async (party, ctx) => ({ entry: await ctx.send(entryRequest(ctx.urls, party)) }),
  verify: (party, { entry: exchange }, ctx) => {
    const history = ctx.facts.history;
    const latest = history?.latest ? parseInstantNanos(history.latest.recordTime) : null;
    if (!history?.latest || latest === null) return judged([], 0);
    const index = entryIndexOf(history);
    const latestText = `the history's latest record time ${placeText(history.latest)}`;
    if (exchange.status === 404) {
      const live = (index.byParty.get(party) ?? []).find((e) => {
        const expires = e.expiresAt === null ? null : parseInstantNanos(e.expiresAt);
        return outlives({ archived: e.archived !== null, expires }, latest);
      });
      if (!live) return judged([], 1, [party]);
      return judged(
        [
          failure(
            `200 with an entry: ${entryText(live)} ${live.expiresAt === null ? 'never expires' : `runs until ${live.expiresAt}, over a day past ${latestText}`}`,
            shown(exchange),
            exchange,
          ),
        ],
        1,
        [party],
      );
    }
    const entry = isObject(exchange.json) && isObject(exchange.json['entry']) ? exchange.json['entry'] : null;
    if (exchange.status !== 200 || !entry)
      return judged([failure('200 with {"entry": ...}, or 404', shown(exchange), exchange)], 1, [party]);
    const fact = typeof entry['contract_id'] === 'string' ? index.byId.get(entry['contract_id']) : undefined;
    if (!fact) return judged([], 0);
    const expires = fact.expiresAt === null ? null : parseInstantNanos(fact.expiresAt);
    const problem =
      fact.user !== party
        ? `the name entry of ${fact.user}`
        : fact.archived
          ? `archived at ${placeText(fact.archived)}`
          : expires !== null && expires <= latest
            ? `expired at ${fact.expiresAt ?? ''}, by ${latestText}`
            : entry['user'] !== party
              ? `given with user ${JSON.stringify(entry['user'])}`
              : null;
    if (problem === null) return judged([], 1, [party]);
    return judged(
      [
        failure(
          `an unarchived, unexpired name entry of ${party} in the history, with user = that party`,
          `entry ${entryText(fact)}: ${problem}`,
          exchange,
        ),
      ],
      1,
      [party],
    );
  },
});
