/**
 * One check's examples as a fast-check property, and the verdict they come to: passed, inconclusive (run/evidence.ts),
 * failed with the finding shrunk to its smallest example, or an error of the target or of the kit.
 */
import type { RunDetails } from 'fast-check';
import {
  answeredAll,
  unansweredText,
  type AnyCheck,
  type CheckContext,
  type Finding,
  type Judgement,
} from '../check.js';
import { curlOf, redirectText, RedirectError, shellQuote, TargetError, type Exchange } from '../client/client.js';
import { isObject } from '../reading/json.js';
import { inconclusiveReason, Tally } from './evidence.js';
import { withoutBody } from '../reading/events.js';
import { DISCOVERY_PATH, replayCommand } from './replay.js';
import type { ItemFinding, RuleTally } from '../items/judge.js';
import { placeText } from '../sweep/range.js';
import type { CheckResult, FailureDetail, Verdict } from './results.js';
import type { Session } from './session.js';

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

/** What a check's result says of the check itself. */
export const baseOf = (check: AnyCheck): Pick<CheckResult, 'id' | 'title' | 'operation'> => ({
  id: check.id,
  title: check.title,
  operation: check.operation,
});

/** What the examples of a check that ran come to, whatever its verdict. */
type Ran = Required<Pick<CheckResult, 'examples' | 'warnings' | 'durationMs' | 'evidence'>>;

/**
 * One check's examples as fast-check runs them (`judge` is the property), and what they met on the way: the warnings,
 * the target's error that stops every example after it, a probe that lost an answer; `result` is the verdict.
 */
export class Trial {
  readonly ctx: CheckContext;
  private readonly tally: Tally;
  private readonly warnings = new Map<string, number>();
  /** After a network error every further example fails at once: no shrinking against a dead target. */
  private broken: TargetError | null = null;
  /**
   * Set when a probe brought back fewer answers than its check asks for: a defect of the kit, so the check is an error
   * of the run, never a pass, and verify does not run on what is there. Nor is it tried again on smaller inputs.
   */
  private unanswering: string | null = null;

  constructor(
    private readonly check: AnyCheck,
    private readonly session: Session,
  ) {
    this.tally = new Tally(session.ctx.map);
    this.ctx = this.tally.wrap(session.ctx);
  }

  /** One example: probed, verified, its warnings counted; a failure throws (ExampleFailed), as a property does. */
  async judge(input: unknown): Promise<void> {
    const { check, ctx } = this;
    if (this.broken) throw this.broken;
    if (this.unanswering !== null) throw new Error(this.unanswering);
    let judgement: Judgement | null = null;
    try {
      const probed = await check.probe(input, ctx);
      if (!answeredAll(check.asks, probed)) {
        this.unanswering = unansweredText(check.asks, probed);
        throw new Error(this.unanswering);
      }
      judgement = check.verify(input, probed, ctx);
    } catch (error) {
      if (error instanceof TargetError) this.broken = error;
      throw error;
    } finally {
      this.tally.judged(judgement);
      // The example is judged: its answers' bodies go back to the client, and what a failure shows of them is
      // taken (ExampleFailed keeps its exchange without the body).
      this.session.recycle();
    }
    const findings: readonly Finding[] = judgement.findings;
    for (const w of findings.filter((f) => f.severity === 'warning')) {
      const text = `${w.expected}: ${w.received}`;
      this.warnings.set(text, (this.warnings.get(text) ?? 0) + 1);
    }
    const failed = findings.find((f) => f.severity === 'failure');
    if (failed) throw new ExampleFailed(failed);
  }

