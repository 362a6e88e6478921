import type { GetChoiceContextRequest } from '../../common/schemas/types.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Contract } from '../ledger/model.js';
import { anyBool, anyContractId, anyMap, anyText, choiceContext } from '../ledger/payloads.js';
import type { LedgerValue } from '../ledger/values.js';
import { choiceContextReply } from './disclosure.js';
import { failure, parseBody, type Reply } from './reply.js';

/**
 * The request's `meta` goes into the context as `values["request-meta"]`, an AV_Map of AV_Text, so that it
 * reaches the choice (docs/api.md section 2: "should be incorporated into the choice context"). Absent or empty meta
 * adds nothing, which keeps the context exactly as the reference implementation builds it.
 */
export function metaEntry(meta: GetChoiceContextRequest['meta']): Record<string, LedgerValue> {
  const keys = Object.keys(meta ?? {}).sort();
  if (!meta || keys.length === 0) return {};
  return { 'request-meta': anyMap(Object.fromEntries(keys.map((k) => [k, anyText(meta[k] ?? '')]))) };
}

/**
 * Operation A, getAllocationWithdrawContext: the context to withdraw an allocation (docs/api.md sections 3 and 4.A).
 * 404 for an unknown or archived allocation, 409 when a contract to disclose is being reassigned.
 */
export function withdrawContext(ledger: Ledger, allocationId: string, body: unknown): Reply {
  const parsed = parseBody<GetChoiceContextRequest>('get-choice-context-request', body);
  if (!parsed.ok) return parsed.reply;
  const request = parsed.value;
  const allocation = ledger.allocations.get(allocationId);
  const registry = ledger.registry;
  // docs/deployments.md, errors: the reference's text for an unknown allocation.
  const notFound = failure(404, `AmuletAllocation '${allocationId}' not found.`);
  if (!allocation || !registry || ledger.location(allocation.allocationId).state === 'archived') return notFound;
  const meta = metaEntry(request.meta);
  const locked = allocation.lockedAmulet;
  if (ledger.location(locked.contractId).state === 'archived') {
    // The locked holding is gone already (its lock expired): nothing to disclose, nothing to unlock.
    return choiceContextReply(ledger, choiceContext({ 'expire-lock': anyBool(false), ...meta }), [], request);
  }
  const round = registry.rounds[registry.rounds.length - 1] as Contract;
  const config = registry.configState;
  const data = choiceContext({
    'amulet-rules': anyContractId(registry.amuletRules.contractId),
    'open-round': anyContractId(round.contractId),
    ...(config ? { 'external-party-config-state': anyContractId(config.contractId) } : {}),
    'expire-lock': anyBool(true),
    ...meta,
  });
  const contracts = [registry.amuletRules, round, ...(config ? [config] : []), locked];
  return choiceContextReply(
    ledger,
    data,
    contracts,
    request,
    undefined,
    `Allocation '${allocationId}' cannot be withdrawn now: a contract it needs`,
  );
}
