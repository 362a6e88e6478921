/** The retries of answers that say "not now", and the pacing of request starts by the rate limit. */
import { deadlineError, type Deadline } from './deadline.js';
import { TargetError } from './errors.js';
import type { Exchange, RequestSpec } from './exchange.js';

/** Statuses that say "not now" rather than "no": retried, and then an error of the target, not a failed check. */
const TRANSIENT = new Set([429, 502, 503, 504]);
const RETRIES = 3;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header, bounded; a backoff when it is absent or an HTTP date. */
function retryDelayMs(header: string | null, attempt: number): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds, 10) * 1000 : 250 * 2 ** attempt;
}

/** Waits, before a request starts, until the rate limit (requests per second; 0 for no limit) lets it. */
export function pacer(rateLimit: number, deadline: Deadline): (request: RequestSpec) => Promise<void> {
  let next = 0;
  const interval = rateLimit > 0 ? 1000 / rateLimit : 0;
  return async (request) => {
    if (interval === 0) return;
    const now = performance.now();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + interval;
    if (wait > deadline.remainingMs()) throw deadlineError(deadline, request, false);
    if (wait > 0) await sleep(wait);
  };
}

/** One attempt's answer, and the Retry-After header that came with it. */
export interface Attempt {
  readonly exchange: Exchange;
  readonly retryAfter: string | null;
}

/**
 * Sends with the retries of TRANSIENT statuses: `attempt` sends the request once; the answer of one that is retried
 * goes to `discard`, which gives its body back.
 */
export async function withRetries<A extends Attempt>(
  request: RequestSpec,
  deadline: Deadline,
  attempt: () => Promise<A>,
  discard: (answer: A) => void,
): Promise<A> {
  for (let tried = 0; ; tried++) {
    const answer = await attempt();
    const { exchange, retryAfter } = answer;
    if (!TRANSIENT.has(exchange.status)) return answer;
    discard(answer);
    if (tried >= RETRIES) {
      throw new TargetError(
        `${request.method} ${request.url}: still ${exchange.status} after ${RETRIES} retries (rate limited or unavailable; try a lower --rate-limit)`,
        request.url,
        'unavailable',
      );
    }
    const delay = retryDelayMs(retryAfter, tried);
    if (delay > deadline.remainingMs()) throw deadlineError(deadline, request, false);
    await sleep(delay);
  }
}
