/**
 * The command line as both halves' commands see it: the name every line they print about themselves starts with, and
 * where they print. `serve` and `profile` (src/commands/) and `check` (conformance/cli.ts) write to an Output; the
 * command line (cli/) gives them the process's streams, a test strings. Pure.
 */

/** The command's name, which every line it prints about itself starts with. */
export const PROGRAM = 'token-registry-kit';

/** Where a command prints. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Whether err is a terminal: progress then rewrites one line. */
  readonly tty: boolean;
  /** The width of the terminal that out is, when it is one: the summary table fits it. */
  readonly columns?: number;
}
