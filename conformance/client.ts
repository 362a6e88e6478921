/**
 * The kit's only I/O: HTTP requests to the target, with a timeout, a rate limit and the user's headers. An
 * exchange keeps what was sent and the whole body that came back, as bytes, for as long as its reader needs it:
 * `send` gives bodies the run takes back after each example (recycle), `read` lends one for the time of a call. A
 * failure shows what was sent, the status, and a curl line.
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
import { KitError } from '../src/shared/errors.js';

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
  /** The body as fetch's text() gives it (UTF-8, a byte order mark dropped, invalid bytes replaced). */
  readonly text: string;
  /** The parsed body, or undefined when the body is not JSON. */
  readonly json: unknown;
  /**
   * The body's bytes, after decompression, in an exchange the client made; `text` and `json` are made from them
   * when first read. A reader that takes a large body a piece at a time (events.ts, eachEvent) reads these and
   * never makes the whole text.
   */
  readonly bytes?: Uint8Array;
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
  /**
   * Keep the bodies `send` gives in a buffer that `recycle()` takes back: the caller calls it once it is done with
   * what it sent (the runner, after each example). Without it every body is the exchange's own.
   */
  readonly recycle?: boolean;
}

export type Send = (request: RequestSpec) => Promise<Exchange>;

/**
 * Sends a request and hands the exchange, once whole, to `use`, whose result it gives back. The body is lent: it
 * lies in a buffer that the client reads the next lent body into, so `use` must take what it keeps from it before
 * it returns (it is synchronous); reading the exchange's body after that throws. For readers that keep a little of
 * a large body (a walk, discovery, a check that counts items): their pages leave no garbage behind.
 */
export type Read = <T>(request: RequestSpec, use: (exchange: Exchange) => T) => Promise<T>;

/** A Read for a plain Send: the body is the exchange's own. */
export const readVia =
  (send: Send): Read =>
  async (request, use) =>
    use(await send(request));

