/**
 * The kit's only I/O: HTTP requests to the target, with a timeout, a rate limit and the user's headers. Every
 * exchange is kept whole, so that a failure can show what was sent and what came back, and a curl line.
 *
 * It speaks HTTP through node:http and node:https rather than fetch, so that every limit is its own: a redirect is
 * never followed (node:http does not follow them), a body is counted while it streams, after decompression, and
 * dropped past the cap, and a target's TLS certificate is checked against the CAs the user names (--ca) or not at
 * all (--insecure), without a dispatcher that global fetch does not export on Node 20.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import { constants, createBrotliDecompress, createGunzip, createUnzip } from 'node:zlib';
import { KitError } from './errors.js';

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

/**
 * Why a request did not give an answer a check can use. `network`, `timeout` and `unavailable` (429/5xx that
 * stayed) may pass while a target starts; the others are answers, or the run's own limit.
 */
export type TargetErrorKind =
  'network' | 'timeout' | 'unavailable' | 'redirect' | 'too-large' | 'unreadable' | 'deadline';

/**
 * The target could not be reached, or did not answer in time: a check that meets it is not passed. One that ends a
 * run (exit 1) is a run that could not finish.
 */
export class TargetError extends KitError {
  override readonly name: string = 'TargetError';
  readonly exitCode = 1;
  constructor(
    message: string,
    readonly url: string,
    readonly kind: TargetErrorKind = 'network',
  ) {
    super(message);
  }
}

/** The target answered with a redirect: the kit never follows one, so that no header reaches a host not named. */
export class RedirectError extends TargetError {
  override readonly name: string = 'RedirectError';
  constructor(
    readonly exchange: Exchange,
    /** The Location header as the target sent it, resolved against the request's URL when it is a URL. */
    readonly location: string | null,
  ) {
    super(
      `${exchange.request.method} ${exchange.request.url}: ${redirectText(exchange.status, location)}`,
      exchange.request.url,
      'redirect',
    );
  }
}

/** "the target redirected to <Location> (301)": the text of a redirect in errors and in failed checks. */
export const redirectText = (status: number, location: string | null): string =>
  location === null
    ? `the target answered ${status}, a redirect without a Location header (the kit follows no redirect)`
    : `the target redirected to ${location} (${status}; the kit follows no redirect)`;

/** The run's overall deadline (--max-duration): once it has passed, no request starts and none goes on. */
export interface Deadline {
  /** Milliseconds left; 0 or less once it has passed. */
  remainingMs(): number;
  /** What a check that it stopped says, e.g. "the run passed --max-duration (15m)". */
  readonly text: string;
}

export const noDeadline: Deadline = { remainingMs: () => Number.POSITIVE_INFINITY, text: '' };

/** A deadline `ms` from now. */
export function deadlineIn(ms: number, text: string): Deadline {
  const at = performance.now() + ms;
  return { remainingMs: () => at - performance.now(), text };
}

export interface ClientOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Requests per second; 0 for no limit. */
  readonly rateLimit: number;
  /** Bytes of one answer's body, counted after decompression, past which reading stops (default 64 MiB). */
  readonly maxResponseBytes?: number;
  /** PEM certificates trusted for https targets, on top of Node's bundled CAs (--ca). */
  readonly ca?: string;
  /** Accept any TLS certificate (--insecure): for test targets only. */
  readonly insecure?: boolean;
  readonly deadline?: Deadline;
}

export type Send = (request: RequestSpec) => Promise<Exchange>;

export interface Client {
  readonly send: Send;
  /** Requests sent so far, retries included. */
  readonly count: () => number;
  /** Closes the connections kept alive. */
  readonly close: () => void;
}

/** Statuses that say "not now" rather than "no": retried, and then an error of the target, not a failed check. */
const TRANSIENT = new Set([429, 502, 503, 504]);
const RETRIES = 3;
const MIB = 1024 * 1024;
export const defaultMaxResponseBytes = 64 * MIB;
/** Content codings decoded in a row at most: a chain of them is no use to a JSON API, only to a bomb. */
const MAX_CODINGS = 2;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header, bounded; a backoff when it is absent or an HTTP date. */
function retryDelayMs(header: string | null, attempt: number): number {
  const seconds = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? Math.min(seconds, 10) * 1000 : 250 * 2 ** attempt;
}

const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;

/** The Location of a redirect, resolved against the request URL so that the report names the host it points at. */
function locationOf(header: string | null, base: string): string | null {
  if (header === null) return null;
  const shown = header.length > 500 ? `${header.slice(0, 500)}...` : header;
  try {
    return header.length > 500 ? shown : new URL(header, base).href;
  } catch {
    return shown;
  }
}

