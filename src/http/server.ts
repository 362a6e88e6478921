import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serialize } from '../encoding/json.js';
import type { Fault } from '../faults/faults.js';
import type { Ledger } from '../ledger/ledger.js';
import { failure, type Reply } from '../operations/reply.js';
import { defaultLimits, type ServerLimits } from './limits.js';
import { defaultPrefixes, match, routesFor, type Prefixes } from './routes.js';

/** Largest request body accepted; larger ones answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * How much of a refused body is read and thrown away after the 413 or 415, so that an ordinary client, still
 * sending, reads the answer instead of a connection reset. Past it the connection is dropped.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

export interface HandlerOptions {
  readonly ledger: Ledger;
  readonly prefixes?: Prefixes;
  /** Fault modes to serve with (src/faults): deliberate defects for proving conformance checks. */
  readonly faults?: readonly Fault[];
  /** Answer CORS preflights and allow any origin, so that a browser wallet can call the simulator. Default true. */
  readonly cors?: boolean;
  /** Receives one line per finished request (method, path, status, bytes, milliseconds). */
  readonly log?: (line: string) => void;
}

class HttpError extends Error {
  constructor(readonly reply: Reply) {
    super(String((reply.body as { error: string }).error));
  }
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string> = {}): void {
  const body = reply.text ?? serialize(reply.body);
  res.writeHead(reply.status, {
    'content-type': reply.contentType ?? 'application/json',
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/** How long a browser may cache a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/**
 * The preflight answer (Fetch standard, CORS protocol): the route's own methods, and the request headers the
 * browser asked for, so that `Authorization` and custom headers of a wallet pass.
 */
function preflightHeaders(req: IncomingMessage, allowed: string): Record<string, string> {
  const asked = req.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': `${allowed}, OPTIONS`,
    'access-control-allow-headers':
      typeof asked === 'string' &&
      /^[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*,\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+)*$/.test(asked.trim())
        ? asked.trim()
        : 'content-type, authorization',
    'access-control-max-age': PREFLIGHT_MAX_AGE,
  };
}

/** A request as the log shows it: control characters escaped, so that a hostile path cannot forge log lines. */
const printable = (text: string): string =>
  (text.length > 200 ? `${text.slice(0, 200)}...` : text).replace(
    // eslint-disable-next-line no-control-regex
    /[\x00-\x20\x7f"\\]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

const isJsonType = (type: string): boolean => {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return media === 'application/json' || (media.startsWith('application/') && media.endsWith('+json'));
};

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers['content-type'];
  // A real client sends application/json (REFERENCE.md); a missing type is tolerated, a different one is not.
  if (type !== undefined && type.trim() !== '' && !isJsonType(type)) {
    throw new HttpError(failure(415, `Content-Type must be application/json, got ${JSON.stringify(type)}`));
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    throw new HttpError(failure(413, `request body must be at most ${MAX_BODY_BYTES} bytes, got ${declared}`));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early must not destroy the request (and with it the socket): the refusal still has to be read.
  for await (const chunk of req.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(failure(413, `request body must be at most ${MAX_BODY_BYTES} bytes, got more`));
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '')
    throw new HttpError(failure(400, 'request body is required: must be a JSON object, got nothing'));
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HttpError(failure(400, `request body must be valid JSON: ${(error as Error).message}`));
  }
}

/**
 * The node:http adapter: turns a request into plain values, runs the pure operation, and writes its reply.
 * Every error is an ErrorResponse; no client input leads to a 500.
 */
export function createHandler(options: HandlerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const routes = routesFor(options.prefixes ?? defaultPrefixes);
  const cors = options.cors ?? true;
  const log = options.log;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    if (cors && req.method === 'OPTIONS') {
      const preflight = match(routes, 'OPTIONS', rawPath);
      if (preflight.kind === 'wrongMethod') {
        res.writeHead(204, preflightHeaders(req, preflight.allowed));
        res.end();
        return;
      }
    }
    const found = match(routes, req.method ?? 'GET', rawPath);
    switch (found.kind) {
      case 'none':
        return send(res, failure(404, `no route for ${req.method ?? 'GET'} ${rawPath}`));
      case 'wrongMethod':
        return send(
          res,
          failure(405, `method ${req.method ?? ''} is not allowed on ${rawPath}; allowed: ${found.allowed}`),
          {
            allow: found.allowed,
          },
        );
      case 'badParam':
        return send(
          res,
          failure(400, `${found.name} must be valid percent-encoding, got ${JSON.stringify(found.raw)}`),
        );
      case 'found': {
        const body = found.route.hasBody ? await readJsonBody(req) : undefined;
        const { route, params } = found;
        type Next = (body: unknown, ledger?: Ledger) => Reply;
        const operation: Next = (b, ledger = options.ledger) => route.handle(ledger, params, b);
        // Each fault wraps the next one, the real operation innermost.
        const chain = (options.faults ?? []).reduceRight<Next>(
          (next, fault) =>
            (b, ledger = options.ledger) =>
              fault.apply({ operation: route.operation, ledger, params, body: b, headers: req.headers }, next),
          operation,
        );
        return send(res, chain(body));
      }
    }
  };
  return (req, res) => {
    if (cors) res.setHeader('access-control-allow-origin', '*');
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
    const run = (): Promise<void> =>
      handle(req, res).catch((error: unknown) => {
        if (error instanceof HttpError) {
          send(res, error.reply);
          drain(req);
          return;
        }
        if (!res.headersSent) send(res, failure(500, `internal error: ${(error as Error).message}`));
        else res.destroy();
      });
    inTurn(req.socket, res, run);
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
  const body = serialize(failure(status, reason).body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n${cors ? 'access-control-allow-origin: *\r\n' : ''}` +
      `connection: close\r\n\r\n${body}`,
  );
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
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often node looks for requests past their time-outs; its default of 30 s would let them run long over.
      connectionsCheckingInterval: 1000,
    },
    createHandler(options),
  );
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.idleTimeoutMs;
  const cors = options.cors ?? true;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(error, socket, cors));
  // An Expect other than 100-continue: node would answer 417 with an empty body.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    if (cors) res.setHeader('access-control-allow-origin', '*');
    send(
      res,
      failure(417, `Expect ${JSON.stringify(req.headers.expect ?? '')} is not supported; only 100-continue is`),
    );
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
