import { availableParallelism } from 'node:os';
import { checkCommand, checkHelp, PROGRAM, type Output } from '../../conformance/cli.js';
import { checkOptions } from '../../conformance/config.js';
import { OPERATION_IDS, inWords } from '../../common/api.js';
import { didYouMean } from '../../common/did-you-mean.js';
import { endingOf, UsageError } from '../../common/errors.js';
import { helpText, readOptions, type Env, type Values } from '../../common/options.js';
import type { Cluster } from '../cluster.js';
import { SimulatorError } from '../errors.js';
import { faultsFor } from '../faults/index.js';
import { isLoopback } from '../app/control-access.js';
import { sizeText } from '../app/inject-rules.js';
import { utf8Length } from '../app/text-bytes.js';
import { ListenError, listenFailure } from '../app/listen-error.js';
import { startSimulator, type Simulator, type SimulatorOptions } from '../index.js';
import { profileOf } from '../operations/profile.js';
import { packageVersion } from '../../common/package-root.js';
import { ledgerOf, loadScenario } from '../scenario-file.js';
import { readSmallFile } from '../small-file.js';
import { parseArgv } from './argv.js';
import { bannerOf, type BannerFacts, type Endpoint } from './banner.js';
import { serveOptions, simulatorOptions, tokenOption } from './options.js';

/**
 * Where a command line reads and writes: in bin.ts the process's streams and environment, in a test strings. The
 * commands touch nothing else of the process, so that tests run them in-process.
 */
export interface Io extends Output {
  readonly env: Env;
  /** Stops `serve`: once it aborts, the server closes and `main` resolves. Without one, `serve` runs on. */
  readonly signal?: AbortSignal;
  /**
   * This process's part in `serve --workers N` (src/cluster.ts): in bin.ts the process's, a primary that forks or a
   * worker that was forked. Without one (in-process), `--workers` above 1 is refused.
   */
  readonly cluster?: Cluster;
}

/** A server that could not listen, or could not close: exit 1. */
export class ServerError extends SimulatorError {
  override readonly name = 'ServerError';
  readonly exitCode = 1;
}

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
`;

/** The errors of a port that cannot be bound, or an address that is not this machine's: said as such. */
const LISTEN_ERRORS: ReadonlySet<unknown> = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/** Resolves once `signal` aborts; never without one. */
const aborted = (signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) resolve();
    else signal?.addEventListener('abort', () => resolve(), { once: true });
  });

/** The tokens of --auth-token-file: one per line, blank lines and `#` comments skipped; a small regular file. */
function tokensIn(path: string | undefined): string[] {
  if (path === undefined) return [];
  const file = readSmallFile(path, 64 * 1024);
  if (file.kind === 'unreadable') throw new UsageError(`--auth-token-file ${path}: ${file.reason}`);
  if (file.kind !== 'text') throw new UsageError(`--auth-token-file ${path} must be a regular file of at most 64 KiB`);
  const text = file.text;
  const tokens = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line, i) => tokenOption(`--auth-token-file ${path} line ${i + 1}`, line));
  if (tokens.length === 0) throw new UsageError(`--auth-token-file ${path} holds no token`);
  return tokens;
}

/**
 * A listen error said as such (exit 1), in the command line's words: a port in use with the way to a free one, a
 * host that does not resolve with the addresses to use, whether the simulator or the primary of --workers (whose
 * probe reports node's own error) met it; any other error as it is.
 */
const listenError =
  (host: string, port: number) =>
  (error: unknown): never => {
    const failure = listenFailure(error, host, port);
    if (failure instanceof ListenError) throw new ServerError(failure.commandLineMessage, { cause: error });
    throw LISTEN_ERRORS.has((error as { code?: unknown }).code)
      ? new ServerError(`cannot listen: ${(error as Error).message}`, { cause: error })
      : error;
  };

/**
 * The rules of --inject against their budget (docs/inject.md, budgets), said in the command line's words before
 * anything is built; each rule was read, and one too long refused, with the option.
 */
