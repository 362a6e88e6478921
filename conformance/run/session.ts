import { isEveryOperation, OPERATIONS } from '../../common/api.js';
import type { AnyCheck, CheckContext, Group } from '../check.js';
import { askOf, createClient, deadlineIn, type Client, type Deadline, type Send } from '../client/client.js';
import { readCaFile, type KitConfig } from '../config/config.js';
import { countsOf, discoverFacts, type DiscoveryProgress } from '../history/discovery.js';
import { KitError } from '../../common/errors.js';
import type { Position } from '../reading/events.js';
import { loadProfile, noFacts, type Facts } from '../history/facts.js';
import { firstContact } from './first-contact.js';
import { emptyMap, mapHistory, type MapResult, type ReadDefect } from '../history/map.js';
import { allChecks } from '../checks/index.js';
import { succeedingWith } from '../arbitraries/requests.js';
import { DISCOVERY_PATH } from './replay.js';
import type { CheckResult } from './results.js';
import { ItemJudge, judgedReads } from '../items/judge.js';
import type { SweepProgress } from '../sweep/sweep.js';

// A run's session: the first contact with the target, the map of its history and the facts the checks draw on.

export interface Session {
  readonly config: KitConfig;
  readonly ctx: CheckContext;
  readonly requests: () => number;
  /** The bytes of answers held now, and the most held at once so far (--max-held-mb; client/held.ts). */
  readonly held: () => { readonly now: number; readonly peak: number };
  /** The run's --max-duration, from when the session opened. */
  readonly deadline: Deadline;
  /** Closes the connections kept alive to the target. */
  readonly close: () => void;
  /** Takes back the bodies of the answers sent so far (Client.recycle): after an example, when it is judged. */
  readonly recycle: () => void;
  /** Answers that broke a rule while the kit read the history for its map and facts: failures of those checks. */
  readonly defects: readonly ReadDefect[];
  /** Every item the run reads, judged by the item rules of the checks selected (items/judge.ts). */
  readonly items: ItemJudge;
  /** When the session opened (performance.now()): the start of --time-budget. */
  readonly openedAt: number;
  /**
   * The client's send of bodies of their own, whose pages the item judge does not see: for a reader that gives it them
   * itself and keeps answers across awaits (client/client.ts, sendOwn).
   */
  readonly unjudgedSend: Send;
}

/** "the run passed --max-duration (15m)": what a check that the deadline stopped says. */
export const deadlineText = (ms: number): string => {
  const s = ms / 1000;
  const shown = s % 3600 === 0 ? `${s / 3600}h` : s % 60 === 0 ? `${s / 60}m` : `${s}s`;
  return `the run passed --max-duration (${shown})`;
};

/** The target did not answer at all when the run started: exit code 3. */
export class UnreachableError extends KitError {
  override readonly name = 'UnreachableError';
  readonly exitCode = 3;
}

/** What a run reports while it goes, for a progress display; `runKit` prints nothing itself. */
export type KitEvent =
  | {
      readonly kind: 'waiting';
      readonly group: Group;
      readonly url: string;
      readonly reason: string;
      readonly waitedMs: number;
      readonly limitMs: number;
    }
  | { readonly kind: 'discovery'; readonly progress: DiscoveryProgress }
  | { readonly kind: 'facts'; readonly facts: Facts; readonly checks: number; readonly seed: number }
  | { readonly kind: 'check'; readonly done: number; readonly total: number; readonly id: string }
  | { readonly kind: 'result'; readonly done: number; readonly total: number; readonly result: CheckResult }
  | { readonly kind: 'sweep'; readonly progress: SweepProgress };

/** A pause of a check (CheckContext.pause): a timer of at most `ms`, ending by the run's deadline. */
const pauseWithin =
  (deadline: Deadline) =>
  (ms: number): Promise<void> =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(ms, deadline.remainingMs()))));

/** What a session reads the target with: its options, its client and deadline, and whom it tells how it goes. */
interface Opening {
  readonly config: KitConfig;
  readonly client: Client;
  readonly deadline: Deadline;
  readonly onEvent: (event: KitEvent) => void;
  readonly items: ItemJudge;
}

/** The client of a run: the user's headers and limits, the run's deadline, and bodies recycled after each example. */
const clientOf = (config: KitConfig, ca: string | undefined, deadline: Deadline): Client =>
  createClient({
    headers: config.headers,
    timeoutMs: config.timeoutMs,
    rateLimit: config.rateLimit,
    maxResponseBytes: config.maxResponseMb * 1024 * 1024,
    maxHeldBytes: config.maxHeldMb * 1024 * 1024,
    ...(ca ? { ca } : {}),
    insecure: config.insecure,
    deadline,
    // runCheck gives the bodies of an example back once it is judged: a run reuses their memory.
    recycle: true,
  });

/**
 * Opens a run: checks that every configured URL answers as the API does (run/first-contact.ts: retrying for up to
 * `waitForTargetSeconds`, then stopping on credentials refused or a route missing), reads the first page of the
 * history, maps the whole history (history/map.ts), and learns the facts (given, from --profile, else
 * by discovery).
 */
