import { hostPort } from '../app/listen-address.js';
import { SimulatorError } from '../errors.js';

/**
 * The port asked for is held by another program (node's EADDRINUSE): the message says how to get a free one, in the
 * words of the in-process options (`port: 0`); the command line says `--port 0` (src/cli/main.ts). Exit code 1, as
 * any server that cannot start.
 */
export class PortInUseError extends SimulatorError {
  override readonly name = 'PortInUseError';
  readonly exitCode = 1;

  constructor(
    readonly host: string,
    readonly port: number,
    cause?: unknown,
  ) {
    super(
      `cannot listen on ${hostPort(host, port)}: the port is in use (EADDRINUSE); start with port: 0 for a free one, or another port`,
      { cause },
    );
  }
}

/** The codes of a host name that does not resolve: none such (ENOTFOUND), or no answer now (EAI_AGAIN). */
const UNRESOLVED: ReadonlySet<unknown> = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);

/**
 * The host to listen on is a name that does not resolve to an address (node's getaddrinfo error): said in one line
 * with the addresses to use instead, in the words of the in-process options (`host`); the command line says
 * `--host`. Exit code 1, as any server that cannot start.
 */
export class UnresolvedHostError extends SimulatorError {
  override readonly name = 'UnresolvedHostError';
  readonly exitCode = 1;

  constructor(
    readonly host: string,
    readonly port: number,
    readonly code: string,
    cause?: unknown,
  ) {
    super(
      `cannot listen on ${hostPort(host, port)}: the host ${JSON.stringify(host)} could not be resolved to an address (${code}); use host: "127.0.0.1" for this machine only, or "0.0.0.0" for every interface`,
      { cause },
    );
  }
}

/**
 * An error of `listen` as the simulator reports it: a port in use as a PortInUseError, a host that does not resolve
 * as an UnresolvedHostError, any other as node said it.
 */
export function listenFailure(error: unknown, host: string, port: number): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') return new PortInUseError(host, port, error);
  if (UNRESOLVED.has(code)) return new UnresolvedHostError(host, port, String(code), error);
  return error;
}