function checkInjectBudget(o: Values<typeof serveOptions>): void {
  const rules = o.inject;
  if (rules.length > o['inject-max-rules']) {
    throw new UsageError(
      `--inject gives ${rules.length} rules, more than the ${o['inject-max-rules']} that may be in force (--inject-max-rules)`,
    );
  }
  const bytes = rules.reduce((sum, rule) => sum + utf8Length(rule), 0);
  if (bytes > o['inject-max-kb'] * 1024) {
    throw new UsageError(
      `--inject gives rules of ${sizeText(bytes)} of text, more than the ${o['inject-max-kb']} KiB that those in force may hold (--inject-max-kb)`,
    );
  }
}

/** --live, --clock, --speed and --control as start options; the clock and control make sense only live. */
function liveOptions(
  o: Values<typeof serveOptions>,
): Pick<SimulatorOptions, 'live' | 'control' | 'controlOrigins' | 'allowUnauthenticatedControl'> {
  // --clock, --speed, --control-max-items, --control-origin and the like are refused without the flag they need by
  // readOptions (their `needs` in src/cli/options.ts); --control says why it needs --live.
  if (!o.live) {
    if (o.control) throw new UsageError('--control needs --live: the control API moves a live ledger');
    return {};
  }
  return {
    live: {
      clock: o.clock,
      speed: o.speed,
      maxControlItems: o['control-max-items'],
      maxSnapshotsMb: o['snapshots-max-mb'],
      ...(o.state === undefined ? {} : { stateFile: o.state }),
    },
    control: o.control,
    ...(o.control ? { controlOrigins: o['control-origin'] } : {}),
    ...(o['allow-unauthenticated-control'] ? { allowUnauthenticatedControl: true } : {}),
  };
}

/** What the start-up lines say besides the URLs (src/cli/banner.ts): the ledger, the state, the tools that are on. */
function bannerFactsOf(o: Values<typeof serveOptions>, simulator: Simulator): BannerFacts {
  // The simulator's own endpoints beside the API, each when on (the request journal's row goes here).
  const endpoints: Endpoint[] = o.control ? [['control', '/_control']] : [];
  if (o.control && o['journal-size'] > 0) endpoints.push(['journal', '/_control/requests']);
  if (simulator.urls.ui !== undefined) endpoints.push(['ui', '/_ui']);
  return {
    program: PROGRAM,
    host: o.host,
    ...(o.live ? { live: o.clock === 'real' ? `real clock, speed ${o.speed}` : 'manual clock' } : {}),
    ...(o.live && o.state !== undefined
      ? { state: { file: o.state, calls: simulator.loadedState?.calls ?? null } }
      : {}),
    endpoints,
    uiOff: simulator.urls.ui === undefined && !o['no-ui'],
    rules: simulator.rules(),
  };
}

