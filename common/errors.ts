/**
 * The exit codes of the command line (`serve`, `profile` and `check`): 0 every check that ran passed, 1 a check
 * failed or could not finish, 2 usage, profile or configuration error, 3 the target did not answer.
 */
export type ExitCode = 0 | 1 | 2 | 3;

/**
 * An error of the kit: a `name` to tell it by (in logs, and across the ES module and CommonJS builds, where
 * `instanceof` does not reach) and the exit code that `check` ends with on it. Model: undici `lib/core/errors.js`.
 */
export abstract class KitError extends Error {
  abstract override readonly name: string;
  abstract readonly exitCode: Exclude<ExitCode, 0>;
}

/**
 * Bad usage of the command line, of any command: an unknown flag, a value out of range. Printed as one line, exit 2.
 * A KitError, which the kit's in-process API documents; the simulator's command line throws it too.
 */
export class UsageError extends KitError {
  override readonly name = 'UsageError';
  readonly exitCode = 2;
}

/** How a command ends on an error: the exit code, and the one line printed on stderr. */
export interface Ending {
  readonly exitCode: number;
  readonly line: string;
}

/** An error that says how the command line ends on it. */
interface Exiting extends Error {
  readonly exitCode: number;
}

const isExiting = (error: unknown): error is Exiting =>
  error instanceof Error && Number.isInteger((error as Partial<Exiting>).exitCode);

/**
 * The one place where an error becomes the end of a command: its own exit code and its message as one line,
 * `<program>: <message>` (docs/style.md, errors). The simulator's errors (SimulatorError, src/errors.ts) carry
 * `name` and `exitCode` as KitError does; the kit imports nothing of the simulator, so the two halves meet on that
 * shape rather than on a shared class. Anything else is a failure nobody planned for: exit 1.
 */
export function endingOf(error: unknown, program: string): Ending {
  const message = error instanceof Error ? error.message : String(error);
  return { exitCode: isExiting(error) ? error.exitCode : 1, line: `${program}: ${message}\n` };
}
