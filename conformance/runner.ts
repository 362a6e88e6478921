import fc from 'fast-check';
import type { AnyCheck, CheckContext, Finding, Group } from './check.js';
import { createClient, curlOf, shellQuote, TargetError, type Exchange, type Send } from './client.js';
import type { KitConfig, TargetUrls } from './config.js';
import { eventsOf, positionOf, type Position } from './events.js';
import { discoverFacts, loadProfile, noFacts, type Facts } from './facts.js';
import { entryRequest, eventsRequest, factoryRequest } from './requests.js';
import { allChecks } from './checks/index.js';

export type Verdict = 'passed' | 'failed' | 'skipped' | 'error';

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
}

export interface Session {
  readonly config: KitConfig;
  readonly ctx: CheckContext;
  readonly requests: () => number;
}

/** The target did not answer at all when the run started: exit code 3. */
export class UnreachableError extends Error {}

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

export class SelectionError extends Error {}

/** 31-bit seed of one check, from the run's seed and the check id: checks replay independently. */
export function seedFor(seed: number, id: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 1) & 0x7fffffff;
}

/**
 * Opens a run: checks that every configured URL answers, reads the first page of the history, and learns the
 * facts (from --profile, else by discovery).
 */
export async function openSession(config: KitConfig, facts?: Facts): Promise<Session> {
  // A bad profile is a configuration error: reported before the target is touched.
  const profiled = facts ?? (config.profilePath ? loadProfile(config.profilePath) : undefined);
  const client = createClient({ headers: config.headers, timeoutMs: config.timeoutMs, rateLimit: config.rateLimit });
  const urls = config.target;
  const reach = async (group: Group, request: Parameters<Send>[0]): Promise<Exchange | null> => {
    if (!urls[group]) return null;
    try {
      return await client.send(request);
    } catch (error) {
      if (error instanceof TargetError)
        throw new UnreachableError(`the ${group} URL ${urls[group] ?? ''} is unreachable: ${error.message}`);
      throw error;
    }
  };
  const first = await reach('scan', eventsRequest(urls, { page_size: 1000 }));
  await reach('registry', factoryRequest(urls, {}));
  await reach('validator', entryRequest(urls, `reachability-probe::1220${'0'.repeat(64)}`));
  const firstPage = first && first.status === 200 ? eventsOf(first) : [];
  const known = profiled ?? (urls.scan ? await discoverFacts(client.send, urls) : noFacts);
  const ctx: CheckContext = {
    urls,
    facts: known,
    dialect: config.dialect,
    send: client.send,
    encodingField: config.dialect === 'splice' ? 'daml_value_encoding' : 'ledger_value_encoding',
    firstPage,
    positions: firstPage.map(positionOf).filter((p): p is Position => p !== null),
  };
  return { config, ctx, requests: client.count };
}

const groupsOf = (urls: TargetUrls): Group[] =>
  (['registry', 'validator', 'scan'] as const).filter((g) => urls[g] !== undefined);

/** Why a check does not run: skipped for what was not given, an error when discovery failed. */
function notRunning(check: AnyCheck, session: Session): { verdict: 'skipped' | 'error'; reason: string } | null {
  const available = groupsOf(session.config.target);
  if (check.groups.length === 0 && available.length === 0) return { verdict: 'skipped', reason: 'no target URL given' };
  const missing = check.groups.filter((g) => !available.includes(g));
  if (missing.length > 0) return { verdict: 'skipped', reason: `no --${missing[0] ?? ''}-url given` };
  const facts = session.ctx.facts;
  const needs = check.needs?.(facts);
  if (!needs) return null;
  return facts.problem
    ? { verdict: 'error', reason: `${needs}: ${facts.problem}` }
    : { verdict: 'skipped', reason: needs };
}

/** Thrown inside a property to fail the example with the check's findings. */
class ExampleFailed extends Error {
  constructor(readonly finding: Finding) {
    super(`${finding.expected} / ${finding.received}`);
  }
}

/**
 * The one command that replays a failure: the same target, facts, dialect, seed and path. Header values are
 * masked: put your own back in place of `***`.
 */
