import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, replyOf, type App, type AppOptions } from '../app/app.js';
import { isControlPath } from '../app/control-routes.js';
import { maskTarget, maskWords, originForm } from '../app/credentials.js';
import { clientOf } from '../app/client.js';
import { bodyText, MAX_BODY_BYTES, type AppReply, type AppRequest } from '../app/request.js';
import { failure } from '../operations/reply.js';
import { defaultLimits, type ServerLimits } from './limits.js';
import { listenFailure } from '../app/listen-error.js';
import { closeStalled } from './stalls.js';
import { HeldAnswers } from './held-answers.js';
import { bodyBytesSent, writeInjected, type InjectedEdge } from './injected-write.js';
import { writeReply } from './write-reply.js';
import type { RequestJournal } from './journal.js';
import { arriving, arrivingTarget, endInTurn, inTurn } from './turns.js';

/**
 * How much of a refused body is read and thrown away after the 413, so that an ordinary client, still sending,
 * reads the answer instead of a connection reset. Past it the connection is dropped.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

export interface HandlerOptions extends AppOptions {
  /** Receives one line per finished request (method, path, status, bytes, milliseconds). */
  readonly log?: (line: string) => void;
  /** Keeps the latest requests (docs/journal.md); none by default. */
  readonly journal?: RequestJournal;
  /** Bytes of answers that delay and slow rules may hold (docs/inject.md, budgets); 64 MiB by default. */
  readonly holdBytes?: number;
}

/** A request as the log shows it: control characters escaped, so that a hostile path cannot forge log lines. */
const printable = (text: string): string =>
  (text.length > 200 ? `${text.slice(0, 200)}...` : text).replace(
    // oxlint-disable-next-line no-control-regex
    /[\x00-\x20\x7f"\\]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/** The body, read up to the limit; past it reading stops, and the app answers 413. */
async function readBody(req: IncomingMessage): Promise<AppRequest['body']> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return { tooLarge: declared };
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early must not destroy the request (and with it the socket): the refusal still has to be read.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { tooLarge: 'streamed' };
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks) };
}

/**
 * The node:http adapter: turns a request into an `AppRequest`, asks the app, and writes its reply. Everything an
 * answer depends on is the app's (src/app); here are only sockets, the bounded body read, back-pressure, the rules
 * of HTTP/1.1 framing that the app cannot see (Host, Upgrade) and the log.
 */
export function createHandler(
  app: App,
  options: {
    readonly cors: boolean;
    readonly log?: ((line: string) => void) | undefined;
    readonly journal?: RequestJournal | undefined;
    readonly held?: HeldAnswers | undefined;
  },
): (req: IncomingMessage, res: ServerResponse) => void {
  const { cors, log, journal } = options;
  const warned = (reply: AppReply): void => {
    // What the app saw wrong in a request it still answered (an unknown field): the app cannot log, the edge does.
    // A warning quotes a field's name, which is the client's text: a credential's shape in it is masked too.
    for (const warning of reply.warnings ?? []) log?.(`${new Date().toISOString()} warning ${maskWords(warning)}`);
  };
  const edge: InjectedEdge = {
    write: writeReply,
    warned,
    held: options.held ?? new HeldAnswers(),
    error: (status, message, extra) => replyOf(failure(status, message), cors, extra),
  };
  return (req, res) => {
    const arrived = performance.now();
    // The journal's time of arrival, taken once, now: an instant rebuilt later from the monotonic clock can land
    // before a `since` taken just before the request (docs/journal.md, reading it).
    const arrivedAt = journal === undefined ? 0 : Date.now();
    if (log) {
      const started = performance.now();
      res.once('close', () => {
        // What went out, as the journal says it (docs/journal.md, what it keeps): an injected writer counts the
        // body's bytes it sent, and an answer whose head was never sent (a reset, a client gone during a delay) has
        // no status.
        const bytes = bodyBytesSent(res) ?? Number(res.getHeader('content-length') ?? 0);
        const ms = (performance.now() - started).toFixed(1);
        const answered = res.headersSent ? String(res.statusCode) : 'no answer';
        const status = res.writableFinished ? answered : `${answered} (aborted)`;
        // Credentials masked as the journal masks them (docs/journal.md, masking): the log is read as widely.
        const target = printable(maskTarget(req.url ?? '/'));
        log(`${new Date().toISOString()} ${req.method ?? '?'} ${target} ${status} ${bytes} B ${ms} ms`);
      });
    }
    // Node's parser reads nothing after a request that asks to switch protocols (Upgrade), even one answered as
    // usual: the answer says that the connection ends, so that a client re-sends what it pipelined behind it
    // instead of waiting for answers that will not come.
    if (req.headers.upgrade !== undefined) res.setHeader('connection', 'close');
    const run = async (): Promise<void> => {
      const body = await readBody(req);
      const request = requestOf(req, body);
      const reply = lacksHost(req) ? missingHost(request, cors) : app(request);
      warned(reply);
      // A rule of faults on demand may say how the answer goes on the wire (docs/inject.md).
      if (reply.injected) writeInjected(res, reply, edge);
      else writeReply(res, reply);
      journal?.record(req, res, request, reply, { arrived, at: arrivedAt });
      if ('tooLarge' in body) drain(req);
    };
    inTurn(req, res, () =>
      run().catch((error: unknown) => {
        // Only the socket can fail here (the app answers every input): the client is gone, or the connection was
        // ended with an answer of the edge's own (a parser error) in this request's place.
        if (!res.headersSent && req.socket.writable) {
          writeReply(res, replyOf(failure(500, `internal error: ${(error as Error).message}`), cors));
        } else res.destroy();
      }),
    );
  };
}

