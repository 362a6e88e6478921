import type { Stream } from './random.js';

/**
 * Identifier shapes of a real deployment (docs/deployments.md, identifier shapes). Every id comes from a seeded stream,
 * so the same scenario and seed give the same ids.
 */
export const contractId = (s: Stream): string => s.hexAmong('00', 64, 'ca', 2, '1220', 64);
export const updateId = (s: Stream): string => s.hexAmong('1220', 64);
export const namespaced = (hint: string, s: Stream): string => `${hint}::1220${s.hex(64)}`;
export const packageId = (s: Stream): string => s.hex(64);
export const hexHash = (s: Stream): string => s.hex(64);
