import { expect } from 'vitest';
import { startSimulator, type Simulator } from 'token-registry-kit';
import { schemaErrors, type Answer } from './http-client.js';

// The operations' URLs on a simulator, and what every answer of an error holds to: both server test files use them.

export const withdrawUrl = (s: Simulator, id: string): string =>
  `${s.urls.registry}/registry/allocations/v1/${encodeURIComponent(id)}/choice-contexts/withdraw`;
export const factoryUrl = (s: Simulator): string =>
  `${s.urls.registry}/registry/allocation-instruction/v1/allocation-factory`;
export const entryUrl = (s: Simulator, party: string): string =>
  `${s.urls.validator}/v0/scan-proxy/ans-entries/by-party/${encodeURIComponent(party)}`;
export const eventsUrl = (s: Simulator): string => `${s.urls.scan}/v0/events`;

export function expectError(answer: Answer, status: number, mentions: RegExp): void {
  expect(answer.status).toBe(status);
  expect(answer.contentType).toBe('application/json');
  expect(schemaErrors('error-response', answer.json)).toEqual([]);
  expect((answer.json as { error: string }).error).toMatch(mentions);
}

export function expectDebugFree(value: unknown): void {
  const text = JSON.stringify(value);
  expect(text).not.toMatch(/"debug[A-Za-z]*":/);
}

/** A simulator of `default` and one of `empty`, as both server test files start them. */
export const defaultAndEmpty = (): Promise<[Simulator, Simulator]> =>
  Promise.all([startSimulator({ scenario: 'default' }), startSimulator({ scenario: 'empty' })]);
