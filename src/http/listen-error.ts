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

/** An error of `listen` as the simulator reports it: a port in use as a PortInUseError, any other as node said it. */
export const listenFailure = (error: unknown, host: string, port: number): unknown =>
  (error as { code?: unknown }).code === 'EADDRINUSE' ? new PortInUseError(host, port, error) : error;
