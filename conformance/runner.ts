import fc from 'fast-check';
import {
  answeredAll,
  unansweredText,
  type AnyCheck,
  type CheckContext,
  type Finding,
  type Group,
  type Judgement,
} from './check.js';
import {
  createClient,
  curlOf,
  deadlineIn,
  redirectText,
  RedirectError,
  shellQuote,
  TargetError,
  type Deadline,
  type Exchange,
} from './client.js';
import { groupsOf, inconclusiveReason, Tally, type CheckEvidence } from './evidence.js';
import {
  defaultKitConfig,
  defaultRateLimit,
  readCaFile,
  type Dialect,
  type KitConfig,
  type TargetUrls,
} from './config.js';
import { countsOf, discoverFacts, whereLooked, type DiscoveryProgress } from './discovery.js';
import { KitError } from '../src/shared/errors.js';
import { withoutBody, type Position } from './events.js';
import { loadProfile, noFacts, type Facts } from './facts.js';
import { firstContact } from './first-contact.js';
import { emptyMap, mapHistory, type HistoryReport, type MapResult, type ReadDefect } from './history-map.js';
import { allChecks } from './checks/index.js';

/**
 * `inconclusive`: the check ran but examined less than the evidence it needs (check.ts, Evidence), e.g. on an empty
 * history: never a pass, and it fails the run.
 */
export type { CheckEvidence } from './evidence.js';

export type Verdict = 'passed' | 'failed' | 'inconclusive' | 'skipped' | 'error';

export interface FailureDetail {
  readonly expected: string;
  readonly received: string;
  readonly curl?: string;
  readonly status?: number;
  readonly counterexample: unknown;
  readonly shrinks: number;
  readonly seed: number;
  readonly path: string;
  readonly replay: string;
}

export interface CheckResult {
  readonly id: string;
  readonly title: string;
  readonly operation: string;
  readonly verdict: Verdict;
  readonly examples: number;
  /** Why it was skipped, or what error stopped it. */
  readonly reason?: string;
  readonly failure?: FailureDetail;
  readonly warnings: readonly { readonly text: string; readonly count: number }[];
  readonly durationMs: number;
  /** What it sent and examined; absent for a check that did not run. */
  readonly evidence?: CheckEvidence;
}

export interface Session {
  readonly config: KitConfig;
  readonly ctx: CheckContext;
  readonly requests: () => number;
  /** The run's --max-duration, from when the session opened. */
  readonly deadline: Deadline;
  /** Closes the connections kept alive to the target. */
  readonly close: () => void;
  /** Takes back the bodies of the answers sent so far (Client.recycle): after an example, when it is judged. */
  readonly recycle: () => void;
  /** Answers that broke a rule while the kit read the history for its map and facts: failures of those checks. */
  readonly defects: readonly ReadDefect[];
}

/** The replay path of a failure that discovery met in its windows (ReadDefect.found), not a fast-check path. */
export const DISCOVERY_PATH = 'discovery';

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

/** The checks a configuration selects, in report order; unknown ids are a usage error. */
export function selectChecks(config: KitConfig): AnyCheck[] {
  const ids = new Set(allChecks.map((c) => c.id));
  for (const id of [...(config.checks ?? []), ...config.excludeChecks]) {
    if (!ids.has(id)) throw new SelectionError(`unknown check id ${JSON.stringify(id)}; see --list`);
  }
  return allChecks.filter(
    (c) => (!config.checks || config.checks.includes(c.id)) && !config.excludeChecks.includes(c.id),
  );
}

/** A check id that names no check, in --checks or --exclude-checks: exit code 2. */
export class SelectionError extends KitError {
  override readonly name = 'SelectionError';
  readonly exitCode = 2;
}

/** 31-bit seed of one check, from the run's seed and the check id: checks replay independently. */
export function seedFor(seed: number, id: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 1) & 0x7fffffff;
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
  | { readonly kind: 'result'; readonly done: number; readonly total: number; readonly result: CheckResult };

/**
 * Opens a run: checks that every configured URL answers as the API does (first-contact.ts: retrying for up to
 * `waitForTargetSeconds`, then stopping on credentials refused or a route missing), reads the first page of the
 * history, maps the whole history (history-map.ts), and learns the facts (given, from --profile, else
 * by discovery).
 */