async function serve(args: readonly string[], io: Io): Promise<number> {
  const given = parseArgv(args, serveOptions, `${PROGRAM} serve`);
  if (given.help) {
    io.out(
      helpText(
        `Usage: ${PROGRAM} serve [options]`,
        'Serve a simulated ledger over HTTP until SIGINT or SIGTERM.',
        serveOptions,
      ),
    );
    return 0;
  }
  const o = readOptions(serveOptions, given, io.env);
  if (o.workers > 1 && (o.live || o.control)) {
    throw new UsageError('--workers needs a ledger that stands still: control calls would reach one process only');
  }
  if (o['page-threads'] === 1 && (o.live || o.workers > 1)) {
    throw new UsageError(
      '--page-threads 1 needs one process with a ledger that stands still: not with --live or --workers',
    );
  }
  if (o.ui && o['no-ui']) throw new UsageError('--ui and --no-ui say opposite things: give one of them');
  checkInjectBudget(o);
  const tokens = [...o['auth-token'], ...tokensIn(o['auth-token-file'])];
  if (o.control && !isLoopback(o.host) && tokens.length === 0 && o['allow-unauthenticated-control']) {
    io.err(
      `${PROGRAM}: warning: --control on --host ${o.host} without a token: anyone who can reach it can move the ledger\n`,
    );
  }
  if (o.workers > 1 && io.cluster?.role !== 'worker') return serveFromWorkers(o, io);
  const simulator = await startSimulator({
    scenario: o.scenario,
    ...(o.seed === undefined ? {} : { seed: o.seed }),
    host: o.host,
    port: o.port,
    validatorPrefix: o['validator-prefix'],
    scanPrefix: o['scan-prefix'],
    faults: o.fault,
    maxConnections: o['max-connections'],
    cors: !o['no-cors'],
    ...(o['no-ui'] ? { ui: false } : o.ui ? { ui: true } : {}),
    strictRequests: o['strict-requests'],
    inject: o.inject,
    injectMaxRules: o['inject-max-rules'],
    injectMaxKb: o['inject-max-kb'],
    injectHoldMb: o['inject-hold-mb'],
    journalSize: o['journal-size'],
    journalMb: o['journal-mb'],
    ...(tokens.length > 0 ? { auth: { tokens, groups: o['auth-groups'] } } : {}),
    ...liveOptions(o),
    cacheMb: o['cache-mb'],
    pageThreads: o['page-threads'] ?? (availableParallelism() > 1 && o.workers === 1 && !o.live ? 1 : 0),
    log: o.quiet ? false : (line) => io.err(`${line}\n`),
  }).catch(listenError(o.host, o.port));
  // Stopped while it started (bin.ts: a signal during the ledger's build): close without announcing anything.
  if (!io.signal?.aborted) {
    const banner = bannerOf(simulator, bannerFactsOf(o, simulator));
    // A worker of --workers: the primary prints the URLs once, when every worker listens.
    if (io.cluster?.role === 'worker') io.cluster.listening(banner);
    else io.out(banner);
  }
  await aborted(io.signal);
  try {
    await simulator.close();
  } catch (error) {
    throw new ServerError(`could not close: ${(error as Error).message}`, { cause: error });
  }
  return 0;
}

/**
 * `serve --workers N` in the primary: what every worker would refuse (the scenario file, a fault id, the port) is
 * checked here first, so that it is said once; then the workers are forked, and they serve.
 */
async function serveFromWorkers(o: Values<typeof serveOptions>, io: Io): Promise<number> {
  const cluster = io.cluster;
  if (cluster?.role !== 'primary') {
    throw new UsageError('--workers above 1 needs a process of its own: run the token-registry-kit command');
  }
  loadScenario(o.scenario);
  faultsFor(o.fault);
  return cluster
    .serve(o.workers, {
      name: PROGRAM,
      host: o.host,
      port: o.port,
      out: io.out,
      err: io.err,
      ...(io.signal ? { signal: io.signal } : {}),
    })
    .catch(listenError(o.host, o.port));
}

function profile(args: readonly string[], io: Io): number {
  const given = parseArgv(args, simulatorOptions, `${PROGRAM} profile`);
  if (given.help) {
    io.out(
      helpText(
        `Usage: ${PROGRAM} profile [options]`,
        'Print, as JSON, the facts about a simulated ledger that a conformance run needs.',
        simulatorOptions,
      ),
    );
    return 0;
  }
  const o = readOptions(simulatorOptions, given, io.env);
  io.out(`${JSON.stringify(profileOf(ledgerOf(o.scenario, o.seed)), null, 2)}\n`);
  return 0;
}

async function check(args: readonly string[], io: Io): Promise<number> {
  const given = parseArgv(args, checkOptions, `${PROGRAM} check`);
  if (given.help) {
    io.out(checkHelp);
    return 0;
  }
  return checkCommand(given, io.env, io);
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'check':
      return check(args, io);
    case 'serve':
      return serve(args, io);
    case 'profile':
      return profile(args, io);
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
