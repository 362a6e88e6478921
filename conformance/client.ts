/**
 * The kit's only I/O: HTTP requests to the target, with a timeout, a rate limit and the user's headers. Every
 * exchange is kept whole, so that a failure can show what was sent and what came back, and a curl line.
 */
export type Operation = 'A' | 'B' | 'C' | 'D';

export interface RequestSpec {
  readonly operation: Operation;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  /** The raw body text, exactly as sent; absent for GET. */
  readonly body?: string;
  readonly contentType?: string;
  /** Send no user headers (credentials), e.g. to prove an operation needs none. */
  readonly anonymous?: boolean;
}

export interface Exchange {
  readonly request: RequestSpec & { readonly headers: Readonly<Record<string, string>> };
  readonly status: number;
  readonly contentType: string | null;
  readonly text: string;
  /** The parsed body, or undefined when the body is not JSON. */
  readonly json: unknown;
}

/** The target could not be reached, or did not answer in time: a check that meets it is not passed. */
export class TargetError extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Requests per second; 0 for no limit. */
  readonly rateLimit: number;
}

export type Send = (request: RequestSpec) => Promise<Exchange>;

/** Statuses that say "not now" rather than "no": retried, and then an error of the target, not a failed check. */
const TRANSIENT = new Set([429, 502, 503, 504]);
const RETRIES = 3;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header, bounded; a backoff when it is absent or an HTTP date. */
function retryDelayMs(header: string | null, attempt: number): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds, 10) * 1000 : 250 * 2 ** attempt;
}

/** Builds the function that sends requests; it spaces request starts by the rate limit. */
export function createClient(options: ClientOptions): { send: Send; count: () => number } {
  let next = 0;
  let sent = 0;
  const interval = options.rateLimit > 0 ? 1000 / options.rateLimit : 0;
  const pace = async (): Promise<void> => {
    if (interval === 0) return;
    const now = performance.now();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + interval;
    if (wait > 0) await sleep(wait);
  };
  const once = async (
    request: RequestSpec,
    headers: Record<string, string>,
  ): Promise<Exchange & { retryAfter: string | null }> => {
    await pace();
    sent++;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The body is read under the same time-out: a target that stalls mid-body is an error of the target.
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return {
        request: { ...request, headers },
        status: response.status,
        contentType: response.headers.get('content-type'),
        text,
        json,
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const name = (error as Error).name;
      const reason =
        name === 'TimeoutError' || name === 'AbortError'
          ? `no answer within ${options.timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (error as Error).message);
      throw new TargetError(`${request.method} ${request.url}: ${reason}`, request.url);
    }
  };
  const send: Send = async (request) => {
    const headers: Record<string, string> = {
      // Real clients send a JSON content type even on GET (REFERENCE.md).
      'content-type': request.contentType ?? 'application/json',
      accept: 'application/json',
      ...(request.anonymous ? {} : options.headers),
    };
    for (let attempt = 0; ; attempt++) {
      const { retryAfter, ...exchange } = await once(request, headers);
      if (!TRANSIENT.has(exchange.status)) return exchange;
      if (attempt >= RETRIES) {
        throw new TargetError(
          `${request.method} ${request.url}: still ${exchange.status} after ${RETRIES} retries (rate limited or unavailable; try a lower --rate-limit)`,
          request.url,
        );
      }
      await sleep(retryDelayMs(retryAfter, attempt));
    }
  };
  return { send, count: () => sent };
}

/**
 * A curl line that repeats an exchange's request. Every header the user gave (-H) is masked as `***`, whatever
 * its name: any of them may carry a secret.
 */
export function curlOf(request: Exchange['request'], userHeaders: Readonly<Record<string, string>>): string {
  const quote = (word: string): string => `'${word.replace(/'/g, `'\\''`)}'`;
  const parts = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept') continue;
    parts.push(`-H ${quote(`${name}: ${name in userHeaders ? '***' : value}`)}`);
  }
  if (request.body !== undefined) parts.push(`-d ${quote(request.body)}`);
  return parts.join(' ');
}

/** A word for a POSIX shell: left bare when it is safe, else single-quoted. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