export async function openSession(
  config: KitConfig,
  facts?: Facts,
  onEvent: (event: KitEvent) => void = () => {},
  checks: readonly AnyCheck[] = allChecks,
  /** Given the count of requests sent as soon as there is one: a run that stops at its first contact reports it. */
  counted: (requests: () => number) => void = () => {},
): Promise<Session> {
  // A bad profile is a configuration error: reported before the target is touched.
  const profiled = facts ?? (config.profilePath ? loadProfile(config.profilePath) : undefined);
  const ca = config.caFile ? readCaFile('--ca', config.caFile) : undefined;
  const deadline = deadlineIn(config.maxDurationMs, deadlineText(config.maxDurationMs));
  const client = createClient({
    headers: config.headers,
    timeoutMs: config.timeoutMs,
    rateLimit: config.rateLimit,
    maxResponseBytes: config.maxResponseMb * 1024 * 1024,
    ...(ca ? { ca } : {}),
    insecure: config.insecure,
    deadline,
    // runCheck gives the bodies of an example back once it is judged: a run reuses their memory.
    recycle: true,
  });
  counted(client.count);
  const urls = config.target;
  let positions: Position[];
  let known: Facts;
  let mapped: MapResult = { map: emptyMap, defects: [] };
  try {
    ({ positions } = await firstContact({
      urls,
      read: client.read,
      headerNames: Object.keys(config.headers),
      waitMs: config.waitForTargetSeconds * 1000,
      deadline,
      onWaiting: (group, url, reason, waitedMs, limitMs) =>
        onEvent({ kind: 'waiting', group, url, reason, waitedMs, limitMs }),
      unreachable: (message) => new UnreachableError(message),
    }));
    const started = performance.now();
    const outOfTime = (): boolean =>
      performance.now() - started >= config.discoverySeconds * 1000 || deadline.remainingMs() <= 0;
    if (urls.scan) {
      onEvent({
        kind: 'discovery',
        progress: { phase: 'locating', requests: 0, pages: 0, items: 0, found: countsOf(noFacts) },
      });
      mapped = await mapHistory(client.send, urls, { read: client.read, outOfTime });
    }
    // A profile names the ids; the history is read beside it only for the checks that hold answers to it.
    const wanted = checks.some((c) => (profiled ? c.history === true : usesFacts(c)));
    // A replay of a defect that discovery met reads the windows again, whatever checks it selects.
    if (urls.scan && (wanted || config.path === DISCOVERY_PATH)) {
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
        (urls.scan
          ? { ...noFacts, notes: ['discovery not run: no check selected needs facts about the target'] }
          : noFacts);
    }
    // A map cut short by a defect has no end to read back from: discovery says so, and the defect fails its check.
    if (!profiled && mapped.problem !== undefined)
      known = { ...known, problem: mapped.problem, notes: [`discovery failed: ${mapped.problem}`, ...known.notes] };
  } catch (error) {
    client.close();
    throw error;
  }
  const ctx: CheckContext = {
    urls,
    facts: known,
    dialect: config.dialect,
    send: client.send,
    read: client.read,
    encodingField: config.dialect === 'splice' ? 'daml_value_encoding' : 'ledger_value_encoding',
    positions,
    map: mapped.map,
  };
  return {
    config,
    ctx,
    requests: client.count,
    deadline,
    close: client.close,
    recycle: client.recycle,
    defects: [...mapped.defects, ...(known.defects ?? [])],
  };
}

/**
 * A profile's facts, with what discovery read of the history besides: a profile names ids, but only the history
 * shows what became of them, which the checks that hold A, B and C to the history need (facts.ts, HistoryFacts).
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
 * checks of A, B and C do, and those of every operation; the checks of D draw only on the history's map.
 */
const usesFacts = (check: AnyCheck): boolean => check.operation !== 'D';

