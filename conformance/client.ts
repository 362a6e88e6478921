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

/** Builds the function that sends requests; it spaces request starts by the rate limit. */
export function createClient(options: ClientOptions): { send: Send; count: () => number } {
  let next = 0;
  let sent = 0;
  const interval = options.rateLimit > 0 ? 1000 / options.rateLimit : 0;
  const send: Send = async (request) => {
    if (interval > 0) {
      const now = performance.now();
      const wait = Math.max(0, next - now);
      next = Math.max(now, next) + interval;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const headers: Record<string, string> = {
      // Real clients send a JSON content type even on GET (REFERENCE.md).
      'content-type': request.contentType ?? 'application/json',
      accept: 'application/json',
      ...(request.anonymous ? {} : options.headers),
    };
    sent++;
    let response: Response;
    try {
      response = await fetch(request.url, {
        method: request.method,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${options.timeoutMs} ms`
          : (cause?.code ?? cause?.message ?? (error as Error).message);
      throw new TargetError(`${request.method} ${request.url}: ${reason}`, request.url);
    }
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
    };
  };
  return { send, count: () => sent };
}

const SECRET = /authorization|cookie|token|key|secret|password|session/i;

/** A curl line that repeats an exchange's request; secret headers are masked as `***`. */
export function curlOf(request: Exchange['request']): string {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const parts = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept') continue;
    parts.push(`-H ${quote(`${name}: ${SECRET.test(name) ? '***' : value}`)}`);
  }
  if (request.body !== undefined) parts.push(`-d ${quote(request.body)}`);
  return parts.join(' ');
}
