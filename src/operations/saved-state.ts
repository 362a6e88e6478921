import { SimulatorError } from '../errors.js';
import { formatRecordTime, parseInstant } from '../ledger/time.js';
import { callOf, isCount, lineOf, type LoggedCall } from './call-log.js';
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

/** The deepest a saved state nests: its head, the calls, a call, its arguments and their values. */
const MAX_DEPTH = 16;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: found by counting brackets outside strings before
 * it is parsed, since what reads a value in depth (JSON.stringify, a walk) recurses, and a file nested 200,000 deep
 * would overflow the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON text parsed, or why not: not JSON, or nested deeper than a saved state is. */
function parsed(text: string): { readonly value: unknown } | { readonly why: string } {
  if (nestsDeeperThan(text, MAX_DEPTH)) {
    return { why: `nests arrays and objects more than ${MAX_DEPTH} deep, and a saved state is not as deep` };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { why: `is not JSON (${(error as Error).message})` };
  }
}

/**
 * The text of a saved state: not the history, but what makes it (the scenario, the seed and the calls in order),
 * with what the calls must replay to and a checksum of them, and the id of the log of calls that goes on from it
 * (`logId`, docs/control.md, what is durable when). One call per line, so that a diff reads.
 */
export function savedStateText(identity: StateIdentity, log: SavedLog, digest: Digest, logId?: string): string {
  const lines = log.calls.map(lineOf);
  const head = {
    format: STATE_FORMAT,
    formatVersion: STATE_FORMAT_VERSION,
    packageVersion: identity.packageVersion,
    scenario: { name: identity.scenario, sha256: identity.scenarioSha256 },
    seed: identity.seed,
    end: { eventCount: log.end.eventCount, migrationId: log.end.migrationId, now: formatRecordTime(log.end.now) },
    callsSha256: digest(`[${lines.join(',')}]`),
    ...(logId === undefined ? {} : { logId }),
  };
  const list = lines.length === 0 ? '[]' : `[\n${lines.map((line) => `    ${line}`).join(',\n')}\n  ]`;
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "calls": ${list}\n}\n`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const short = (hash: unknown): string => (typeof hash === 'string' ? `${hash.slice(0, 12)}...` : String(hash));

/** A saved state's log, and the id of the log of calls that goes on from it (null in a state saved without one). */
export interface LoadedState extends SavedLog {
  readonly logId: string | null;
}

/**
 * The log a saved state holds, once it is found to be one that this code saved from this scenario and seed, and
 * unchanged since; else a SavedStateError that says which, as one line that begins with `source`.
 */
export function readSavedState(text: string, identity: StateIdentity, digest: Digest, source: string): LoadedState {
  const refused = (why: string): SavedStateError => new SavedStateError(`${source} ${why}`);
  const read = parsed(text);
  if ('why' in read) throw refused(`${read.why}: not a saved state, or a damaged one`);
  const state = read.value;
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
  const logged = calls.map(callOf);
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
    logId: typeof state['logId'] === 'string' ? state['logId'] : null,
  };
}

/** What the first line of a log of calls says it is. */
export const CALL_LOG_FORMAT = 'token-registry-kit/calls';

/** The first line of a log of calls that goes on from the saved state of `logId`. */
export const callLogHead = (logId: string): string =>
  `${JSON.stringify({ format: CALL_LOG_FORMAT, formatVersion: STATE_FORMAT_VERSION, logId })}\n`;

/** What a log of calls beside a saved state holds for it. */
export type CallLog =
  /** It goes on from another saved state (one replaced since, or none): its calls are in the state already, or lost with it. */
  | { readonly kind: 'stale' }
  /** The calls made after the state was saved; `torn` when its last line was cut short (a crash mid-append): dropped. */
  | { readonly kind: 'calls'; readonly calls: readonly LoggedCall[]; readonly torn: boolean };

/**
 * The calls of a log of calls (a line for its head, then one a call, each ending with a newline) that go on from
 * the saved state of `logId`. A last line without its newline, or that is not a call, is a record the process was
 * writing when it stopped, before the call answered: dropped (`torn`). Any other line that is not a call refuses
 * the whole, with a SavedStateError that begins with `source`.
 */
export function readCallLog(text: string, logId: string | null, source: string): CallLog {
  const lines = text.split('\n');
  const refused = (why: string): SavedStateError => new SavedStateError(`${source} ${why}`);
  const head = parsed(lines[0] ?? '');
  const fields = 'value' in head && isRecord(head.value) ? head.value : {};
  if (lines.length < 2 || fields['format'] !== CALL_LOG_FORMAT) {
    throw refused(
      `is not a log of calls of token-registry-kit: its first line is not {"format":"${CALL_LOG_FORMAT}",...}; move it away, and the state is loaded without it`,
    );
  }
  if (fields['formatVersion'] !== STATE_FORMAT_VERSION) {
    throw refused(
      `has format version ${JSON.stringify(fields['formatVersion']) ?? 'missing'}; this token-registry-kit reads version ${STATE_FORMAT_VERSION}`,
    );
  }
  if (logId === null || fields['logId'] !== logId) return { kind: 'stale' };
  // Each record is written whole with its newline and synced before its call answers: the last line is the one a
  // crash may have cut short (no newline, or bytes the file system never wrote), and its call never answered.
  const records = lines.slice(1);
  let torn = records.pop() !== '';
  const calls: LoggedCall[] = [];
  for (const [i, line] of records.entries()) {
    const read = parsed(line);
    const call = 'value' in read ? callOf(read.value) : null;
    if (call !== null) {
      calls.push(call);
    } else if (i === records.length - 1 && !torn) {
      torn = true;
    } else {
      throw refused(
        `is damaged at line ${i + 2}: ${'why' in read ? `it ${read.why}` : 'it holds no call'} (${line.slice(0, 80)}); a record before the last is never cut short by a crash`,
      );
    }
  }
  return { kind: 'calls', calls, torn };
}