/**
 * A request as the app reads it. A target in absolute form (`POST http://host/api/scan/v0/events`), which a server
 * must accept, is read as its path and query, and the host it names stands for the Host header (RFC 9112 section
 * 3.2.2); its userinfo is dropped.
 */
function requestOf(req: IncomingMessage, body: AppRequest['body']): AppRequest {
  const given = req.url ?? '/';
  const { target, host } = given.startsWith('/') ? { target: given, host: null } : originForm(given);
  const headers = host === null ? req.headers : { ...req.headers, host };
  const request: { -readonly [K in keyof AppRequest]: AppRequest[K] } = {
    method: req.method ?? 'GET',
    target,
    headers,
    body,
  };
  const client = clientOfSocket(req.socket);
  if (client !== undefined) request.client = client;
  return request;
}

/** Each connection's client, read once: the peer's address is a call into node's native socket, every request. */
const clients = new WeakMap<Socket, string>();

function clientOfSocket(socket: Socket): string | undefined {
  let client = clients.get(socket);
  if (client === undefined) {
    const address = socket.remoteAddress;
    if (address === undefined) return undefined;
    client = clientOf(address);
    clients.set(socket, client);
  }
  return client;
}

/** The answer to a request without Host; no `Access-Control-Allow-Origin: *` under /_control (docs/control.md). */
const missingHost = (request: AppRequest, cors: boolean): AppReply =>
  replyOf(
    failure(400, 'the Host header is missing: every HTTP/1.1 request must carry one'),
    cors && !isControlPath(request.target.split('?')[0] ?? '/'),
  );

/** HTTP/1.1 requires a Host header (HTTP/1.0 does not); node's own check answers 400 with an empty body. */
const lacksHost = (req: IncomingMessage): boolean =>
  req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && req.headers.host === undefined;

/** Reads and discards the rest of a refused body, up to a bound, so that the client gets to read the answer. */
function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** The ErrorResponse status for an error of node's HTTP parser or its time-outs. */
function clientErrorStatus(code: string | undefined): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return 408;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    default:
      return 400;
  }
}

