import { request, type Answer } from './request.js';
import { alarm } from './status.js';
import { element } from './dom.js';

/**
 * Reads that fail for now, tried again: a request that changes nothing (a read of an operation, the state, a list)
 * is made again, a little later each time, while the alert line says which read is being tried again and when. A
 * control call is never tried again: it may have been done.
 */

/** What a read that fails for now gets: no answer, a time-out, 429, a server error, a body cut short or not JSON. */
const failsForNow = (answer: Answer): boolean =>
  answer.status === 0 || answer.status === 408 || answer.status === 429 || answer.status >= 500 || answer.broken;

/** Reads being tried again, by a number each: the banner names the latest, and clears once none is left. */
const retrying = new Map<number, string>();
let retryCount = 0;
let retryBanner = '';
const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function showRetrying(): void {
  const latest = Array.from(retrying.values()).pop();
  if (latest) {
    retryBanner = latest;
    alarm(latest);
  } else if (retryBanner) {
    // Cleared only if the banner still says it: another alarm meanwhile stays.
    if (element('alert').textContent === retryBanner) alarm('');
    retryBanner = '';
  }
}

/** How long before the next try: the answer's Retry-After (up to a minute), else 0.5 s doubled each time up to 15 s. */
function retryDelay(attempt: number, answer: Answer): number {
  const after = Number(answer.headers.get('retry-after'));
  if (answer.headers.has('retry-after') && Number.isFinite(after) && after >= 0) return Math.min(after, 60) * 1000;
  return Math.min(500 * 2 ** (attempt - 1), 15000);
}

/** A request that changes nothing, tried again for as long as it fails for now, with a longer time-out each time. */
export async function read(method: string, path: string, body?: unknown): Promise<Answer> {
  const key = ++retryCount;
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await request(method, path, body, Math.min(15000 * attempt, 120000));
      if (!failsForNow(answer)) return answer;
      const delay = retryDelay(attempt, answer);
      const again = `trying again in ${(delay / 1000).toFixed(1)} s (attempt ${attempt + 1})`;
      retrying.set(key, `${method} ${path} failed (${answer.error}): ${again}.`);
      showRetrying();
      await wait(delay);
    }
  } finally {
    if (retrying.delete(key)) showRetrying();
  }
}