export interface Client {
  readonly send: Send;
  readonly read: Read;
  /**
   * With the `recycle` option: revokes every body `send` gave since the last call (reading one then throws) and
   * reuses its memory. Call it once what was sent is judged, e.g. after each example of a check.
   */
  readonly recycle: () => void;
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

/**
 * A header's value with its bytes read as UTF-8 where they are UTF-8: Node reads them as Latin-1, but a target that
 * writes a URL's characters beyond ASCII as they are writes them in UTF-8, as URLs encode them. Read so, a Location
 * shows what the target meant, and the masking (redact.ts) finds a value that the target echoed in it.
 */
function utf8Of(header: string): string {
  if (!/[\x80-\xff]/.test(header)) return header;
  const decoded = Buffer.from(header, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? header : decoded;
}

/**
 * The Location of a redirect, with the host it points at: resolved against the request URL when it names none. One
 * that names its host is shown as written: resolving it would lowercase the host, and a value that the target echoed
 * there would then not be masked as itself (redact.ts).
 */
function locationOf(raw: string | null, base: string): string | null {
  if (raw === null) return null;
  const header = utf8Of(raw);
  if (header.length > 500) return `${header.slice(0, 500)}...`;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(header)) return header;
  try {
    return header.startsWith('//') ? `${new URL(base).protocol}${header}` : new URL(header, base).href;
  } catch {
    return header;
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
  readonly bytes: Uint8Array;
}

/** Where a body's bytes go as they arrive. */
interface BodySink {
  add(chunk: Buffer): void;
  /** The body, whole. */
  end(): Uint8Array;
  /** The answer failed: what was read of it is let go. */
  drop(): void;
}

/** A body of the exchange's own. */
function ownBody(): BodySink {
  const chunks: Buffer[] = [];
  return {
    add: (chunk) => void chunks.push(chunk),
    end: () => {
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      return bytes;
    },
    drop: () => {
      chunks.length = 0;
    },
  };
}

/** The store's buffer is made small again after recycle() when it grew larger than this. */
const KEPT_STORE_BYTES = 16 * MIB;
/** Bytes of kept bodies past which the next one gets a buffer of its own until recycle(). */
const MAX_KEPT_BYTES = 64 * MIB;

/**
 * Where a client keeps the bodies of its answers, so that a run that reads thousands of them allocates their bytes
 * about once. A body of its own is freed only once the garbage collector finds its exchange dead, which for one
 * that lived through a check's example is at the next full collection: up to 64 MB of them waited for it, pages
 * the kit no longer held.
 *
 * One buffer, filled from its start, a body after the other. A lent body (Read) gives its room back as soon as it
 * is used; a kept one (Send, once the client recycles) keeps it until recycle(), which takes back the room of every
 * one and revokes them. A body that arrives while another is arriving, or past MAX_KEPT_BYTES of kept ones, gets a
 * buffer of its own.
 */
class BodyStore {
  private buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  private used = 0;
  private arriving = false;
  /** Where each body in the store lies, lent or kept. */
  private readonly held = new Map<Lease, { readonly buffer: Buffer; readonly start: number; readonly end: number }>();
  /** Kept bodies that got a buffer of their own: recycle() revokes them too. */
  private readonly keptOutside = new Set<Lease>();

  /** Room for one body, or null: it then gets a buffer of its own. */
  sink(kept: boolean): (BodySink & { readonly lease: Lease }) | null {
    if (this.arriving || (kept && this.used > MAX_KEPT_BYTES)) return null;
    this.arriving = true;
    let start = this.used;
    let length = 0;
    const lease: Lease = { live: true };
    let done = false;
    // A body larger than the store's first buffer goes on in chunks, joined at its end: grown by doubling, a body
    // near the byte cap (64 MB by default) would leave buffers of 16, 32 and 64 MB behind a 128 MB one.
    let overflow: Buffer[] | null = null;
    return {
      lease,
      add: (chunk) => {
        if (overflow) {
          overflow.push(chunk);
          return;
        }
        if (length + chunk.length > KEPT_STORE_BYTES) {
          overflow = [this.buffer.subarray(start, start + length), chunk];
          return;
        }
        if (start + length + chunk.length > this.buffer.length) {
          // The bodies held so far stay in the smaller buffer, which their exchanges hold until they go.
          const larger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, length + chunk.length));
          this.buffer.copy(larger, 0, start, start + length);
          this.buffer = larger;
          start = 0;
        }
        chunk.copy(this.buffer, start + length);
        length += chunk.length;
      },
      end: () => {
        done = true;
        this.arriving = false;
        if (overflow) {
          const own = Buffer.concat(overflow);
          overflow = null;
          this.held.set(lease, { buffer: own, start: 0, end: own.length });
          return own;
        }
        this.used = start + length;
        this.held.set(lease, { buffer: this.buffer, start, end: this.used });
        return this.buffer.subarray(start, this.used);
      },
      drop: () => {
        if (done) return;
        done = true;
        overflow = null;
        this.arriving = false;
      },
    };
  }

  /**
   * The lease of a body lent or kept in a buffer of its own (one that arrived while another did, or past
   * MAX_KEPT_BYTES): revoked as those in the store are, by giveBack or, kept, by recycle().
   */
  outside(kept: boolean): Lease {
    const lease: Lease = { live: true };
    if (kept) this.keptOutside.add(lease);
    return lease;
  }

  /** A lent body is given back: revoked, and its room taken back when it is the last body in the store. */
  giveBack(lease: Lease): void {
    lease.live = false;
    this.keptOutside.delete(lease);
    const at = this.held.get(lease);
    if (!at) return;
    this.held.delete(lease);
    if (at.buffer === this.buffer && at.end === this.used) this.used = at.start;
    if (this.held.size === 0 && !this.arriving) this.used = 0;
  }

  /** Revokes every body in the store, and every kept one of its own, and takes back their room. */
  recycle(): void {
    for (const lease of [...this.held.keys(), ...this.keptOutside]) lease.live = false;
    this.held.clear();
    this.keptOutside.clear();
    if (this.arriving) return;
    this.used = 0;
    if (this.buffer.length > KEPT_STORE_BYTES) this.buffer = Buffer.allocUnsafe(KEPT_STORE_BYTES);
  }
}

/** Whether the body of an exchange in the store may still be read. */
interface Lease {
  live: boolean;
}

/**
 * An exchange whose text is decoded, and whose body is parsed, when first read, once: a reader that takes a page one
 * item at a time from its bytes (events.ts, eachEvent) makes neither for the whole page. A lent one's
 * body may be read only while its lease is live.
 */
