/**
 * The command line above both halves: `serve` and `profile` are the simulator's (src/commands/), `check` is the
 * kit's (conformance/cli.ts); this module splits the arguments by the command's option table and runs it. bin.ts
 * runs it on the process, tests in-process on strings.
 */
import { inWords, OPERATION_IDS } from '../common/api.js';
import { didYouMean } from '../common/did-you-mean.js';
import { endingOf, UsageError } from '../common/errors.js';
import type { Given, OptionSpec } from '../common/options.js';
import { packageVersion } from '../common/package-root.js';
import { PROGRAM } from '../common/program.js';
import { checkCommand, checkHelp } from '../conformance/cli.js';
import { checkOptions } from '../conformance/config/config.js';
import { serveOptions, simulatorOptions } from '../src/commands/options.js';
import { profile, profileHelp } from '../src/commands/profile.js';
import { serve, serveHelp, type ServeIo } from '../src/commands/serve.js';
import { parseArgv } from './argv.js';

/**
 * Where a command line reads and writes: in bin.ts the process's streams and environment, in a test strings. The
 * commands touch nothing else of the process, so that tests run them in-process.
 */
export type Io = ServeIo;

const mainHelp = `Usage: ${PROGRAM} <command> [options]

Deterministic ledger simulator and conformance kit for the token-registry / name-service / event-history API.

Commands:
  serve      serve a simulated ledger over HTTP (operations ${inWords(OPERATION_IDS)})
  profile    print, as JSON, the facts a conformance run needs about a simulated ledger
  check      run the conformance checks against a deployment (or the simulator)

Options:
  -h, --help     print this help
  -v, --version  print the version

Run '${PROGRAM} <command> --help' for the options of a command.
Documentation, in the package's folder: README.md, and the guides in docs/ (docs/README.md lists them).
`;

/** Splits a command's arguments by its option table: `--help` prints its help, anything else runs it. */
async function runCommand<const T extends readonly OptionSpec[]>(
  name: string,
  options: T,
  help: string,
  args: readonly string[],
  io: Io,
  command: (given: Given<T>) => number | Promise<number>,
): Promise<number> {
  const given = parseArgv(args, options, `${PROGRAM} ${name}`);
  if (given.help) {
    io.out(help);
    return 0;
  }
  return command(given);
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'check':
      return runCommand('check', checkOptions, checkHelp, args, io, (given) =>
        checkCommand(given, io.env, io, io.signal),
      );
    case 'serve':
      return runCommand('serve', serveOptions, serveHelp, args, io, (given) => serve(given, io));
    case 'profile':
      return runCommand('profile', simulatorOptions, profileHelp, args, io, (given) => profile(given, io));
    case undefined:
      // No command is a usage error, as an unknown one is: the usage goes where errors go, and the exit says so.
      io.err(mainHelp);
      return 2;
    case '-h':
    case '--help':
    case 'help':
      io.out(mainHelp);
      return 0;
    case '-v':
    case '--version':
      io.out(`${packageVersion}\n`);
      return 0;
    default:
      throw new UsageError(
        `unknown command ${JSON.stringify(command)}${didYouMean(command, ['serve', 'profile', 'check'])}; expected serve, profile or check (see ${PROGRAM} --help)`,
      );
  }
}

/**
 * Runs one command line (without `node` and the script) and resolves with its exit code: 0, 1 for a failed run or
 * a server that cannot listen, 2 for bad usage, a bad scenario or profile, 3 for a target that does not answer.
 * An error is printed as one line on `io.err` (endingOf: the error's own exit code). `serve` resolves once
 * `io.signal` has aborted and the server has closed. bin.ts runs it on the process.
 *
 * @example
 * let out = '';
 * const io = { out: (text: string) => void (out += text), err: () => {}, env: {}, tty: false };
 * const code = await main(['profile', '--scenario', 'minimal'], io); // 0, and the profile's JSON in `out`
 */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    const ending = endingOf(error, PROGRAM);
    io.err(ending.line);
    return ending.exitCode;
  }
}
