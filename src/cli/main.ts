import { parseArgs } from 'node:util';
import { checkCommand, checkHelp } from '../../conformance/cli.js';
import { checkOptions } from '../../conformance/config.js';
import { startSimulator, UnknownFaultError } from '../index.js';
import { profileOf } from '../operations/profile.js';
import { packageVersion } from '../package-root.js';
import { ledgerOf, ScenarioFileError } from '../scenario-file.js';
import { stopOnSignals } from './signals.js';
import {
  flagOption,
  hostOption,
  helpText,
  integerOption,
  labeler,
  prefixOption,
  resolveMultiple,
  resolveOptions,
  serveOptions,
  simulatorOptions,
  UsageError,
  parseArgsConfig,
  type OptionSpec,
  type OptionValues,
} from './options.js';

const NAME = 'token-registry-kit';

const mainHelp = `Usage: ${NAME} <command> [options]

Deterministic ledger simulator and conformance kit for the token-registry / name-service / event-history API.

Commands:
  serve      serve a simulated ledger over HTTP (operations A, B, C and D)
  profile    print, as JSON, the facts a conformance run needs about a simulated ledger
  check      run the conformance checks against a deployment (or the simulator)

Options:
  -h, --help     print this help
  -v, --version  print the version

Run '${NAME} <command> --help' for the options of a command.
`;

function parse(args: string[], options: readonly OptionSpec[]): OptionValues {
  // parseArgs takes `--seed -1` for an option without its value ("argument is ambiguous"): a negative number after
  // an option that takes a value is that value, so that the option's own check names the range it must be in.
  const valued = new Set(
    options.filter((o) => o.type === 'string').flatMap((o) => [`--${o.name}`, ...(o.short ? [`-${o.short}`] : [])]),
  );
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    if (valued.has(arg) && next !== undefined && /^-\d/.test(next)) {
      // `--seed=-1`; a short option takes its value glued on (`-H-1`).
      joined.push(arg.startsWith('--') ? `${arg}=${next}` : `${arg}${next}`);
      i++;
    } else joined.push(arg);
  }
  try {
    return parseArgs({ args: joined, options: parseArgsConfig(options), allowPositionals: false, strict: true }).values;
  } catch (error) {
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
}

async function serve(args: string[]): Promise<void> {
  const values = parse(args, serveOptions);
  if (values['help']) {
    process.stdout.write(
      helpText(
        `Usage: ${NAME} serve [options]`,
        'Serve a simulated ledger over HTTP until SIGINT or SIGTERM.',
        serveOptions,
      ),
    );
    return;
  }
  const o = resolveOptions(serveOptions, values, process.env);
  const label = labeler(serveOptions, values, process.env);
  const seed = integerOption(label('seed'), o['seed'], 0, 4294967295);
  const port = integerOption(label('port'), o['port'], 0, 65535) ?? 8080;
  const simulator = await startSimulator({
    scenario: o['scenario'] ?? 'default',
    ...(seed === undefined ? {} : { seed }),
    host: hostOption(label('host'), o['host']),
    port,
    validatorPrefix: prefixOption(label('validator-prefix'), o['validator-prefix']),
    scanPrefix: prefixOption(label('scan-prefix'), o['scan-prefix']),
    faults: resolveMultiple(serveOptions.find((x) => x.name === 'fault') as OptionSpec, values, process.env),
    maxConnections: integerOption(label('max-connections'), o['max-connections'], 1, 1_000_000) ?? 256,
    cors: !flagOption('no-cors', serveOptions, values, process.env),
    log: !flagOption('quiet', serveOptions, values, process.env),
  });
  // Handlers first: whoever reads the URLs may stop the server at once.
  stopOnSignals(() => simulator.close(), { name: NAME, write: (text) => process.stdout.write(text) });
  const { urls, profile } = simulator;
  process.stdout.write(
    `${NAME}: serving scenario "${profile.scenario}" (seed ${profile.seed}, ${profile.eventCount} events) on port ${simulator.port}\n` +
      `  registry:  ${urls.registry}\n  validator: ${urls.validator}\n  scan:      ${urls.scan}\n` +
      (simulator.faults.length > 0 ? `  faults:    ${simulator.faults.join(', ')} (deliberate defects)\n` : ''),
  );
}

function profile(args: string[]): void {
  const values = parse(args, simulatorOptions);
  if (values['help']) {
    process.stdout.write(
      helpText(
        `Usage: ${NAME} profile [options]`,
        'Print, as JSON, the facts about a simulated ledger that a conformance run needs.',
        simulatorOptions,
      ),
    );
    return;
  }
  const o = resolveOptions(simulatorOptions, values, process.env);
  const seed = integerOption(labeler(simulatorOptions, values, process.env)('seed'), o['seed'], 0, 4294967295);
  const ledger = ledgerOf(o['scenario'] ?? 'default', seed);
  process.stdout.write(`${JSON.stringify(profileOf(ledger), null, 2)}\n`);
}

async function check(args: string[]): Promise<void> {
  const values = parse(args, checkOptions);
  if (values['help']) {
    process.stdout.write(checkHelp);
    return;
  }
  const code = await checkCommand(values, process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    tty: process.stderr.isTTY === true,
  });
  process.exitCode = code;
}

/** Runs one command line (without `node` and the script); bin.ts runs it on process.argv. */
export async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'check':
      return check(args);
    case 'serve':
      return serve(args);
    case 'profile':
      return profile(args);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(mainHelp);
      return;
    case '-v':
    case '--version':
      process.stdout.write(`${packageVersion}\n`);
      return;
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}; expected serve, profile or check (see --help)`);
  }
}

/**
 * Prints what `main` failed with as one line on stderr and returns the exit code: 2 for usage, a bad scenario
 * file or an unknown fault, 1 for anything else (a port that cannot be bound included).
 */
export function reportError(error: unknown): 1 | 2 {
  const usage = error instanceof UsageError || error instanceof ScenarioFileError || error instanceof UnknownFaultError;
  const listenError = (error as NodeJS.ErrnoException).code;
  const message =
    listenError === 'EADDRINUSE' || listenError === 'EACCES' || listenError === 'EADDRNOTAVAIL'
      ? `cannot listen: ${(error as Error).message}`
      : (error as Error).message;
  process.stderr.write(`${NAME}: ${message}\n`);
  return usage ? 2 : 1;
}