function exchangeOf(request: Exchange['request'], answer: Answer, lease: Lease | null): Exchange {
  let text: string | null = null;
  let parsed: { readonly value: unknown } | null = null;
  const lent = (): void => {
    if (lease && !lease.live)
      throw new Error(
        `the body of ${request.method} ${request.url} is read after it went back to the client (Read, recycle())`,
      );
  };
  return {
    request,
    status: answer.status,
    contentType: answer.contentType,
    get bytes(): Uint8Array {
      lent();
      return answer.bytes;
    },
    get text(): string {
      lent();
      // As fetch's text(): UTF-8, a byte order mark dropped, invalid bytes replaced.
      text ??= new TextDecoder().decode(answer.bytes);
      return text;
    },
    get json(): unknown {
      lent();
      if (!parsed) {
        let value: unknown;
        try {
          value = JSON.parse(this.text);
        } catch {
          value = undefined;
        }
        parsed = { value };
      }
      return parsed.value;
    },
  };
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

  const store = new BodyStore();

  /** One request on the wire: resolves with the whole answer, or rejects with a TargetError that says why. */
  const exchange = (request: RequestSpec, headers: Record<string, string>, sink: BodySink): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const https = url.protocol === 'https:';
      const what = `${request.method} ${request.url}`;
      const limitMs = Math.min(options.timeoutMs, deadline.remainingMs());
      const byDeadline = limitMs < options.timeoutMs;
      let response: IncomingMessage | null = null;
      let body: Readable | null = null;
      let bytes = 0;
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
          sink.drop();
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
          } else sink.add(chunk);
        });
        stream.on('error', (failure: NodeJS.ErrnoException) =>
          settle(new TargetError(`${what}: the answer broke off: ${networkReason(failure)}`, request.url)),
        );
        stream.on('end', () => {
          // Bytes, outside V8's heap: the text is made only if it is read (exchangeOf).
          const bytes = sink.end();
          settle(null, { status, contentType, retryAfter: headerText(res.headers['retry-after']), bytes });
        });
        // A connection that ends before the body does ends nothing: it is an error, not a short answer.
        res.on('close', () => {
          if (!res.complete) settle(new TargetError(`${what}: the answer broke off before its end`, request.url));
        });
      });
      req.end(request.body);
    });

  /**
   * Where an answer's body goes: a buffer of its own; or the store, lent (given back once used) or kept (until
   * recycle()).
   */
  type Keeping = 'own' | 'lent' | 'kept';
  const once = async (
    request: RequestSpec,
    headers: Record<string, string>,
    keeping: Keeping,
  ): Promise<{ exchange: Exchange; retryAfter: string | null; lease: Lease | null }> => {
    await pace(request);
    if (deadline.remainingMs() <= 0) throw deadlineError(request, false);
    sent++;
    const receive = async (): Promise<{ answer: Answer; lease: Lease | null }> => {
      const stored = keeping === 'own' ? null : store.sink(keeping === 'kept');
      try {
        const answer = await exchange(request, headers, stored ?? ownBody());
        return {
          answer,
          lease: stored?.lease ?? (keeping === 'own' ? null : store.outside(keeping === 'kept')),
        };
      } catch (error) {
        stored?.drop();
        throw error;
      }
    };
    let received: { answer: Answer; lease: Lease | null };
    try {
      received = await receive();
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      sent++;
      received = await receive();
    }
    const { answer, lease } = received;
    return { exchange: exchangeOf({ ...request, headers }, answer, lease), retryAfter: answer.retryAfter, lease };
  };
  /** Sends with the retries of TRANSIENT statuses; the body of an answer that is retried is given back. */
  const sendWith = async (
    request: RequestSpec,
    keeping: Keeping,
  ): Promise<{ exchange: Exchange; lease: Lease | null }> => {
    const headers: Record<string, string> = {
      // Real clients send a JSON content type even on GET (docs/deployments.md, URLs of a real deployment).
      'content-type': request.contentType ?? 'application/json',
      accept: 'application/json',
      ...(request.anonymous ? {} : options.headers),
    };
    for (let attempt = 0; ; attempt++) {
      const { exchange, retryAfter, lease } = await once(request, headers, keeping);
      if (!TRANSIENT.has(exchange.status)) return { exchange, lease };
      if (lease) store.giveBack(lease);
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
  const send: Send = async (request) => (await sendWith(request, options.recycle ? 'kept' : 'own')).exchange;
  const read: Read = async (request, use) => {
    const { exchange, lease } = await sendWith(request, 'lent');
    try {
      return use(exchange);
    } finally {
      if (lease) store.giveBack(lease);
    }
  };
  return {
    send,
    read,
    recycle: () => store.recycle(),
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
