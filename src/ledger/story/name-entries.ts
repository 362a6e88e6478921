import type { Plan } from '../scenario.js';
import { ansEntryPayload } from '../payloads.js';
import { templates } from '../templates.js';
import { MICROS_PER_DAY } from '../time.js';
import { created, newContract } from '../transactions.js';
import type { Party } from '../world.js';
import { transactionItem } from './items.js';
import { endsWithRecentActivity, RECENT_ENTRIES, stepKey } from './recent-activity.js';
import type { StorySetting, Step } from './state.js';

interface EntryCount {
  readonly count: number;
  /** The party's only entry ran out before the ledger's present. */
  readonly expired: boolean;
}

/** By its rank in the shuffled order, a party has no entry, several, only an expired one, or one. */
function entryCountOf(plan: Plan, rank: number): EntryCount {
  if (rank < plan.withoutEntry) return { count: 0, expired: false };
  if (rank < plan.withoutEntry + plan.withSeveralEntries) return { count: 2 + (rank % 2), expired: false };
  if (rank < plan.withoutEntry + plan.withSeveralEntries + plan.withExpiredEntryOnly)
    return { count: 1, expired: true };
  return { count: 1, expired: false };
}

/** The hint with what a name may not hold replaced, numbered from the second entry on; at most its last 60 characters. */
function entryName(party: Party, entry: number): string {
  const label = party.hint.replace(/[^a-z0-9_-]/g, '-');
  const number = entry === 0 ? '' : `-${entry + 1}`;
  return `${label}${number}.unverified.cns`.slice(-60);
}

/** A party's entry number `entry` (from 0), created at a random place in the history or, if `recent`, near its end. */
function entryStep(
  setting: StorySetting,
  party: Party,
  partyIndex: number,
  entry: number,
  expired: boolean,
  recent: boolean,
): Step {
  const { world, now } = setting;
  const entryStream = setting.storyStream.child('entry', partyIndex, entry);
  const name = entryName(party, entry);
  return {
    key: stepKey(recent, entryStream.int(0, 999_999) / 1_000_000),
    run: (slot, state) =>
      transactionItem(
        setting,
        entryStream,
        slot,
        (effective) => {
          // An expired entry lived for a while after its creation and ran out before the ledger's present.
          const lifetime = now - effective.micros;
          const expiresAt = !expired
            ? now + entryStream.int(30, 365) * MICROS_PER_DAY
            : lifetime > 1
              ? effective.micros + Math.max(1, Math.floor((lifetime * entryStream.int(10, 90)) / 100))
              : now - 1;
          const url = entryStream.chance(60) ? `https://${party.hint}.example.com` : '';
          const description = entryStream.chance(50) ? `${party.hint} on the global synchronizer` : '';
          const contract = newContract(
            entryStream,
            templates.ansEntry,
            ansEntryPayload(world.dso, party.id, name, url, description, expiresAt),
            effective,
            [world.dso, party.id],
          );
          const entries = state.ansEntries.get(party.id) ?? [];
          entries.push({ contract, user: party.id, name, url, description, expiresAt });
          state.ansEntries.set(party.id, entries);
          return [created(contract)];
        },
        [party.id],
        { workflowId: 'ans-entry-request' },
      ),
  };
}

/** Name entries: some parties have none, some several, some only expired ones. */
export function nameEntries(setting: StorySetting): Step[] {
  const { plan, world } = setting;
  const order = setting.storyStream
    .child('entry-order')
    .shuffle(world.parties.map((party, index) => ({ party, index })));
  const long = endsWithRecentActivity(setting);
  return order.flatMap(({ party, index }, rank) => {
    const { count, expired } = entryCountOf(plan, rank);
    // The last parties of the shuffled order, which have one unexpired entry, get it recently.
    const recent = long && count === 1 && !expired && rank >= order.length - RECENT_ENTRIES;
    return Array.from({ length: count }, (_, entry) => entryStep(setting, party, index, entry, expired, recent));
  });
}
