import type { Group } from '../check.js';
import { TargetError, type Deadline, type Exchange, type Read, type RequestSpec } from '../client/client.js';
import type { TargetUrls } from '../config/urls.js';
import { GROUPS, OPERATIONS } from '../../common/api.js';
import { KitError } from '../../common/errors.js';
import { eachEvent, positionOf, type Position } from '../reading/events.js';
import { alternatives, answerOf, diagnose, type Answer, type Diagnosis } from './first-contact-diagnosis.js';
import { entryRequest, eventsRequest, factoryRequest, withdrawRequest } from '../client/requests.js';

export { alternatives, diagnose, doubledPrefix, type Answer, type Diagnosis } from './first-contact-diagnosis.js';

/**
 * The target answered, but not as the API would to anyone set up right: no credentials, no such route, a web page.
 * No check could say anything true about it, so the run stops before any does: exit 3, with what to change.
 */
export class SetupError extends KitError {
  override readonly name = 'SetupError';
  readonly exitCode = 3;
}

const contactRequests: Readonly<Record<Group, (urls: TargetUrls) => RequestSpec[]>> = {
  registry: (urls) => [factoryRequest(urls, {})],
  validator: (urls) => [entryRequest(urls, `reachability-probe::1220${'0'.repeat(64)}`)],
  scan: (urls) => [eventsRequest(urls, { page_size: 1000 })],
};

/** The group of the history (D) first, whose first page gives the positions; then the others, in the table's order. */
const CONTACT_ORDER: readonly Group[] = [OPERATIONS.D.group, ...GROUPS.filter((group) => group !== OPERATIONS.D.group)];

/**
 * A group's first answers at `url`, and for the validator, whose one route answers 404 for a party without an
 * entry, the answer of a route beside it that cannot exist, to tell the operation's 404 from the router's. `page`
 * takes the scan's first page while it is lent.
 */
async function contact(
  group: Group,
  url: string,
  read: Read,
  page: (exchange: Exchange) => boolean | undefined = () => undefined,
): Promise<{ answers: Answer[]; sibling?: Answer }> {
  const answers: Answer[] = [];
  for (const request of contactRequests[group]({ [group]: url }))
    answers.push(await read(request, (exchange) => answerOf(exchange, group === 'scan' ? page(exchange) : undefined)));
  // The factory has no 404 of its own: when it answers one, the withdraw route tells whether the group is there.
  if (group === 'registry' && answers[0]?.status === 404)
    answers.push(await read(withdrawRequest({ registry: url }, 'token-registry-kit-first-contact', {}), answerOf));
  if (group !== 'validator' || answers[0]?.status !== 404) return { answers };
  const sibling = await read(
    { operation: 'C', method: 'GET', url: `${url}/${SIBLING_ROOT}/token-registry-kit-no-such-route` },
    answerOf,
  );
  return { answers, sibling };
}

/** The first segment of C's path (`v0`): a route under it beside C's own cannot exist. */
const SIBLING_ROOT = OPERATIONS.C.path.split('/')[1] ?? '';

export interface FirstContactOptions {
  readonly urls: TargetUrls;
  readonly read: Read;
  /** Names of the headers sent with every request (never their values). */
  readonly headerNames: readonly string[];
  /** How long a target may take to start answering (--wait-for-target). */
  readonly waitMs: number;
  readonly deadline: Deadline;
  readonly onWaiting: (group: Group, url: string, reason: string, waitedMs: number, limitMs: number) => void;
  /** Thrown when a group does not answer at all (exit 3); the runner's, so that it keeps its name. */
  readonly unreachable: (message: string) => Error;
}

/**
 * TargetError kinds that an answer gave (a redirect, a body too large or undecodable) or the run's own deadline:
 * no wait makes them pass, so the first contact does not retry them, and they are not "unreachable".
 */
const ANSWERED = new Set<TargetError['kind']>(['redirect', 'too-large', 'unreadable', 'deadline']);

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** What is wrong with a group: a SetupError's text, or an unreachable one's. */
interface Problem {
  readonly unreachable: boolean;
  readonly text: string;
}