/** The decoders of a Content-Encoding, outermost coding last (RFC 9110 section 8.4); unknown codings pass as is. */
function decodersOf(header: string | null): { decoders: NodeJS.ReadWriteStream[]; error?: string } {
  const codings = (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  if (codings.length > MAX_CODINGS)
    return {
      decoders: [],
      error: `it has ${codings.length} content codings (${header ?? ''}); the kit decodes ${MAX_CODINGS} at most`,
    };
  // Lenient at the end, as browsers and undici are: a body cut after its last full block still reads.
  const zlibFlush = { flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH };
  const brotliFlush = { flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH };
  const decoders: NodeJS.ReadWriteStream[] = [];
  for (const coding of codings.reverse()) {
    if (coding === 'gzip' || coding === 'x-gzip') decoders.push(createGunzip(zlibFlush));
    // createUnzip reads the zlib wrapper that "deflate" means (RFC 9110 section 8.4.1.2), and gzip sent under it.
    else if (coding === 'deflate') decoders.push(createUnzip(zlibFlush));
    else if (coding === 'br') decoders.push(createBrotliDecompress(brotliFlush));
    // An unknown coding passes through undecoded, as fetch does: the checks then see a body that is not JSON.
    else return { decoders: [] };
  }
  return { decoders };
}

/** A connection error in words: the code Node gives, and what to do about a certificate. */
function networkReason(error: NodeJS.ErrnoException): string {
  const code = error.code ?? error.message;
  const certificate =
    /CERT|SELF_SIGNED|UNABLE_TO_(GET_ISSUER|VERIFY)|ERR_TLS_CERT_ALTNAME_INVALID/.test(code) ||
    /certificate/i.test(error.message);
  return certificate
    ? `${code} (the target's TLS certificate is not trusted: give --ca FILE with its CA certificate, or --insecure for a test target)`
    : code;
}

/** A kept-alive socket that the server had closed: the request is sent once more, on a new one. */
class StaleSocket extends TargetError {
  override readonly name: string = 'StaleSocket';
}

interface Answer {
  readonly status: number;
  readonly contentType: string | null;
  readonly retryAfter: string | null;
  readonly text: string;
}

/** Builds the function that sends requests; it spaces request starts by the rate limit. */
export function createClient(options: ClientOptions): Client {
  let next = 0;
  let sent = 0;
  const interval = options.rateLimit > 0 ? 1000 / options.rateLimit : 0;
  const deadline = options.deadline ?? noDeadline;
  const maxBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const capText = `${Math.round((maxBytes / MIB) * 100) / 100} MB`;
  // Keep-alive as fetch does; Node's agent closes an idle socket a second before the server's Keep-Alive hint.
  const httpAgent = new HttpAgent({ keepAlive: true });
  let httpsAgent: HttpsAgent | null = null;
  const httpsAgentOf = (): HttpsAgent =>
    (httpsAgent ??= new HttpsAgent({
      keepAlive: true,
      // `ca` replaces the trusted set: Node's bundled CAs are kept, and the user's added to them.
      ...(options.ca ? { ca: [...rootCertificates, options.ca] } : {}),
      ...(options.insecure ? { rejectUnauthorized: false } : {}),
    }));

  const deadlineError = (request: RequestSpec, during: boolean): TargetError =>
    new TargetError(
      during ? `${deadline.text}; stopped ${request.method} ${request.url}` : deadline.text,
      request.url,
      'deadline',
    );

  const pace = async (request: RequestSpec): Promise<void> => {
    if (interval === 0) return;
    const now = performance.now();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + interval;
    if (wait > deadline.remainingMs()) throw deadlineError(request, false);
    if (wait > 0) await sleep(wait);
  };

  /** One request on the wire: resolves with the whole answer, or rejects with a TargetError that says why. */
  const exchange = (request: RequestSpec, headers: Record<string, string>): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const https = url.protocol === 'https:';
      const what = `${request.method} ${request.url}`;
      const limitMs = Math.min(options.timeoutMs, deadline.remainingMs());
      const byDeadline = limitMs < options.timeoutMs;
      let response: IncomingMessage | null = null;
      let body: Readable | null = null;
      let bytes = 0;
      const chunks: Buffer[] = [];
      let settled = false;
      const settle = (error: TargetError | null, answer?: Answer): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          // Stop reading at once: the socket goes, and with it whatever the target still sends; what was read goes
          // to the garbage collector now, not when the last handler that holds it does.
          req.destroy();
          body?.destroy();
          chunks.length = 0;
          reject(error);
        } else resolve(answer as Answer);
      };
      const timer = setTimeout(
        () => {
          if (byDeadline) settle(deadlineError(request, true));
          else
            settle(
              new TargetError(
                response
                  ? `${what}: the answer did not finish within ${options.timeoutMs} ms (${bytes.toLocaleString('en-US')} bytes read)`
                  : `${what}: no answer within ${options.timeoutMs} ms`,
                request.url,
                'timeout',
              ),
            );
        },
        Math.max(0, limitMs),
      );
      const wire: Record<string, string> = {
        ...headers,
        'accept-encoding': 'gzip, deflate, br',
        ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
      };
      const req = (https ? httpsRequest : httpRequest)(url, {
        method: request.method,
        headers: wire,
        agent: https ? httpsAgentOf() : httpAgent,
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        const message = `${what}: ${networkReason(error)}`;
        // The server closed a kept-alive socket as this request went out on it: nothing was answered (Node's
        // ClientRequest.reusedSocket documents the retry).
        const stale = req.reusedSocket && response === null && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
        settle(stale ? new StaleSocket(message, request.url) : new TargetError(message, request.url));
      });
      req.on('response', (res: IncomingMessage) => {
        response = res;
        const status = res.statusCode ?? 0;
        const contentType = headerText(res.headers['content-type']);
        // 304 answers a conditional request, which the kit never sends: it is no redirect, and fails as a status.
        if (status >= 300 && status < 400 && status !== 304) {
          const location = locationOf(headerText(res.headers['location']), request.url);
          settle(
            new RedirectError(
              { request: { ...request, headers }, status, contentType, text: '', json: undefined },
              location,
            ),
          );
          return;
        }
        const { decoders, error } = decodersOf(headerText(res.headers['content-encoding']));
        if (error) {
          settle(new TargetError(`the answer of ${what} cannot be read: ${error}`, request.url, 'unreadable'));
          return;
        }
        const stream: Readable =
          decoders.length === 0
            ? res
            : (pipeline(res, ...(decoders as [NodeJS.ReadWriteStream]), (failure) => {
                if (failure && !settled)
                  settle(
                    new TargetError(
                      `${what}: the answer could not be decompressed: ${failure.message}`,
                      request.url,
                      'unreadable',
                    ),
                  );
              }) as unknown as Readable);
        body = stream;
        // Counted as it arrives, after decompression: an endless body or a gzip bomb stops at the cap.
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) {
            settle(
              new TargetError(
                `the answer of ${what} passed ${capText}; stopped reading (--max-response-mb)`,
                request.url,
                'too-large',
              ),
            );
          } else chunks.push(chunk);
        });
        stream.on('error', (failure: NodeJS.ErrnoException) =>
          settle(new TargetError(`${what}: the answer broke off: ${networkReason(failure)}`, request.url)),
        );
        stream.on('end', () =>
          settle(null, {
            status,
            contentType,
            retryAfter: headerText(res.headers['retry-after']),
            // As fetch's text(): UTF-8, a byte order mark dropped, invalid bytes replaced.
            text: new TextDecoder().decode(Buffer.concat(chunks)),
          }),
        );
        // A connection that ends before the body does ends nothing: it is an error, not a short answer.
        res.on('close', () => {
          if (!res.complete) settle(new TargetError(`${what}: the answer broke off before its end`, request.url));
        });
      });
      req.end(request.body);
    });

  const once = async (
    request: RequestSpec,
    headers: Record<string, string>,
  ): Promise<Exchange & { retryAfter: string | null }> => {
    await pace(request);
    if (deadline.remainingMs() <= 0) throw deadlineError(request, false);
    sent++;
    let answer: Answer;
    try {
      answer = await exchange(request, headers);
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      sent++;
      answer = await exchange(request, headers);
    }
    let json: unknown;
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = undefined;
    }
    return {
      request: { ...request, headers },
      status: answer.status,
      contentType: answer.contentType,
      text: answer.text,
      json,
      retryAfter: answer.retryAfter,
    };
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
          'unavailable',
        );
      }
      const delay = retryDelayMs(retryAfter, attempt);
      if (delay > deadline.remainingMs()) throw deadlineError(request, false);
      await sleep(delay);
    }
  };
  return {
    send,
    count: () => sent,
    close: () => {
      httpAgent.destroy();
      httpsAgent?.destroy();
    },
  };
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