/** Why a check does not run: skipped for what was not given, an error when discovery failed. */
function notRunning(
  check: AnyCheck,
  session: Session,
): { verdict: 'skipped' | 'error'; reason: string; cause: 'url' | 'facts' } | null {
  const available = groupsOf(session.config.target);
  if (check.groups.length === 0 && available.length === 0)
    return { verdict: 'skipped', reason: 'no target URL given', cause: 'url' };
  const missing = check.groups.filter((g) => !available.includes(g));
  if (missing.length > 0) return { verdict: 'skipped', reason: `no --${missing[0] ?? ''}-url given`, cause: 'url' };
  const facts = session.ctx.facts;
  const needs = check.needs?.(facts);
  if (!needs) return null;
  if (facts.problem) return { verdict: 'error', reason: `${needs}: ${facts.problem}`, cause: 'facts' };
  const why =
    facts.source === 'profile'
      ? `the profile lists none${facts.reach ? `, and the history shows none ${whereLooked(facts.reach)}` : ''}`
      : facts.reach
        ? // A profile can name ids, not what became of them: no use to a check of the history.
          `none found ${whereLooked(facts.reach)}${check.history === true ? '' : ' (give --profile)'}`
        : 'no --scan-url to discover it from (give --profile)';
  return { verdict: 'skipped', reason: `${needs}: ${why}`, cause: 'facts' };
}

/**
 * Thrown inside a property to fail the example with the check's findings. It keeps the finding's exchange without
 * its body: the report shows only its request (as a curl line) and status, and fast-check holds on to the error
 * while it shrinks.
 */
class ExampleFailed extends Error {
  readonly finding: Finding;
  constructor(finding: Finding) {
    super(`${finding.expected} / ${finding.received}`);
    this.finding = finding.exchange ? { ...finding, exchange: withoutBody(finding.exchange) } : finding;
  }
}

/**
 * The one command that replays a failure: the same target, facts, dialect, seed and path, and every option that
 * changes what is sent or generated (time-out, rate limit, runs, discovery bounds). Header values are masked: put
 * your own back in place of `***`.
 */
export function replayCommand(config: KitConfig, id: string, path: string): string {
  const parts = ['npx', 'token-registry-kit', 'check'];
  const { registry, validator, scan } = config.target;
  if (registry) parts.push('--registry-url', shellQuote(registry));
  if (validator) parts.push('--validator-url', shellQuote(validator));
  if (scan) parts.push('--scan-url', shellQuote(scan));
  if (config.profilePath) parts.push('--profile', shellQuote(config.profilePath));
  else {
    // Discovery's bounds decide the facts, and so the examples.
    if (config.discoveryPages !== defaultKitConfig.discoveryPages)
      parts.push('--discovery-pages', String(config.discoveryPages));
    if (config.discoverySeconds !== defaultKitConfig.discoverySeconds)
      parts.push('--discovery-time', String(config.discoverySeconds));
  }
  if (config.dialect !== 'spec') parts.push('--dialect', config.dialect);
  if (config.timeoutMs !== defaultKitConfig.timeoutMs) parts.push('--timeout', String(config.timeoutMs));
  // The command line's default rate limit depends on the target: name it whenever the run's differs from that.
  if (config.rateLimit !== defaultRateLimit(config.target)) parts.push('--rate-limit', String(config.rateLimit));
  // The path names a run among numRuns (examples included): the same runs replay the same example.
  if (config.runs !== defaultKitConfig.runs) parts.push('--runs', String(config.runs));
  // Without them the replay cannot reach an https target with a private CA or a self-signed certificate.
  if (config.caFile) parts.push('--ca', shellQuote(config.caFile));
  if (config.insecure) parts.push('--insecure');
  for (const name of Object.keys(config.headers)) parts.push('-H', shellQuote(`${name}: ***`));
  parts.push('--checks', id, '--seed', String(config.seed));
  // A failure found while the kit mapped the history has no path: the map is made again, and fails again. One
  // found by discovery's windows has the path `discovery`: the replay reads them again, whatever it checks.
  if (path !== '') parts.push('--path', path);
  return parts.join(' ');
}

