import type { AnyCheck } from '../check.js';
import type { RuleTally } from '../items/judge.js';
import type { Session } from '../run/session.js';
import { cursorFrom } from './range.js';
import { Sweep, type SweepProgress, type SweepReport } from './sweep.js';

/**
 * What stops a reading: an AbortSignal as Node and browsers make it, named by what is read of it, so that a program
 * whose TypeScript has no DOM or Node types can still use the kit's types.
 */
export interface StopSignal {
  readonly aborted: boolean;
}

/** What a run reads after its checks, and whom it tells how the reading goes. */
export interface FurtherReading {
  readonly checks: readonly AnyCheck[];
  /** Stops a sweep at its next page (Ctrl-C, for `check`): the run then reports what it covered. */
  readonly signal?: StopSignal;
  readonly onSweep?: (progress: SweepProgress) => void;
}

/** What the further reading found: its report, and what each pair rule judged. */
export interface FurtherRead {
  readonly report: SweepReport;
  readonly tally: (check: string) => RuleTally | undefined;
}

/**
 * After the checks: with --sweep, the whole history or its range in both encodings, until done, interrupted or past
 * --max-duration; else, with a --time-budget, reading on from the history's start past what was read, until the run
 * has taken its budget. Null when there is nothing to read: no scan URL, no budget left, or no check selected that
 * judges what a sweep reads.
 */
export async function readFurther(session: Session, reading: FurtherReading): Promise<FurtherRead | null> {
  const { config, ctx, deadline } = session;
  const judging = reading.checks.some((c) => c.itemRule || c.pairRule);
  if (!config.target.scan || !judging) return null;
  const budgetEnd = session.openedAt + config.timeBudgetSeconds * 1000;
  if (!config.sweep && performance.now() >= budgetEnd) return null;
  const sweep = new Sweep({ ...ctx, send: session.unjudgedSend }, session.items, reading.checks);
  const stop = (): string | null => {
    if (reading.signal?.aborted) return 'interrupted';
    if (deadline.remainingMs() <= 0) return deadline.text;
    if (!config.sweep && performance.now() >= budgetEnd)
      return `the --time-budget (${config.timeBudgetSeconds}s) was spent`;
    return null;
  };
  const report = await sweep.run({
    kind: config.sweep ? 'sweep' : 'budget',
    ...(config.sweep && config.sweepFrom ? { from: cursorFrom(config.sweepFrom) } : {}),
    ...(config.sweep && config.sweepTo ? { to: config.sweepTo } : {}),
    stop,
    ...(reading.onSweep ? { onProgress: reading.onSweep } : {}),
  });
  return { report, tally: (check) => sweep.tally(check) };
}
