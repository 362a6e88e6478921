import type { Group } from './check.js';
import { TargetError, type Deadline, type Exchange, type Read, type RequestSpec } from './client.js';
import { BASE_PREFIX, type TargetUrls } from './config-urls.js';
import { GROUPS, OPERATIONS } from '../src/shared/api.js';
import { KitError } from '../src/shared/errors.js';
import { eachEvent, positionOf, type Position } from './events.js';
import { isErrorBody } from './json.js';
import { entryRequest, eventsRequest, factoryRequest, withdrawRequest } from './requests.js';

/**
 * The target answered, but not as the API would to anyone set up right: no credentials, no such route, a web page.
 * No check could say anything true about it, so the run stops before any does: exit 3, with what to change.
 */
export class SetupError extends KitError {
  override readonly name = 'SetupError';
  readonly exitCode = 3;
}

/** What the diagnosis keeps of an answer: its request, status, media type, the start of its body and its JSON. */
export interface Answer {
  readonly request: RequestSpec;
  readonly status: number;
  readonly contentType: string | null;
  /** The body's first few KB. */
  readonly text: string;
  /** Whether the whole body is JSON, and an ErrorResponse (`{"error": "..."}`). */
  readonly json: boolean;
  readonly errorResponse: boolean;
}

/** Why a URL group cannot be checked; `lasting` when waiting cannot change it (credentials). */
export interface Diagnosis {
  readonly lasting: boolean;
  readonly text: string;
}

const SNIPPET = 2000;
/** Bodies up to this size are parsed whole; a larger one is JSON when it is a page, read an item at a time. */
const PARSED = 64 * 1024;

/** What the diagnosis keeps of an answer; `page` says it is a page already, when a reader has read it as one. */
function answerOf(exchange: Exchange, page?: boolean): Answer {
  const small = (exchange.bytes?.length ?? exchange.text.length) <= PARSED;
  const body = small ? exchange.json : undefined;
  const json = small ? body !== undefined : (page ?? eachEvent(exchange, () => {}, 'checked').page);
  return {
    request: exchange.request,
    status: exchange.status,
    contentType: exchange.contentType,
    // From the bytes when the exchange has them: the text of a whole page would be megabytes made for nothing.
    text: exchange.bytes
      ? new TextDecoder().decode(exchange.bytes.subarray(0, SNIPPET))
      : exchange.text.slice(0, SNIPPET),
    json,
    errorResponse: isErrorBody(body),
  };
}

/** The media type as the target wrote it, for messages: lowercased, a secret it echoed there would not be masked. */
const mediaShown = (answer: Answer): string => (answer.contentType ?? '').split(';')[0]?.trim() ?? '';
const media = (answer: Answer): string => mediaShown(answer).toLowerCase();
const isHtml = (answer: Answer): boolean =>
  media(answer) === 'text/html' || /^\s*<(!doctype html|html)[\s>]/i.test(answer.text);

const said = (group: Group, answer: Answer): string =>
  `${group} answered ${answer.status} to ${answer.request.method} ${answer.request.url}`;

/** The body of an answer with the request's path, as sent and decoded, put out of the way: routers echo it. */
function withoutPath(answer: Answer): string {
  const path = new URL(answer.request.url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A path that does not decode is compared as sent.
  }
  return answer.text.split(path).join('<path>').split(decoded).join('<path>');
}

/** A prefix given twice, e.g. /api/scan/api/scan: a --base-url that already ended in the group's prefix. */
export function doubledPrefix(group: Group, url: string): string | null {
  const prefix = BASE_PREFIX[group];
  if (!prefix) return null;
  const path = (() => {
    try {
      return new URL(url).pathname;
    } catch {
      return '';
    }
  })();
  return path.includes(`${prefix}${prefix}`) ? prefix : null;
}

/**
 * What is wrong with a group's first answers, or null when they are answers of the API. `sibling` is the answer to a
 * route that cannot exist beside the group's own (validator only): a 404 of the operation's route that reads the
 * same is the router's, not the operation's.
 */
