import { VIEW_MARK } from '../contract.js';
import { askToken, token } from './token.js';

/** What a request to this server got: status 0 for an answer that did not come or came cut short. */
export interface Answer {
  readonly status: number;
  readonly ok: boolean;
  /** The body as JSON, or null for one that is empty or not JSON. */
  readonly json: unknown;
  readonly headers: Headers;
  readonly ms: number;
  /** A 2xx whose body is not JSON. */
  readonly broken: boolean;
  /** What went wrong, in words: the body's `error`, or the status; null for an answer that is fine. */
  readonly error: string | null;
}

/** The `error` of a body that has one (docs/api.md section 7). */
function errorOf(json: unknown): string | undefined {
  const error: unknown = typeof json === 'object' && json !== null ? (json as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error : undefined;
}

const failed = (why: string): Answer => ({
  status: 0,
  ok: false,
  json: null,
  headers: new Headers(),
  ms: 0,
  broken: false,
  error: why,
});

/**
 * One request to this server: JSON in and out, the token as the API's auth header, and this page's mark
 * (VIEW_MARK), by which no rule of faults on demand meets the page's own requests and the journal keeps none. An
 * answer that does not come (a reset, a closed connection, no answer within timeoutMs) or comes cut short has
 * status 0; a 2xx whose body is not JSON is broken.
 */
export async function request(method: string, path: string, body?: unknown, timeoutMs?: number): Promise<Answer> {
  const headers: Record<string, string> = { [VIEW_MARK]: '1' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const bearer = token();
  if (bearer) headers['authorization'] = `Bearer ${bearer}`;
  const started = performance.now();
  let response: Response | undefined;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      cache: 'no-store',
      credentials: 'omit',
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : null,
    });
    text = await response.text();
  } catch (caught) {
    // A TypeError from fetch, or a DOMException (TimeoutError when the time-out struck).
    const error = caught as { readonly name?: unknown; readonly message?: unknown } | null;
    if (error?.name === 'TimeoutError') return failed(`no answer within ${Math.round((timeoutMs ?? 0) / 1000)} s`);
    return failed(`${response ? 'the answer was cut short: ' : 'no answer: '}${String(error?.message)}`);
  }
  let json: unknown = null;
  try {
    if (text !== '') json = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status and statusText say what it was.
  }
  const broken = response.ok && json === null;
  let error: string | null = null;
  if (!response.ok) error = errorOf(json) ?? `${response.status} ${response.statusText}`;
  else if (broken) error = `${response.status} with a body that is not JSON`;
  const answer: Answer = {
    status: response.status,
    ok: response.ok,
    json,
    headers: response.headers,
    ms: Math.round(performance.now() - started),
    broken,
    error,
  };
  if (response.status === 401) askToken(error);
  return answer;
}