export async function openSession(
  config: KitConfig,
  facts?: Facts,
  onEvent: (event: KitEvent) => void = () => {},
  checks: readonly AnyCheck[] = allChecks,
  /** Given the count of requests sent as soon as there is one: a run that stops at its first contact reports it. */
  counted: (requests: () => number) => void = () => {},
  /** How a check waits before it re-reads a moving end (CheckContext.pause): a timer within the deadline by default. */
  pause?: (ms: number) => Promise<void>,
): Promise<Session> {
  // A bad profile is a configuration error: reported before the target is touched.
  const profiled = facts ?? (config.profilePath ? loadProfile(config.profilePath) : undefined);
  const ca = config.caFile ? readCaFile('--ca', config.caFile) : undefined;
  const deadline = deadlineIn(config.maxDurationMs, deadlineText(config.maxDurationMs));
  const openedAt = performance.now();
  const plain = clientOf(config, ca, deadline);
  counted(plain.count);
  const items = new ItemJudge(
    config.dialect,
    checks.flatMap((c) => (c.itemRule ? [c.itemRule] : [])),
  );
  // Every page read from here on, by the map, discovery and every check, is judged by the item rules.
  const client: Client = { ...plain, ...judgedReads(plain.send, plain.read, items) };
  let read: Read;
  try {
    read = await readTarget({ config, client, deadline, onEvent, items }, profiled, checks);
  } catch (error) {
    client.close();
    throw error;
  }
  const { positions, known, mapped } = read;
  const ctx: CheckContext = {
    urls: config.target,
    facts: known,
    dialect: config.dialect,
    send: askOf(client.send, client.read),
    encodingField: config.dialect === 'splice' ? 'daml_value_encoding' : 'ledger_value_encoding',
    positions,
    map: mapped.map,
    movingEnd: config.movingEnd,
    pause: pause ?? pauseWithin(deadline),
  };
  return {
    config,
    ctx,
    requests: client.count,
    held: client.held,
    deadline,
    close: client.close,
    recycle: client.recycle,
    defects: [...mapped.defects, ...(known.defects ?? [])],
    items,
    openedAt,
    unjudgedSend: plain.sendOwn,
  };
}

/** What a session read of the target before its checks: the first page's positions, the map, the facts. */
interface Read {
  readonly positions: Position[];
  readonly known: Facts;
  readonly mapped: MapResult;
}

/** The first contact, the map of the history, and the facts: the profile's, discovered, or both. */
async function readTarget(opening: Opening, profiled: Facts | undefined, checks: readonly AnyCheck[]): Promise<Read> {
  const { config, client, deadline, onEvent, items } = opening;
  const urls = config.target;
  // The history is read at the URL of its operation's group (D: the scan).
  const historyUrl = urls[OPERATIONS.D.group];
  const { positions } = await firstContact({
    urls,
    read: client.read,
    headerNames: Object.keys(config.headers),
    waitMs: config.waitForTargetSeconds * 1000,
    deadline,
    onWaiting: (group, url, reason, waitedMs, limitMs) =>
      onEvent({ kind: 'waiting', group, url, reason, waitedMs, limitMs }),
    unreachable: (message) => new UnreachableError(message),
  });
  const started = performance.now();
  const outOfTime = (): boolean =>
    performance.now() - started >= config.discoverySeconds * 1000 || deadline.remainingMs() <= 0;
  let mapped: MapResult = { map: emptyMap, defects: [] };
  if (historyUrl) {
    onEvent({
      kind: 'discovery',
      progress: { phase: 'locating', requests: 0, pages: 0, items: 0, found: countsOf(noFacts) },
    });
    mapped = await mapHistory(client.send, urls, { read: client.read, outOfTime });
  }
  // A profile names the ids; the history is read beside it only for the checks that hold answers to it.
  const wanted = checks.some((c) => (profiled ? c.history === true : usesFacts(c)));
  // A replay of a defect that discovery met reads the windows again, whatever checks it selects.
  let known: Facts;
  if (historyUrl && (wanted || config.path === DISCOVERY_PATH)) {
    items.reader = 'discovery';
    const discovered = await discoverFacts(client.send, urls, {
      maxPages: config.discoveryPages,
      maxMillis: Math.max(0, config.discoverySeconds * 1000 - (performance.now() - started)),
      onProgress: (progress) => onEvent({ kind: 'discovery', progress }),
      read: client.read,
      map: mapped.map,
    });
    known = profiled ? withHistoryOf(profiled, discovered) : discovered;
  } else {
    known =
      profiled ??
      (historyUrl
        ? { ...noFacts, notes: ['discovery not run: no check selected needs facts about the target'] }
        : noFacts);
  }
  // A map cut short by a defect has no end to read back from: discovery says so, and the defect fails its check.
  if (!profiled && mapped.problem !== undefined)
    known = { ...known, problem: mapped.problem, notes: [`discovery failed: ${mapped.problem}`, ...known.notes] };
  return { positions, known, mapped };
}

/**
 * A profile's facts, with what discovery read of the history besides: a profile names ids, but only the history shows
 * what became of them, which the checks that hold A, B and C to the history need (history/facts.ts, HistoryFacts).
 */
function withHistoryOf(profile: Facts, discovered: Facts): Facts {
  return {
    ...profile,
    ...(discovered.history ? { history: discovered.history } : {}),
    ...(discovered.reach ? { reach: discovered.reach } : {}),
    ...(discovered.defects ? { defects: discovered.defects } : {}),
    notes: [...profile.notes, ...discovered.notes.slice(0, 1).map((note) => `for the history's facts, ${note}`)],
  };
}

/**
 * Whether a check draws on the facts of a profile or of discovery (known ids, parties, factory arguments): the
 * checks of every operation do, and those of an operation that cannot succeed without facts (arbitraries/requests.ts,
 * succeedingWith); those of D, whose requests draw on the history's map, do not.
 */
const usesFacts = (check: AnyCheck): boolean =>
  isEveryOperation(check.operation) || !succeedingWith(noFacts).includes(check.operation);
