import { parseArgs } from 'node:util';
import { checkCommand, checkHelp } from '../../conformance/cli.js';
import { checkOptions } from '../../conformance/config.js';
import { startSimulator, UnknownFaultError } from '../index.js';
import { profileOf } from '../operations/profile.js';
import { ledgerOf, ScenarioFileError } from './scenario-file.js';
import {
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

Run '${NAME} <command> --help' for the options of a command.
`;

function parse(args: string[], options: readonly OptionSpec[]): OptionValues {
  try {
    return parseArgs({ args, options: parseArgsConfig(options), allowPositionals: false, strict: true }).values;
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
    host: o['host'] ?? '127.0.0.1',
    port,
    validatorPrefix: prefixOption(label('validator-prefix'), o['validator-prefix']),
    scanPrefix: prefixOption(label('scan-prefix'), o['scan-prefix']),
    faults: resolveMultiple(serveOptions.find((x) => x.name === 'fault') as OptionSpec, values, process.env),
  });
  // Handlers first: whoever reads the URLs may stop the server at once.
  const stop = (signal: string): void => {
    process.stdout.write(`${NAME}: ${signal} received, stopping\n`);
    simulator.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
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

async function main(argv: string[]): Promise<void> {
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
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}; expected serve, profile or check (see --help)`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const usage = error instanceof UsageError || error instanceof ScenarioFileError || error instanceof UnknownFaultError;
  const listenError = (error as NodeJS.ErrnoException).code;
  const message =
    listenError === 'EADDRINUSE' || listenError === 'EACCES' || listenError === 'EADDRNOTAVAIL'
      ? `cannot listen: ${(error as Error).message}`
      : (error as Error).message;
  process.stderr.write(`${NAME}: ${message}\n`);
  process.exit(usage ? 2 : 1);
});
