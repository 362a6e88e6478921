import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serialize } from '../encoding/json.js';
import type { Fault } from '../faults/faults.js';
import type { Ledger } from '../ledger/ledger.js';
import { failure, type Reply } from '../operations/reply.js';
import { defaultPrefixes, match, routesFor, type Prefixes } from './routes.js';

/** Largest request body accepted; larger ones answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface HandlerOptions {
  readonly ledger: Ledger;
  readonly prefixes?: Prefixes;
  /** Fault modes to serve with (src/faults): deliberate defects for proving conformance checks. */
  readonly faults?: readonly Fault[];
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
  for await (const chunk of req as AsyncIterable<Buffer>) {
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
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
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
    handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        // Stop reading a body we refused; the connection closes after the answer.
        if (error.reply.status === 413 || error.reply.status === 415) res.setHeader('connection', 'close');
        send(res, error.reply);
        req.resume();
        return;
      }
      if (!res.headersSent) send(res, failure(500, `internal error: ${(error as Error).message}`));
      else res.destroy();
    });
  };
}

export interface RunningServer {
  readonly server: Server;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Starts a server; port 0 picks a free port, which `port` then holds. */
export async function listen(options: HandlerOptions & { host: string; port: number }): Promise<RunningServer> {
  const server = createServer(createHandler(options));
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
