/**
 * One request on the wire. It speaks HTTP through node:http and node:https rather than fetch, so that every limit is
 * its own: a redirect is never followed (node:http does not follow them), a body is counted while it streams, after
 * decompression, and dropped past the cap, and a target's TLS certificate is checked against the CAs the user names
 * (--ca) or not at all (--insecure), without a dispatcher that global fetch does not export on Node 20.
 */
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { rootCertificates } from 'node:tls';
import type { Answer } from './answer.js';
import type { BodySink } from './body-store.js';
import type { NoRoom } from './held.js';
import { deadlineError, type Deadline } from './deadline.js';
import { decodersOf } from './decode.js';
import { RedirectError, StaleSocket, TargetError } from './errors.js';
import type { RequestSpec } from './exchange.js';
import { previewOf } from '../reading/preview.js';

const MIB = 1024 * 1024;
export const defaultMaxResponseBytes = 64 * MIB;

/** The limits of a request on the wire, as the client's options give them. */
export interface TransportOptions {
  readonly timeoutMs: number;
  readonly maxResponseBytes?: number;
  readonly ca?: string;
  readonly insecure?: boolean;
}

export interface Transport {
  /** One request on the wire: resolves with the whole answer, or rejects with a TargetError that says why. */
  readonly exchange: (request: RequestSpec, headers: Record<string, string>, sink: BodySink) => Promise<Answer>;
  /** Closes the connections kept alive. */
  readonly close: () => void;
}

const headerText = (value: string | string[] | undefined): string | null =>
  value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;

/**
 * A header's value with its bytes read as UTF-8 where they are UTF-8: Node reads them as Latin-1, but a target that
 * writes a URL's characters beyond ASCII as they are writes them in UTF-8, as URLs encode them. Read so, a Location
 * shows what the target meant, and the masking (redact/redact.ts) finds a value that the target echoed in it.
 */
function utf8Of(header: string): string {
  if (!/[\x80-\xff]/.test(header)) return header;
  const decoded = Buffer.from(header, 'latin1').toString('utf8');
  return decoded.includes('\ufffd') ? header : decoded;
}

/**
 * The Location of a redirect, with the host it points at: resolved against the request URL when it names none. One
 * that names its host is shown as written: resolving it would lowercase the host, and a value that the target echoed
 * there would then not be masked as itself (redact/redact.ts).
 */
function locationOf(raw: string | null, base: string): string | null {
  if (raw === null) return null;
  const header = utf8Of(raw);
  if (header.length > 500) return previewOf(header, 500);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(header)) return header;
  try {
    return header.startsWith('//') ? `${new URL(base).protocol}${header}` : new URL(header, base).href;
  } catch {
    return header;
  }
}

