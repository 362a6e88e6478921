import { isObject } from './json.js';

/**
 * What a disclosed contract's `createdEventBlob` says of the contract it was made from, where the kit can read it
 * (docs/kit.md, checks): the form it reads is padded base64 (docs/deployments.md, value encodings) of a JSON object
 * of the creation event with `contract_id` and `template_id` strings, as the simulator writes it. Real deployments
 * write a serialized protobuf of the contract instance, which the kit does not decode: null for it, and for
 * anything else it cannot read.
 */
export interface BlobIds {
  readonly contractId: string;
  readonly templateId: string;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The ids a blob names, or null when it is not in the form read (a blob that is no base64 among them). */
export function blobIds(blob: unknown): BlobIds | null {
  if (typeof blob !== 'string' || !BASE64.test(blob)) return null;
  const bytes = Buffer.from(blob, 'base64');
  // A JSON object starts with `{` after white space, which in a protobuf message would open a group numbered 15, a
  // kind of field long deprecated: the bytes are decoded only when they may be JSON.
  const first = bytes.find((b) => b !== 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09);
  if (first !== 0x7b) return null;
  let event: unknown;
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  if (!isObject(event)) return null;
  const contractId = event['contract_id'];
  const templateId = event['template_id'];
  return typeof contractId === 'string' && typeof templateId === 'string' ? { contractId, templateId } : null;
}
