import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { AppReply } from '../app/request.js';
import type { HeldAnswers } from './held-answers.js';
import { bodyLength, partsOf } from './write-reply.js';

/**
 * What an injected rule does on the wire (docs/inject.md, on the wire): the app decides, in its reply's `injected`,
 * and here the edge carries it out. The body written is always the real answer's bytes, or views of parts of them:
 * nothing is copied into or out of a lent page, which gives its buffer back by itself once the response has closed
 * (src/operations/page-lease.ts); an answer dropped here (refused, or its client gone during a delay) is never
 * written, and its page never written over.
 */

/** Body bytes sent by an injected writer, for the journal; an answer written plainly has none here. */
const sentBytes = new WeakMap<ServerResponse, number>();

/** The bytes of the body that an injected writer sent, or undefined for an answer written plainly. */
export const bodyBytesSent = (res: ServerResponse): number | undefined => sentBytes.get(res);

/** How often a slow body is fed: ten times a second. */
const SLOW_TICK_MS = 100;

/** What the injected writers need of the edge (src/http/server.ts). */
export interface InjectedEdge {
  /** Writes an answer plainly. */
  readonly write: (res: ServerResponse, reply: AppReply) => void;
  /** Logs what the app saw wrong in a request it answered all the same: for an answer made after a delay. */
  readonly warned: (reply: AppReply) => void;
  /** The answers held by delay and slow rules, and their budget (docs/inject.md, budgets). */
  readonly held: HeldAnswers;
  /** An ErrorResponse as the app makes them (JSON, CORS). */
  readonly error: (status: number, message: string, extra?: Readonly<Record<string, string>>) => AppReply;
}

/**
 * Writes `reply` as its injected rule says, or hands it to the plain writer when it says nothing of the wire or
 * once a delay is over. A delay or a slow body that would take the answers held past their budget is refused: 503,
 * the rule not carried out.
 */
export function writeInjected(res: ServerResponse, reply: AppReply, edge: InjectedEdge): void {
  const transport = reply.injected?.transport;
  const socket = res.socket;
  if (transport === undefined || socket === null) {
    // No socket: the client has gone, and an answer not made yet is never made.
    if (reply.later) res.destroy();
    else edge.write(res, reply);
    return;
  }
  switch (transport.kind) {
    case 'delay':
    case 'slow': {
      const bytes = reply.later ? 0 : bodyLength(reply.body);
      const release = edge.held.take(bytes);
      if (release === null) {
        edge.write(res, edge.error(503, edge.held.refusal(bytes), { 'retry-after': '1' }));
        return;
      }
      // Held until the response is done with, whether it went out whole or the client left.
      res.once('close', release);
      if (transport.kind === 'slow') return slowly(res, reply, transport.bytesPerSecond);
      return delayed(res, socket, reply, transport.ms, edge);
    }
    case 'truncate':
      return truncated(res, socket, reply, transport.after);
    case 'empty':
      // The app made no answer to lend bytes for; the connection ends with nothing written.
      sentBytes.set(res, 0);
      socket.destroySoon();
      return;
    case 'reset':
      sentBytes.set(res, 0);
      socket.resetAndDestroy();
      return;
  }
}

/**
 * Calls `left` once the client has closed its side of the connection (or had closed it already), and returns what
 * stops listening. While an answer is held or trickled, that is a client that gave up (docs/inject.md, on the
 * wire): an answer written after it would be written to no one, and the journal would say it was served.
 */
function onLeft(socket: Socket, left: () => void): () => void {
  if (socket.readableEnded) {
    queueMicrotask(left);
    return () => undefined;
  }
  socket.once('end', left);
  return () => socket.off('end', left);
}

/**
 * The answer after `ms`: made then (`later`), unless a rule's `status=` made it before, in which case it was held.
 * The connection's idle time-out sleeps meanwhile (a test may ask for a delay longer than it); a client that leaves
 * first, or closes its side, gets nothing: the connection closes at once, an answer not made yet is never made, and
 * a held one is never written.
 */
function delayed(res: ServerResponse, socket: Socket, reply: AppReply, ms: number, edge: InjectedEdge): void {
  const idle = socket.timeout ?? 0;
  socket.setTimeout(0);
  const stopWatching = onLeft(socket, () => socket.destroy());
  const gone = (): void => {
    clearTimeout(timer);
    stopWatching();
  };
  const timer = setTimeout(() => {
    res.off('close', gone);
    stopWatching();
    socket.setTimeout(idle);
    if (!reply.later) return edge.write(res, reply);
    const made = reply.later();
    edge.warned(made);
    edge.write(res, made);
  }, ms);
  res.once('close', gone);
}

/**
 * The whole answer at `bytesPerSecond`, in ten steps a second, each a view of the body, none while the client has
 * not read the last. A step sends the bytes due, a tenth of the rate, its fractions carried to the next (so that
 * `slow 1` sends a byte every tenth step, and `slow 15` three bytes every second step); a step the client holds up
 * earns nothing. A client that closes its side has left, and the connection closes.
 */
function slowly(res: ServerResponse, reply: AppReply, bytesPerSecond: number): void {
  const body = partsOf(reply.body);
  const tenthsPerStep = (bytesPerSecond * SLOW_TICK_MS) / 100;
  // Tenths of a byte due and not yet sent: whole numbers, so that no rate drifts by rounding.
  let dueTenths = 0;
  let offset = 0;
  sentBytes.set(res, 0);
  res.setHeader('content-length', body.length);
  res.writeHead(reply.status, reply.headers);
  // The head at once, whatever the rate: at `slow 1` the first byte of the body is a second away.
  res.flushHeaders();
  const tick = (): void => {
    if (res.destroyed || res.writableNeedDrain) return;
    dueTenths += tenthsPerStep;
    const step = Math.floor(dueTenths / 10);
    if (step === 0 && body.length > 0) return;
    dueTenths -= step * 10;
    const start = offset;
    const end = Math.min(offset + step, body.length);
    offset = end;
    body.write(res, start, end, (error) => {
      if (!error) sentBytes.set(res, (sentBytes.get(res) ?? 0) + end - start);
    });
    if (offset >= body.length) {
      clearInterval(timer);
      res.end();
    }
  };
  const timer = setInterval(tick, SLOW_TICK_MS);
  const stopWatching = res.socket === null ? () => undefined : onLeft(res.socket, () => res.destroy());
  res.once('close', () => {
    clearInterval(timer);
    stopWatching();
  });
  tick();
}

/**
 * The head with the whole body's Content-Length, then only the body's first bytes (`after`, or half), then the
 * connection ends.
 */
function truncated(res: ServerResponse, socket: Socket, reply: AppReply, after: number | null): void {
  const body = partsOf(reply.body);
  const keep = Math.max(0, Math.min(after ?? Math.floor(body.length / 2), body.length - 1));
  sentBytes.set(res, 0);
  res.setHeader('content-length', body.length);
  res.writeHead(reply.status, reply.headers);
  if (keep === 0) {
    res.flushHeaders();
    socket.destroySoon();
    return;
  }
  body.write(res, 0, keep, (error) => {
    if (!error) sentBytes.set(res, keep);
    socket.destroySoon();
  });
}
