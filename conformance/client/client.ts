/**
 * The kit's only I/O: HTTP requests to the target, with a timeout, a rate limit and the user's headers. An
 * exchange keeps what was sent and the whole body that came back, as bytes, for as long as its reader needs it:
 * `send` gives bodies the run takes back after each example (recycle), `read` lends one for the time of a call;
 * checks get both as one Ask (exchange.ts). A failure shows what was sent, the status, and a curl line.
 *
 * This module puts client/ together: what is sent and answered (exchange.ts), the errors of the target (errors.ts),
 * the run's deadline (deadline.ts), one request on the wire (transport.ts, decompressing with decode.ts), where the
 * bodies are kept (body-store.ts), the exchange made of an answer (answer.ts), retries and pacing (retry.ts), and
 * the curl line (curl.ts). The rest of the kit imports them from here.
 */
import { exchangeOf, type Answer } from './answer.js';
import { BodyStore, ownBody, type Lease } from './body-store.js';
import { deadlineError, noDeadline, type Deadline } from './deadline.js';
import { StaleSocket } from './errors.js';
import { Held } from './held.js';
import type { Exchange, Read, RequestSpec, Send } from './exchange.js';
import { pacer, withRetries } from './retry.js';
import { createTransport, type Transport } from './transport.js';

export { curlOf, shellQuote } from './curl.js';
export { deadlineIn, noDeadline, type Deadline } from './deadline.js';
export { RedirectError, redirectText, TargetError, type TargetErrorKind } from './errors.js';
export {
  askOf,
  readVia,
  type Ask,
  type Exchange,
  type Operation,
  type Read,
  type RequestSpec,
  type Send,
} from './exchange.js';
export { defaultMaxResponseBytes } from './transport.js';

export interface ClientOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** Requests per second; 0 for no limit. */
  readonly rateLimit: number;
  /** Bytes of one answer's body, counted after decompression, past which reading stops (default 64 MiB). */
  readonly maxResponseBytes?: number;
  /**
   * Bytes of the answers held at once (client/held.ts): an answer that would take them past it while others are
   * held is not read (an error of its request); one alone is read up to maxResponseBytes. Default: no bound.
   */
  readonly maxHeldBytes?: number;
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

export interface Client {
  readonly send: Send;
  /**
   * `send` whose bodies are the exchanges' own whatever `recycle` says: for a reader that keeps a few answers across
   * awaits (a sweep's next pair of pages, asked for while it judges the last), which `recycle()` must not take back.
   */
  readonly sendOwn: Send;
  readonly read: Read;
  /**
   * With the `recycle` option: revokes every body `send` gave since the last call (reading one then throws) and
   * reuses its memory. Call it once what was sent is judged, e.g. after each example of a check.
   */
  readonly recycle: () => void;
  /** Requests sent so far, retries included. */
  readonly count: () => number;
  /** The bytes of answers held now, and the most held at once so far (client/held.ts). */
  readonly held: () => { readonly now: number; readonly peak: number };
  /** Closes the connections kept alive. */
  readonly close: () => void;
}

/**
 * Where an answer's body goes: a buffer of its own; or the store, lent (given back once used) or kept (until
 * recycle()).
 */
type Keeping = 'own' | 'lent' | 'kept';

interface Received {
  readonly answer: Answer;
  readonly lease: Lease | null;
}

/** One answer off the wire, its body kept as `keeping` says; the room of one that failed is given back. */
async function receive(
  transport: Transport,
  parts: { readonly store: BodyStore; readonly held: Held },
  request: RequestSpec,
  headers: Record<string, string>,
  keeping: Keeping,
): Promise<Received> {
  const stored = keeping === 'own' ? null : parts.store.sink(keeping === 'kept');
  try {
    const answer = await transport.exchange(request, headers, stored ?? ownBody(parts.held));
    return { answer, lease: stored?.lease ?? null };
  } catch (error) {
    stored?.drop();
    throw error;
  }
}

/** The headers of a request: its content type, JSON accepted, and the user's unless it goes without credentials. */
const headersOf = (request: RequestSpec, users: Readonly<Record<string, string>>): Record<string, string> => ({
  // Real clients send a JSON content type even on GET (docs/deployments.md, URLs of a real deployment).
  'content-type': request.contentType ?? 'application/json',
  accept: 'application/json',
  ...(request.anonymous ? {} : users),
});

/** Builds the function that sends requests; it spaces request starts by the rate limit. */
export function createClient(options: ClientOptions): Client {
  let sent = 0;
  const deadline = options.deadline ?? noDeadline;
  const pace = pacer(options.rateLimit, deadline);
  const transport = createTransport(options, deadline);
  const held = new Held(options.maxHeldBytes ?? Number.POSITIVE_INFINITY);
  const store = new BodyStore(held);

  const once = async (
    request: RequestSpec,
    headers: Record<string, string>,
    keeping: Keeping,
  ): Promise<{ exchange: Exchange; retryAfter: string | null; lease: Lease | null }> => {
    await pace(request);
    if (deadline.remainingMs() <= 0) throw deadlineError(deadline, request, false);
    sent++;
    let received: Received;
    try {
      received = await receive(transport, { store, held }, request, headers, keeping);
    } catch (error) {
      if (!(error instanceof StaleSocket)) throw error;
      sent++;
      received = await receive(transport, { store, held }, request, headers, keeping);
    }
    const { answer, lease } = received;
    return { exchange: exchangeOf({ ...request, headers }, answer, lease), retryAfter: answer.retryAfter, lease };
  };
  /** Sends with the retries of transient statuses; the body of an answer that is retried is given back. */
  const sendWith = async (
    request: RequestSpec,
    keeping: Keeping,
  ): Promise<{ exchange: Exchange; lease: Lease | null }> => {
    const headers = headersOf(request, options.headers);
    const { exchange, lease } = await withRetries(
      request,
      deadline,
      () => once(request, headers, keeping),
      (retried) => {
        if (retried.lease) store.giveBack(retried.lease);
      },
    );
    return { exchange, lease };
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
    sendOwn: async (request) => (await sendWith(request, 'own')).exchange,
    read,
    recycle: () => store.recycle(),
    count: () => sent,
    held: () => ({ now: held.now, peak: held.peak }),
    close: transport.close,
  };
}
