import fc from 'fast-check';
import { OPERATIONS } from '../../common/api.js';
import { answeredAll, unansweredText, type AnyCheck, type Finding, type Judgement } from '../check.js';
import { curlOf, redirectText, RedirectError, TargetError, type Exchange } from '../client/client.js';
import { groupsOf, inconclusiveReason, Tally } from './evidence.js';
import type { KitConfig } from '../config/config.js';
import { whereLooked } from '../history/discovery.js';
import { didYouMean } from '../../common/did-you-mean.js';
import { KitError } from '../../common/errors.js';
import { withoutBody } from '../reading/events.js';
import { allChecks } from '../checks/index.js';
import { DISCOVERY_PATH, replayCommand } from './replay.js';
import type { CheckResult } from './results.js';
import type { Session } from './session.js';

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