/** An answer as raw bytes, for a socket that node's HTTP layer no longer writes to; the connection ends after it. */
function rawAnswer(reply: AppReply): string {
  const body = bodyText(reply);
  const headers = { ...reply.headers, 'content-length': String(Buffer.byteLength(body)), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status] ?? ''}\r\n${head.join('')}\r\n${body}`;
}

/** Connections whose parser error has been answered: node reports the error again for every chunk read after it. */
const refused = new WeakSet<Socket>();

/**
 * Node answers what its parser rejects (malformed request line, huge headers, time-outs) with an empty body;
 * here every such answer is an ErrorResponse too, written straight to the socket as node's docs show, in the
 * turn of the request it refuses.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, cors: boolean): void {
  if (refused.has(socket)) return;
  refused.add(socket);
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  // A request of the control API cut off while it arrived (a 408) is answered as the control API answers: without
  // `Access-Control-Allow-Origin: *` (docs/control.md, who may call it).
  const target = arrivingTarget(socket);
  const withCors = cors && !(target !== null && isControlPath(target.split('?')[0] ?? '/'));
  const reason =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? 'the request did not arrive in time'
      : `the HTTP parser refused the request: ${error.message}${error.code ? ` (${error.code})` : ''}`;
  endInTurn(socket, rawAnswer(replyOf(failure(status, reason), withCors)));
}

/**
 * At most `max` connections open in this process; one more is answered 503 with an ErrorResponse and closed.
 * Counted here rather than by node's `server.maxConnections`: under node:cluster a worker that is full hands the
 * connection back to the primary, which offers it to the next worker, and so on while they all stay full, so the
 * client waits without an answer while the processes spin (README, "Serving from several processes").
 */
function refuseBeyond(server: Server, max: number, cors: boolean): void {
  let open = 0;
  server.on('connection', (socket: Socket) => {
    if (open >= max) {
      socket.on('error', () => socket.destroy());
      const reason = `this server holds at most ${max} connections at once (--max-connections, per process); try again when one closes`;
      socket.end(rawAnswer(replyOf(failure(503, reason), cors, { 'retry-after': '1' })));
      return;
    }
    open++;
    socket.once('close', () => open--);
  });
}

export interface RunningServer {
  readonly server: Server;
  readonly host: string;
  readonly port: number;
  /** The answers that delay and slow rules hold now (docs/inject.md, budgets). */
  readonly held: HeldAnswers;
  close(): Promise<void>;
}

/** The error node reports for a request that did not arrive within its time. */
const requestTimeout = (): NodeJS.ErrnoException =>
  Object.assign(new Error('the request did not arrive in time'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });

/** Starts a server; port 0 picks a free port, which `port` then holds. */
export async function listen(
  options: HandlerOptions & { host: string; port: number; limits?: Partial<ServerLimits> },
): Promise<RunningServer> {
  const limits = { ...defaultLimits, ...options.limits };
  const cors = options.cors ?? true;
  const held = new HeldAnswers(options.holdBytes);
  const server = createServer(
    {
      // Node refuses a time for the headers longer than the one for the whole request; the shorter one wins anyway.
      headersTimeout:
        limits.requestTimeoutMs > 0
          ? Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs)
          : limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often node looks for requests past their time-outs; its default of 30 s would let them run long over.
      connectionsCheckingInterval: 1000,
      // Node's own answer to a request without Host is a 400 with an empty body; the handler answers an ErrorResponse.
      requireHostHeader: false,
    },
    createHandler(createApp(options), { cors, log: options.log, journal: options.journal, held }),
  );
  refuseBeyond(server, limits.maxConnections, cors);
  // A client that sends its requests and then closes its side (half-close) still reads the answers: node would end
  // the connection at once, dropping those not yet written; with this switch (in node's http.Server, untyped and
  // undocumented) it ends after the last one.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  server.timeout = limits.idleTimeoutMs;
  // A connection idle that long is closed, as node would close it; one whose request's body stopped coming gets its
  // 408 first (README, "Limits of the HTTP edge"): node's own time-out for the whole request, checked once a second,
  // would otherwise come after this one, with the same default of 30 s, and the client would get no answer at all.
  server.on('timeout', (socket: Socket) => {
    if (arriving(socket) && !refused.has(socket)) answerClientError(requestTimeout(), socket, cors);
    else socket.destroy();
  });
  closeStalled(server, limits.idleTimeoutMs);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, cors));
  // An Expect other than 100-continue: node would answer 417 with an empty body.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const reason = `Expect ${JSON.stringify(req.headers.expect ?? '')} is not supported; only 100-continue is`;
    inTurn(req, res, () => {
      writeReply(res, replyOf(failure(417, reason), cors));
      drain(req);
      return Promise.resolve();
    });
  });
  // CONNECT asks this server to open a tunnel to another (host:port), which is a proxy's work; node would close the
  // connection without a word, and with it the answers still owed to requests pipelined before. 400, not 405: a 405
  // lists the methods its target allows, and CONNECT's target is no resource of this server.
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    // Node hands the socket over without its error listener, reader or time-out: a reset must not throw, what the
    // client sends next is read and dropped (so that it reads the answer, not a reset), and an idle socket closes.
    socket.on('error', () => socket.destroy());
    socket.setTimeout(limits.idleTimeoutMs, () => socket.destroy());
    socket.resume();
    const reason = `CONNECT asks for a tunnel to ${JSON.stringify(req.url ?? '')}; this server is not a proxy`;
    endInTurn(socket, rawAnswer(replyOf(failure(400, reason), cors)));
  });
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: unknown): void => reject(listenFailure(error, options.host, options.port));
    server.once('error', refuse);
    server.listen(options.port, options.host, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    host: options.host,
    port: address.port,
    held,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