/**
 * The first contact with each URL group: retried while the target starts (refused, reset, 502/503/504, and a 404 or
 * a web page from a proxy in front of it) for up to `waitMs`, then diagnosed. Every group is diagnosed before the
 * run stops, so that a run set up wrong in two groups (a prefix wrong in both) says both at once: when any group
 * answers like a misconfigured run (401/403, no such route, HTML), with SetupError, each group's problem on a line
 * of its own; when the groups that fail do not answer at all, with `unreachable`. Gives back the positions of the
 * history's first page (page_size 1000), read one item at a time.
 */
export async function firstContact(options: FirstContactOptions): Promise<{ positions: Position[] }> {
  const { urls } = options;
  const started = performance.now();
  let positions: Position[] = [];
  const problems: Problem[] = [];
  for (const group of CONTACT_ORDER) {
    const url = urls[group];
    if (!url) continue;
    const problem = await contactGroup(group, url, options, started, (found) => (positions = found));
    if (problem) problems.push(problem);
  }
  if (problems.length === 0) return { positions };
  const text = problems.map((p) => p.text).join('\n  ');
  throw problems.every((p) => p.unreachable) ? options.unreachable(text) : new SetupError(text);
}

/** One group's first contact, retried while waiting may help: its problem, or null when it answers as the API. */
async function contactGroup(
  group: Group,
  url: string,
  options: FirstContactOptions,
  started: number,
  firstPage: (positions: Position[]) => void,
): Promise<Problem | null> {
  const { read, deadline, waitMs } = options;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    const waited = performance.now() - started;
    let diagnosis: Diagnosis | null;
    try {
      const { answers, sibling } = await contact(group, url, read, (exchange) => {
        const first = firstPageOf(exchange);
        firstPage(first.positions);
        return first.page;
      });
      diagnosis = diagnose(group, url, answers, options.headerNames, sibling);
      if (!diagnosis) return null;
    } catch (error) {
      if (!(error instanceof TargetError)) throw error;
      // The target answered, but with nothing to learn from (a redirect, which is not followed, or a body past
      // the cap), or the run is out of time: the checks meet the same and fail, or are errors.
      if (ANSWERED.has(error.kind) || deadline.remainingMs() <= 0) return null;
      if (waited >= waitMs)
        return {
          unreachable: true,
          text:
            `the ${group} URL ${url} is unreachable: ${error.message}` +
            (waitMs > 0 ? ` (waited ${Math.round(waited / 1000)} s)` : ''),
        };
      options.onWaiting(group, url, error.message, waited, waitMs);
      await sleep(Math.min(delay, waitMs - waited, deadline.remainingMs()));
      continue;
    }
    if (diagnosis.lasting || waited >= waitMs || deadline.remainingMs() <= 0)
      return { unreachable: false, text: `${diagnosis.text}${await suggestion(group, url, diagnosis, options)}` };
    options.onWaiting(group, url, diagnosis.text, waited, waitMs);
    await sleep(Math.min(delay, waitMs - waited, deadline.remainingMs()));
  }
}

/** " (did you mean --scan-url https://host/api/scan? It answers as the API does)", or nothing. */
async function suggestion(
  group: Group,
  url: string,
  diagnosis: Diagnosis,
  options: FirstContactOptions,
): Promise<string> {
  if (diagnosis.lasting || !/no such route/.test(diagnosis.text)) return '';
  for (const candidate of alternatives(group, url)) {
    try {
      const { answers, sibling } = await contact(group, candidate, options.read);
      // The scan's events answer 200 to anyone set up right; the other groups' first requests, anything but
      // what the diagnosis calls a missing route.
      const works = group !== 'scan' || answers[0]?.status === 200;
      if (works && !diagnose(group, candidate, answers, options.headerNames, sibling))
        return `; ${candidate} answers as the API does: did you mean --${group}-url ${candidate}?`;
    } catch {
      // An alternative that does not answer is no suggestion.
    }
  }
  return '';
}

/**
 * The positions of the first page's items, read one item at a time (none from an answer that is not a 200 page), and
 * whether it was a page.
 */
function firstPageOf(first: Exchange): { positions: Position[]; page?: boolean } {
  if (first.status !== 200) return { positions: [] };
  const positions: Position[] = [];
  const verdict = eachEvent(
    first,
    (item) => {
      const p = positionOf(item);
      if (p) positions.push(p);
    },
    'outline',
  );
  // Read as a page or not: the diagnosis need not read it again to know whether it is JSON.
  return { positions: verdict.page ? positions : [], page: verdict.page };
}
