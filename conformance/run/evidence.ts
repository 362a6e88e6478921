import type { AnyCheck, CheckContext, Judgement } from '../check.js';
import { askOf, type Operation, type Read, type RequestSpec, type Send } from '../client/client.js';
import { CoverageTally, type Coverage } from './coverage.js';
import type { HistoryMap } from '../history/map.js';
import { operationsOf } from '../client/requests.js';
import { isEveryOperation, isPaged } from '../../common/api.js';

// The evidence of a check's verdict (check.ts, Evidence): what it sent, what came back, what it examined and where
// its cursors went, counted as it runs; and why a check that examined too little is inconclusive.

/** What a check that ran sent and examined: the ground its verdict stands on. */
export interface CheckEvidence {
  /** What the check counts (check.ts, Evidence). */
  readonly of: string;
  /** How many it needs, of each operation for a check over several. */
  readonly needs: number;
  readonly examined: number;
  /** What was examined, by the operation of the answers it was examined in. */
  readonly examinedBy: Partial<Record<Operation, number>>;
  /** How many distinct facts that was, for a check that names what each piece was about (Judgement.subjects). */
  readonly distinct?: number;
  readonly requests: number;
  /** Answers by operation and status, e.g. `{"D": {"200": 25}}`; `none` for a request that got no answer. */
  readonly answers: Partial<Record<Operation, Record<string, number>>>;
  /** Where the cursors of its requests of pages went in the history (run/coverage.ts); absent without any. */
  readonly coverage?: Coverage;
}

/** What one check sent and got, counted as it runs: requests, answers by operation and status, cursors. */
export class Tally {
  requests = 0;
  readonly answers: Partial<Record<Operation, Record<string, number>>> = {};
  readonly examinedBy: Partial<Record<Operation, number>> = {};
  examined = 0;
  private readonly subjects = new Set<string>();
  private named = false;
  /** The operations the current example sent requests of. */
  private example = new Set<Operation>();
  private readonly coverage: CoverageTally;

  constructor(map: HistoryMap) {
    this.coverage = new CoverageTally(map);
  }

  private count(request: RequestSpec, status: string): void {
    const byStatus = (this.answers[request.operation] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
  }

  /** The context's Ask, counting every request and its answer. */
  wrap(ctx: CheckContext): CheckContext {
    const sent = (request: RequestSpec): void => {
      this.requests++;
      this.example.add(request.operation);
      this.coverage.add(request.operation, request);
    };
    const send: Send = async (request) => {
      sent(request);
      try {
        const exchange = await ctx.send(request);
        this.count(request, String(exchange.status));
        return exchange;
      } catch (error) {
        this.count(request, 'none');
        throw error;
      }
    };
    const read: Read = async (request, use) => {
      sent(request);
      let counted = false;
      try {
        return await ctx.send(request, (exchange) => {
          counted = true;
          this.count(request, String(exchange.status));
          return use(exchange);
        });
      } catch (error) {
        if (!counted) this.count(request, 'none');
        throw error;
      }
    };
    return { ...ctx, send: askOf(send, read) };
  }

  /** Credits what an example examined to the operations it sent requests of, and starts the next example. */
  judged(judgement: Judgement | null): void {
    if (judgement?.subjects) {
      this.named = true;
      for (const subject of judgement.subjects) this.subjects.add(subject);
    }
    if (judgement && judgement.examined > 0) {
      this.examined += judgement.examined;
      for (const operation of this.example)
        this.examinedBy[operation] = (this.examinedBy[operation] ?? 0) + judgement.examined;
    }
    this.example = new Set();
  }

  /** Credits evidence examined outside the check's examples: what its item rule judged of the whole run's reads. */
  credit(examined: number, operation: Operation): void {
    this.examined += examined;
    if (examined > 0) this.examinedBy[operation] = (this.examinedBy[operation] ?? 0) + examined;
  }

  evidence(check: AnyCheck): CheckEvidence {
    const coverage = this.coverage.result();
    return {
      of: check.evidence.of,
      needs: check.evidence.needs ?? 1,
      examined: this.examined,
      examinedBy: this.examinedBy,
      ...(this.named ? { distinct: this.subjects.size } : {}),
      requests: this.requests,
      answers: this.answers,
      ...(coverage.cursors > 0 ? { coverage } : {}),
    };
  }
}

export { GROUP_OPERATIONS } from '../../common/api.js';

/** "401 x 25, 404 x 2": answers by status, most frequent first. */
/** "200x25 404x2": answers by status, most frequent first; `no-answer` for requests that got none. */
export const statusCounts = (byStatus: Record<string, number>): string =>
  Object.entries(byStatus)
    .sort((a, b) => b[1] - a[1])
    .map(([status, n]) => `${status === 'none' ? 'no-answer' : status}x${n}`)
    .join(' ');

/**
 * Why a check that ran examined less than it needs, or null when it examined enough: what it lacked, and the
 * likeliest cause, from what the target answered ("every answer of D was 401") or from the map ("the history is
 * empty").
 */
export function inconclusiveReason(check: AnyCheck, evidence: CheckEvidence, ctx: CheckContext): string | null {
  const { map } = ctx;
  const configured = operationsOf(ctx.urls);
  // An operation whose every request the facts leave invalid (no known id to ask for) has nothing to show here: the
  // checks that need those facts say they are missing.
  const judged = check.judges ? check.judges(ctx) : configured;
  const every = isEveryOperation(check.operation);
  const operations: readonly Operation[] = every ? configured.filter((op) => judged.includes(op)) : [check.operation];
  if (operations.length === 0)
    return `no ${evidence.of}: no operation whose URL was given can answer it with these facts`;
  const short = operations.filter((op) =>
    every ? (evidence.examinedBy[op] ?? 0) < evidence.needs : evidence.examined < evidence.needs,
  );
  if (short.length === 0) return null;
  const causes = short.map((op) => {
    const byStatus = evidence.answers[op] ?? {};
    const statuses = Object.keys(byStatus);
    const succeeded = statuses.some((s) => s.startsWith('2'));
    if (statuses.length === 0) return `no request of ${op} was sent`;
    if (statuses.length === 1 && !succeeded)
      return `every answer of ${op} was ${statuses[0] === 'none' ? 'no answer' : statuses[0]}`;
    if (!succeeded) return `no answer of ${op} was a success (${statusCounts(byStatus)})`;
    if (isPaged(op) && map.complete && map.migrations.length === 0) return 'the history is empty';
    const pages = byStatus['200'] ?? 0;
    // The target answered, with nothing of the kind in what was read: a history may hold none of it, which only
    // its owner can tell. The run fails all the same: the check cannot vouch for what it never saw.
    return (
      `the ${pages.toLocaleString('en-US')} answer${pages === 1 ? '' : 's'} of ${op} read held none ` +
      `(${statusCounts(byStatus)}); if your deployment never sends any, leave the check out with --exclude-checks ${check.id}`
    );
  });
  const of = every ? `${evidence.of} (of ${short.join(', ')})` : evidence.of;
  const got = every ? '' : ` (examined ${evidence.examined} of ${evidence.needs} needed)`;
  return `no ${of}${got}: ${[...new Set(causes)].join('; ')}`;
}

/** The groups the target has a URL for, in the table's order (common/api.ts, GROUPS). */
export { groupsOf } from '../config/urls.js';
