import { isJsonObject } from '../encoding/json.js';
import type { Fault, FaultInput } from './fault.js';

/** A JSON object as the faults edit it: copies of replies, never the ledger's own values. */
export type Json = Record<string, unknown>;

export const isObject = isJsonObject;

export const clone = <T>(value: T): T => structuredClone(value);

/**
 * A fault that edits a copy of the body of a 200 reply; other replies pass unchanged. The request and its
 * ledger go on as they came, so that a fault further in (one that substitutes a ledger) still counts.
 */
export function edit200(editBody: (body: Json, input: FaultInput) => void): Fault['apply'] {
  return (input, next) => {
    const reply = next(input.body, input.ledger);
    if (reply.status !== 200 || !isObject(reply.body)) return reply;
    const body = clone(reply.body);
    editBody(body, input);
    return { ...reply, body };
  };
}

/** The events of a D page, or none. */
export const eventsOf = (body: Json): Json[] => (Array.isArray(body['events']) ? (body['events'] as Json[]) : []);

/** The disclosed contracts of an A answer (under `choiceContext` in B's). */
export const disclosedOf = (body: Json): Json[] => {
  const context = isObject(body['choiceContext']) ? body['choiceContext'] : body;
  return Array.isArray(context['disclosedContracts']) ? (context['disclosedContracts'] as Json[]) : [];
};

/** A D request's page_size when it is a number, else null. */
export const pageSizeOf = (body: unknown): number | null =>
  isObject(body) && typeof body['page_size'] === 'number' ? body['page_size'] : null;

/** A D request's cursor object, else null. */
export const afterOf = (body: unknown): Json | null =>
  isObject(body) && isObject(body['after']) ? body['after'] : null;

/** True when an A or B request asks for debug fields to be left out (docs/api.md section 2). */
export const excludesDebug = (body: unknown): boolean => isObject(body) && body['excludeDebugFields'] === true;
