import { hostPort } from './listen-address.js';
import { SimulatorError } from '../errors.js';

/**
 * A server that cannot listen where it was asked: one line that says why and what to do, in the words of the
 * in-process options (`port: 0`), and the same line in the command line's words (`--port 0`, `commandLineMessage`,
 * which src/commands/serve.ts says). Exit code 1, as any server that cannot start.
 */
export abstract class ListenError extends SimulatorError {
  readonly exitCode = 1;
  /** The message with the command line's options as the way out. */
  readonly commandLineMessage: string;

  protected constructor(
    readonly host: string,
    readonly port: number,
    problem: string,
    wayOut: { readonly inProcess: string; readonly commandLine: string },
    cause?: unknown,
  ) {
    const head = `cannot listen on ${hostPort(host, port)}: ${problem}`;
    super(`${head}; ${wayOut.inProcess}`, { cause });
    this.commandLineMessage = `${head}; ${wayOut.commandLine}`;
  }
}

/** The port asked for is held by another program (node's EADDRINUSE): the message says how to get a free one. */
export class PortInUseError extends ListenError {
  override readonly name = 'PortInUseError';

  constructor(host: string, port: number, cause?: unknown) {
    const wayOut = {
      inProcess: 'start with port: 0 for a free one, or another port',
      commandLine: 'use --port 0 for a free one, or another --port',
    };
    super(host, port, 'the port is in use (EADDRINUSE)', wayOut, cause);
  }
}

/** The codes of a host name that does not resolve: none such (ENOTFOUND), or no answer now (EAI_AGAIN). */
const UNRESOLVED: ReadonlySet<unknown> = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA']);

/**
 * The host to listen on is a name that does not resolve to an address (node's getaddrinfo error): the message
 * gives the addresses to use instead.
 */
export class UnresolvedHostError extends ListenError {
  override readonly name = 'UnresolvedHostError';

  constructor(
    host: string,
    port: number,
    readonly code: string,
    cause?: unknown,
  ) {
    const wayOut = {
      inProcess: 'use host: "127.0.0.1" for this machine only, or "0.0.0.0" for every interface',
      commandLine: 'use --host 127.0.0.1 for this machine only, or --host 0.0.0.0 for every interface',
    };
    super(host, port, `the host ${JSON.stringify(host)} could not be resolved to an address (${code})`, wayOut, cause);
  }
}

/**
 * An error of `listen` as the simulator reports it: a port in use as a PortInUseError, a host that does not resolve
 * as an UnresolvedHostError (either as it is, if it is one already), any other as node said it.
 */
export function listenFailure(error: unknown, host: string, port: number): unknown {
  if (error instanceof ListenError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'EADDRINUSE') return new PortInUseError(host, port, error);
  if (UNRESOLVED.has(code)) return new UnresolvedHostError(host, port, String(code), error);
  return error;
}
