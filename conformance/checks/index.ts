import type { AnyCheck } from '../check.js';
import * as byId from './by-id.js';
import { CHECK_IDS, type ById, type ExactlyById } from '../../common/check-ids.js';

/** Every check by its id (by-id.ts): a check id without a check there, or a check under no id, does not compile. */
export type ChecksById = ById<AnyCheck>;

const listed: ExactlyById<typeof byId, AnyCheck> = byId;

export const checksById: ChecksById = listed;

/** Every check, in the order a run reports them (CHECK_IDS). Ids are stable: CI configurations name them. */
export const allChecks: readonly AnyCheck[] = CHECK_IDS.map((id) => checksById[id]);

export const checkIds: readonly string[] = allChecks.map((c) => c.id);