export function diagnose(
  group: Group,
  url: string,
  answers: readonly Answer[],
  headerNames: readonly string[],
  sibling?: Answer,
): Diagnosis | null {
  const refused = answers.find((a) => a.status === 401 || a.status === 403);
  if (refused) {
    const give =
      headerNames.length === 0
        ? "give credentials, for example -H 'Authorization: Bearer …'"
        : `the credentials given (-H ${headerNames.join(', -H ')}) were refused: check them, and that they are for this deployment`;
    return { lasting: true, text: `${said(group, refused)}: ${give}` };
  }
  const html = answers.find(isHtml);
  if (html)
    return {
      lasting: false,
      text: `${said(group, html)} with an HTML page (${mediaShown(html) || 'no content type'}), not the API's JSON: is ${url} the ${group} API's URL, not a web page or a proxy's login page?`,
    };
  const routeMissing = ((): Answer | null => {
    if (group === 'scan') return answers.find((a) => a.status === 404) ?? null;
    if (group === 'registry')
      return answers.length > 0 && answers.every((a) => a.status === 404) ? (answers[0] as Answer) : null;
    // A party without an entry is a 404 too: the route is missing when the answer reads as the router's does for a
    // route that cannot exist (the same body, bar the path), or when neither is JSON (a router's plain page).
    const entry = answers[0];
    if (!entry || entry.status !== 404 || !sibling || sibling.status !== 404) return null;
    return withoutPath(sibling) === withoutPath(entry) || (!entry.json && !sibling.json) ? entry : null;
  })();
  if (routeMissing) {
    const doubled = doubledPrefix(group, url);
    const every = group === 'registry' ? ' (and 404 to every route of the group)' : '';
    const hint = doubled
      ? `the URL holds ${doubled} twice: give --base-url the host's root (the kit adds ${doubled} itself), or --${group}-url with ${doubled} once`
      : BASE_PREFIX[group]
        ? `check the path prefix of --${group}-url (a real deployment serves it under ${BASE_PREFIX[group]}, e.g. https://host${BASE_PREFIX[group]})`
        : `check the path prefix of --${group}-url (a real deployment serves /registry/... at the host's root)`;
    return { lasting: false, text: `${said(group, routeMissing)}${every}: no such route there; ${hint}` };
  }
  const notJson = answers.find((a) => a.status === 200 && !a.json);
  if (notJson)
    return {
      lasting: false,
      text: `${said(group, notJson)} with ${mediaShown(notJson) || 'a body'} that is not JSON: is ${url} the ${group} API's URL?`,
    };
  return null;
}

/** Other URLs for a group on the same host, to suggest when the one given has no such route. */
export function alternatives(group: Group, url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const base = url.replace(/\/+$/, '');
  const prefix = BASE_PREFIX[group];
  const candidates = prefix
    ? [base.split(`${prefix}${prefix}`).join(prefix), `${base}${prefix}`, `${parsed.origin}${prefix}`]
    : [parsed.origin];
  return [...new Set(candidates)].filter((c) => c !== base);
}

/** The requests of a group's first contact. */
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

/**
 * The first contact with each URL group: retried while the target starts (refused, reset, 502/503/504, and a 404 or
 * a web page from a proxy in front of it) for up to `waitMs`, then diagnosed. A group that answers like a
 * misconfigured run (401/403, no such route, HTML) stops the run with SetupError; one that never answers, with
 * `unreachable`. Gives back the positions of the history's first page (page_size 1000), read one item at a time.
 */
export async function firstContact(options: FirstContactOptions): Promise<{ positions: Position[] }> {
  const { urls, read, deadline, waitMs } = options;
  const started = performance.now();
  let positions: Position[] = [];
  for (const group of CONTACT_ORDER) {
    const url = urls[group];
    if (!url) continue;
    for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
      const waited = performance.now() - started;
      let diagnosis: Diagnosis | null;
      let reason: string;
      try {
        const { answers, sibling } = await contact(group, url, read, (exchange) => {
          const first = firstPageOf(exchange);
          positions = first.positions;
          return first.page;
        });
        diagnosis = diagnose(group, url, answers, options.headerNames, sibling);
        if (!diagnosis) break;
        reason = diagnosis.text;
      } catch (error) {
        if (!(error instanceof TargetError)) throw error;
        // The target answered, but with nothing to learn from (a redirect, which is not followed, or a body past
        // the cap), or the run is out of time: the checks meet the same and fail, or are errors.
        if (ANSWERED.has(error.kind) || deadline.remainingMs() <= 0) break;
        if (waited >= waitMs)
          throw options.unreachable(
            `the ${group} URL ${url} is unreachable: ${error.message}` +
              (waitMs > 0 ? ` (waited ${Math.round(waited / 1000)} s)` : ''),
          );
        options.onWaiting(group, url, error.message, waited, waitMs);
        await sleep(Math.min(delay, waitMs - waited, deadline.remainingMs()));
        continue;
      }
      if (diagnosis.lasting || waited >= waitMs || deadline.remainingMs() <= 0)
        throw new SetupError(`${reason}${await suggestion(group, url, diagnosis, options)}`);
      options.onWaiting(group, url, reason, waited, waitMs);
      await sleep(Math.min(delay, waitMs - waited, deadline.remainingMs()));
    }
  }
  return { positions };
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
