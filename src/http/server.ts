import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createApp, replyOf, type App, type AppOptions } from '../app/app.js';
import { MAX_BODY_BYTES, type AppReply, type AppRequest } from '../app/request.js';
import { failure } from '../operations/reply.js';
import { defaultLimits, type ServerLimits } from './limits.js';

/**
 * How much of a refused body is read and thrown away after the 413, so that an ordinary client, still sending,
 * reads the answer instead of a connection reset. Past it the connection is dropped.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

export interface HandlerOptions extends AppOptions {
  /** Receives one line per finished request (method, path, status, bytes, milliseconds). */
  readonly log?: (line: string) => void;
}

/** A request as the log shows it: control characters escaped, so that a hostile path cannot forge log lines. */
const printable = (text: string): string =>
  (text.length > 200 ? `${text.slice(0, 200)}...` : text).replace(
    // eslint-disable-next-line no-control-regex
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

function write(res: ServerResponse, reply: AppReply): void {
  // Set, not only written: the request log reads it back.
  if (reply.status !== 204) res.setHeader('content-length', Buffer.byteLength(reply.body));
  res.writeHead(reply.status, reply.headers);
  // 'finish' comes once the socket has taken the last byte; a response cut short never says it was sent, so its
  // bytes are left to the garbage collector rather than written over under a write still pending.
  if (reply.sent) res.once('finish', reply.sent);
  res.end(reply.body);
}

/**
 * The node:http adapter: turns a request into an `AppRequest`, asks the app, and writes its reply. Everything an
 * answer depends on is the app's (src/app); here are only sockets, the bounded body read, back-pressure and the log.
 */
export function createHandler(
  app: App,
  options: { readonly cors: boolean; readonly log?: ((line: string) => void) | undefined },
): (req: IncomingMessage, res: ServerResponse) => void {
  const { cors, log } = options;
  return (req, res) => {
    if (log) {
      const started = performance.now();
      res.once('close', () => {
        const bytes = Number(res.getHeader('content-length') ?? 0);
        const ms = (performance.now() - started).toFixed(1);
        const status = res.writableFinished ? String(res.statusCode) : `${res.statusCode} (aborted)`;
        log(
          `${new Date().toISOString()} ${req.method ?? '?'} ${printable(req.url ?? '/')} ${status} ${bytes} B ${ms} ms`,
        );
      });
    }
    const run = async (): Promise<void> => {
      const body = await readBody(req);
      const reply = app({ method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers, body });
      write(res, reply);
      if ('tooLarge' in body) drain(req);
    };
    inTurn(req.socket, res, () =>
      run().catch((error: unknown) => {
        // Only the socket can fail here (the app answers every input): the client is gone.
        if (!res.headersSent) write(res, replyOf(failure(500, `internal error: ${(error as Error).message}`), cors));
        else res.destroy();
      }),
    );
  };
}

/** Reads and discards the rest of a refused body, up to a bound, so that the client gets to read the answer. */
function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** Bytes waiting in a connection's write buffer above which the next answer waits for the client to read. */
const WRITE_BACKLOG_BYTES = 1024 * 1024;

const turns = new WeakMap<Socket, Promise<void>>();

/**
 * Pipelined requests are answered one at a time, each only once the previous answer has been handed to the
 * client and the client has read most of it: a connection that sends and never reads holds one answer, not
 * hundreds. Work for a client that has gone away is skipped.
 */
function inTurn(socket: Socket, res: ServerResponse, run: () => Promise<void>): void {
  const previous = turns.get(socket) ?? Promise.resolve();
  const turn = previous
    .then(() => readable(socket))
    .then(async () => {
      if (socket.destroyed) {
        res.destroy();
        return;
      }
      await run();
      await finished(res);
    });
  turns.set(socket, turn);
}

const readable = (socket: Socket): Promise<void> =>
  socket.destroyed || socket.writableLength <= WRITE_BACKLOG_BYTES
    ? Promise.resolve()
    : new Promise((resolve) => {
        const done = (): void => {
          socket.off('drain', done).off('close', done);
          resolve();
        };
        socket.on('drain', done).on('close', done);
      });

const finished = (res: ServerResponse): Promise<void> =>
  res.writableFinished || res.destroyed
    ? Promise.resolve()
    : new Promise((resolve) => {
        res.once('finish', () => resolve()).once('close', () => resolve());
      });

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

/**
 * Node answers what its parser rejects (malformed request line, huge headers, time-outs) with an empty body;
 * here every such answer is an ErrorResponse too, written straight to the socket as node's docs show.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, cors: boolean): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error.code);
  const reason =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? 'the request did not arrive in time'
      : `the HTTP parser refused the request: ${error.message}${error.code ? ` (${error.code})` : ''}`;
  const reply = replyOf(failure(status, reason), cors);
  const headers = { ...reply.headers, 'content-length': String(Buffer.byteLength(reply.body)), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${reply.body}`);
}

export interface RunningServer {
  readonly server: Server;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Starts a server; port 0 picks a free port, which `port` then holds. */
export async function listen(
  options: HandlerOptions & { host: string; port: number; limits?: Partial<ServerLimits> },
): Promise<RunningServer> {
  const limits = { ...defaultLimits, ...options.limits };
  const cors = options.cors ?? true;
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often node looks for requests past their time-outs; its default of 30 s would let them run long over.
      connectionsCheckingInterval: 1000,
    },
    createHandler(createApp(options), { cors, log: options.log }),
  );
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.idleTimeoutMs;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, cors));
  // An Expect other than 100-continue: node would answer 417 with an empty body.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    const reason = `Expect ${JSON.stringify(req.headers.expect ?? '')} is not supported; only 100-continue is`;
    write(res, replyOf(failure(417, reason), cors));
    drain(req);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    host: options.host,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