/** Runs one check as a fast-check property; a failure comes back shrunk, with its seed and path. */
export async function runCheck(check: AnyCheck, session: Session): Promise<CheckResult> {
  const started = performance.now();
  const base = { id: check.id, title: check.title, operation: check.operation };
  const stopped = notRunning(check, session);
  // A check without a URL for its group stays skipped; any other is an error once the deadline has passed (the facts
  // it lacks may be those that the deadline kept discovery from reading).
  if (session.deadline.remainingMs() <= 0 && stopped?.cause !== 'url')
    return { ...base, verdict: 'error', reason: session.deadline.text, examples: 0, warnings: [], durationMs: 0 };
  const { config } = session;
  // An answer that broke this check's rule while the kit mapped the history: the check fails on it, as found.
  const defect = session.defects.find((d) => d.check === check.id);
  if (defect) {
    return {
      ...base,
      verdict: 'failed',
      examples: 0,
      failure: {
        expected: defect.expected,
        received: defect.received,
        curl: curlOf(defect.exchange.request, config.headers),
        status: defect.exchange.status,
        counterexample: defect.input,
        shrinks: 0,
        seed: config.seed,
        path: defect.found === 'discovery' ? DISCOVERY_PATH : '',
        replay: replayCommand(config, check.id, defect.found === 'discovery' ? DISCOVERY_PATH : ''),
      },
      warnings: [],
      durationMs: 0,
    };
  }
  if (stopped)
    return { ...base, verdict: stopped.verdict, reason: stopped.reason, examples: 0, warnings: [], durationMs: 0 };
  const tally = new Tally(session.ctx.map);
  const ctx = tally.wrap(session.ctx);
  const warnings = new Map<string, number>();
  const broken: { error: TargetError | null } = { error: null };
  // Set when a probe brought back fewer answers than its check asks for: a defect of the kit, so the check is an
  // error of the run, never a pass, and verify does not run on what is there.
  const unanswering: { reason: string | null } = { reason: null };
  const property = fc.asyncProperty(check.inputs(ctx), async (input) => {
    // After a network error every further example fails at once: no shrinking against a dead target.
    if (broken.error) throw broken.error;
    // Nor is a probe that lost an answer tried again on smaller inputs: the defect is the kit's, not the input's.
    if (unanswering.reason !== null) throw new Error(unanswering.reason);
    let judgement: Judgement | null = null;
    try {
      const probed = await check.probe(input, ctx);
      if (!answeredAll(check.asks, probed)) {
        unanswering.reason = unansweredText(check.asks, probed);
        throw new Error(unanswering.reason);
      }
      judgement = check.verify(input, probed, ctx);
    } catch (error) {
      if (error instanceof TargetError) broken.error = error;
      throw error;
    } finally {
      tally.judged(judgement);
      // The example is judged: its answers' bodies go back to the client, and what a failure shows of them is
      // taken (ExampleFailed keeps its exchange without the body).
      session.recycle();
    }
    const findings: readonly Finding[] = judgement.findings;
    for (const w of findings.filter((f) => f.severity === 'warning')) {
      const text = `${w.expected}: ${w.received}`;
      warnings.set(text, (warnings.get(text) ?? 0) + 1);
    }
    const failed = findings.find((f) => f.severity === 'failure');
    if (failed) throw new ExampleFailed(failed);
  });
  const seed = seedFor(config.seed, check.id);
  const numRuns = Math.min(config.runs, check.maxRuns ?? Number.POSITIVE_INFINITY);
  const examples = (check.examples?.(ctx) ?? []).map((e): [unknown] => [e]);
  const details = await fc.check(property, {
    seed,
    // fast-check counts the examples among numRuns: the generated inputs come on top of them.
    numRuns: numRuns + examples.length,
    examples,
    // The `discovery` path names no example: a replay of what discovery met runs the check whole.
    ...(config.path && config.path !== DISCOVERY_PATH ? { path: config.path, endOnFailure: true } : {}),
  });
  const durationMs = performance.now() - started;
  const warningList = [...warnings].slice(0, 5).map(([text, count]) => ({ text, count }));
  const runs = details.numRuns;
  const evidence = tally.evidence(check);
  if (!details.failed) {
    const lacking = inconclusiveReason(check, evidence, ctx);
    return {
      ...base,
      verdict: lacking ? 'inconclusive' : 'passed',
      examples: runs,
      ...(lacking ? { reason: lacking } : {}),
      warnings: warningList,
      durationMs,
      evidence,
    };
  }
  const error = details.errorInstance;
  const path = details.counterexamplePath ?? '';
  /** A failed verdict: the rule, what the target did, the request that showed it, and how to replay it. */
  const failed = (expected: string, received: string, exchange: Exchange | undefined): CheckResult => ({
    ...base,
    verdict: 'failed',
    examples: runs,
    failure: {
      expected,
      received,
      ...(exchange ? { curl: curlOf(exchange.request, config.headers), status: exchange.status } : {}),
      counterexample: details.counterexample?.[0],
      shrinks: details.numShrinks,
      seed: config.seed,
      path,
      replay: replayCommand(config, check.id, path),
    },
    warnings: warningList,
    durationMs,
    evidence,
  });
  if (broken.error instanceof RedirectError) {
    // A redirect fails the check: the target answered, but not for itself; the kit never follows it.
    const redirect = broken.error;
    return failed(
      'an answer from the URL given (the kit follows no redirect)',
      redirectText(redirect.exchange.status, redirect.location),
      redirect.exchange,
    );
  }
  const erred = (reason: string): CheckResult => ({
    ...base,
    verdict: 'error',
    examples: runs,
    reason,
    warnings: warningList,
    durationMs,
    evidence,
  });
  if (unanswering.reason !== null) return erred(unanswering.reason);
  if (broken.error || !(error instanceof ExampleFailed))
    return erred(broken.error ? broken.error.message : error instanceof Error ? error.message : String(error));
  return failed(error.finding.expected, error.finding.received, error.finding.exchange);
}

