import type { ServerResponse } from 'node:http';
import type { AppReply } from '../app/request.js';
import { PageLease } from '../operations/page-lease.js';

/**
 * How the edge puts a reply's body on a response. A lent page (src/operations/page-lease.ts) writes itself and
 * gives its buffer back once the response has closed; text and bytes of their own are written as they are. Nothing
 * here, nor in the injected writers (injected-write.ts), gives anything back.
 */

/** The bytes of a reply's body. */
export function bodyLength(body: AppReply['body']): number {
  if (body instanceof PageLease) return body.byteLength;
  return typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
}

/** Writes an answer whole, plainly. */
export function writeReply(res: ServerResponse, reply: AppReply): void {
  const { body } = reply;
  // Set, not only written: the request log reads it back.
  if (reply.status !== 204) res.setHeader('content-length', bodyLength(body));
  res.writeHead(reply.status, reply.headers);
  if (body instanceof PageLease) body.endOn(res);
  else res.end(body);
}

/** A body as the injected writers send it, a part at a time (injected-write.ts). */
export interface BodyParts {
  readonly length: number;
  /** Bytes [start, end) written on `res`; `callback` once node is done with them. */
  write(res: ServerResponse, start: number, end: number, callback: (error?: Error | null) => void): void;
}

/** The parts of a reply's body: views of its bytes, never a copy of a lent page. */
export function partsOf(body: AppReply['body']): BodyParts {
  if (body instanceof PageLease) {
    return { length: body.byteLength, write: (res, start, end, callback) => body.writeOn(res, start, end, callback) };
  }
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    length: bytes.length,
    write: (res, start, end, callback) => res.write(bytes.subarray(start, end), callback),
  };
}
