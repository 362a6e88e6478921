import fc from 'fast-check';
import { OPERATIONS } from '../../common/api.js';
import type { AnyCheck } from '../check.js';
import { curlOf } from '../client/client.js';
import { groupsOf } from './evidence.js';
import type { KitConfig } from '../config/config.js';
import { whereLooked } from '../history/discovery.js';
import { didYouMean } from '../../common/did-you-mean.js';
import { KitError } from '../../common/errors.js';
import { allChecks } from '../checks/index.js';
import { DISCOVERY_PATH, replayCommand } from './replay.js';
import type { CheckResult } from './results.js';
import type { Session } from './session.js';
import { baseOf, Trial } from './trial.js';
import type { RuleTally } from '../items/judge.js';
import { readFurther, type FurtherReading } from '../sweep/run-sweep.js';
import type { SweepReport } from '../sweep/sweep.js';

export { DISCOVERY_PATH, replayCommand } from './replay.js';
export {
  exitCodeOf,
  type CheckEvidence,
  type CheckResult,
  type FailureDetail,
  type RunRecord,
  type Verdict,
} from './results.js';
export { deadlineText, openSession, UnreachableError, type KitEvent, type Session } from './session.js';

/** The checks a configuration selects, in report order; unknown ids are a usage error. */
export function selectChecks(config: KitConfig): AnyCheck[] {
  const ids = new Set(allChecks.map((c) => c.id));
  for (const id of [...(config.checks ?? []), ...config.excludeChecks]) {
    if (!ids.has(id)) {
      throw new SelectionError(`unknown check id ${JSON.stringify(id)}${didYouMean(id, [...ids])}; see --list`);
    }
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
        : `no --${OPERATIONS.D.group}-url to discover it from (give --profile)`;
  return { verdict: 'skipped', reason: `${needs}: ${why}`, cause: 'facts' };
}

/**
 * The result of a check that does not run: an error once the deadline has passed, a failure on a defect met while
 * the kit mapped the history, skipped or an error as notRunning says. Null when it runs.
 */
function withoutRunning(check: AnyCheck, session: Session): CheckResult | null {
  const base = baseOf(check);
  const stopped = notRunning(check, session);
  // A check without a URL for its group stays skipped; any other is an error once the deadline has passed (the facts
  // it lacks may be those that the deadline kept discovery from reading).
  if (session.deadline.remainingMs() <= 0 && stopped?.cause !== 'url')
    return { ...base, verdict: 'error', reason: session.deadline.text, examples: 0, warnings: [], durationMs: 0 };
  const { config } = session;
  // An answer that broke this check's rule while the kit mapped the history: the check fails on it, as found.
  const defect = session.defects.find((d) => d.check === check.id);
  if (defect) {
    const path = defect.found === 'discovery' ? DISCOVERY_PATH : '';
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
        path,
        replay: replayCommand(config, check.id, path),
      },
      warnings: [],
      durationMs: 0,
    };
  }
  if (stopped)
    return { ...base, verdict: stopped.verdict, reason: stopped.reason, examples: 0, warnings: [], durationMs: 0 };
  return null;
}

/** Runs one check as a fast-check property; a failure comes back shrunk, with its seed and path. */
export async function runCheck(check: AnyCheck, session: Session): Promise<CheckResult> {
  return (await startCheck(check, session))(check.itemRule ? session.items.tally(check.id) : undefined);
}

/** What makes a check's result, given what its item or pair rule judged of the whole run's reads. */
type Finish = (tally: RuleTally | undefined) => CheckResult;

/**
 * Runs a check's examples, and gives what makes its result: for a check of an item rule (check.ts, itemRule) or of a
 * pair rule (pairRule), to be called once every page of the run is read, since its rule judges all of them.
 */
async function startCheck(check: AnyCheck, session: Session): Promise<Finish> {
  const started = performance.now();
  const early = withoutRunning(check, session);
  if (early) return () => early;
  const { config } = session;
  session.items.reader = check.id;
  const trial = new Trial(check, session);
  const property = fc.asyncProperty(check.inputs(trial.ctx), (input) => trial.judge(input));
  const numRuns = Math.min(config.runs, check.maxRuns ?? Number.POSITIVE_INFINITY);
  const examples = (check.examples?.(trial.ctx) ?? []).map((e): [unknown] => [e]);
  const details = await fc.check(property, {
    seed: seedFor(config.seed, check.id),
    // fast-check counts the examples among numRuns: the generated inputs come on top of them.
    numRuns: numRuns + examples.length,
    examples,
    // The `discovery` path names no example: a replay of what discovery met runs the check whole.
    ...(config.path && config.path !== DISCOVERY_PATH ? { path: config.path, endOnFailure: true } : {}),
  });
  const durationMs = performance.now() - started;
  return (tally) => trial.result(details, durationMs, tally);
}

/** Every check's result, in the order of `checks`, and what the sweep read, when there was one. */
export interface RunOutcome {
  readonly results: CheckResult[];
  readonly sweep: SweepReport | null;
}

/**
 * Runs every selected check against the session's target, one after another; then reads further (sweep/run-sweep.ts:
 * --sweep, or what is left of --time-budget); the checks of item and pair rules give their results last, once every
 * page is read. The results come back in the order of `checks`.
 */
export async function runAll(
  session: Session,
  checks: readonly AnyCheck[],
  onProgress: (done: number, total: number, check: AnyCheck, result?: CheckResult) => void = () => {},
  further: Omit<FurtherReading, 'checks'> = {},
): Promise<RunOutcome> {
  const results: (CheckResult | undefined)[] = checks.map(() => undefined);
  const waiting: { index: number; check: AnyCheck; finish: Finish }[] = [];
  let done = 0;
  const finished = (index: number, check: AnyCheck, result: CheckResult): void => {
    results[index] = result;
    onProgress(++done, checks.length, check, result);
  };
  for (const [index, check] of checks.entries()) {
    onProgress(done, checks.length, check);
    const finish = await startCheck(check, session);
    if (check.itemRule || check.pairRule) waiting.push({ index, check, finish });
    else finished(index, check, finish(undefined));
  }
  const read = await readFurther(session, { ...further, checks });
  for (const { index, check, finish } of waiting) {
    const tally = check.itemRule ? session.items.tally(check.id) : read?.tally(check.id);
    finished(index, check, finish(tally));
  }
  return { results: results.filter((r): r is CheckResult => r !== undefined), sweep: read?.report ?? null };
}

/** Runs every selected check (runAll), and gives their results. */
export async function runChecks(
  session: Session,
  checks: readonly AnyCheck[],
  onProgress: (done: number, total: number, check: AnyCheck, result?: CheckResult) => void = () => {},
): Promise<CheckResult[]> {
  return (await runAll(session, checks, onProgress)).results;
}
