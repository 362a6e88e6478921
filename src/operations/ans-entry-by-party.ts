import type { Ledger } from '../ledger/ledger.js';
import { formatShortest } from '../ledger/time.js';
import { describeError, validate } from '../../common/schemas/registry.js';
import { failure, ok, type Reply } from './reply.js';

/**
 * Operation C, the name-service entry of a party (docs/api.md section 4.C). A party with several entries gets the
 * lexicographically smallest unexpired name; the DSO has its DSO-provided entry, without contract or expiry
 * (docs/deployments.md, operation C and AnsEntry).
 */
export function ansEntryByParty(ledger: Ledger, party: string): Reply {
  const valid = validate<string>('party-id', party);
  if (!valid.ok) {
    const first = valid.errors[0];
    return failure(400, first ? describeError(first, 'party') : 'party is invalid');
  }
  if (party === ledger.world.dso) {
    return ok({ entry: { user: party, name: 'dso.cns', url: '', description: '' } });
  }
  const entry = (ledger.ansEntries.get(party) ?? [])
    .filter((e) => e.expiresAt > ledger.now)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))[0];
  if (!entry) return failure(404, `Party ${party} does not have any ANSEntry.`);
  return ok({
    entry: {
      contract_id: entry.contract.contractId,
      user: entry.user,
      name: entry.name,
      url: entry.url,
      description: entry.description,
      expires_at: formatShortest(entry.expiresAt),
    },
  });
}