/** A Content-Length header's bytes, or null when there is none or it is not one number. */
function lengthOf(header: string | undefined): number | null {
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : null;
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

/** Bytes as the options that bound them are given: MB. */
const mbText = (bytes: number): string => `${Math.round((bytes / MIB) * 100) / 100} MB`;

/** The headers a request goes out with: the client's, the codings the kit decodes, and the body's length. */
const wireHeaders = (request: RequestSpec, headers: Record<string, string>): Record<string, string> => ({
  ...headers,
  'accept-encoding': 'gzip, deflate, br',
  ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
});

/** What the requests of one transport share: its limits and its connections. */
interface Wire {
  readonly options: TransportOptions;
  readonly deadline: Deadline;
  readonly maxBytes: number;
  readonly capText: string;
  readonly agentOf: (https: boolean) => HttpAgent;
}

/**
 * One request on the wire, from its sending to its whole answer or its error. Its events are handled by its methods,
 * as undici's handlers are; whichever ends it first (the answer's end, an error, a cap, the timeout) ends it once:
 * `answer` or `fail`, after which every other event finds it settled.
 */
class InFlight {
  private readonly what: string;
  private req: ClientRequest | null = null;
  private response: IncomingMessage | null = null;
  private body: Readable | null = null;
  private bytes = 0;
  private settled = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly wire: Wire,
    private readonly request: RequestSpec,
    private readonly headers: Record<string, string>,
    private readonly sink: BodySink,
    private readonly resolve: (answer: Answer) => void,
    private readonly reject: (error: TargetError) => void,
  ) {
    this.what = `${request.method} ${request.url}`;
  }

  /** Sends the request, with its timer: the timeout, or the run's deadline when that comes first. */
  send(): void {
    const { options, deadline } = this.wire;
    const url = new URL(this.request.url);
    const https = url.protocol === 'https:';
    const limitMs = Math.min(options.timeoutMs, deadline.remainingMs());
    const byDeadline = limitMs < options.timeoutMs;
    this.timer = setTimeout(() => this.onTimeout(byDeadline), Math.max(0, limitMs));
    const req = (https ? httpsRequest : httpRequest)(url, {
      method: this.request.method,
      headers: wireHeaders(this.request, this.headers),
      agent: this.wire.agentOf(https),
    });
    this.req = req;
    req.on('error', (error: NodeJS.ErrnoException) => this.onError(req, error));
    req.on('response', (res: IncomingMessage) => this.onResponse(res));
    req.end(this.request.body);
  }

  /** Ends the request with its answer, unless it has ended already. */
  private answer(answer: Answer): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    this.resolve(answer);
  }

  /** Ends the request with an error, unless it has ended already. */
  private fail(error: TargetError): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.timer);
    // Stop reading at once: the socket goes, and with it whatever the target still sends; what was read goes to the
    // garbage collector now, not when the last handler that holds it does.
    this.req?.destroy();
    this.body?.destroy();
    this.sink.drop();
    this.reject(error);
  }

  private onTimeout(byDeadline: boolean): void {
    const { request, what } = this;
    const { timeoutMs } = this.wire.options;
    if (byDeadline) return this.fail(deadlineError(this.wire.deadline, request, true));
    const message = this.response
      ? `${what}: the answer did not finish within ${timeoutMs} ms (${this.bytes.toLocaleString('en-US')} bytes read)`
      : `${what}: no answer within ${timeoutMs} ms`;
    this.fail(new TargetError(message, request.url, 'timeout'));
  }

  private onError(req: ClientRequest, error: NodeJS.ErrnoException): void {
    const message = `${this.what}: ${networkReason(error)}`;
    // The server closed a kept-alive socket as this request went out on it: nothing was answered (Node's
    // ClientRequest.reusedSocket documents the retry).
    const stale = req.reusedSocket && this.response === null && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
    this.fail(stale ? new StaleSocket(message, this.request.url) : new TargetError(message, this.request.url));
  }

  /** The status and headers: a redirect or an unknown coding ends the request; else its body is read. */
  private onResponse(res: IncomingMessage): void {
    const { request, headers, what } = this;
    this.response = res;
    const status = res.statusCode ?? 0;
    const contentType = headerText(res.headers['content-type']);
    // 304 answers a conditional request, which the kit never sends: it is no redirect, and fails as a status.
    if (status >= 300 && status < 400 && status !== 304) {
      const location = locationOf(headerText(res.headers['location']), request.url);
      const exchange = { request: { ...request, headers }, status, contentType, text: '', json: undefined };
      return this.fail(new RedirectError(exchange, location));
    }
    const { decoders, error } = decodersOf(headerText(res.headers['content-encoding']));
    if (error)
      return this.fail(new TargetError(`the answer of ${what} cannot be read: ${error}`, request.url, 'unreadable'));
    const stream = decoders.length === 0 ? res : this.decoded(res, decoders);
    this.body = stream;
    // A length announced for the body as it comes (no content coding) is known before its first byte: past the cap,
    // nothing is read; within it, its room is taken at once, in one buffer of that length.
    const announced = decoders.length === 0 ? lengthOf(res.headers['content-length']) : null;
    if (announced !== null && !this.expect(announced)) return;
    stream.on('data', (chunk: Buffer) => this.onData(chunk));
    stream.on('error', (failure: NodeJS.ErrnoException) =>
      this.fail(new TargetError(`${what}: the answer broke off: ${networkReason(failure)}`, request.url)),
    );
    stream.on('end', () => {
      // Bytes, outside V8's heap: the text is made only if it is read (exchangeOf).
      const bytes = this.sink.end();
      this.answer({ status, contentType, retryAfter: headerText(res.headers['retry-after']), bytes });
    });
    // A connection that ends before the body does ends nothing: it is an error, not a short answer.
    res.on('close', () => {
      if (!res.complete) this.fail(new TargetError(`${what}: the answer broke off before its end`, request.url));
    });
  }

  /** The body through its decoders; a failure to decode ends the request. */
  private decoded(res: IncomingMessage, decoders: NodeJS.ReadWriteStream[]): Readable {
    return pipeline(res, ...(decoders as [NodeJS.ReadWriteStream]), (failure) => {
      if (failure && !this.settled)
        this.fail(
          new TargetError(
            `${this.what}: the answer could not be decompressed: ${failure.message}`,
            this.request.url,
            'unreadable',
          ),
        );
    }) as unknown as Readable;
  }

  /** Room for a body of an announced length, taken; or false, and the request ended, when it is refused. */
  private expect(length: number): boolean {
    if (length > this.wire.maxBytes) {
      this.fail(this.tooLarge());
      return false;
    }
    const refused = this.sink.expect(length);
    if (refused) this.fail(this.tooLarge(refused));
    return refused === null;
  }

  /** A chunk, counted as it arrives, after decompression: an endless body or a gzip bomb stops at the cap. */
  private onData(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.bytes > this.wire.maxBytes) return this.fail(this.tooLarge());
    const refused = this.sink.add(chunk);
    if (refused) this.fail(this.tooLarge(refused));
  }

  /** The body went past a bound: the cap of one answer, or, `refused` its room, the budget of the answers held. */
  private tooLarge(refused: NoRoom | null = null): TargetError {
    const past =
      refused === null
        ? `passed ${this.wire.capText}; stopped reading (--max-response-mb)`
        : `would take the answers held at once past ${mbText(refused.budget)} ` +
          `(${mbText(refused.others)} held already); stopped reading (--max-held-mb)`;
    return new TargetError(`the answer of ${this.what} ${past}`, this.request.url, 'too-large');
  }
}

export function createTransport(options: TransportOptions, deadline: Deadline): Transport {
  const maxBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
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
  const wire: Wire = {
    options,
    deadline,
    maxBytes,
    capText: mbText(maxBytes),
    agentOf: (https) => (https ? httpsAgentOf() : httpAgent),
  };
  return {
    exchange: (request, headers, sink) =>
      new Promise((resolve, reject) => new InFlight(wire, request, headers, sink, resolve, reject).send()),
    close: () => {
      httpAgent.destroy();
      httpsAgent?.destroy();
    },
  };
}