  /**
   * The verdict of the examples fast-check ran, with the evidence they examined; for a check of an item rule, with
   * what its rule judged of every item the run read (items/judge.ts), and the first item that broke it.
   */
  result(details: RunDetails<[unknown]>, durationMs: number, items?: RuleTally): CheckResult {
    if (items) this.tally.credit(items.examined, 'D');
    const ran: Ran = {
      examples: details.numRuns,
      warnings: [...this.warnings].slice(0, 5).map(([text, count]) => ({ text, count })),
      durationMs,
      evidence: this.tally.evidence(this.check),
    };
    if (!details.failed && items?.finding) return this.itemFailed(details, ran, items.finding);
    if (!details.failed) {
      const lacking = inconclusiveReason(this.check, ran.evidence, this.ctx);
      const unjudged = lacking ? this.unjudged(ran.evidence.examined) : null;
      if (unjudged) return this.verdict('skipped', ran, { reason: unjudged, unjudgeable: true });
      return this.verdict(lacking ? 'inconclusive' : 'passed', ran, lacking ? { reason: lacking } : {});
    }
    if (this.broken instanceof RedirectError) {
      // A redirect fails the check: the target answered, but not for itself; the kit never follows it.
      const { exchange, location } = this.broken;
      const expected = 'an answer from the URL given (the kit follows no redirect)';
      return this.failed(details, ran, expected, redirectText(exchange.status, location), exchange);
    }
    const error = details.errorInstance;
    if (this.unanswering !== null) return this.verdict('error', ran, { reason: this.unanswering });
    if (this.broken || !(error instanceof ExampleFailed)) {
      const reason = this.broken ? this.broken.message : error instanceof Error ? error.message : String(error);
      return this.verdict('error', ran, { reason });
    }
    const { expected, received, exchange } = error.finding;
    return this.failed(details, ran, expected, received, exchange);
  }

  /** Why a check that examined nothing is skipped: it met only evidence it cannot judge (check.ts, unjudgeable). */
  private unjudged(examined: number): string | null {
    const { unjudgeable } = this.check;
    if (unjudgeable === undefined || examined > 0) return null;
    let met = 0;
    for (const [text, count] of this.warnings) if (text.startsWith(`${unjudgeable}: `)) met += count;
    if (met === 0) return null;
    return `${met.toLocaleString('en-US')} answer${met === 1 ? '' : 's'} held nothing the kit could judge, only: ${unjudgeable}`;
  }

  /**
   * A failed verdict of an item rule: the item alone as the counterexample, read where it was met. A replay reads
   * there again: the map (always read), discovery's windows (the path `discovery`), or the pages of the check that
   * read it, selected beside this one, or a sweep from where it was.
   */
  private itemFailed(details: RunDetails<[unknown]>, ran: Ran, finding: ItemFinding): CheckResult {
    const { config } = this.session;
    const { reader } = finding;
    const path = reader === 'discovery' ? DISCOVERY_PATH : '';
    const own = reader === 'map' || reader === 'discovery' || reader === 'sweep' || reader === this.check.id;
    const checks = own ? this.check.id : `${this.check.id},${reader}`;
    const failure: FailureDetail = {
      expected: finding.expected,
      received: finding.received,
      curl: curlOf(finding.exchange.request, config.headers),
      status: finding.exchange.status,
      counterexample: finding.input,
      shrinks: 0,
      seed: config.seed,
      path,
      replay: replayCommand(config, checks, path, reader === 'sweep' ? sweepFrom(finding) : []),
    };
    return this.verdict('failed', ran, { failure });
  }

  /** A failed verdict: the rule, what the target did, the request that showed it, and how to replay it. */
  private failed(
    details: RunDetails<[unknown]>,
    ran: Ran,
    expected: string,
    received: string,
    exchange: Exchange | undefined,
  ): CheckResult {
    const { config } = this.session;
    const path = details.counterexamplePath ?? '';
    const failure: FailureDetail = {
      expected,
      received,
      ...(exchange ? { curl: curlOf(exchange.request, config.headers), status: exchange.status } : {}),
      counterexample: details.counterexample?.[0],
      shrinks: details.numShrinks,
      seed: config.seed,
      path,
      replay: replayCommand(config, this.check.id, path),
    };
    return this.verdict('failed', ran, { failure });
  }

  /** A result of a check that ran, its keys in the order that the reports and runKit's callers have always seen. */
  private verdict(
    verdict: Verdict,
    ran: Ran,
    told: { reason: string } | { failure: FailureDetail } | object,
  ): CheckResult {
    const { examples, warnings, durationMs, evidence } = ran;
    return { ...baseOf(this.check), verdict, examples, ...told, warnings, durationMs, evidence };
  }
}

/**
 * The options of a sweep that reads a finding of a sweep again: from the cursor of its counterexample, through the
 * item (or the pages) it was met in, and no further.
 */
function sweepFrom(finding: ItemFinding): string[] {
  const { input, through } = finding;
  const at = isObject(input) && isObject(input['after']) ? input['after'] : null;
  const from =
    at && typeof at['after_migration_id'] === 'number'
      ? [
          '--sweep-from',
          shellQuote(
            placeText({
              after_migration_id: at['after_migration_id'],
              after_record_time: String(at['after_record_time']),
            }),
          ),
        ]
      : [];
  return ['--sweep', ...from, ...(through ? ['--sweep-to', shellQuote(through)] : [])];
}
