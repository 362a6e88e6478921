import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The order of answers on one connection: pipelined requests answered one at a time and in order, and the answers
 * the edge writes itself (a parser error, a CONNECT) in their turn after the ones before them.
 */

/** Bytes waiting in a connection's write buffer above which the next answer waits for the client to read. */
const WRITE_BACKLOG_BYTES = 1024 * 1024;

/** A connection's answers in order: the last one's turn, and the latest request with the turn before its own. */
interface Turns {
  readonly last: Promise<void>;
  readonly latest: { readonly req: IncomingMessage; readonly res: ServerResponse; readonly before: Promise<void> };
}

const turns = new WeakMap<Socket, Turns>();

/**
 * Pipelined requests are answered one at a time, each only once the previous answer has been handed to the
 * client and the client has read most of it: a connection that sends and never reads holds one answer, not
 * hundreds. Work for a client that has gone away, or for a connection already ended, is skipped.
 */
export function inTurn(req: IncomingMessage, res: ServerResponse, run: () => Promise<void>): void {
  const socket = req.socket;
  const before = turns.get(socket)?.last ?? Promise.resolve();
  const last = before
    .then(() => readable(socket))
    .then(async () => {
      if (!socket.writable) {
        res.destroy();
        return;
      }
      await run();
      await settled(res);
    });
  turns.set(socket, { last, latest: { req, res, before } });
}

/**
 * Ends a connection with an answer the edge writes to the socket itself (node's parser refused a request, a
 * CONNECT), in its turn: after the answers of every request before it, which would be lost if it went first. A
 * request whose body was still arriving when the parser gave up gets this answer in place of its own; if it has
 * begun its own already (a 413 while the rest of the body is drained), the connection ends after it, with
 * nothing more: a second answer to one request would be read as the answer to the next.
 */
export function endInTurn(socket: Socket, answer: string): void {
  const queued = turns.get(socket);
  const cut = queued !== undefined && !queued.latest.req.complete;
  const answered = cut && queued.latest.res.headersSent;
  const after = queued === undefined ? Promise.resolve() : cut && !answered ? queued.latest.before : queued.last;
  void after.then(() => {
    if (!socket.writable) socket.destroy();
    else if (answered) socket.end();
    else socket.end(answer);
  });
}

/**
 * Whether the connection's latest request is still arriving: its head was read and handed on, its body was not
 * whole yet, and nothing has been answered to it.
 */
export function arriving(socket: Socket): boolean {
  return arrivingTarget(socket) !== null;
}

/** The target (path and query) of the connection's latest request while it is still arriving, else null. */
export function arrivingTarget(socket: Socket): string | null {
  const latest = turns.get(socket)?.latest;
  return latest !== undefined && !latest.req.complete && !latest.res.headersSent ? (latest.req.url ?? '/') : null;
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

/**
 * Settles once node is done with an answer: sent whole, and the connection ended if the answer said so (node does
 * that on 'finish', before 'close'), or cut short. `writableFinished` comes earlier, before that end.
 */
const settled = (res: ServerResponse): Promise<void> =>
  res.destroyed ? Promise.resolve() : new Promise((resolve) => res.once('close', () => resolve()));
