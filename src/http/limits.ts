// Kept apart from server.ts so that the published declarations of these types need no @types/node.

/**
 * Limits of the node:http edge, chosen for a test server that many clients of one developer or CI job share:
 * Node's defaults leave a connection that never reads or never finishes its request open for minutes.
 */
export interface ServerLimits {
  /** Connections open at once in this process; one more is answered 503 with an ErrorResponse and closed. */
  readonly maxConnections: number;
  /** Time to receive a request's headers (node's `headersTimeout`). */
  readonly headersTimeoutMs: number;
  /** Time to receive a whole request (node's `requestTimeout`). */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (node's `keepAliveTimeout`). */
  readonly keepAliveTimeoutMs: number;
  /** A connection with no progress either way (a client that stops reading its answer) is closed after this. */
  readonly idleTimeoutMs: number;
}

export const defaultLimits: ServerLimits = {
  maxConnections: 256,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
};
