import { SimulatorError } from '../errors.js';
import { formatRecordTime, parseInstant } from '../ledger/time.js';
import { changeNames, type LoggedCall } from './call-log.js';
import type { SavedLog } from './snapshots.js';

/** What a saved state's `format` says it is. */
export const STATE_FORMAT = 'token-registry-kit/state';
/** The version of the format this code writes and reads. */
export const STATE_FORMAT_VERSION = 1;

/** A state file that cannot be loaded: another scenario, seed, format or version, or a damaged file. Exit code 2. */
export class SavedStateError extends SimulatorError {
  override readonly name = 'SavedStateError';
  readonly exitCode = 2;
}

/** What a saved state must have been saved from to replay on a ledger: the same code, scenario and seed. */
export interface StateIdentity {
  readonly packageVersion: string;
  /** The scenario's name, and the SHA-256 of its content. */
  readonly scenario: string;
  readonly scenarioSha256: string;
  readonly seed: number;
}

/** SHA-256 of a text, in hex: the edge's (node:crypto), since the pure core reaches no built-in. */
export type Digest = (text: string) => string;

/** A logged call as the file holds it: an advance's present as an RFC 3339 record time. */
type FileCall =
  | { readonly call: 'advance'; readonly eventCount: number; readonly now: string }
  | { readonly call: string; readonly args: readonly unknown[] };

const fileCallOf = (call: LoggedCall): FileCall =>
  call.call === 'advance' ? { call: 'advance', eventCount: call.eventCount, now: formatRecordTime(call.now) } : call;

/**
 * The text of a saved state: not the history, but what makes it (the scenario, the seed and the calls in order),
 * with what the calls must replay to and a checksum of them. One call per line, so that a diff reads.
 */
export function savedStateText(identity: StateIdentity, log: SavedLog, digest: Digest): string {
  const calls = log.calls.map(fileCallOf);
  const head = {
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    packageVersion: identity.packageVersion,
    scenario: { name: identity.scenario, sha256: identity.scenarioSha256 },
    seed: identity.seed,
    end: { eventCount: log.end.eventCount, migrationId: log.end.migrationId, now: formatRecordTime(log.end.now) },
    callsSha256: digest(JSON.stringify(calls)),
  };
  const lines = calls.map((call) => `    ${JSON.stringify(call)}`);
  const list = lines.length === 0 ? '[]' : `[\n${lines.join(',\n')}\n  ]`;
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "calls": ${list}\n}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const short = (hash: unknown): string => (typeof hash === 'string' ? `${hash.slice(0, 12)}...` : String(hash));

/** A call of the file, or null when it is none. */
function loggedCallOf(value: unknown): LoggedCall | null {
  if (!isRecord(value)) return null;
  if (value['call'] === 'advance') {
    const now = typeof value['now'] === 'string' ? parseInstant(value['now']) : null;
    return isCount(value['eventCount']) && now !== null
      ? { call: 'advance', eventCount: value['eventCount'], now }
      : null;
  }
  const name = changeNames.find((n) => n === value['call']);
  const args = value['args'];
  return name !== undefined && Array.isArray(args) ? { call: name, args } : null;
}

/**
 * The log a saved state holds, once it is found to be one that this code saved from this scenario and seed, and
 * unchanged since; else a SavedStateError that says which, as one line that begins with `source`.
 */
export function readSavedState(text: string, identity: StateIdentity, digest: Digest, source: string): SavedLog {
  const refused = (why: string): SavedStateError => new SavedStateError(`${source} ${why}`);
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch (error) {
    throw refused(`is not JSON (${(error as Error).message}): not a saved state, or a damaged one`);
  }
  if (!isRecord(state) || state['format'] !== STATE_FORMAT) {
    const format = isRecord(state) ? (JSON.stringify(state['format']) ?? 'missing') : 'missing';
    throw refused(`is not a saved state of token-registry-kit: its "format" is ${format}, not "${STATE_FORMAT}"`);
  }
  if (state['formatVersion'] !== STATE_FORMAT_VERSION) {
    throw refused(
      `has format version ${JSON.stringify(state['formatVersion']) ?? 'missing'}; this token-registry-kit reads version ${STATE_FORMAT_VERSION}`,
    );
  }
  if (state['packageVersion'] !== identity.packageVersion) {
    throw refused(
      `was saved by token-registry-kit ${String(state['packageVersion'])}, and this is ${identity.packageVersion}: a saved state replays the same only in the version that saved it`,
    );
  }
  const scenario = isRecord(state['scenario']) ? state['scenario'] : {};
  if (scenario['name'] !== identity.scenario || scenario['sha256'] !== identity.scenarioSha256) {
    throw refused(
      `was saved from scenario ${JSON.stringify(scenario['name']) ?? 'missing'} (sha256 ${short(scenario['sha256'])}), and this simulator runs scenario "${identity.scenario}" (sha256 ${short(identity.scenarioSha256)})`,
    );
  }
  if (state['seed'] !== identity.seed) {
    throw refused(
      `was saved with seed ${JSON.stringify(state['seed']) ?? 'missing'}, and this simulator runs seed ${identity.seed} (--seed)`,
    );
  }
  const calls = state['calls'];
  if (!Array.isArray(calls) || digest(JSON.stringify(calls)) !== state['callsSha256']) {
    throw refused('was changed after it was saved: its calls do not match their checksum (callsSha256)');
  }
  const logged = calls.map(loggedCallOf);
  const bad = logged.indexOf(null);
  if (bad >= 0) throw refused(`has a call that is none (calls[${bad}]): ${JSON.stringify(calls[bad])}`);
  const end = isRecord(state['end']) ? state['end'] : {};
  const now = typeof end['now'] === 'string' ? parseInstant(end['now']) : null;
  if (!isCount(end['eventCount']) || !isCount(end['migrationId']) || now === null) {
    throw refused('has no end it replays to: "end" must hold eventCount, migrationId and now');
  }
  return {
    calls: logged as LoggedCall[],
    end: { eventCount: end['eventCount'], migrationId: end['migrationId'], now },
  };
}