/** What one run found: the results and what the reports record about it. */
export interface RunRecord {
  /** The kit's version (package.json). */
  readonly version: string;
  /** When the run started, ISO 8601 (wall clock). */
  readonly startedAt: string;
  readonly target: TargetUrls;
  readonly dialect: Dialect;
  readonly seed: number;
  readonly runs: number;
  readonly failOnSkip: boolean;
  readonly results: readonly CheckResult[];
  readonly facts: Facts;
  /** The map of the history the checks drew their cursors from (history-map.ts), as JSON. */
  readonly map: HistoryReport;
  readonly requests: number;
  /** The whole run: waiting for the target, discovery and the checks. */
  readonly durationMs: number;
  /**
   * 0 every check that ran passed; 1 a check failed, could not finish, or (with failOnSkip) was skipped; 3 the run
   * could not start (`notStarted` says why).
   */
  readonly exitCode: 0 | 1 | 3;
  /** Why no check ran: the error that stopped the run at its first contact with the target (exit 3). */
  readonly notStarted?: { readonly error: string; readonly reason: string };
  /** How the target's TLS certificate was checked: against a --ca file too, or not at all (--insecure). */
  readonly tls: { readonly insecure: boolean; readonly caFile?: string };
  /** The run's --max-duration, in milliseconds, and whether it passed before every check had run. */
  readonly maxDurationMs: number;
  readonly maxDurationPassed: boolean;
}

/** Runs every selected check against the session's target, one after another. */
export async function runChecks(
  session: Session,
  checks: readonly AnyCheck[],
  onProgress: (done: number, total: number, check: AnyCheck, result?: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const [i, check] of checks.entries()) {
    onProgress(i, checks.length, check);
    const result = await runCheck(check, session);
    results.push(result);
    onProgress(i + 1, checks.length, check, result);
  }
  return results;
}

/**
 * 0 when every check that ran passed; 1 when one failed, could not finish or was inconclusive (it examined nothing
 * to judge: no green without evidence), or was skipped with failOnSkip.
 */
export const exitCodeOf = (run: { readonly results: readonly CheckResult[]; readonly failOnSkip?: boolean }): 0 | 1 =>
  run.results.some(
    (r) =>
      r.verdict === 'failed' ||
      r.verdict === 'error' ||
      r.verdict === 'inconclusive' ||
      (run.failOnSkip === true && r.verdict === 'skipped'),
  )
    ? 1
    : 0;
