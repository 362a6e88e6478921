/**
 * A small HTTP load generator: N keep-alive connections, each sending the same request again as soon as the last
 * answer has been read, for a fixed time; it counts answers per second and megabytes per second. node:http only, so
 * that the simulator and the bare server are measured by the same client in the same process.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export interface Target {
  readonly method: 'GET' | 'POST';
  /** Absolute URL. */
  readonly url: string;
  readonly body?: string;
}

export interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** Empty when the answer was counted and dropped. */
  readonly body: Buffer;
  readonly length: number;
  /** From the request's start to the answer's last byte. */
  readonly ms: number;
}

export interface Rate {
  readonly requests: number;
  readonly perSecond: number;
  readonly mbPerSecond: number;
}

/** Sends one request and reads the whole answer; `keep` false reads and drops the body, counting its bytes only. */
function send(target: Target, agent: Agent | false, keep: boolean): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = target.body === undefined ? undefined : Buffer.from(target.body);
    const req = request(target.url, {
      method: target.method,
      agent,
      headers: body ? { 'content-type': 'application/json', 'content-length': body.length } : {},
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let length = 0;
      res.on('data', (chunk: Buffer) => {
        length += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          length,
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', (error) => reject(new Error(`${target.method} ${target.url}: ${error.message}`)));
    req.end(body);
  });
}

/** One request on a connection of its own, answer kept whole. */
export const fetchReply = (target: Target, agent: Agent | false = false): Promise<Reply> => send(target, agent, true);

/**
 * Loads `target` from `connections` keep-alive connections for `seconds`, after a short warm-up (two requests per
 * connection, which also opens them). Every answer must have status `status`; another one throws.
 */
export async function measure(
  target: Target,
  options: { readonly connections: number; readonly seconds: number; readonly status?: number },
): Promise<Rate> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const status = options.status ?? 200;
  let requests = 0;
  let bytes = 0;
  const one = async (count: boolean): Promise<void> => {
    // The body is counted, not kept: the client must not be what limits the rate.
    const reply = await send(target, agent, false);
    if (reply.status !== status) {
      throw new Error(`${target.method} ${target.url} answered ${reply.status}, expected ${status}`);
    }
    if (count) {
      requests++;
      bytes += reply.length;
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections * 2 }, () => one(false)));
    const started = performance.now();
    const deadline = started + options.seconds * 1000;
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < deadline) await one(true);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { requests, perSecond: requests / seconds, mbPerSecond: bytes / seconds / 1e6 };
  } finally {
    agent.destroy();
  }
}
