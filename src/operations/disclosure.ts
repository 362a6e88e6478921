import { encodeCompact } from '../encoding/compact-json.js';
import { withoutDebugFields } from '../encoding/debug-fields.js';
import { serialize, type Json, type JsonObject } from '../encoding/json.js';
import type { Ledger } from '../ledger/ledger.js';
import type { Contract } from '../ledger/model.js';
import { encodeValue } from '../encoding/ledger-values.js';
import type { RecordValue } from '../ledger/values.js';
import { failure, ok, type Reply } from './reply.js';

/**
 * A created-event blob for a contract: padded base64 of the creation event, built from the same payload that
 * debugPayload shows, so the two always match.
 */
export function createdEventBlob(contract: Contract): string {
  const event = {
    contract_id: contract.contractId,
    template_id: contract.template.templateId,
    package_name: contract.template.packageName,
    create_arguments: encodeValue(contract.payload, 'protobuf_json'),
    created_at: contract.createdAtText,
    signatories: contract.signatories,
    observers: contract.observers,
  };
  return Buffer.from(serialize(event), 'utf8').toString('base64');
}

export interface ContextRequest {
  readonly excludeDebugFields?: boolean;
}

/**
 * A ChoiceContext for contracts to disclose, or 409 when one of them is being reassigned (docs/api.md section 2,
 * DisclosedContract). The debug fields come last and are left out with excludeDebugFields.
 */
export function choiceContextReply(
  ledger: Ledger,
  contextData: RecordValue,
  contracts: readonly Contract[],
  request: ContextRequest,
  shape: (context: JsonObject) => Json = (context) => context,
  subject = 'A contract to disclose',
): Reply {
  const disclosed: JsonObject[] = [];
  for (const contract of contracts) {
    const location = ledger.location(contract.contractId);
    if (location.state === 'inFlight') {
      return failure(
        409,
        `${subject} is being reassigned: ${contract.template.templateId.split(':').slice(1).join(':')} ${contract.contractId} is moving from ${location.source} to ${location.target}; retry when the reassignment completes`,
      );
    }
    if (location.state === 'archived') continue;
    disclosed.push({
      templateId: contract.template.templateId,
      contractId: contract.contractId,
      createdEventBlob: createdEventBlob(contract),
      synchronizerId: location.synchronizerId,
      ...(request.excludeDebugFields
        ? {}
        : {
            debugPackageName: contract.template.packageName,
            debugPayload: encodeCompact(contract.payload),
            debugCreatedAt: contract.createdAtText,
          }),
    });
  }
  const data = encodeCompact(contextData);
  // "every field whose name starts with `debug`" (docs/api.md section 2): request meta keys included.
  const choiceContextData = (request.excludeDebugFields ? withoutDebugFields(data) : data) as Json;
  return ok(shape({ choiceContextData, disclosedContracts: disclosed }));
}
