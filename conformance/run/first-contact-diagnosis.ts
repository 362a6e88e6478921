import type { Group } from '../check.js';
import type { Exchange, RequestSpec } from '../client/client.js';
import { isJsonBody } from '../reading/json-shape.js';
import { BASE_PREFIX } from '../config/urls.js';
import { isErrorBody } from '../reading/json.js';

/**
 * What first contact makes of the answers it got (run/first-contact.ts): whether they read like the API, or like a run
 * set up wrong (no credentials, no such route, a prefix given twice, a web page), and the URLs that may be meant.
 * Pure: answers in, a diagnosis out.
 */

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
export function answerOf(exchange: Exchange, page?: boolean): Answer {
  const small = (exchange.bytes?.length ?? exchange.text.length) <= PARSED;
  const body = small ? exchange.json : undefined;
  const json = small ? body !== undefined : (page ?? isJsonBody(exchange));
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
