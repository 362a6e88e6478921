import type { GetFactoryRequest } from '../../common/schemas/types.js';
import { isJsonObject } from '../encoding/json.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Contract } from '../ledger/model.js';
import { anyContractId, choiceContext } from '../ledger/payloads.js';
import { choiceContextReply } from './disclosure.js';
import { preview } from '../../common/schemas/registry.js';
import { failure, parseBody, type Reply } from './reply.js';

type InstrumentChoice = { ok: true; name: string | null } | { ok: false; reply: Reply };

/** The instrument that `choiceArguments.allocation.transferLeg.instrumentId` names, if it names one. */
function instrumentOf(ledger: Ledger, args: Record<string, unknown>): InstrumentChoice {
  const allocation = args['allocation'];
  const leg = isJsonObject(allocation) ? allocation['transferLeg'] : undefined;
  const instrument = isJsonObject(leg) ? leg['instrumentId'] : undefined;
  if (instrument === undefined) return { ok: true, name: null };
  const field = 'choiceArguments.allocation.transferLeg.instrumentId';
  if (!isJsonObject(instrument) || typeof instrument['admin'] !== 'string' || typeof instrument['id'] !== 'string') {
    return {
      ok: false,
      reply: failure(400, `${field} must be an object with string fields admin and id, got ${preview(instrument)}`),
    };
  }
  if (instrument['admin'] !== ledger.world.dso || !ledger.registry?.instruments.has(instrument['id'])) {
    return {
      ok: false,
      reply: failure(
        404,
        `Instrument '${instrument['id']}' of admin '${instrument['admin']}' is not administered by this registry.`,
      ),
    };
  }
  return { ok: true, name: instrument['id'] };
}

/**
 * Operation B, the allocation factory with its choice context (docs/api.md section 4.B). The context fits the
 * choiceArguments: it discloses the configuration contract of the instrument that the transfer leg names.
 */
export function allocationFactory(ledger: Ledger, body: unknown): Reply {
  const parsed = parseBody<GetFactoryRequest>('get-factory-request', body);
  if (!parsed.ok) return parsed.reply;
  const registry = ledger.registry;
  if (!registry) return failure(404, 'No allocation factory: this registry has not been set up.');
  const instrument = instrumentOf(ledger, parsed.value.choiceArguments);
  if (!instrument.ok) return instrument.reply;
  const configuration = registry.instruments.get(instrument.name ?? ledger.plan.instruments[0] ?? 'Amulet');
  const round = registry.rounds[registry.rounds.length - 1] as Contract;
  const config = registry.configState;
  const data = choiceContext({
    'amulet-rules': anyContractId(registry.amuletRules.contractId),
    'open-round': anyContractId(round.contractId),
    ...(config ? { 'external-party-config-state': anyContractId(config.contractId) } : {}),
    ...(configuration ? { 'instrument-configuration': anyContractId(configuration.contractId) } : {}),
  });
  const contracts = [
    registry.amuletRules,
    round,
    ...(config ? [config] : []),
    ...(configuration ? [configuration] : []),
    registry.factory,
  ];
  return choiceContextReply(ledger, data, contracts, parsed.value, (choiceContext) => ({
    factoryId: registry.factory.contractId,
    choiceContext,
  }));
}
