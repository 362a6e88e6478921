/**
 * One request on the wire. It speaks HTTP through node:http and node:https rather than fetch, so that every limit is
 * its own: a redirect is never followed (node:http does not follow them), a body is counted while it streams, after
 * decompression, and dropped past the cap, and a target's TLS certificate is checked against the CAs the user names
 * (--ca) or not at all (--insecure), without a dispatcher that global fetch does not export on Node 20.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
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

export function createTransport(options: TransportOptions, deadline: Deadline): Transport {
  const maxBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;
  const capText = mbText(maxBytes);
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
          if (byDeadline) settle(deadlineError(deadline, request, true));
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
        const tooLarge = (): TargetError =>
          new TargetError(
            `the answer of ${what} passed ${capText}; stopped reading (--max-response-mb)`,
            request.url,
            'too-large',
          );
        const noRoom = ({ others, budget }: NoRoom): TargetError =>
          new TargetError(
            `the answer of ${what} would take the answers held at once past ${mbText(budget)} ` +
              `(${mbText(others)} held already); stopped reading (--max-held-mb)`,
            request.url,
            'too-large',
          );
        // A length announced for the body as it comes (no content coding) is known before its first byte: past the
        // cap, nothing is read; within it, its room is taken at once, in one buffer of that length.
        const announced = decoders.length === 0 ? lengthOf(res.headers['content-length']) : null;
        if (announced !== null) {
          if (announced > maxBytes) return settle(tooLarge());
          const refused = sink.expect(announced);
          if (refused) return settle(noRoom(refused));
        }
        // Counted as it arrives, after decompression: an endless body or a gzip bomb stops at the cap.
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > maxBytes) return settle(tooLarge());
          const refused = sink.add(chunk);
          if (refused) settle(noRoom(refused));
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

  return {
    exchange,
    close: () => {
      httpAgent.destroy();
      httpsAgent?.destroy();
    },
  };
}