function replayCommand(config: KitConfig, id: string, path: string): string {
  const parts = ['npx', 'token-registry-kit', 'check'];
  const { registry, validator, scan } = config.target;
  if (registry) parts.push('--registry-url', shellQuote(registry));
  if (validator) parts.push('--validator-url', shellQuote(validator));
  if (scan) parts.push('--scan-url', shellQuote(scan));
  if (config.profilePath) parts.push('--profile', shellQuote(config.profilePath));
  if (config.dialect !== 'spec') parts.push('--dialect', config.dialect);
  for (const name of Object.keys(config.headers)) parts.push('-H', shellQuote(`${name}: ***`));
  parts.push('--checks', id, '--seed', String(config.seed), '--path', path);
  return parts.join(' ');
}

/** Runs one check as a fast-check property; a failure comes back shrunk, with its seed and path. */
export async function runCheck(check: AnyCheck, session: Session): Promise<CheckResult> {
  const started = performance.now();
  const base = { id: check.id, title: check.title, operation: check.operation };
  const stopped = notRunning(check, session);
  if (stopped) return { ...base, ...stopped, examples: 0, warnings: [], durationMs: 0 };
  const { config, ctx } = session;
  const warnings = new Map<string, number>();
  const broken: { error: TargetError | null } = { error: null };
  const property = fc.asyncProperty(check.inputs(ctx), async (input) => {
    // After a network error every further example fails at once: no shrinking against a dead target.
    if (broken.error) throw broken.error;
    let findings: Finding[];
    try {
      findings = check.verify(input, await check.probe(input, ctx), ctx);
    } catch (error) {
      if (error instanceof TargetError) broken.error = error;
      throw error;
    }
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
    ...(config.path ? { path: config.path, endOnFailure: true } : {}),
  });
  const durationMs = performance.now() - started;
  const warningList = [...warnings].slice(0, 5).map(([text, count]) => ({ text, count }));
  const runs = details.numRuns;
  if (!details.failed) return { ...base, verdict: 'passed', examples: runs, warnings: warningList, durationMs };
  const error = details.errorInstance;
  if (broken.error || !(error instanceof ExampleFailed)) {
    const message = broken.error ? broken.error.message : error instanceof Error ? error.message : String(error);
    return { ...base, verdict: 'error', examples: runs, reason: message, warnings: warningList, durationMs };
  }
  const exchange = error.finding.exchange;
  const path = details.counterexamplePath ?? '';
  return {
    ...base,
    verdict: 'failed',
    examples: runs,
    failure: {
      expected: error.finding.expected,
      received: error.finding.received,
      ...(exchange ? { curl: curlOf(exchange.request, config.headers), status: exchange.status } : {}),
      counterexample: details.counterexample?.[0],
      shrinks: details.numShrinks,
      seed: config.seed,
      path,
      replay: replayCommand(config, check.id, path),
    },
    warnings: warningList,
    durationMs,
  };
}

export interface KitRun {
  readonly results: CheckResult[];
  readonly facts: Facts;
  readonly seed: number;
  readonly requests: number;
  readonly durationMs: number;
}

/** Runs every selected check against the session's target, one after another. */
export async function runChecks(
  session: Session,
  checks: readonly AnyCheck[],
  onProgress: (done: number, total: number, check: AnyCheck, result?: CheckResult) => void = () => {},
): Promise<KitRun> {
  const started = performance.now();
  const results: CheckResult[] = [];
  for (const [i, check] of checks.entries()) {
    onProgress(i, checks.length, check);
    const result = await runCheck(check, session);
    results.push(result);
    onProgress(i + 1, checks.length, check, result);
  }
  return {
    results,
    facts: session.ctx.facts,
    seed: session.config.seed,
    requests: session.requests(),
    durationMs: performance.now() - started,
  };
}

/** 0 when every check that ran passed; 1 when one failed or could not finish. */
export const exitCodeOf = (run: KitRun): number =>
  run.results.some((r) => r.verdict === 'failed' || r.verdict === 'error') ? 1 : 0;
